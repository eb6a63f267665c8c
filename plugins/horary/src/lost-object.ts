import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { lostObject } from './lib/questions.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { ExplanationSchema } from './lib/testimony.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Verdict = StringEnum(['yes', 'no', 'uncertain'] as const);
/** A testimony: its slug, the planets and houses it names, its text (core's horary-testimony table). */
const Testimony = ExplanationSchema('moon-applies-to-owner, thing-applies-to-owner, moon-in-house, thing-significator-in-house, sun-and-moon-behold-ascendant, fortune-in-first; stolen: thing-significator-in-house, moon-in-house, thing-applies-to-seventh-lord, lord-in-house');

export default defineOperation({
  method: 'POST',
  path: '/horary/lost-object',
  summary: "Lilly's judgement of a thing lost: its significators, whether it is recovered, where it lies",
  description:
    "Lilly, Christian Astrology Book II, \"Of Servants fled, Beasts strayed, and things lost\": the thing by the lord of the 2nd turned from ownerHouse (default 1) and the Moon; the owner by the lord of ownerHouse. Recovery testimonies: the Moon or the thing's lord applying to the owner's lord (direct perfection: the next exact Ptolemaic aspect, in orbs of the moieties, before either leaves its sign or stations), the Moon or the thing's lord in the 1st, 2nd or 10th, the Sun and the Moon both beholding the Ascendant (an aspect by sign), the Part of Fortune (ASC + Moon - Sun, Lilly's one formula) in the 1st; yes with two or more, uncertain with one, no with none. Place from the thing's lord: direction by Lilly's quarters of the signs (fire east, earth south, air west, water north) and houseDirection by the quarter of the figure (1st east, 10th south, 7th west, 4th north); environment by the sign's element; nearness angular near, succedent middling, cadent far; height high in fire or air, low in earth or water. stolenTestimonies: the thing's lord or the Moon in the 7th, the thing's lord applying to the 7th lord, the 7th lord in the 1st or 2nd.",
  body: birthData({ ownerHouse: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 1, description: "the owner's house: 1 when the querent lost it, 7 for the wife's or partner's, 3 for a sibling's" })) }),
  response: Type.Object({
    ...Echo,
    ownerHouse: Type.Integer({ minimum: 1, maximum: 12 }),
    objectHouse: Type.Integer({ minimum: 1, maximum: 12, description: 'the 2nd from ownerHouse' }),
    significators: Type.Object({ object: PlanetRef, moon: PlanetRef, owner: PlanetRef }),
    recoverable: Type.Object({ verdict: Verdict, testimonies: Type.Array(Testimony) }),
    location: Type.Object({
      direction: StringEnum(['east', 'south', 'west', 'north'] as const),
      houseDirection: StringEnum(['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'] as const),
      sign: Type.Integer({ minimum: 1, maximum: 12, description: "the sign of the thing's significator" }),
      environment: Type.Object({ element: StringEnum(['fire', 'earth', 'air', 'water'] as const), description: Type.String({ description: "the places of the element in the answer's language (core's lost-object-place table)" }) }),
      nearness: StringEnum(['near', 'middling', 'far'] as const),
      height: StringEnum(['high', 'low'] as const),
    }),
    stolenTestimonies: Type.Array(Testimony),
  }),
  examples: [{ name: 'london', body: { ...LONDON_QUESTION } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => lostObject(body, services, lang),
});
