import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, CyclicMeasure } from '@celestial/core';
import { dial90 } from '../../lib/uranian.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Named = { slug: Type.String({ description: 'sun ... pluto, true-node, midheaven, ascendant, aries-point, cupido ... poseidon' }), name: Type.String() };

export default defineOperation({
  method: 'POST',
  path: '/modern/uranian/dial-90',
  summary: "The Hamburg School's 90-degree dial: every factor mod 90 (and 45, 22.5), sorted, with its clusters",
  description: "Hamburg School 90-degree dial (Witte; Jacobson, The Language of Uranian Astrology, 1975): each factor's longitude mod 90, and mod 45 and 22.5, for Sun to Pluto, the true node, MC, ASC, the Aries point and (unless includeTnp is false) the eight transneptunians placed by swe_calc_ut for SE_CUPIDO 40 ... SE_POSEIDON 47 from the library's orbital elements (Witte's Cupido, Hades, Zeus, Kronos; Sieggruen's Apollon, Admetos, Vulkanus, Poseidon). Clusters: chains of factors each within clusterOrb of the next on the dial (across 90 back to 0). The catalogue's dial22_5 is named dial22Point5 (members are camelCase).",
  body: birthData({
    includeTnp: Type.Optional(Type.Boolean({ default: true, description: 'include the eight transneptunian points' })),
    clusterOrb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 1.5, description: 'degrees on the dial between neighbours of a cluster' })),
  }),
  response: Type.Object({
    ...Echo,
    clusterOrb: Type.Number(),
    factors: Type.Array(Type.Object({
      ...Named, ...PositionMembers,
      dial90: CyclicMeasure(90), dial45: CyclicMeasure(45), dial22Point5: CyclicMeasure(22.5),
    }), { minItems: 14, maxItems: 22 }),
    sorted: Type.Array(Type.Object({ ...Named, dial90: Type.Number() }), { minItems: 14, maxItems: 22 }),
    clusters: Type.Array(Type.Object({ factors: Type.Array(Type.String(), { minItems: 2, description: 'factor slugs in dial order' }), spanDeg: Type.Number({ minimum: 0 }) })),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => dial90(body, services, lang),
});
