import { Type } from '@sinclair/typebox';
import { DateString, Latitude, Longitude, Operations, defineOperation } from '@celestial/core';
import { HTML, HtmlPage, ThemeParam, page, pageContext, todayUtc } from './lib/page.js';
import { panchangRequest, panchangTodayBody, panchangTodayOf } from './lib/panchang-today.js';
import type { PanchangFull } from './lib/panchang-today.js';

export default defineOperation({
  method: 'GET',
  path: '/embed/panchang-today',
  summary: 'Widget: the day\'s panchanga (vara, tithi, nakshatra, yoga, karana with end times, sunrise, sunset, Rahu kalam) as an HTML page for an iframe',
  description:
    'The five limbs of POST /vedic/panchang/full (invoked in-process, with Rahu kalam from POST /vedic/panchang/rahu-kaal) read at local Hindu sunrise (swe_rise_trans, disc centre, no refraction) of the Vedic day containing local noon of `date` (default today, UTC): tithi = (Moon - Sun) / 12 deg, nakshatra = sidereal Moon / 13 deg 20\', yoga = (Sun + Moon) / 13 deg 20\', karana = half a tithi, each with its end by root finding; Rahu kalam = the weekday\'s eighth of daytime (South Indian table). Times in the `tz` offset; `ayanamsa` as the Vedic operations take it (default lahiri). Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    lat: Latitude,
    lng: Longitude,
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC (default 0)' })),
    date: Type.Optional(DateString),
    ayanamsa: Type.Optional(Type.String({ maxLength: 64, description: 'sidereal mode slug (default lahiri)' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'delhi-2024-04-09', query: { lat: 28.6139, lng: 77.209, tz: 5.5, date: '2024-04-09' } }],
  deps: { operations: Operations },
  handler: async (input, { operations }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const q = input.query;
    const date = q.date ?? todayUtc();
    const call = { body: panchangRequest({ lat: q.lat, lng: q.lng, tz: q.tz ?? 0, date, ayanamsa: q.ayanamsa }), lang, caller: input.caller };
    const [full, rahu] = await Promise.all([
      operations.invoke<PanchangFull>('POST /vedic/panchang/full', call),
      operations.invoke<{ start: string; end: string }>('POST /vedic/panchang/rahu-kaal', call),
    ]);
    const day = panchangTodayOf(date, full, rahu);
    return page({ lang, theme, title: 'Panchang', body: panchangTodayBody(day, t), watermark });
  },
});
