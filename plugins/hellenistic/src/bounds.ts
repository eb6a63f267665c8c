import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { boundsAnswer } from './lib/places.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Bound = Type.Object({
  lord: PlanetRef,
  startDegree: Type.Number({ minimum: 0, maximum: 30, description: 'degree in the sign where the bound begins (inclusive)' }),
  endDegree: Type.Number({ minimum: 0, maximum: 30, description: 'degree in the sign where it ends (exclusive)' }),
});

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/bounds',
  summary: 'The bound (term) of each planet, the Ascendant, the MC and the Lot of Fortune, Egyptian and Ptolemaic',
  description:
    "Egyptian bounds (Ptolemy, Tetrabiblos I.20; Aries Jupiter 6, Venus 12, Mercury 20, Mars 25, Saturn 30 ...) and Ptolemaic bounds (Tetrabiblos I.21) as printed in Lilly, Christian Astrology p.104 (Aries Jupiter 6, Venus 14, Mercury 21, Mars 26, Saturn 30 ...). A bound runs from the previous end degree (inclusive) to its own (exclusive).",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    points: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers, egyptian: Bound, ptolemaic: Bound }), { minItems: 10, maxItems: 10 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => boundsAnswer(body, services, lang),
});
