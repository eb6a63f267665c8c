import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, panchangContext } from '../lib/panchang.js';
import { brahmaMuhurta } from '../lib/panchang-periods.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/brahma-muhurta',
  summary: 'Brahma muhurta before the sunrise of the Vedic day',
  description: 'The night (previous sunset -> sunrise) in 15 muhurtas; Brahma muhurta is the 14th: [sunrise - 2*night/15, sunrise - night/15], about 96 to 48 minutes before sunrise (Ashtanga Hridaya, Sutrasthana 2.1).',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, start: LocalTime, end: LocalTime, nightLengthMinutes: Type.Number() }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const ctx = panchangContext(body, services);
    const b = brahmaMuhurta(ctx.day);
    return { ...chartEcho(ctx.chart, services.ephemeris), start: at(ctx, b.start), end: at(ctx, b.end), nightLengthMinutes: b.nightLength * 1440 };
  },
});
