import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { sectLightTriplicity } from './lib/doctrines.js';
import { Echo, PlanetRef, SignMembers } from './lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/sect-light-triplicity',
  summary: "Dorotheus' triplicity lords of the sect light, ruling the thirds of life",
  description: "Dorotheus, Carmen Astrologicum I: the three triplicity lords of the sect light's sign in sect order (by day the day lord first, by night the night lord first, then the other, then the participating lord); the first rules the early part of life, the second the middle, the participating lord the last (and co-rules throughout). The condition of each by whole-sign angularity from the ASC: angular strong, succedent moderate, cadent weak; and whether it is of the sect.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    sectLight: Type.Object({ slug: Type.String(), name: Type.String(), ...SignMembers, element: Type.Object({ slug: StringEnum(['fire', 'earth', 'air', 'water'] as const), name: Type.String() }) }),
    lords: Type.Array(Type.Object({
      order: Type.Integer({ minimum: 1, maximum: 3 }), slug: Type.String(), name: Type.String(), ...SignMembers,
      wholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }), angularity: StringEnum(['angular', 'succedent', 'cadent'] as const), inSect: Type.Boolean(),
    }), { minItems: 3, maxItems: 3 }),
    lifeThirds: Type.Array(Type.Object({ part: StringEnum(['early', 'middle', 'late'] as const), lord: PlanetRef, condition: StringEnum(['strong', 'moderate', 'weak'] as const) }), { minItems: 3, maxItems: 3 }),
  }),
  examples: [{ name: 'day', body: KYIV_BIRTH }, { name: 'night', body: NIGHT_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => sectLightTriplicity(body, services, lang),
});
