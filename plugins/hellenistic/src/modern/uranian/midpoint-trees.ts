import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { midpointTrees } from '../../lib/uranian.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/modern/uranian/midpoint-trees',
  summary: "Witte's midpoint trees: each factor with the midpoints that fall on it at 0, 45, 90, 135 or 180 deg",
  description: "The Hamburg School's Halbsummen as trees: for each factor X (Sun to Pluto, true node, MC, ASC, Aries point, and the eight transneptunians SE_CUPIDO 40 ... SE_POSEIDON 47 unless includeTnp is false) every shorter-arc midpoint A/B of two other factors with X - A/B, reduced modulo 45 to +-22.5, within orb; distance is that signed reduced difference, angle the 360-degree separation of X and A/B rounded to 0, 45, 90, 135 or 180. Midpoints nearest first.",
  body: birthData({
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 3, default: 1, description: 'degrees on the 45-degree dial' })),
    includeTnp: Type.Optional(Type.Boolean({ default: true })),
  }),
  response: Type.Object({
    ...Echo,
    orb: Type.Number(),
    trees: Type.Array(Type.Object({
      factor: Type.Object({ slug: Type.String(), name: Type.String() }),
      longitude: Type.Number(),
      midpoints: Type.Array(Type.Object({
        pair: Type.String({ description: "'sun/moon'" }),
        midpoint: Type.Number({ description: 'the shorter-arc midpoint, ecliptic longitude' }),
        distance: Type.Number({ description: 'X - A/B reduced modulo 45 to +-22.5, degrees' }),
        angle: Type.Union([Type.Literal(0), Type.Literal(45), Type.Literal(90), Type.Literal(135), Type.Literal(180)]),
      })),
    }), { minItems: 14, maxItems: 22 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => midpointTrees(body, services, lang),
});
