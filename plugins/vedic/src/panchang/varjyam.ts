import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, ghatiPeriods, nakshatrasOverlapping, panchangContext } from '../lib/panchang.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/varjyam',
  summary: 'Varjyam (tyajya ghatis) of the Vedic day',
  description: 'Tyajya ghatis (Muhurta Chintamani): each nakshatra\'s varjyam starts g ghatis (of 60) into the star: Ashwini 50, Bharani 24, Krittika 30, Rohini 40, Mrigashira 14, Ardra 21, Punarvasu 30, Pushya 20, Ashlesha 32, Magha 30, P.Phalguni 20, U.Phalguni 18, Hasta 21, Chitra 20, Swati 14, Vishakha 14, Anuradha 10, Jyeshtha 14, Mula 20 and 56 (two periods), P.Ashadha 24, U.Ashadha 20, Shravana 10, Dhanishtha 10, Shatabhisha 18, P.Bhadrapada 16, U.Bhadrapada 24, Revati 30 (the table of PyJHora\'s amrita_gadiya_varjyam_star_map); start = nakshatra start + g/60 x the star\'s actual duration, length 4/60 of it; every nakshatra overlapping the Vedic day (sunrise -> next sunrise) is scanned and the periods overlapping the day are listed.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    vedicDay: Type.Object({ start: LocalTime, end: LocalTime }),
    nakshatras: Type.Array(Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), name: Type.String(), start: LocalTime, end: LocalTime }), { maxItems: 4 }),
    periods: Type.Array(Type.Object({ nakshatra: Type.String(), start: LocalTime, end: LocalTime }), { maxItems: 6 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const ctx = panchangContext(body, services);
    const stars = nakshatrasOverlapping(ctx.ephemeris, ctx.day.sunrise, ctx.day.nextSunrise, ctx.sidereal);
    const periods = ghatiPeriods(stars, 'varjyam', ctx.day.sunrise, ctx.day.nextSunrise);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      vedicDay: { start: at(ctx, ctx.day.sunrise), end: at(ctx, ctx.day.nextSunrise) },
      nakshatras: stars.map((s) => ({ number: s.number, name: s.name, start: at(ctx, s.start), end: at(ctx, s.end) })),
      periods: periods.map((p) => ({ nakshatra: p.nakshatra, start: at(ctx, p.start), end: at(ctx, p.end) })),
    };
  },
});
