import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, TimeZones, defineOperation, resolveLang, Instant } from '@celestial/core';
import { decanHoroscope } from '../lib/horoscopes.js';
import { BodyLanguage, LANG_NOTE, Language, SignField } from '../lib/horoscopes-schemas.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/horoscope/decan',
  summary: 'Decan horoscope: the day\'s planets aspecting the decan\'s 10-degree span',
  description:
    'Finer than the sign: the planets (Sun, Moon, Mercury-Pluto) at 12:00 UT of the date aspecting the decan\'s 10-degree span (decan 1 = 0-10 deg of the sign, 2 = 10-20, 3 = 20-30), the orb measured from the planet\'s aspect point (lambda +- angle) to the nearest edge of the span (0 inside it), Ptolemaic aspects within their default orbs (conjunction and opposition 8, trine and square 7, sextile 5), the closest per planet. exactAt: the instant within the UT day when the aspect perfects to the decan\'s centre (findLongitudeCrossings), else null. Rating = clamp(3 + effects, 1, 5): trines and sextiles +1, squares and oppositions -1, conjunctions of Venus or Jupiter +1, of Mars or Saturn -1, others 0. ' + LANG_NOTE.replace('sign, date', 'sign, decan, date'),
  body: Type.Object({ sign: SignField, decan: Type.Integer({ minimum: 1, maximum: 3 }), date: Type.Optional(DateString), language: BodyLanguage }),
  response: Type.Object({
    language: Language,
    ...SignMembers,
    decan: Type.Object({ number: Type.Integer(), from: Type.Number({ description: 'ecliptic longitude, degrees' }), to: Type.Number() }),
    contacts: Type.Array(Type.Object({ planet: BodyRefSchema, aspect: Type.String(), orb: Type.Number(), exactAt: Type.Union([Instant('the exact instant, +00:00 (the day is the UT date)'), Type.Null()]), effect: Type.Integer({ minimum: -1, maximum: 1 }) })),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String(),
  }),
  examples: [{ name: 'aries-decan-3', body: { sign: 'aries', decan: 3, date: '2024-04-08' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withBodyRefs(withSignNumbers(decanHoroscope(body, services, lang), lang), lang); },
});
