import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { rashiChartAnswer, RashiChartMembers } from '../lib/rashi-chart.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/rashi',
  summary: 'Rashi chart (D1): sidereal grahas and lagna, whole-sign houses, dignity and combustion',
  description:
    'Sidereal longitude = tropical (swe_calc_ut) - ayanamsa (Lahiri unless named); lagna from swe_houses_ex with SEFLG_SIDEREAL; whole-sign houses from the lagna sign; Rahu the mean node unless nodeType (or node) is true, Ketu opposite; dignity by the exaltation, moolatrikona and own-sign tables of BPHS ch. 3; combust within the Surya Siddhanta orbs (Moon 12, Mars 17, Mercury 14 (12 retrograde), Jupiter 11, Venus 10 (8 retrograde), Saturn 15 deg).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    ...RashiChartMembers,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'true node, Raman ayanamsa', body: { ...DELHI_BIRTH, nodeType: 'true', ayanamsa: 'raman' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...rashiChartAnswer(chart, lang) };
  },
});
