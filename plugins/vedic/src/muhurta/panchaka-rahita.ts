import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName, signSlug } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, panchangContext, weekdayOut } from '../lib/panchang.js';
import { panchakaRahitaWindows } from '../lib/panchang-muhurta.js';
import { Weekday } from '../lib/panchang-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/panchaka-rahita',
  summary: 'Panchaka rahita: the lagna windows of the Vedic day with their panchaka remainder',
  description:
    'For each lagna (sidereal ascendant sign) window of the Vedic day (sunrise to next sunrise) at the chart place, split where the tithi or nakshatra changes: r = (tithi 1-30 + vara 1-7 from Sunday + nakshatra 1-27 + lagna 1-12 from Aries) mod 9; 1 Mrityu, 2 Agni, 4 Raja, 6 Chora, 8 Roga panchaka; 0, 3, 5, 7 panchaka-rahita (clean, good) (Muhurta Chintamani). Lagna changes by root finding on the sidereal ascendant.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    weekday: Weekday,
    windows: Type.Array(Type.Object({
      start: LocalTime,
      end: LocalTime,
      lagna: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String() }),
      tithi: Type.Integer({ minimum: 1, maximum: 30 }),
      nakshatra: Type.Integer({ minimum: 1, maximum: 27 }),
      remainder: Type.Integer({ minimum: 0, maximum: 8 }),
      panchaka: Type.Union(['mrityu', 'agni', 'raja', 'chora', 'roga', 'none'].map((t) => Type.Literal(t))),
      good: Type.Boolean(),
    }), { maxItems: 60 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      weekday: weekdayOut(ctx.day.weekday, lang),
      windows: panchakaRahitaWindows(ctx).map((w) => ({ start: at(ctx, w.start), end: at(ctx, w.end), lagna: { number: w.lagna, slug: signSlug(w.lagna), name: signName(w.lagna, lang) }, tithi: w.tithi, nakshatra: w.nakshatra, remainder: w.remainder, panchaka: w.panchaka as never, good: w.good })),
    };
  },
});
