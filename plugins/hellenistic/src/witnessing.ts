import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { witnessingAnswer } from './lib/places.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Maybe = Type.Union([PlanetRef, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/witnessing',
  summary: 'Whole-sign witnessing, aversion, dexter and sinister, overcoming and domination among the seven planets',
  description:
    'Whole-sign aspects: same sign co-presence, 3rd/11th sextile, 4th/10th square, 5th/9th trine, 7th opposition, 2nd/6th/8th/12th aversion (no witnessing). Of two planets in a sextile, square or trine the one earlier in zodiacal order stands on the right (dexter). A planet overcomes another standing in the 11th, 10th or 9th sign from it; the 10th-sign square is domination (Porphyry, Introduction; Brennan, Hellenistic Astrology, 2017).',
  body: birthData(),
  response: Type.Object({
    ...Echo,
    pairs: Type.Array(Type.Object({
      planet1: PlanetRef, planet2: PlanetRef,
      signDistance: Type.Integer({ minimum: 0, maximum: 6, description: 'signs between them the short way (0 same sign)' }),
      relation: StringEnum(['copresence', 'sextile', 'square', 'trine', 'opposition', 'aversion'] as const),
      witnessing: Type.Boolean(),
      dexter: Maybe,
      overcomes: Maybe,
      domination: Type.Boolean({ description: 'the overcoming is from the 10th sign (superior square)' }),
    }), { minItems: 21, maxItems: 21 }),
    aversions: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), inAversionTo: Type.Array(PlanetRef) }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => witnessingAnswer(body, services, lang),
});
