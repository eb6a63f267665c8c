import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { thief } from './lib/questions.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { ExplanationSchema } from './lib/testimony.js';
import { LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/thief',
  summary: "Lilly's judgement of theft: the thief's significator, description and relation, and whether the goods return",
  description:
    "Lilly, Christian Astrology Book II, \"Of Theft\": the thief is a peregrine planet in an angle or the 2nd (in the order 1st, 10th, 7th, 4th, 2nd), otherwise the lord of the 7th. Sex from the planet (Mercury by his sign), with the sign's gender as a second testimony; age from the planet (Saturn old, Jupiter and the Sun middle-aged, Mars, Venus and Mercury young) and for the Moon from her age (first quarter young, to the last quarter middle-aged, then old); build from the sign (Book I ch. XVI); complexion from the planet. Relation: household when the significator is in the 1st-4th or is the Ascendant's lord; acquaintance when the Sun and the Moon both behold the Ascendant (an aspect by sign); otherwise a stranger. Direction by the sign's quarter (fire east, earth south, air west, water north). Recovery testimonies: the 2nd lord or the Moon applying to the Ascendant's lord (direct perfection), the Sun and the Moon beholding the Ascendant, the Moon applying to the 2nd lord (Lilly's reading of his figure of fish stolen); yes with two or more, uncertain with one, no with none.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    thiefSignificator: Type.Object({ planet: PlanetRef, reason: StringEnum(['peregrine-in-angle', 'peregrine-in-second', 'lord-of-seventh'] as const), house: Type.Integer({ minimum: 1, maximum: 12 }) }),
    description: Type.Object({
      sex: StringEnum(['male', 'female'] as const),
      sexTestimonies: Type.Object({ byPlanet: StringEnum(['male', 'female'] as const), bySign: StringEnum(['male', 'female'] as const, { description: 'fire and air signs male, earth and water female' }) }),
      ageGroup: StringEnum(['young', 'middle-aged', 'old'] as const),
      build: StringEnum(['short', 'middling', 'tall'] as const),
      complexion: Type.String({ description: "the complexion the significator gives, in the answer's language (core's thief-complexion table)" }),
    }),
    relation: StringEnum(['stranger', 'household', 'acquaintance'] as const),
    direction: StringEnum(['east', 'south', 'west', 'north'] as const),
    recovery: Type.Object({ verdict: StringEnum(['yes', 'no', 'uncertain'] as const), testimonies: Type.Array(ExplanationSchema('second-lord-applies-to-asc-lord, sun-and-moon-behold-ascendant, moon-applies-to-asc-lord, moon-applies-to-second-lord (core horary-testimony table)')) }),
  }),
  examples: [{ name: 'london', body: { ...LONDON_QUESTION } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => thief(body, services, lang),
});
