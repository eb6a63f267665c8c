import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum } from '@celestial/core';
import { significatorsAnswer } from './lib/answers.js';
import { Echo, HouseQuestion, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/significators',
  summary: 'The significators of querent and quesited by Lilly\'s house rulerships, with turned houses and natural significators',
  description:
    "Lilly's house rulerships (Christian Astrology Books I-II): querent = domicile lord of the ASC's sign, with the planets in the 1st and the Moon as co-significator; quesited = domicile lord of the quesited cusp, the house turned from derivedFrom when sent (radixHouse = ((derivedFrom - 1) + (quesitedHouse - 1)) mod 12 + 1: the 2nd from the 7th is the 8th); natural significators from a topic table (Venus love, Mercury writings and contracts, Sun authority, Saturn land, Jupiter wealth, Mars war, the Moon travel and the mother).",
  body: birthData({ ...HouseQuestion, topic: Type.Optional(StringEnum(['love', 'marriage', 'writings', 'contracts', 'authority', 'employment', 'property', 'wealth', 'religion', 'war', 'surgery', 'travel', 'mother', 'father'] as const)) }),
  response: Type.Object({
    ...Echo,
    querent: Type.Object({ lord: PlanetRef, planetsInFirst: Type.Array(PlanetRef), moonCoSignificator: PlanetRef }),
    quesited: Type.Object({
      house: Type.Integer({ minimum: 1, maximum: 12 }), derivedFrom: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
      radixHouse: Type.Integer({ minimum: 1, maximum: 12 }), cusp: Type.Object(PositionMembers), lord: PlanetRef, planetsInHouse: Type.Array(PlanetRef),
    }),
    naturalSignificators: Type.Array(PlanetRef),
    sameLord: Type.Boolean({ description: 'one planet rules both houses' }),
  }),
  examples: [{ name: 'second-from-seventh', body: { ...LONDON_QUESTION, quesitedHouse: 2, derivedFrom: 7, topic: 'wealth' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => significatorsAnswer(body, services, lang),
});
