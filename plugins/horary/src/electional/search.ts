import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { HOUSE_SYSTEM_CODES } from '@celestial/core/astro';
import { ACTIVITY_SLUGS, BODY_PARTS, RULE_CODES } from '../lib/electional.js';
import { electionalSearch } from '../lib/electional-search.js';

const Sign = Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/electional/search',
  summary: 'Windows of a range (up to 90 days) where the /electional/evaluate rule set scores at least minScore, found from the events that change the score',
  description:
    "Not a scan of moments: the score of /electional/evaluate's rules (Sahl, Bonatti) is constant between changes of the facts it reads, so the range (startDate 00:00 to endDate 24:00 in the zone) is cut at every such change and each piece scored once at its middle. Changes: the Moon's exact Ptolemaic aspects to the Sun and Mercury-Saturn and her ingresses (core's root finders, Brent; they fix her void of course and the planet she meets next); the planets' houses, the signs on the Ascendant and on the activity's house and the Sun's side of the horizon (swe_houses_ex every 15 minutes, each change bisected to 20 s); the planets' signs, terms and faces, their direction, the Moon in the via combusta, combust and waxing (every 2 hours, bisected to 20 s). Consecutive pieces scoring minScore or more (default 40 % of the rules' weight: grade b or better) merge into a window; its peak is the middle of its best piece; windows shorter than stepMinutes are dropped; ranked by peak score, then length. scanned = the pieces scored. Houses by houseSystem (default P, as /electional/evaluate).",
  body: Type.Object({
    latitude: Latitude, longitude: Longitude,
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()])),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    startDate: DateString, endDate: DateString,
    activity: StringEnum(ACTIVITY_SLUGS, { description: 'an activity slug of /electional/activities' }),
    bodyPart: Type.Optional(StringEnum(BODY_PARTS)),
    houseSystem: Type.Optional(StringEnum(HOUSE_SYSTEM_CODES, { default: 'P' })),
    stepMinutes: Type.Optional(Type.Number({ minimum: 4, maximum: 1440, default: 15, description: 'the shortest window listed, minutes (the search itself follows the events, not a step)' })),
    minScore: Type.Optional(Type.Number({ minimum: -100, maximum: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
  response: Type.Object({
    activity: Type.Object({ slug: Type.String(), name: Type.String() }),
    minScore: Type.Number(),
    scanned: Type.Integer({ minimum: 0, description: 'the pieces between consecutive events, each scored once' }),
    windows: Type.Array(Type.Object({
      start: Instant(), end: Instant(), peak: Instant(), peakScore: Type.Number(),
      ascendantSign: Sign, moonSign: Sign,
      failedRules: Type.Array(StringEnum(RULE_CODES), { description: 'the rules the peak fails, by code (as /electional/evaluate names them; issue 12: no English sentence)' }),
    })),
  }),
  examples: [{ name: 'marriage-london', body: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', startDate: '2024-05-13', endDate: '2024-05-15', activity: 'marriage', limit: 3 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => electionalSearch(body, services, lang),
});
