import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, PositionMembers, TimeZones, defineOperation } from '@celestial/core';
import { cosi } from '../../lib/modern-structures.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/modern/ebertin/cosi',
  summary: "Ebertin's occupied midpoints (X = A/B) keyed to The Combination of Stellar Influences",
  description:
    "Occupied midpoints in Ebertin's factor set (Sun to Pluto, true node, ASC, MC; no transneptunians): X stands on A/B (the nearer midpoint) when the 45-degree-dial distance is within orb: `orb` (default 1.5 deg) for the conjunction and opposition, two thirds of it (1 deg at the default) for the 45/90/135 contacts; angle = the multiple of 45 deg nearest the arc X - A/B. Each structure's formula 'X = A/B' and cosiRef 'A/B = X', the combination as The Combination of Stellar Influences (COSI) heads it under the pair A/B, in Ebertin's abbreviations (SO, MO, ME, VE, MA, JU, SA, UR, NE, PL, KN, AS, MC); byFactor lists each factor's formulas.",
  body: birthData({ orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 5, default: 1.5 })) }),
  response: Type.Object({
    ...Echo,
    orbs: Type.Object({ conjunctionOpposition: Type.Number(), hardAspects: Type.Number() }),
    factors: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers }), { minItems: 13, maxItems: 13 }),
    structures: Type.Array(Type.Object({
      factor: Named,
      midpoint: Type.String({ description: "the pair 'a/b' by factor slugs" }),
      midpointFactors: Type.Array(Named, { minItems: 2, maxItems: 2 }),
      angle: Type.Union([Type.Literal(0), Type.Literal(45), Type.Literal(90), Type.Literal(135), Type.Literal(180)]),
      orb: Type.Number({ minimum: 0 }),
      formula: Type.String(),
      cosiRef: Type.String(),
    })),
    byFactor: Type.Record(Type.String(), Type.Array(Type.String()), { description: "each factor slug's formulas" }),
    source: Type.String(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => cosi(body, services, lang),
});
