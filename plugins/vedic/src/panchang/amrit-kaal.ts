import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, ghatiPeriods, nakshatrasOverlapping, panchangContext } from '../lib/panchang.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/amrit-kaal',
  summary: 'Amrit kaal (amrita ghatis) of the Vedic day',
  description: 'Amrita ghatis (South Indian panchangas): each nakshatra\'s amrit kaal starts g ghatis (of 60) into the star: Ashwini 42, Bharani 48, Krittika 54, Rohini 52, Mrigashira 38, Ardra 35, Punarvasu 54, Pushya 44, Ashlesha 56, Magha 54, P.Phalguni 44, U.Phalguni 42, Hasta 45, Chitra 44, Swati 38, Vishakha 38, Anuradha 34, Jyeshtha 38, Mula 44, P.Ashadha 48, U.Ashadha 44, Shravana 34, Dhanishtha 34, Shatabhisha 42, P.Bhadrapada 40, U.Bhadrapada 48, Revati 54 (the table of PyJHora\'s amrita_gadiya_varjyam_star_map); start = nakshatra start + g/60 x the star\'s actual duration, length 4/60 of it, for every nakshatra overlapping the Vedic day; the periods overlapping the day are listed.',
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
    const periods = ghatiPeriods(stars, 'amrit', ctx.day.sunrise, ctx.day.nextSunrise);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      vedicDay: { start: at(ctx, ctx.day.sunrise), end: at(ctx, ctx.day.nextSunrise) },
      nakshatras: stars.map((s) => ({ number: s.number, name: s.name, start: at(ctx, s.start), end: at(ctx, s.end) })),
      periods: periods.map((p) => ({ nakshatra: p.nakshatra, start: at(ctx, p.start), end: at(ctx, p.end) })),
    };
  },
});
