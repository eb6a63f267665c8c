import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { anglesAnswer } from './lib/chart-geometry.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_EXAMPLE, PointSchema, TROMSO_EXAMPLE } from './lib/houses-schemas.js';

const Angle = Type.Composite([PointSchema, Type.Object({ declination: Type.Number({ minimum: -90, maximum: 90 }) })]);

export default defineOperation({
  method: 'POST',
  path: '/angles',
  summary: 'Ascendant, Descendant, MC and IC with declinations; ARMC, local sidereal time and obliquity',
  description:
    'ascmc[SE_ASC], ascmc[SE_MC] and ascmc[SE_ARMC] from swe_houses_ex (independent of the house system, so never refused inside the polar circles); Descendant and IC the opposite points; local sidereal time = ARMC / 15; true and mean obliquity from swe_calc_ut(SE_ECL_NUT); declination = asin(sin eps sin lambda) from the tropical longitude of date.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    ascendant: Angle, descendant: Angle, mc: Angle, ic: Angle,
    armc: Type.Number({ minimum: 0, maximum: 360 }),
    localSiderealTimeHours: Type.Number({ minimum: 0, maximum: 24 }),
    obliquity: Type.Object({ true: Type.Number(), mean: Type.Number() }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'tromso', body: TROMSO_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => anglesAnswer(body, services, lang),
});
