/**
 * Lunar occultations of planets and stars seen somewhere on the Earth (swe_lun_occult_when_glob,
 * the eclipse geometry of swecl.c with the occulted body in the Sun's place). With SE_ECL_ONE_TRY
 * each call tests one conjunction of the Moon with the body and answers it even when there is no
 * occultation, so a walk over a range costs one call per lunar month and per body, never a
 * search through years of misses (a planet can go years unocculted).
 */
import type { Ephemeris } from '@celestial/core';
import { SE_ECL_CENTRAL, SE_ECL_TOTAL } from './eclipses.js';

export interface Occultation {
  body: number;
  star: string | null;
  maximum: number;
  begin: number | null;
  end: number | null;
  type: 'total' | 'partial';
  central: boolean;
  greatestAt: { latitude: number; longitude: number } | null;
}

/** Every occultation of the body (or star) with its maximum in [start, end). */
export function occultationsBetween(ephemeris: Ephemeris, body: number, star: string | null, start: number, end: number): Occultation[] {
  const out: Occultation[] = [];
  for (let t = start; ;) {
    const r = ephemeris.lunarOccultationGlobal(t, body, star, false);
    if (!r || r.maximum >= end) break;
    if (r.flags > 0) {
      const where = ephemeris.lunarOccultationWhere(r.maximum, body, star);
      out.push({
        body, star, maximum: r.maximum, begin: r.begin, end: r.end,
        // Annular cannot occur for bodies other than the Sun: the Moon is larger than any planet's disc.
        type: r.flags & SE_ECL_TOTAL ? 'total' : 'partial',
        central: Boolean(r.flags & SE_ECL_CENTRAL),
        greatestAt: where ? { latitude: where.latitude, longitude: where.longitude } : null,
      });
    }
    // Conjunctions with one body are ~27-29 days apart: one day on cannot find the same one again.
    t = r.maximum + 1;
  }
  return out;
}

/** How far a local search goes before answering that there is none (the catalogue's 10 years). */
const LOCAL_SEARCH_DAYS = 3652.5;

/** The next (or previous) occultation of the body or star seen from the place, within 10 years; null when none. */
export function nextLocalOccultation(ephemeris: Ephemeris, body: number, star: string | null, from: number, place: { latitude: number; longitude: number; altitude: number }, backward: boolean) {
  for (let t = from; Math.abs(t - from) < LOCAL_SEARCH_DAYS;) {
    const r = ephemeris.lunarOccultationLocal(t, body, star, place.longitude, place.latitude, place.altitude, backward);
    if (!r) return null;
    if (r.flags > 0) return r;
    t = backward ? r.maximum - 1 : r.maximum + 1;
  }
  return null;
}
