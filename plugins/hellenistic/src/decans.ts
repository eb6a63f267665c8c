import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { decansAnswer } from './lib/places.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/decans',
  summary: 'The decan (face) of each planet, the Ascendant and the MC, with its Chaldean lord',
  description:
    'Chaldean faces: 10-degree decans from 0 Aries assigned in descending Chaldean order starting with Mars (Mars, Sun, Venus, Mercury, Moon, Saturn, Jupiter, repeating). The Egyptian decan names the catalogue mentions are not given (left for a table checked against Hephaistio, Apotelesmatika I.1).',
  body: birthData(),
  response: Type.Object({
    ...Echo,
    points: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers, decan: Type.Integer({ minimum: 1, maximum: 3 }), faceLord: PlanetRef }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => decansAnswer(body, services, lang),
});
