import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { pregnancy } from './lib/questions.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { ExplanationSchema } from './lib/testimony.js';
import { KYIV_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/pregnancy',
  summary: "Lilly's judgement whether a woman be with child, with the testimonies for and against and of the child's sex",
  description:
    "Lilly, Christian Astrology Book II, the 5th-house chapters (\"Whether a Woman be with Child or not\", ch. XL; \"If one shall have Children yea or no\"; his barren woman, ch. XLII). For: the Ascendant's lord or the Moon applying to the 5th lord by conjunction, sextile, trine or square (direct perfection, weight 2 each; by opposition the same weight counts against: Lilly p. 125 and ch. XLII, Mercury 'going to Opposition of Saturn'); the 5th lord receiving either (dignity at their place, 1 each); Jupiter or Venus in the 1st, 5th or 11th (1 each); the 5th lord angular and free from misfortune (not retrograde, not combust, no conjunction, square or opposition of Mars or Saturn within the moieties; 2); the Moon in the 5th or 7th with a benefic (1); Cancer, Scorpio or Pisces on the Ascendant or the 5th cusp (fruitful, Lilly p. 89; 1 each). Against: Gemini, Leo or Virgo on the Ascendant or the 5th cusp (barren; 1 each); Mars or Saturn in the 5th or 1st (1 each); the South Node (true node + 180) in the 1st or 5th (1); the 5th lord combust (2), cadent (1), retrograde (1); the lord of the 6th, 8th or 12th in square or opposition within the moieties to the 5th lord, the Ascendant's lord or the Moon (1 each pair: 'take any evill aspects of the Lord of the 6th, 8th or 12th, to be an affliction'). verdict yes at a net weight of 2 or more, no at -2 or less, else uncertain. childSex counts masculine (fire, air) and feminine signs on the 5th cusp, of the 5th lord, the Moon and the Ascendant.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    significators: Type.Object({ querent: PlanetRef, fifthLord: PlanetRef }),
    verdict: StringEnum(['yes', 'no', 'uncertain'] as const),
    score: Type.Number({ description: 'weight for minus weight against' }),
    testimonies: Type.Array(ExplanationSchema('the rule (core horary-testimony table): asc-lord-applies-to-fifth-lord, moon-applies-to-fifth-lord, ...-to-opposition-of-fifth-lord, fifth-lord-receives-asc-lord, fifth-lord-receives-moon, benefic-in-house, fifth-lord-angular-unafflicted, moon-with-benefic, fruitful- or barren-sign-on-ascendant or -fifth-cusp, malefic-in-house, south-node-in-house, fifth-lord-combust, fifth-lord-cadent, fifth-lord-retrograde, evil-lord-afflicts', { for: Type.Boolean(), weight: Type.Number({ minimum: 0 }) })),
    childSex: Type.Object({ masculineTestimonies: Type.Integer({ minimum: 0, maximum: 4 }), feminineTestimonies: Type.Integer({ minimum: 0, maximum: 4 }) }),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_QUESTION } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => pregnancy(body, services, lang),
});
