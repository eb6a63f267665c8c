/**
 * The nakshatra dictionary, read from the core NAKSHATRAS table (Brihat Parashara Hora
 * Shastra): sidereal start longitudes of 13 deg 20' each, the four padas of 3 deg 20' with
 * their navamsa signs, and Abhijit. Names in the answer's language: Devanagari in hi, the
 * language's script where it has one, the transliteration in Latin scripts.
 */
import { ABHIJIT, NAKSHATRAS, PADA_SPAN, SIGN_NAMES, nakshatraStart, navamsaSignOf } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { planetRef, signRef } from './schemas.js';

export function nakshatrasTable(lang: LangCode) {
  return {
    nakshatras: NAKSHATRAS.map((n) => {
      const start = nakshatraStart(n.number);
      return {
        number: n.number,
        slug: n.slug,
        name: term('nakshatra', n.slug, lang),
        startLongitude: start,
        ruler: planetRef(n.ruler, lang),
        deity: term('nakshatra-deity', n.slug, lang),
        symbol: term('nakshatra-symbol', n.slug, lang),
        gana: n.gana,
        padas: [1, 2, 3, 4].map((pada) => {
          const padaStart = start + (pada - 1) * PADA_SPAN;
          return { pada, startLongitude: padaStart, navamsa: signRef(SIGN_NAMES.indexOf(navamsaSignOf(padaStart)), lang) };
        }),
      };
    }),
    abhijit: { slug: 'abhijit' as const, name: term('nakshatra', 'abhijit', lang), startLongitude: ABHIJIT.startLongitude, endLongitude: ABHIJIT.endLongitude },
  };
}
