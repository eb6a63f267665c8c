import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, Warnings, defineOperation, StringEnum } from '@celestial/core';
import { ACTIVITY_SLUGS, BODY_PARTS, evaluateAnswer, RULE_CODES } from '../lib/electional.js';
import { Echo, PlanetRef } from '../lib/schemas.js';
import { LONDON_QUESTION } from '../lib/examples.js';
import { ExplanationSchema } from '../lib/testimony.js';

export default defineOperation({
  method: 'POST',
  path: '/electional/evaluate',
  summary: 'Rule-by-rule score of one moment for an activity (Sahl, Bonatti), graded A to E',
  description: "Sahl, On Elections; Bonatti Tr. 7: the Moon not void of course, not in 15 Libra-15 Scorpio, not combust, increasing in light, applying next to a benefic; the ASC lord and the activity's house lord dignified (Lilly's points above 0), the ASC lord direct and not cadent; a benefic angular, the malefics out of the angles; the activity's significators not retrograde; for surgery Mars weak and (with bodyPart) the Moon not in the sign ruling it. score = passed weight - failed weight; grade by the passed share, lower-case as every enumeration: a >= 85%, b >= 70%, c >= 55%, d >= 40%, e below. Houses by the chart's houseSystem.",
  body: birthData({ activity: StringEnum(ACTIVITY_SLUGS, { description: 'an activity slug of /electional/activities' }), bodyPart: Type.Optional(StringEnum(BODY_PARTS)) }),
  response: Type.Object({
    ...Echo,
    activity: Type.Object({ slug: Type.String(), name: Type.String({ description: "in the answer's language" }) }),
    score: Type.Number(),
    share: Type.Number({ minimum: 0, maximum: 1, description: 'the passed share of the rules\' weight' }),
    grade: StringEnum(['a', 'b', 'c', 'd', 'e'] as const, { description: 'a (85% of the weight passed or more), b (70%), c (55%), d (40%), e (below)' }),
    rules: Type.Array(Type.Object({ code: StringEnum(RULE_CODES), passed: Type.Boolean(), weight: Type.Number(), detail: ExplanationSchema('what the rule found (core electional-rule table): moon-perfects-aspect, moon-perfects-no-aspect, moon-longitude, moon-distance-from-sun, moon-elongation, moon-next-aspect, moon-next-aspect-none, planet-scores, house-lord-scores, planet-direct, planet-retrograde, planet-in-house, two-planets-in-houses, retrograde-significators, no-significator-retrograde, planet-scores-in-house, body-part-sign') })),
    warnings: Warnings,
    ascLord: PlanetRef,
  }),
  examples: [{ name: 'marriage', body: { ...LONDON_QUESTION, activity: 'marriage' } }, { name: 'surgery', body: { ...LONDON_QUESTION, activity: 'surgery', bodyPart: 'knees' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => evaluateAnswer(body, services, lang),
});
