import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { pregnancy } from './lib/questions.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { KYIV_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/pregnancy',
  summary: "Lilly's judgement whether a woman be with child, with the testimonies for and against and of the child's sex",
  description:
    "Lilly, Christian Astrology Book II, the 5th-house chapter \"Whether a Woman be with Child or not\". For: the Ascendant's lord or the Moon applying to the 5th lord (direct perfection, weight 2 each); the 5th lord receiving either (dignity at their place, 1 each); Jupiter or Venus in the 1st, 5th or 11th (1 each); the 5th lord angular and unafflicted (no conjunction, square or opposition of Mars or Saturn within the moieties, not combust; 2); the Moon in the 5th or 7th with a benefic (1). Against: Mars or Saturn in the 5th or 1st (1 each); the 5th lord combust (2), cadent (1), retrograde (1). verdict yes at a net weight of 2 or more, no at -2 or less, else uncertain. childSex counts masculine (fire, air) and feminine signs on the 5th cusp, of the 5th lord, the Moon and the Ascendant.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    significators: Type.Object({ querent: PlanetRef, fifthLord: PlanetRef }),
    verdict: StringEnum(['yes', 'no', 'uncertain'] as const),
    score: Type.Number({ description: 'weight for minus weight against' }),
    testimonies: Type.Array(Type.Object({ rule: Type.String(), for: Type.Boolean(), weight: Type.Number({ minimum: 0 }) })),
    childSex: Type.Object({ masculineTestimonies: Type.Integer({ minimum: 0, maximum: 4 }), feminineTestimonies: Type.Integer({ minimum: 0, maximum: 4 }) }),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_QUESTION } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => pregnancy(body, services, lang),
});
