import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, panchangContext } from '../lib/panchang.js';
import { goodTimeWindows } from '../lib/panchang-muhurta.js';
import type { Window } from '../lib/panchang-muhurta.js';

const WindowSchema = Type.Object({ start: LocalTime, end: LocalTime, durationMinutes: Type.Number(), sources: Type.Array(Type.String(), { maxItems: 12 }) });

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/good-time-windows',
  summary: 'Good and to-be-avoided windows of the Vedic day from the panchang rules',
  description:
    'For the Vedic day (sunrise to next sunrise) containing the chart moment: the union of the favourable spans (Abhijit except on Wednesday, Amrit kaal, the Amrit/Shubh/Labh choghadiyas of day and night, the Brahma muhurta before the next sunrise) minus Rahu kaal, Yamaganda, Gulika kaal (day and night), Durmuhurta, Varjyam and Vishti karana (Bhadra), each by the rules of the /vedic/panchang operations; disjoint good windows ranked by length, then by the number of sources; avoid = the merged avoid spans.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    vedicDay: Type.Object({ start: LocalTime, end: LocalTime }),
    good: Type.Array(WindowSchema, { maxItems: 60 }),
    avoid: Type.Array(WindowSchema, { maxItems: 60 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const ctx = panchangContext(body, services);
    const w = goodTimeWindows(ctx);
    const out = (x: Window) => ({ start: at(ctx, x.start), end: at(ctx, x.end), durationMinutes: (x.end - x.start) * 1440, sources: x.sources });
    return { ...chartEcho(ctx.chart, services.ephemeris), vedicDay: { start: at(ctx, ctx.day.sunrise), end: at(ctx, ctx.day.nextSunrise) }, good: w.good.map(out), avoid: w.avoid.map(out) };
  },
});
