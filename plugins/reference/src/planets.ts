import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { langOf } from './lib/i18n.js';
import { planetsTable } from './lib/bodies.js';
import { REFERENCE_EXAMPLES, SignNameSchema } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/planets',
  summary: 'Planets, nodes and Lilith by Swiss Ephemeris id: category, sect, domiciles, exaltation, joy, mean motion, period',
  description:
    'Ids are the Swiss Ephemeris constants (SE_SUN 0 ... SE_PLUTO 9, mean node 10, true node 11, mean apogee/Lilith 12); exaltation degrees after Ptolemy; joys after Firmicus Maternus, Mathesis II; mean motions after Meeus, Astronomical Algorithms. `lang` localises `name`. Keyless, 0 credits.',
  response: Type.Object({
    planets: Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
        slug: Type.String(),
        name: Type.String({ description: 'in the language of `lang`, English by default' }),
        glyph: Type.String(),
        category: Type.Union(['luminary', 'personal', 'social', 'outer', 'node', 'point'].map((c) => Type.Literal(c))),
        sect: Type.Union([Type.Literal('diurnal'), Type.Literal('nocturnal'), Type.Null()], {
          description: 'Ptolemy, Tetrabiblos I.7; null for Mercury (common: diurnal as morning star, nocturnal as evening star), the modern planets and the points',
        }),
        domiciles: Type.Array(SignNameSchema, { description: 'traditional domiciles; Uranus, Neptune and Pluto their modern ones' }),
        exaltation: Type.Union([Type.Object({ sign: SignNameSchema, degree: Type.Integer({ minimum: 0, maximum: 29 }) }), Type.Null()]),
        joyHouse: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
        meanDailyMotion: Type.Number({ description: 'mean motion in tropical geocentric longitude, degrees per day (negative: the nodes regress)' }),
        siderealPeriodDays: Type.Number({ description: 'sidereal period of the orbit (the Sun: the sidereal year), days' }),
        i18nKey: Type.String(),
      }),
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ query }) => ({ planets: planetsTable(langOf(query)) }),
});
