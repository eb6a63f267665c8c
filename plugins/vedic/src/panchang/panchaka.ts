import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Nullable } from '../lib/panchang-schemas.js';
import { at, panchakaAt, panchangContext } from '../lib/panchang.js';

// Enumerations are kebab-case (DESIGN.md, Vocabulary); the lib keeps the Sanskrit capitalised.
const PanchakaType = Type.Union(['roga', 'raja', 'agni', 'chora', 'mrityu', 'none'].map((t) => Type.Literal(t)));

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/panchaka',
  summary: 'Panchaka (Moon in Kumbha and Meena): whether active, its span and type, and the next one',
  description:
    'Panchaka = the Moon\'s sidereal longitude in [300 deg, 360 deg): Kumbha and Meena, i.e. Dhanishtha 3rd pada to the end of Revati; entry and exit by root finding on the sidereal Moon; type by the weekday (sunrise-bound vara) of entry: Sun Roga, Mon Raja, Tue Agni, Fri Chora, Sat Mrityu, Wed/Thu none (Muhurta Chintamani). When inactive, start/end/type are null and next is the coming one.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    active: Type.Boolean(),
    start: Nullable(LocalTime),
    end: Nullable(LocalTime),
    type: Nullable(PanchakaType),
    next: Type.Object({ start: LocalTime, end: LocalTime, type: PanchakaType }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'inactive', body: { ...DELHI_BIRTH, date: '1990-07-20' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const ctx = panchangContext(body, services);
    const p = panchakaAt(ctx);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      active: p.active,
      start: p.current ? at(ctx, p.current.start) : null,
      end: p.current ? at(ctx, p.current.end) : null,
      type: (p.current ? p.current.type.toLowerCase() : null) as never,
      next: { start: at(ctx, p.next.start), end: at(ctx, p.next.end), type: p.next.type.toLowerCase() as never },
    };
  },
});
