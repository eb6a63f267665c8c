import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { rashiChartAnswer } from '../lib/rashi-chart.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/rashi',
  summary: 'Rashi chart (D1): sidereal grahas and lagna, whole-sign houses, dignity and combustion',
  description:
    'Sidereal longitude = tropical (swe_calc_ut) - ayanamsa (Lahiri unless named); lagna from swe_houses_ex with SEFLG_SIDEREAL; whole-sign houses from the lagna sign; Rahu the mean node unless nodeType (or node) is true, Ketu opposite; dignity by the exaltation, moolatrikona and own-sign tables of BPHS ch. 3; combust within the Surya Siddhanta orbs (Moon 12, Mars 17, Mercury 14 (12 retrograde), Jupiter 11, Venus 10 (8 retrograde), Saturn 15 deg).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    ayanamsa: Type.Object({ name: Type.String(), value: Type.Number() }),
    lagna: Type.Object({ longitude: Type.Number(), sign: Type.Integer(), signName: Type.String(), degInSign: Type.Number(), nakshatra: Type.String(), pada: Type.Integer() }),
    planets: Type.Array(Type.Object({
      graha: Type.Integer(), name: Type.String(), longitude: Type.Number(), sign: Type.Integer(), signName: Type.String(), degInSign: Type.Number(),
      house: Type.Integer(), nakshatra: Type.String(), pada: Type.Integer(), nakshatraLord: Type.String(), speed: Type.Number(), retrograde: Type.Boolean(),
      combust: Type.Boolean(), dignity: Nullable(Type.Union([Type.Literal('exalted'), Type.Literal('moolatrikona'), Type.Literal('own'), Type.Literal('debilitated')])),
    }), { minItems: 9, maxItems: 9 }),
    houses: Type.Array(Type.Object({ house: Type.Integer(), sign: Type.Integer(), signName: Type.String(), lord: Type.String(), occupants: Type.Array(Type.String()) }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'true node, Raman ayanamsa', body: { ...DELHI_BIRTH, nodeType: 'true', ayanamsa: 'raman' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...rashiChartAnswer(chart) };
  },
});
