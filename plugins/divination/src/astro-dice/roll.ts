import { Type } from '@sinclair/typebox';
import { defineOperation, houseNamed, Random, randomSeed, SIGN_SLUGS, term, Warnings } from '@celestial/core';
import { HOUSE_KEYWORDS, PLANET_FACES, rollDice, SIGN_KEYWORDS } from '../lib/astro-dice.js';
import { englishTextWarnings } from '../lib/warnings.js';

const Seed = Type.Integer({ minimum: 0, maximum: 4294967295, description: 'uint32 seed of mulberry32; a random one is chosen and returned when omitted' });

export default defineOperation({
  method: 'POST',
  path: '/astro-dice/roll',
  summary: 'A roll of the three astrological dice: planet (what), sign (how), house (where), reproducible by seed',
  description:
    'Three fair twelve-sided dice from mulberry32(seed) (a random seed chosen and returned when omitted), face = floor(r x 12) in the order planet, sign, house: the planet die (Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune, Pluto, North Node, South Node), the sign die (Aries to Pisces), the house die (1-12); read as planet (what) in sign (how) in house (where). Names in the answer\'s language; keywords and the sentence in English (conventional keywords in our own words: the reference tables carry none).',
  body: Type.Object({ seed: Type.Optional(Seed), question: Type.Optional(Type.String({ maxLength: 500, description: 'echoed; it does not affect the roll' })) }),
  response: Type.Object({
    seed: Seed,
    question: Type.Union([Type.String(), Type.Null()]),
    planet: Type.Object({ id: Type.Integer({ description: 'Swiss Ephemeris body number; the South Node, which has none, -10' }), slug: Type.String(), name: Type.String(), keywords: Type.Array(Type.String()) }),
    sign: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String(), name: Type.String(), keywords: Type.Array(Type.String()) }),
    house: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String(), name: Type.String(), keywords: Type.Array(Type.String()) }),
    sentence: Type.String(),
    warnings: Warnings,
  }),
  cache: false,
  examples: [{ name: 'seeded', body: { seed: 7, question: 'What should I focus on this week?' } }],
  deps: { random: Random },
  handler: ({ body, lang }, { random }) => {
    const seed = body.seed ?? randomSeed();
    const [p, s, h] = rollDice(random.seeded(seed));
    const face = PLANET_FACES[p]!;
    const planetName = face.slug.endsWith('-node') ? term('lunar-node', face.slug, lang) : term('body', face.slug, lang);
    const signSlug = SIGN_SLUGS[s]!;
    const house = houseNamed(h + 1, lang);
    return {
      seed,
      question: body.question ?? null,
      planet: { id: face.id, slug: face.slug, name: planetName, keywords: [...face.keywords] },
      sign: { sign: s + 1, slug: signSlug, name: term('sign', signSlug, lang), keywords: SIGN_KEYWORDS[s]! },
      house: { number: h + 1, ...house, keywords: HOUSE_KEYWORDS[h]! },
      sentence: `${term('body', face.slug, 'en') === face.slug ? term('lunar-node', face.slug, 'en') : term('body', face.slug, 'en')} (${face.keywords.join(', ')}) in ${term('sign', signSlug, 'en')} (${SIGN_KEYWORDS[s]!.join(', ')}) in the ${term('house', house.slug, 'en')} (${HOUSE_KEYWORDS[h]!.join(', ')}).`,
      warnings: englishTextWarnings(lang),
    };
  },
});
