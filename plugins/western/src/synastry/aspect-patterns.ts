import { Type } from '@sinclair/typebox';
import { withBodyRefs, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';
import { Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { synastryPatterns } from '../lib/relationships.js';
import { Member, PAIR, PAIR2, TwoChartsBody } from '../lib/relationships-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/synastry/aspect-patterns',
  summary: 'Aspect patterns formed by the two charts together',
  description:
    "Grand trines, T-squares, grand crosses, yods, kites and mystic rectangles (the rules of /aspect-patterns/*, after Bil Tierney, Dynamics of Aspect Analysis, 1983) among Sun-Pluto of both charts, with at least one member from each chart: aspects within either chart and between them all count, as /aspects finds them (closest aspect per pair, /aspects orbs times orb). Members in order chart1 Sun-Pluto then chart2's.",
  body: Type.Object({ ...TwoChartsBody, orb: Type.Optional(Type.Number({ minimum: 0.25, maximum: 2, default: 1, description: 'scale on the /aspects orbs' })) }),
  response: Type.Object({
    patterns: Type.Array(Type.Object({
      type: StringEnum(['grand-trine', 't-square', 'grand-cross', 'yod', 'kite', 'mystic-rectangle'] as const),
      members: Type.Array(Member),
      orbs: Type.Array(Type.Object({ planets: Type.Array(Member, { minItems: 2, maxItems: 2 }), aspect: AspectNamingSchema, orb: Type.Number({ minimum: 0 }) })),
    })),
    count: Type.Integer({ minimum: 0 }),
  }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'wide-orbs', body: { ...PAIR2, orb: 1.5 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(synastryPatterns(body, services), lang), lang),
});
