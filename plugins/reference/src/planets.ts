import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { grahasTable, planetsTable } from './lib/bodies.js';
import { Language, REFERENCE_EXAMPLES, SignRef } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/planets',
  summary: 'Planets, nodes and Lilith in both numberings (Swiss id, Vedic graha): category, sect, domiciles, exaltation, joy, mean motion, period',
  description:
    'The two numberings every answer uses: `id` is the Swiss Ephemeris constant (SE_SUN 0 ... SE_PLUTO 9, mean node 10, true node 11, mean apogee/Lilith 12), the numbers the planetIds inputs take; `graha` is the Vedic order of Brihat Parashara Hora Shastra ch. 3 (Sun 0, Moon 1, Mars 2, Mercury 3, Jupiter 4, Venus 5, Saturn 6, Rahu 7, Ketu 8), listed in `grahas` with the Swiss number of each. Both meet in `slug`. Exaltation degrees after Ptolemy; joys after Firmicus Maternus, Mathesis II; mean motions after Meeus, Astronomical Algorithms. Names follow the answer\'s language (Accept-Language, `lang`). Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    planets: Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
        graha: Type.Union([Type.Integer({ minimum: 0, maximum: 6 }), Type.Null()], { description: 'Vedic graha number (Sun 0 ... Saturn 6); null for the bodies that are not among the seven (the nodes are Rahu 7 and Ketu 8 in grahas)' }),
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
        glyph: Type.String(),
        category: Type.Union(['luminary', 'personal', 'social', 'outer', 'node', 'point'].map((c) => Type.Literal(c))),
        sect: Type.Union([Type.Literal('diurnal'), Type.Literal('nocturnal'), Type.Null()], {
          description: 'Ptolemy, Tetrabiblos I.7; null for Mercury (common: diurnal as morning star, nocturnal as evening star), the modern planets and the points',
        }),
        domiciles: Type.Array(SignRef, { description: 'traditional domiciles; Uranus, Neptune and Pluto their modern ones' }),
        exaltation: Type.Union([Type.Object({ ...SignRef.properties, degree: Type.Integer({ minimum: 0, maximum: 29 }) }), Type.Null()]),
        joyHouse: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
        meanDailyMotion: Type.Number({ description: 'mean motion in tropical geocentric longitude, degrees per day (negative: the nodes regress)' }),
        siderealPeriodDays: Type.Number({ description: 'sidereal period of the orbit (the Sun: the sidereal year), days' }),
        i18nKey: Type.String(),
      }),
    ),
    grahas: Type.Array(
      Type.Object({
        graha: Type.Integer({ minimum: 0, maximum: 8 }),
        id: Type.Union([Type.Integer(), Type.Null()], { description: 'Swiss Ephemeris number; null for Rahu (the mean node 10 or the true node 11, as the chart\'s nodeType says) and Ketu (opposite Rahu)' }),
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
      }),
      { minItems: 9, maxItems: 9 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, planets: planetsTable(lang), grahas: grahasTable(lang) }),
});
