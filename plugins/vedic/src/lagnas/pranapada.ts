import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, Instant } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { ishtaKala, pranapada } from '../lib/special-lagnas.js';
import { SpecialLagnaPlace, specialLagnaPlace } from '../lib/special-lagnas-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/lagnas/pranapada',
  summary: 'Pranapada: one sign per 15 vighatis of ishta kala from the Sun, by the Sun\'s sign modality',
  description: 'BPHS ch. 3 sl. 71-74: ishta kala (from the sunrise opening the Vedic day of the birth) in vighatis / 15 gives signs (6 minutes a sign), the remainder pro rata in degrees; added to the Sun\'s sidereal longitude at birth if the Sun is in a movable sign, to Sun + 240 deg if fixed, to Sun + 120 deg if dual.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    pranapada: SpecialLagnaPlace,
    sunrise: Instant('local time of the sunrise opening the Vedic day of the birth'),
    ishtaGhatis: Type.Number({ description: 'ghatis (24 min) from that sunrise to the birth' }),
    sunModality: Type.Union([Type.Literal('movable'), Type.Literal('fixed'), Type.Literal('dual')]),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const ishta = ishtaKala(services.ephemeris, chart);
    const sun = chart.grahas[0]!;
    return {
      ...chartEcho(chart, services.ephemeris),
      pranapada: specialLagnaPlace(chart, pranapada(sun.longitude, ishta.ghatis), lang),
      sunrise: localIso(ishta.sunrise, chart.moment.timezoneOffset),
      ishtaGhatis: ishta.ghatis,
      sunModality: (['movable', 'fixed', 'dual'] as const)[(sun.sign - 1) % 3]!,
    };
  },
});
