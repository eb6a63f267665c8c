import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { considerationsAnswer } from './lib/answers.js';
import { CONSIDERATION_CODES } from './lib/figure.js';
import { EchoWithVoidRule, VoidOfCourseOption } from './lib/schemas.js';
import { ExplanationSchema } from './lib/testimony.js';
import { KYIV_QUESTION, LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/considerations',
  summary: "Lilly's considerations before judgement: early or late Ascendant, Moon void, late or in the via combusta, Saturn in the 1st or 7th, the 7th afflicted, the Ascendant's lord combust",
  description:
    "Lilly, Christian Astrology pp.121-123 (after Bonatti): ASC under 3 deg (too early) or over 27 deg (too late) of its sign; the Moon void of course (Lilly p.112: by voidOfCourseRule lilly-orbs, the default, she applies within the sum of moieties to no Ptolemaic aspect with Sun-Saturn before she leaves her sign, the aspect perfected before or after the ingress; by within-sign, she perfects none before she leaves it; echoed in settings.voidOfCourseRule); the Moon beyond 27 deg of her sign; the Moon between 15 Libra and 15 Scorpio; Saturn in the 1st (retrograde noted) or the 7th house; the 7th afflicted (Mars or Saturn in it, or the 7th lord in conjunction, square or opposition to either within the sum of moieties); the ASC lord within 8.5 deg of the Sun. Houses by the chart's houseSystem (send 'R' for Regiomontanus).",
  body: birthData(VoidOfCourseOption),
  response: Type.Object({
    ...EchoWithVoidRule,
    considerations: Type.Array(Type.Object({ code: StringEnum(CONSIDERATION_CODES), triggered: Type.Boolean(), detail: ExplanationSchema('what was found (core horary-consideration table): early-ascendant, late-ascendant, moon-void-lilly-orbs, moon-applies-lilly-orbs, moon-void-within-sign, moon-perfects-within-sign, moon-degree-in-sign, moon-longitude-via-combusta, planet-in-house, planet-in-house-retrograde, seventh-afflicted, asc-lord-combust, asc-lord-not-combust', { yetPerforms: Type.Boolean({ description: "the void Moon in Taurus, Cancer, Sagittarius or Pisces, where she 'yet somewhat performs' (Lilly p. 122)" }) }) }), { minItems: 9, maxItems: 9 }),
    cautionCount: Type.Integer({ minimum: 0 }),
    safeToJudge: Type.Boolean({ description: 'no consideration triggered' }),
  }),
  examples: [{ name: 'london', body: LONDON_QUESTION }, { name: 'kyiv', body: KYIV_QUESTION }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => considerationsAnswer(body, services, lang),
});
