import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { yesNo } from './lib/judgement.js';
import { CONSIDERATION_CODES } from './lib/figure.js';
import { EchoWithVoidRule, HouseQuestion, PlanetRef, VoidOfCourseOption } from './lib/schemas.js';
import { ExplanationSchema } from './lib/testimony.js';
import { LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/yes-no',
  summary: "A weighted yes-or-no judgement from Lilly's testimonies of perfection and its denial",
  description: "Weighted testimonies after Lilly, Christian Astrology Book II: perfection by direct aspect (as /horary/perfection), else by translation or collection of light (+3), with reception (+1); no perfection by any of Lilly's four ways (-3: CA pp. 124-126, 'four ways or means which discover whether a person's question demanded shall be accomplished, yea or nay', and his 'If Presbytery shall stand', ch. LXXX); perfection by opposition without mutual reception by house (-3 in place of +3: 'seldom ... but the querent had been better the thing had been undone', p. 125); prohibition, frustration (before a direct perfection) or refranation (-3 each); each significator's Lilly strength (essential + accidental) divided by 10 and held to +-2; the Moon's next aspect to a benefic (+1) or a malefic (-1), read by voidOfCourseRule (as /horary/moon-course; echoed in settings). The considerations before judgement are reported, not scored. Verdict yes at +3 or more, no at -3 or less, otherwise uncertain.",
  body: birthData({ ...HouseQuestion, ...VoidOfCourseOption }),
  response: Type.Object({
    ...EchoWithVoidRule,
    significators: Type.Object({ querent: PlanetRef, quesited: PlanetRef, quesitedHouse: Type.Integer({ minimum: 1, maximum: 12 }) }),
    verdict: StringEnum(['yes', 'no', 'uncertain'] as const),
    score: Type.Number(),
    perfectionMode: StringEnum(['direct', 'translation', 'collection', 'none'] as const),
    obstacles: Type.Array(StringEnum(['prohibition', 'frustration', 'refranation'] as const)),
    testimonies: Type.Array(ExplanationSchema('core horary-testimony table: one-significator, perfection-direct, perfection-translation, perfection-collection, perfection-with-reception, opposition-without-reception, no-perfection, prohibition, frustration, refranation, querent-strength, quesited-strength, moon-next-to-benefic, moon-next-to-malefic', { weight: Type.Number() })),
    considerations: Type.Array(StringEnum(CONSIDERATION_CODES)),
  }),
  examples: [{ name: 'twelfth', body: { ...LONDON_QUESTION, quesitedHouse: 12 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => yesNo(body, services, lang),
});
