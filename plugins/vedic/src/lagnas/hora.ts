import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { ishtaKala, specialAscendantsOf } from '../lib/special-lagnas.js';
import { SpecialLagnaPlace, specialLagnaPlace } from '../lib/special-lagnas-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/lagnas/hora',
  summary: 'Hora lagna: one sign per hour from the Sun at sunrise',
  description: 'Hora lagna (BPHS ch. 5 sl. 5-7): the Sun\'s sidereal longitude at the sunrise opening the Vedic day of the birth, advanced 30 deg per 2.5 ghatis (one hour) of ishta kala. A birth before sunrise counts from the previous sunrise (the Vedic day runs sunrise to sunrise). Sunrise by the `sunrise` convention (hindu by default).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    horaLagna: SpecialLagnaPlace,
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
      horaLagna: specialLagnaPlace(chart, specialAscendantsOf(ishta).hora),
      sunrise: localIso(ishta.sunrise, chart.moment.timezoneOffset),
      sunAtSunrise: ishta.sunAtSunrise,
      ishtaGhatis: ishta.ghatis,
    };
  },
});
