import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { accidentalDignities } from './lib/judgement.js';
import { Echo } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/accidental-dignities',
  summary: "Lilly's table of accidental fortitudes and debilities for the seven planets, with the essential score beside it",
  description: "Lilly, Christian Astrology p.115: houses 1/10 +5, 4/7/11 +4, 2/5 +3, 9 +2, 3 +1, 12 -5, 6/8 -2; direct +4, retrograde -5 (not the lights); swift +2 / slow -2 against Lilly's mean motions; Saturn, Jupiter, Mars oriental +2 occidental -2, Mercury, Venus occidental +2 oriental -2; the Moon increasing +2 decreasing -2; free from combustion +5, cazimi (within 17') +5, combust (within 8.5 deg) -5, under the beams (within 17 deg) -4 (not the Sun); partile (same whole degree) conjunction with Jupiter or Venus +5, the North Node +4, partile trine +4, sextile +3 of Jupiter or Venus; partile conjunction with Saturn or Mars -5, the South Node -4, partile opposition -4, square -3 of Saturn or Mars; besieged by Mars and Saturn (between them in one sign) -5; partile conjunction with Regulus +6 and Spica +5, within 5 deg of Algol -5 (swe_fixstar2_ut at the date).",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(),
      items: Type.Array(Type.Object({ rule: Type.String({ description: 'kebab-case: house-10, direct, swift, oriental, free-from-combustion, partile-trine-jupiter, regulus ...' }), points: Type.Number() })),
      accidental: Type.Number(), essential: Type.Number(), total: Type.Number(),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'london', body: LONDON_QUESTION }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => accidentalDignities(body, services, lang),
});
