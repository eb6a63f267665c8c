import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { dodecatemoriaAnswer } from './lib/places.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/dodecatemoria',
  summary: 'Twelfth-parts (dodecatemoria) of the planets, angles and the Lot of Fortune',
  description:
    "Twelfth-parts: the degrees within the point's sign times 12, counted from the beginning of its own sign (Paulus Alexandrinus, Introductory Matters ch. 22; Manilius, Astronomica II.693-721 with 2.5-degree parts); method 13 multiplies by 13 instead, the variant in Firmicus Maternus, Mathesis II.",
  body: birthData({ method: Type.Optional(Type.Union([Type.Literal(12), Type.Literal(13)], { default: 12 })) }),
  response: Type.Object({
    ...Echo,
    method: Type.Union([Type.Literal(12), Type.Literal(13)]),
    points: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), longitude: Type.Number(), dodecatemorion: Type.Object(PositionMembers), lord: PlanetRef }), { minItems: 10, maxItems: 10 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }, { name: 'firmicus', body: { ...KYIV_BIRTH, method: 13 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => dodecatemoriaAnswer(body, services, lang),
});
