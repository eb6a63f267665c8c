import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Ephemeris, Instant, jdToIsoWithOffset } from '@celestial/core';
import { hexagramRef } from './lib/cast.js';
import { guaQiAt } from './lib/gua-qi.js';
import { HexagramNamed, HexagramRef } from './lib/schemas.js';

/** China Standard Time, the zone of the Gua Qi day: UTC+8 (minutes). */
const CST_MINUTES = 480;

export default defineOperation({
  method: 'POST',
  path: '/iching/daily',
  summary: 'The hexagram of the day by the Gua Qi calendar of Meng Xi and Jing Fang (same date, same hexagram for every caller)',
  description:
    "Gua Qi calendar (Han dynasty, 'six days and seven parts'): from the exact December-solstice instant (the root of the Sun's apparent longitude - 270 deg, Swiss Ephemeris; the latest solstice before 12:00 UTC+8 of `date`, the instant looked up), the 60 hexagrams other than Kan, Zhen, Li, Dui each govern 6 7/80 days in the order of the Yi Wei Ji Lan Tu (61, 24, 3, 15, 38, 46, 19, 62, 4, 42, 53, 11, 5, 17, 35, 40, 34, 16, 6, 18, 49, 43, 56, 7, 8, 9, 1, 14, 37, 48, 31, 44, 50, 55, 59, 10, 33, 32, 60, 13, 41, 12, 57, 45, 26, 22, 20, 54, 25, 36, 47, 23, 52, 63, 21, 28, 2, 64, 39, 27); the 60th ends at the next solstice. sovereign: the twelve sovereign hexagrams (24, 19, 11, 34, 43, 1, 44, 33, 12, 20, 23, 2) rule the zhongqi months (30 degrees of the Sun each from the solstice). cardinal: Kan, Zhen, Li, Dui on the UTC+8 dates of the December solstice, March equinox, June solstice and September equinox, else null. governs: the period's instants in UTC+8. `date` defaults to today in UTC+8.",
  body: Type.Object({ date: Type.Optional(DateString) }),
  response: Type.Object({
    date: Type.String({ format: 'date' }),
    hexagram: HexagramNamed,
    governs: Type.Object({ from: Instant('start of the hexagram\'s period, UTC+8'), to: Instant('end of the period, UTC+8') }),
    period: Type.Integer({ minimum: 1, maximum: 60, description: 'place of the hexagram in the sixty from the solstice' }),
    sovereign: HexagramRef,
    cardinal: Type.Union([HexagramRef, Type.Null()]),
    method: Type.Literal('gua-qi'),
  }),
  specFixed: ['date', 'hexagram.chinese', 'governs.from', 'governs.to', 'sovereign', 'cardinal', 'method'],
  examples: [{ name: 'date', body: { date: '2026-03-20' } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body, lang }, { ephemeris, clock }) => {
    const date = body.date ?? new Date(clock.now().getTime() + CST_MINUTES * 60000).toISOString().slice(0, 10);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const dayStart = ephemeris.julianDay(y, m, d, -8);
    const g = guaQiAt(ephemeris, dayStart + 0.5, y, dayStart, dayStart + 1);
    const ref = (n: number) => { const { number, slug, name } = hexagramRef(n, lang); return { number, slug, name }; };
    return {
      date,
      hexagram: hexagramRef(g.hexagram, lang),
      governs: { from: jdToIsoWithOffset(g.from, CST_MINUTES), to: jdToIsoWithOffset(g.to, CST_MINUTES) },
      period: g.index + 1,
      sovereign: ref(g.sovereign),
      cardinal: g.cardinal === null ? null : ref(g.cardinal),
      method: 'gua-qi' as const,
    };
  },
});
