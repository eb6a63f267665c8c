import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, Instant, TimeZones, defineOperation } from '@celestial/core';
import { directedPictures } from '../../lib/uranian.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/modern/uranian/directed-pictures',
  summary: 'Uranian solar-arc directions on the 90-degree dial: each directed factor to natal factors, midpoints and (optionally) sum points, with exact dates',
  description: "Uranian solar-arc directions: arc = secondary-progressed Sun - natal Sun (progressed JD = birth JD + age in tropical years as days, swe_calc_ut), tabulated monthly and interpolated. Each factor (Sun to Pluto, true node, MC, ASC, the eight transneptunians SE_CUPIDO 40 ... SE_POSEIDON 47; not the Aries point, which is fixed) + arc compared on the 90-degree dial with the natal factors, their midpoints A/B and, when includeSumPoints is true, the sum points A+B-C: a hit is the date where (factor + arc - target) mod 90 = 0, within the years from startDate (local midnight), or before it while still within orb at the start. Sum points are asked for explicitly (a departure from the catalogue, which lists them by default): with 24 factors they are 6,072 targets and some thousands of hits a year.",
  body: birthData({
    startDate: Type.Optional(DateString),
    years: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 2 })),
    orb: Type.Optional(Type.Number({ minimum: 0, maximum: 2, default: 0.5, description: 'degrees of arc: a direction exact before startDate and within this orb at it counts' })),
    includeSumPoints: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    ...Echo,
    startDate: Type.String({ description: 'the date read (YYYY-MM-DD)' }),
    years: Type.Number(),
    orb: Type.Number(),
    solarArcNow: Type.Number({ description: 'the true solar arc at startDate, degrees' }),
    hits: Type.Array(Type.Object({
      directed: Type.Object({ slug: Type.String(), name: Type.String() }),
      target: Type.String({ description: "the target as an identifier: factor slug, 'A/B' or 'A + B - C' (spaced: slugs hold hyphens)" }),
      targetName: Type.String({ description: "the same target with the factors' names in the answer's language ('Sun/Moon', 'Sonne/Mond', '太陽/月')" }),
      targetKind: Type.Union([Type.Literal('factor'), Type.Literal('midpoint'), Type.Literal('sum-point')]),
      targetLongitude: Type.Number(),
      arc: Type.Number({ description: 'the solar arc at the exact date, degrees' }),
      date: Instant('the exact date'),
      age: Type.Number({ description: 'tropical years of life at the exact date' }),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, startDate: '2024-01-01', years: 1 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => directedPictures(body, services, lang),
});
