import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, PositionMembers, StringEnum, defineOperation, position } from '@celestial/core';
import { eventRange } from '@celestial/core/astro';
import { moonNodeCrossings } from '../lib/moon.js';
import { instant } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/lunar-node-crossings',
  summary: 'The Moon\'s crossings of the ecliptic (its nodes) between two dates',
  description:
    'Roots of the Moon\'s apparent geocentric ecliptic latitude (swe_calc_ut SE_MOON xx[1]; the binding has no swe_mooncross_node_ut), bracketed on a 6-hour grid and refined by Brent to 0.01 s; ascending when the latitude goes from south to north; longitude = the Moon\'s at the crossing (its true node there). At most two years; dates UTC.',
  body: Type.Object({ startDate: DateString, endDate: DateString }),
  response: Type.Object({
    crossings: Type.Array(Type.Object({
      node: StringEnum(['ascending', 'descending'] as const),
      jd: Type.Number({ description: 'Julian day (UT)' }),
      date: Instant(),
      ...PositionMembers,
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'january-2024', body: { startDate: '2024-01-01', endDate: '2024-01-31' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2);
    const crossings = moonNodeCrossings(ephemeris, start, end).map((c) => ({ node: c.node, jd: c.jd, date: instant(c.jd), ...position(c.longitude, lang) }));
    return { crossings, count: crossings.length };
  },
});
