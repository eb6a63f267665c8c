/**
 * Zodiac types and the sidereal schools (core AYANAMSAS: slug, Swiss Ephemeris SE_SIDM_*
 * mode, ayanamsaId = the same number). valueAtJ2000 is asked of the Ephemeris service at
 * JD 2451545.0 (swe_get_ayanamsa_ex_ut): the true ayanamsa, nutation in longitude included,
 * which at J2000 is about 13.9" (-0.00387 deg) below the mean value the almanacs print
 * (Lahiri: 23 deg 51' 11.6" true, 23 deg 51' 25.5" mean).
 */
import { AYANAMSAS, DEFAULT_AYANAMSA } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';

/** J2000.0 as a Julian day. */
export const J2000 = 2451545.0;

/** The zodiac types in English; the answers read the 21 languages from core's zodiac-type-description table (a test pins this English). */
export const ZODIAC_TYPES = [
  {
    slug: 'tropical' as const,
    description: 'Longitudes measured from the vernal equinox of date: 0 Aries is where the Sun crosses the celestial equator northward, so the signs stay tied to the seasons (the Western default).',
  },
  {
    slug: 'sidereal' as const,
    description: 'Longitudes measured from a fixed point among the stars: the tropical longitude less the ayanamsa, which grows by about 50.3" a year with the precession of the equinoxes (the Vedic default, here Lahiri unless another ayanamsa is chosen).',
  },
];

export function zodiacSystemsTable(ephemeris: Pick<Ephemeris, 'ayanamsa'>, lang: LangCode = 'en') {
  return {
    zodiacTypes: ZODIAC_TYPES.map((z) => ({ slug: z.slug, name: term('zodiac-type', z.slug, lang), description: term('zodiac-type-description', z.slug, lang) })),
    ayanamsas: AYANAMSAS.map((a) => ({
      slug: a.slug,
      ayanamsaId: a.sweSiderealMode,
      sweSiderealMode: a.sweSiderealMode,
      valueAtJ2000: ephemeris.ayanamsa(J2000, a.sweSiderealMode),
    })),
    default: DEFAULT_AYANAMSA,
  };
}
