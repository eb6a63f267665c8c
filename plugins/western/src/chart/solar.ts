import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum, Warnings } from '@celestial/core';
import { solarChart } from '../lib/chart-frames.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withWarnings } from '../lib/vocabulary.js';


export default defineOperation({
  method: 'POST',
  path: '/chart/solar',
  summary: 'Solar chart: the Sun\'s degree as the Ascendant, for unknown or unsure birth times',
  description:
    "The solar chart (a sunrise/solar chart as used when the birth time is unknown; e.g. Rob Hand, Horoscope Symbols, 1981): the Ascendant is the Sun's longitude; houses are equal 30-degree houses from it (equal, default) or whole signs from the Sun's sign (whole-sign), so they do not depend on the birth place. Planets are placed for the given moment (swe_calc_ut) and each gets its solarHouse.",
  body: birthData({ houses: Type.Optional(StringEnum(['equal', 'whole-sign'] as const, { default: 'equal', description: 'equal houses from the Sun\'s degree, or whole signs from the Sun\'s sign' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    houseMethod: StringEnum(['equal', 'whole-sign'] as const),
    ascendant: Type.Number({ minimum: 0, maximum: 360, description: "the Sun's longitude" }),
    houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), ...PositionMembers }), { minItems: 12, maxItems: 12 }),
    planets: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers, solarHouse: Type.Integer({ minimum: 1, maximum: 12 }),
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'equal', body: KYIV_BIRTH },
    { name: 'whole-sign', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, houses: 'whole-sign' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(solarChart(body, services, lang), lang),
});
