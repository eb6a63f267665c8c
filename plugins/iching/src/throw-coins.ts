import { Type } from '@sinclair/typebox';
import { defineOperation, Random, randomSeed } from '@celestial/core';
import { throwCoins } from './lib/cast.js';
import { readingAnswer, ReadingMembers } from './lib/reading.js';
import { Question, Seed } from './lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/iching/throw-coins',
  summary: 'A hexagram cast with three coins, reproducible by seed, with its changing lines and the texts to read',
  description:
    "Three-coin method: mulberry32(seed) tosses three coins per line, bottom to top (heads, value 3, when the next PRNG value < 0.5; tails 2); the sums 6, 7, 8, 9 come with probabilities 1/8, 3/8, 3/8, 1/8. A random seed is chosen and returned when omitted; the same seed gives the same cast on every instance. `question` does not affect the cast. readingFocus follows Zhu Xi, Yixue Qimeng (1186). Texts from James Legge, 'The I Ching' (Sacred Books of the East 16, 1882, public domain), in English.",
  body: Type.Object({ seed: Type.Optional(Seed), question: Type.Optional(Question) }),
  response: Type.Object({ seed: Seed, ...ReadingMembers }),
  cache: false,
  examples: [{ name: 'seeded', body: { seed: 42, question: 'Should I take the new post?' } }],
  deps: { random: Random },
  specFixed: ['seed', 'lines[].position', 'lines[].value', 'lines[].isYang', 'lines[].isChanging', 'primary.chinese', 'primary.judgment', 'relating.chinese', 'changingLines', 'readingFocus.rule', 'readingFocus.texts'],
  handler: ({ body, lang }, { random }) => {
    const seed = body.seed ?? randomSeed();
    return { seed, ...readingAnswer(throwCoins(random.seeded(seed)), lang) };
  },
});
