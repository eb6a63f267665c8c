import { Type } from '@sinclair/typebox';
import { defineOperation, Random, randomSeed } from '@celestial/core';
import { drawYarrow } from './lib/cast.js';
import { readingAnswer, ReadingMembers } from './lib/reading.js';
import { Question, Seed } from './lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/iching/with-changing-lines',
  summary: 'A hexagram cast with the yarrow-stalk odds, reproducible by seed, with its changing lines and the texts to read',
  description:
    "Yarrow-stalk probabilities: each line, bottom to top, from a 16-slot table with mulberry32(seed) (slot = floor(r x 16): 0 -> 6, 1-5 -> 7, 6-12 -> 8, 13-15 -> 9), i.e. 6 (1/16), 7 (5/16), 8 (7/16), 9 (3/16), the distribution of the 49-stalk procedure of the Xici as Zhu Xi's Shi Yi and Wilhelm/Baynes (1950) describe it: changing lines are rarer for yin and commoner for yang than with coins. A random seed is chosen and returned when omitted. readingFocus follows Zhu Xi, Yixue Qimeng (1186); texts from James Legge (1882), in English.",
  body: Type.Object({ seed: Type.Optional(Seed), question: Type.Optional(Question) }),
  response: Type.Object({ seed: Seed, ...ReadingMembers, method: Type.Literal('yarrow') }),
  cache: false,
  examples: [{ name: 'seeded', body: { seed: 2024 } }],
  deps: { random: Random },
  specFixed: ['seed', 'lines[].position', 'lines[].value', 'lines[].isYang', 'lines[].isChanging', 'primary.chinese', 'primary.judgment', 'relating.chinese', 'changingLines', 'readingFocus.rule', 'readingFocus.texts', 'method'],
  handler: ({ body, lang }, { random }) => {
    const seed = body.seed ?? randomSeed();
    return { seed, ...readingAnswer(drawYarrow(random.seeded(seed)), lang), method: 'yarrow' as const };
  },
});
