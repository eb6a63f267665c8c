import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { planetaryPictures } from '../../lib/uranian.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/modern/uranian/planetary-pictures',
  summary: 'Uranian planetary pictures A+B-C=D and A/B=C on the 90-degree (or 360-degree) dial',
  description: "Witte and Lefeldt, Regelwerk fuer Planetenbilder (1928): for the Hamburg School's factors (Sun to Pluto, true node, MC, ASC, Aries point, and the eight transneptunians SE_CUPIDO 40 ... SE_POSEIDON 47 unless includeTnp is false) every sensitive point S = A + B - C compared with every factor D on the dial: a picture when |S - D| folded to +-dial/2 is within orb. A + B - C = D is A + B = C + D, so each picture is given once (symmetric duplicates reduced to one canonical formula, factors in the order Sun ... Poseidon); a doubled factor is the midpoint picture A/B = C. kind: midpoint (A/B = C), difference (the Aries point in the picture: A - C = D), sum (A + B - C = D). Sorted by orb.",
  body: birthData({
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 3, default: 1, description: 'degrees between the sensitive point and D on the dial' })),
    includeTnp: Type.Optional(Type.Boolean({ default: true })),
    dial: Type.Optional(Type.Union([Type.Literal(90), Type.Literal(360)], { default: 90 })),
  }),
  response: Type.Object({
    ...Echo,
    dial: Type.Integer(),
    orb: Type.Number(),
    pictures: Type.Array(Type.Object({
      formula: Type.Object({
        pair: Type.Array(Named, { minItems: 2, maxItems: 2, description: 'A and B: the midpoint A/B, or the sum A + B' }),
        minus: Type.Union([Named, Type.Null()], { description: 'C subtracted (A + B - C = D); null for a midpoint picture' }),
        equals: Named,
        text: Type.String({ description: "the formula with the factors' names in the answer's language: 'Saturn/Midheaven = Ascendant', 'Sun + Moon - Mars = Jupiter'" }),
      }, { description: 'the picture as references (issue 12: factor slugs in every language before)' }),
      kind: Type.Union([Type.Literal('midpoint'), Type.Literal('sum'), Type.Literal('difference')]),
      factors: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() }), { minItems: 3, maxItems: 4, description: 'A, B, C(, D) in the order of the formula' }),
      sensitivePoint: Type.Object(PositionMembers, { description: 'A + B - C in the 360-degree circle' }),
      orb: Type.Number({ minimum: 0, description: '|S - D| on the dial, degrees' }),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, orb: 0.25 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => planetaryPictures(body as typeof body & { dial?: 90 | 360 }, services, lang),
});
