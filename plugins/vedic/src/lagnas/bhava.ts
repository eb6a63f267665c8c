import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { ishtaKala, specialAscendantsOf } from '../lib/special-lagnas.js';
import { SpecialLagnaPlace, specialLagnaPlace } from '../lib/special-lagnas-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/lagnas/bhava',
  summary: 'Bhava lagna: one sign per 5 ghatis (2 h) from the Sun at sunrise',
  description: 'Bhava lagna (BPHS ch. 5 sl. 2-4): the Sun\'s sidereal longitude at the sunrise opening the Vedic day of the birth, advanced 30 deg per 5 ghatis (two hours) of ishta kala. A birth before sunrise counts from the previous sunrise (the Vedic day runs sunrise to sunrise). Sunrise by the `sunrise` convention (hindu by default).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    bhavaLagna: SpecialLagnaPlace,
    sunrise: Type.String({ description: 'local time of the sunrise opening the Vedic day of the birth' }),
    sunAtSunrise: Type.Number({ description: 'sidereal longitude of the Sun at that sunrise' }),
    ishtaGhatis: Type.Number({ description: 'ghatis (24 min) from that sunrise to the birth' }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const chart = castRashi(body, services);
    const ishta = ishtaKala(services.ephemeris, chart);
    return {
      ...chartEcho(chart, services.ephemeris),
      bhavaLagna: specialLagnaPlace(chart, specialAscendantsOf(ishta).bhava),
      sunrise: localIso(ishta.sunrise, chart.moment.timezoneOffset),
      sunAtSunrise: ishta.sunAtSunrise,
      ishtaGhatis: ishta.ghatis,
    };
  },
});
