/**
 * The nakshatra dictionary, read from the core NAKSHATRAS table (Brihat Parashara Hora
 * Shastra): sidereal start longitudes of 13 deg 20' each, the four padas of 3 deg 20' with
 * their navamsa signs, and Abhijit. Names stay in transliterated Sanskrit in every language.
 */
import { ABHIJIT, NAKSHATRAS, PADA_SPAN, nakshatraStart, navamsaSignOf } from '@celestial/core/astro';

export function nakshatrasTable() {
  return {
    nakshatras: NAKSHATRAS.map((n) => {
      const start = nakshatraStart(n.number);
      return {
        number: n.number,
        name: n.name,
        startLongitude: start,
        ruler: n.ruler,
        deity: n.deity,
        symbol: n.symbol,
        gana: n.gana,
        padas: [1, 2, 3, 4].map((pada) => {
          const padaStart = start + (pada - 1) * PADA_SPAN;
          return { pada, startLongitude: padaStart, navamsaSign: navamsaSignOf(padaStart) };
        }),
      };
    }),
    abhijit: { startLongitude: ABHIJIT.startLongitude, endLongitude: ABHIJIT.endLongitude },
  };
}
