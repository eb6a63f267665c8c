import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, TimeZones, defineOperation, resolveLang } from '@celestial/core';
import { luckyDays } from '../lib/horoscopes.js';
import { BodyLanguage, LANG_NOTE, Language, SignField } from '../lib/horoscopes-schemas.js';
import { SignMembers, withSignNumbers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/horoscope/lucky-days',
  summary: 'Lucky and difficult days of a month for a sun sign',
  description:
    'Per UT day of the month, the catalogue rule table: the Moon at 12:00 UT in the sign\'s trine or sextile signs or its solar 1st, 5th, 9th, 10th, 11th +1; in the 8th or 12th or square the sign (4th, 10th) -1 (the rules add: her 10th nets 0); any void-of-course Moon hours in the day -1 (modern method, as /moon-voc); each exact Ptolemaic aspect of Venus or Jupiter to the sign\'s middle degree (15 deg) within the day +1 (findLongitudeCrossings); Mercury retrograde at 12:00 UT -1. best = the five highest scores, avoid = the three lowest (ties to the earlier date), listed by date. Solar houses: whole signs counted from the sign (R. H. Naylor, 1930). Tropical. The reasons are prose: ' + LANG_NOTE.replace('Text assembled', 'Reasons assembled'),
  body: Type.Object({ sign: SignField, month: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM; default the current month (UTC)' })), language: BodyLanguage }),
  response: Type.Object({
    language: Language,
    ...SignMembers,
    days: Type.Array(Type.Object({ date: Type.String(), score: Type.Integer(), reasons: Type.Array(Type.String()) })),
    best: Type.Array(Type.String()),
    avoid: Type.Array(Type.String()),
  }),
  examples: [{ name: 'gemini-april-2024', body: { sign: 'gemini', month: '2024-04' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withSignNumbers(luckyDays(body, services, lang), lang); },
});
