import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { bhavaChartAnswer, bhavasFromMadhyas, sripatiMadhyas } from '../lib/bhavas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/sripati',
  summary: 'Sripati bhavas: lagna and MC as madhyas of 1 and 10, quadrants trisected, sandhis at the midpoints',
  description: 'Sripati Paddhati (Sripati, 11th c.): the sidereal lagna and MC are the madhyas of bhavas 1 and 10 (7 and 4 opposite); the ecliptic arc of each quadrant is trisected for the intermediate madhyas; each sandhi is the midpoint of consecutive madhyas; grahas placed by sandhi ranges (start inclusive) and compared with their whole-sign house.',
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
    return { ...chartEcho(chart, services.ephemeris), ...bhavaChartAnswer(chart, bhavasFromMadhyas(sripatiMadhyas(chart.lagna.longitude, chart.mc))) };
  },
});
