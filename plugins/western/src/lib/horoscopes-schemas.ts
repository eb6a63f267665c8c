/** Schemas shared by the sign horoscopes (/horoscope/daily, weekly, ...). */
import { Type } from '@sinclair/typebox';
import { LANG_CODES, StringEnum, Instant } from '@celestial/core';
import { BodyRefSchema, SignMembers } from './vocabulary.js';

export const SignField = Type.String({ maxLength: 32, description: 'sun sign aries to pisces; case and surrounding spaces ignored; any other value 400' });
export const TimezoneOffset = Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0, description: 'hours east of UTC: the local day (or week) of the period' }));
export const Ratings = Type.Object({
  overall: Type.Integer({ minimum: 1, maximum: 5 }),
  love: Type.Integer({ minimum: 1, maximum: 5 }),
  career: Type.Integer({ minimum: 1, maximum: 5 }),
  health: Type.Integer({ minimum: 1, maximum: 5 }),
});
export const Texts = Type.Object({ overview: Type.String(), love: Type.String(), career: Type.String(), health: Type.String() });
export const Period = Type.Object({ from: Instant('the period\'s start, at the request\'s timezoneOffset (+00:00 without one)'), to: Instant('the period\'s end, likewise') });
export const Transit = Type.Object({ planet: BodyRefSchema, ...SignMembers, solarHouse: Type.Integer({ minimum: 1, maximum: 12 }), retrograde: Type.Boolean() });

export const RULES =
  'Solar houses are whole signs counted from the sign: house n = ((sign(planet) - sign) mod 12) + 1, the newspaper method begun by R. H. Naylor (Sunday Express, 1930). Rule table (catalogue): Venus and Jupiter in solar houses 1, 5, 9, 10, 11 or trine the sign\'s middle degree (15 deg, orb 7) +1 each; Saturn and Mars in 1, 8, 12 or square it (orb 7) -1 each; the Moon +1 in the sign\'s trine or sextile signs or its solar 1st, 5th, 9th, 10th, 11th, -1 in the 8th, 12th or square the sign (the two Moon rules add, so her 10th nets 0). Ratings = clamp(3 + sum of effects, 1, 5): overall from every factor, love from Venus, Mars and the Moon, career from Jupiter, Mars and Saturn, health from Mars, Saturn and the Moon. Tropical longitudes (swe_calc_ut); exact instants by the bracket-and-refine root finders of core/src/astro/events.ts. Texts (and keyDates events) are assembled from the computed facts through the localized phrase bundles in the response language (`Accept-Language` header, then `lang`, then the body\'s `language`, then uk; unknown codes fall back to uk), echoed as `language`; deterministic per sign, date and language; structured members are identifiers and references: planets and the phase of the Moon as { slug, name } with the name in the response language, signs 1-12 with their names, aspects by slug. Years 1000-2999.';

/** Body member `language`: the spec's third source of the response language; a plain string because an unknown code falls back to uk rather than failing. */
export const BodyLanguage = Type.Optional(Type.String({ maxLength: 35, description: 'response language (one of the 21 codes), read after the Accept-Language header and the lang query; unknown codes fall back to uk' }));
/** Response member `language`: the code the texts were assembled in. */
export const Language = StringEnum(LANG_CODES, { description: 'the language of the texts (resolved from Accept-Language, lang, body language, else uk)' });
/** The sentence the descriptions of the non-RULES horoscopes end with. */
export const LANG_NOTE = 'Text assembled from the localized phrase bundles in the response language (`Accept-Language` header, then `lang`, then the body\'s `language`, then uk; unknown codes fall back to uk), echoed as `language`; deterministic per sign, date and language.';
