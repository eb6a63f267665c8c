/**
 * Lunar occultations of planets and stars seen somewhere on the Earth (swe_lun_occult_when_glob,
 * the eclipse geometry of swecl.c with the occulted body in the Sun's place). With SE_ECL_ONE_TRY
 * each call tests one conjunction of the Moon with the body and answers it even when there is no
 * occultation, so a walk over a range costs one call per lunar month and per body, never a
 * search through years of misses (a planet can go years unocculted).
 */
import { ApiError, bodyName, bodySlug } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { SE_ECL_CENTRAL, SE_ECL_TOTAL } from './eclipses.js';
import { instant, instantOrNull, localJd } from './time.js';

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

const OCCULTABLE_PLANETS = [2, 3, 4, 5, 6, 7, 8, 9];
const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;

/**
 * The answer of /astronomy/occultations/local: the next (or previous) occultation seen from the
 * place, searched from 00:00 UTC of the date; moonrise or moonset inside the event from
 * swe_rise_trans forward from the first contact, kept when before the last; members null when
 * none is found within 10 years.
 */
export function localOccultation(
  ephemeris: Ephemeris,
  body: { date: string; latitude: number; longitude: number; altitude?: number; body: number | string; backward?: boolean },
  lang: LangCode,
) {
  const from = localJd(ephemeris, body.date, 0);
  let id: number | null = null;
  let star: string | null = null;
  let named: { slug: string; name: string };
  if (typeof body.body === 'number') {
    if (!OCCULTABLE_PLANETS.includes(body.body)) throw ApiError.invalidField('body', `must be a planet id (${OCCULTABLE_PLANETS.join(', ')}) or a star name`);
    id = body.body;
    named = { slug: bodySlug(id)!, name: bodyName(id, lang) };
  } else {
    const found = ephemeris.fixedStar(from, body.body, TROPICAL);
    if (!found) throw ApiError.invalidField('body', 'is not a star of the Swiss Ephemeris catalogue (sefstars.txt)');
    star = body.body;
    const name = found.name || body.body;
    named = { slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name };
  }
  const place = { latitude: body.latitude, longitude: body.longitude, altitude: body.altitude ?? 0 };
  const r = nextLocalOccultation(ephemeris, id ?? -1, star, from, place, body.backward ?? false);
  const head = { body: { id, ...named } };
  if (!r) return { ...head, maximum: null, disappearance: null, reappearance: null, moonriseDuring: null, moonsetDuring: null, fractionCovered: null, moonAzimuth: null, moonAltitude: null };
  const during = (event: 'rise' | 'set') => {
    if (r.first === null || r.fourth === null) return null;
    const t = ephemeris.riseTransit(r.first, 1, event, place);
    return t !== null && t < r.fourth ? t : null;
  };
  return {
    ...head, maximum: instant(r.maximum), disappearance: instantOrNull(r.first), reappearance: instantOrNull(r.fourth),
    moonriseDuring: instantOrNull(during('rise')), moonsetDuring: instantOrNull(during('set')),
    fractionCovered: r.fractionCovered, moonAzimuth: r.azimuth, moonAltitude: r.trueAltitude,
  };
}
