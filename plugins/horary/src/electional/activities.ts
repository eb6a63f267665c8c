import { Type } from '@sinclair/typebox';
import { defineOperation, StringEnum } from '@celestial/core';
import { activitiesAnswer, RULE_CODES } from '../lib/electional.js';
import { PlanetRef } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/electional/activities',
  summary: 'The activities /electional/evaluate scores, with their houses, significators and weighted rules',
  description: "Static catalogue compiled from Sahl ibn Bishr, On Elections, and Bonatti, Liber Astronomiae Tr. 7: marriage (7th; Venus, Moon), contract (7th and 3rd; Mercury), travel (9th and 3rd; Moon, Mercury), surgery (6th; Mars weak, the Moon not in the sign of the body part), opening a business (10th and 2nd; Jupiter, Sun), buying property (4th; Saturn, Moon). The Moon's condition weighs most (Sahl).",
  response: Type.Object({
    count: Type.Integer(),
    activities: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })), significators: Type.Array(PlanetRef),
      rules: Type.Array(Type.Object({ code: StringEnum(RULE_CODES), weight: Type.Number() })),
    })),
  }),
  examples: [{ name: 'all' }],
  handler: ({ lang }) => activitiesAnswer(lang),
});
