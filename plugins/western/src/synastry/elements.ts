import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { synastryElements } from '../lib/relationships.js';
import { PAIR, PAIR2, Tally, TwoChartsBody } from '../lib/relationships-schemas.js';

const Label = StringEnum(['chart1', 'chart2'] as const);

export default defineOperation({
  method: 'POST',
  path: '/synastry/elements',
  summary: 'Element and modality balance of both partners, combined, and where one supplies what the other lacks',
  description:
    'Weighted tallies by sign: Sun, Moon, Ascendant 3; Mercury, Venus, Mars 2; Jupiter, Saturn 1; outer planets not counted (generational) - 17 points per chart. An element is lacking at 1 point or less and held strongly at 5 or more; a complement is listed where one partner lacks what the other holds strongly (Stephen Arroyo, Relationships and Life Cycles, 1979; weights after his Astrology, Psychology and the Four Elements, 1975).',
  body: Type.Object(TwoChartsBody),
  response: Type.Object({
    chart1: Tally, chart2: Tally, combined: Tally,
    total: Type.Number({ description: 'points per chart' }),
    complements: Type.Array(Type.Object({ element: StringEnum(['fire', 'earth', 'air', 'water'] as const), lackingIn: Label, suppliedBy: Label })),
  }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'southern', body: PAIR2 }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => synastryElements(body, services),
});
