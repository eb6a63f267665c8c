/** Schemas shared by the sign horoscopes (/horoscope/daily, weekly, ...). */
import { Type } from '@sinclair/typebox';

export const SignField = Type.String({ maxLength: 32, description: 'sun sign aries to pisces; case and surrounding spaces ignored; any other value 400' });
export const TimezoneOffset = Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0, description: 'hours east of UTC: the local day (or week) of the period' }));
export const Ratings = Type.Object({
  overall: Type.Integer({ minimum: 1, maximum: 5 }),
  love: Type.Integer({ minimum: 1, maximum: 5 }),
  career: Type.Integer({ minimum: 1, maximum: 5 }),
  health: Type.Integer({ minimum: 1, maximum: 5 }),
});
export const Texts = Type.Object({ overview: Type.String(), love: Type.String(), career: Type.String(), health: Type.String() });
export const Period = Type.Object({ from: Type.String({ description: 'ISO 8601 UTC' }), to: Type.String({ description: 'ISO 8601 UTC' }) });
export const Transit = Type.Object({ planet: Type.String(), sign: Type.String(), solarHouse: Type.Integer({ minimum: 1, maximum: 12 }), retrograde: Type.Boolean() });

export const RULES =
  'Solar houses are whole signs counted from the sign: house n = ((sign(planet) - sign) mod 12) + 1, the newspaper method begun by R. H. Naylor (Sunday Express, 1930). Rule table (catalogue): Venus and Jupiter in solar houses 1, 5, 9, 10, 11 or trine the sign\'s middle degree (15 deg, orb 7) +1 each; Saturn and Mars in 1, 8, 12 or square it (orb 7) -1 each; the Moon +1 in the sign\'s trine or sextile signs or its solar 1st, 5th, 9th, 10th, 11th, -1 in the 8th, 12th or square the sign (the two Moon rules add, so her 10th nets 0). Ratings = clamp(3 + sum of effects, 1, 5): overall from every factor, love from Venus, Mars and the Moon, career from Jupiter, Mars and Saturn, health from Mars, Saturn and the Moon. Tropical longitudes (swe_calc_ut); exact instants by the bracket-and-refine root finders of core/src/astro/events.ts. Texts are assembled in English from the computed facts for every `lang` for now (phrase bundles not yet localized); deterministic per sign, date and language. Years 1000-2999.';
