import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { moonNakshatraFraction, sreeLagna } from '../lib/special-lagnas.js';
import { SpecialLagnaPlace, specialLagnaPlace } from '../lib/special-lagnas-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/lagnas/sree',
  summary: 'Sree lagna: the lagna advanced by 360 deg times the Moon\'s traversed fraction of its nakshatra',
  description: 'Sree lagna = lagna + 360 deg x ((Moon mod 13 deg 20\') / 13 deg 20\'), mod 360 (Jaimini tradition as given by Sanjay Rath, Crux of Vedic Astrology; Jagannatha Hora).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    sreeLagna: SpecialLagnaPlace,
    moonNakshatraFraction: Type.Number({ minimum: 0, maximum: 1 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      sreeLagna: specialLagnaPlace(chart, sreeLagna(chart), lang),
      moonNakshatraFraction: moonNakshatraFraction(chart.grahas[1]!.longitude),
    };
  },
});
