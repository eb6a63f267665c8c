import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum, Warnings } from '@celestial/core';
import { arabicParts } from './lib/points.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/arabic-parts',
  summary: 'Arabic parts (lots) by slug or by custom formula, with sign, house and ruler',
  description:
    'lambda = A + B - C mod 360 (A usually the Ascendant); a part marked reversible swaps B and C in a night chart (Sun below the horizon: (lambda Sun - ASC) mod 360 < 180). The parts and formulas of /reference/lots (Paulus Alexandrinus ch. 23; Bonatti, Liber Astronomiae VIII.2); a custom formula such as "ASC + Venus - Sun" may name the bodies, ASC, MC, DSC, IC, cusp 1-12 and other parts, and reverses at night only with reverseByNight true. reverseByNight overrides every listed part\'s own rule. The seven Hermetic lots with their lords\' condition are /hellenistic/lots.',
  body: birthData({
    parts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 64, description: 'lot slugs or formulas; all the lots of /reference/lots when omitted' })),
    reverseByNight: Type.Optional(Type.Boolean({ description: 'default: each part\'s own rule; custom formulas do not reverse' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    sect: StringEnum(['day', 'night'] as const),
    parts: Type.Array(Type.Object({
      slug: Type.String({ description: 'the lot slug, or "custom" for a formula' }),
      name: Type.String({ description: "the lot's name; a custom part's formula" }),
      formula: Type.String({ description: "the formula actually used (after any night reversal), the points named in the answer's language" }),
      terms: Type.Array(Type.Object({
        operation: StringEnum(['add', 'subtract'] as const),
        kind: StringEnum(['angle', 'body', 'cusp', 'lot'] as const, { description: 'an angle (chart-angle slug), a body, a house cusp (house slug first ... twelfth), an earlier lot (lot slug)' }),
        id: Type.Optional(Type.Integer({ description: 'Swiss Ephemeris number of a body' })),
        slug: Type.String(),
        name: Type.String({ description: "the point's name in the answer's language" }),
      }), { minItems: 2, maxItems: 8, description: 'the formula used, point by point: the first is added, the others added or subtracted' }),
      reversed: Type.Boolean(),
      ...PositionMembers,
      house: Type.Integer({ minimum: 1, maximum: 36 }),
      ruler: BodyRefSchema,
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'all-lots', body: KYIV_BIRTH },
    { name: 'formulas-at-night', body: { date: '2000-01-01', time: '23:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, parts: ['fortune', 'ASC + Venus - Sun', 'MC + Moon - Saturn', 'ASC + cusp 7 - Venus'], reverseByNight: true } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(arabicParts(body, services, lang), lang), lang),
});
