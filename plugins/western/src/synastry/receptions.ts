import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { synastryReceptions } from '../lib/relationships.js';
import { PAIR, PAIR2, TwoChartsBody } from '../lib/relationships-schemas.js';

const Dignity = Type.Union([StringEnum(['domicile', 'exaltation'] as const), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/synastry/receptions',
  summary: "Receptions between one partner's planets and the other's (domicile or exaltation)",
  description:
    "For every pair of chart1's Sun-Saturn with chart2's: type1 = the dignity (domicile or exaltation, traditional rulers; Ptolemy, Tetrabiblos I.17, I.19, as /receptions) chart2's planet holds in the sign where chart1's stands, type2 the converse; mutual when both (A's Venus in Aries with B's Mars in Libra: mutual by domicile). Pairs with neither are left out.",
  body: Type.Object(TwoChartsBody),
  response: Type.Object({
    receptions: Type.Array(Type.Object({ planet1: BodyRefSchema, planet2: BodyRefSchema, type1: Dignity, type2: Dignity, isMutual: Type.Boolean() })),
    count: Type.Integer({ minimum: 0 }),
    mutual: Type.Integer({ minimum: 0 }),
  }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'southern', body: PAIR2 }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(synastryReceptions(body, services), lang),
});
