import { Type } from '@sinclair/typebox';
import { AspectAngleList, birthData, BodyIdList, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { natalChart } from './lib/natal.js';
import { ChartSensitivityItem } from './lib/time-sensitivity.js';
import { AnglesSchema, AspectItem, BodyInHouse, CuspItem, Moment, Settings } from './lib/schemas.js';
import { withBodyRefs, withWarnings } from './lib/vocabulary.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/chart',
  summary: 'Natal chart: bodies with signs and houses, house cusps, angles and aspects',
  description:
    'Sun to Pluto, mean and true node, Chiron and mean Lilith (or visiblePlanetIds) from the Swiss Ephemeris; cusps and ASC, MC, ARMC, Vertex from swe_houses_ex; aspects as /aspects; `sensitivity` lists the signs and houses that change within +-15 minutes of the given time (roots in time, Brent to 0.01 s). The answer echoes the resolved moment and the settings used. Placidus, Koch or Gauquelin inside the polar circles: 422 CALCULATION_ERROR.',
  body: birthData({ visiblePlanetIds: Type.Optional(BodyIdList), aspectAngles: Type.Optional(AspectAngleList) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    planets: Type.Array(BodyInHouse),
    houses: Type.Array(CuspItem, { description: 'the twelve cusps; `longitude` is the cusp' }),
    angles: AnglesSchema,
    aspects: Type.Array(AspectItem),
    sensitivity: Type.Array(ChartSensitivityItem, {
      description: 'birth-time sensitivity: every point (Ascendant, MC, each body shown) whose sign or house changes within +-15 minutes of the given time, with the minutes to the change (negative: an earlier time), nearest first; /chart/time-sensitivity gives the full picture',
    }),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: { ...KYIV_BIRTH, houseSystem: 'P' } },
    { name: 'delhi-sidereal-whole-sign', body: { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21, houseSystem: 'W', zodiacType: 'sidereal', ayanamsa: 'lahiri' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = withWarnings(natalChart(body, services, lang), lang);
    // Only sensitivity's `point` names a body as a string (the aspects' planet1/planet2 come as
    // references from core's aspect finder): rewriting it alone spares a walk over the whole
    // answer, thousands of members (5% of a varied /v1/chart's CPU, bench/profile.ts 2026-11-26).
    return { ...chart, sensitivity: withBodyRefs(chart.sensitivity, lang) };
  },
});
