/**
 * The 28-star scheme (with Abhijit), used by the Anandadi yogas (Muhurta Chintamani) and by
 * the Ashtottari and Shashtihayani dashas (BPHS ch. 46): Abhijit spans 276 deg 40' to
 * 280 deg 53' 20'' (the last quarter of Uttarashadha and the first 1/15 of Shravana), so
 * Uttarashadha ends at 276 deg 40' and Shravana begins at 280 deg 53' 20''.
 */
import { ABHIJIT, NAKSHATRA_SPAN, NAKSHATRAS, normalizeDegrees } from '@celestial/core/astro';

/** Names 1-28: the 27 nakshatras with Abhijit as the 22nd. */
export const NAKSHATRA28_NAMES: readonly string[] = [...NAKSHATRAS.slice(0, 21).map((n) => n.name), 'Abhijit', ...NAKSHATRAS.slice(21).map((n) => n.name)];
/** Slugs 1-28 (core's nakshatra table names Abhijit too). */
export const NAKSHATRA28_SLUGS: readonly string[] = [...NAKSHATRAS.slice(0, 21).map((n) => n.slug), 'abhijit', ...NAKSHATRAS.slice(21).map((n) => n.slug)];

/** Start longitude of star 1-28 in the 28-star scheme; star 29 = 360. */
export function nakshatra28Start(n: number): number {
  if (n <= 21) return (n - 1) * NAKSHATRA_SPAN;
  if (n === 22) return ABHIJIT.startLongitude;
  if (n === 23) return ABHIJIT.endLongitude;
  return (n - 2) * NAKSHATRA_SPAN;
}

/** Star 1-28 of a sidereal longitude in the 28-star scheme. */
export function nakshatra28Of(siderealLongitude: number): { number: number; name: string } {
  const lon = normalizeDegrees(siderealLongitude);
  let n = 28;
  for (let k = 1; k < 28; k++) {
    if (lon < nakshatra28Start(k + 1)) {
      n = k;
      break;
    }
  }
  return { number: n, name: NAKSHATRA28_NAMES[n - 1]! };
}
