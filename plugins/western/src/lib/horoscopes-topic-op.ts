/** One definition for the four topic horoscopes (/horoscope/love, career, money, health). */
import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, resolveLang, Instant } from '@celestial/core';
import { TOPIC_TABLE, topicHoroscope } from './horoscopes.js';
import type { TopicName } from './horoscopes.js';
import { BodyLanguage, Language, LANG_NOTE, Period, SignField } from './horoscopes-schemas.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers } from './vocabulary.js';

const NAMES: Record<number, string> = { 0: 'the Sun', 1: 'the Moon', 3: 'Venus', 4: 'Mars', 5: 'Jupiter', 6: 'Saturn' };

export function topicOperation(topic: TopicName, example: { sign: string; period?: 'day' | 'week' | 'month'; date: string }) {
  const { planets, houses } = TOPIC_TABLE[topic];
  return defineOperation({
    method: 'POST',
    path: `/horoscope/${topic}`,
    summary: `${topic[0]!.toUpperCase()}${topic.slice(1)} horoscope per sun sign from real transits`,
    description:
      `Topic horoscope per sun sign: ${planets.map((p) => NAMES[p]).join(', ')} through the solar houses ${houses.join(', ')} (whole signs counted from the sign: house n = ((sign(planet) - sign) mod 12) + 1, the newspaper method begun by R. H. Naylor, 1930) and their exact Ptolemaic aspects to the sign's middle degree (15 deg) within the period (findLongitudeCrossings, < 0.01 s). Factors: a planet in a topic house at 12:00 UT of the day (for week and month: at the period's start and at each ingress into a topic house, findIngresses), effect +1 for the Sun, Moon, Venus and Jupiter and -1 for Mars and Saturn; an exact aspect: trine and sextile +1, square and opposition -1, conjunction by the planet's nature. The Moon counts for a day only (her passages average out over a week or month). period: day (the UT date), week (Monday-Sunday holding the date), month (the calendar month). rating = clamp(3 + sum of effects, 1, 5). Tropical. ${LANG_NOTE}`,
    body: Type.Object({ sign: SignField, period: Type.Optional(StringEnum(['day', 'week', 'month'] as const, { default: 'day' })), date: Type.Optional(DateString), language: BodyLanguage }),
    response: Type.Object({
      language: Language,
      ...SignMembers,
      period: Period,
      factors: Type.Array(Type.Object({
        planet: BodyRefSchema,
        solarHouse: Type.Integer({ minimum: 1, maximum: 12 }),
        aspect: Type.Union([Type.String(), Type.Null()]),
        at: Instant('+00:00 (the period is UT dates)'),
        effect: Type.Union([Type.Literal(1), Type.Literal(-1)]),
      })),
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      keyDates: Type.Array(Type.String()),
      text: Type.String(),
    }),
    examples: [{ name: `${example.sign}-${example.period ?? 'day'}`, body: example }],
    deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
    handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withBodyRefs(withSignNumbers(topicHoroscope(topic, body, services, lang), lang), lang); },
  });
}
