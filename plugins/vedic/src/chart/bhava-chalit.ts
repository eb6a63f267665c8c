import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { bhavaChartAnswer, chalitBhavas } from '../lib/bhavas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/bhava-chalit',
  summary: 'Bhava chalit: equal bhavas with the lagna degree as the middle of the 1st, grahas shifted from their whole-sign house',
  description: 'Equal bhavas with the sidereal lagna degree as madhya (centre) of the 1st: madhya_n = lagna + 30(n-1), sandhis at madhya +/- 15 deg; each graha assigned by sandhi range (start inclusive) and compared with its whole-sign house (bhava chalit chakra of North Indian practice).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    bhavas: Type.Array(Type.Object({
      bhava: Type.Integer({ minimum: 1, maximum: 12 }), madhya: Type.Number({ description: 'sidereal longitude of the bhava middle' }),
      startSandhi: Type.Number(), endSandhi: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12, description: 'sign of the madhya' }), signName: Type.String(),
    }), { minItems: 12, maxItems: 12 }),
    planets: Type.Array(Type.Object({
      graha: Type.Integer({ minimum: 0, maximum: 8 }), name: Type.String(), longitude: Type.Number(),
      rashiHouse: Type.Integer({ minimum: 1, maximum: 12 }), bhava: Type.Integer({ minimum: 1, maximum: 12 }), shifted: Type.Boolean({ description: 'bhava differs from the whole-sign house' }),
    }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...bhavaChartAnswer(chart, chalitBhavas(chart.lagna.longitude)) };
  },
});
