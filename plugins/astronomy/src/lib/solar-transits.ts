/**
 * Transits of Mercury and Venus across the Sun, geocentric, from the geometry (Meeus, Transits,
 * 1989; Espenak's NASA transit catalogues use the same definitions): at each inferior conjunction
 * (lambda planet - lambda Sun = 0 with the planet nearer than the Sun) the separation of the
 * apparent centres (RA and declination of date, swe_calc_ut) is minimised; there is a transit
 * when that minimum is below sSun + sPlanet, the semidiameters from swe_pheno_ut attr[3]/2
 * (Swiss Ephemeris radii: Sun 696,000 km, Mercury 2,439.7 km, Venus 6,051.8 km). Contacts I and IV
 * (external) are where the separation equals sSun + sPlanet, II and III (internal) where it
 * equals sSun - sPlanet (absent in a grazing transit), by Brent's method to 0.01 s.
 */
import type { Ephemeris } from '@celestial/core';
import { brentRoot } from '@celestial/core/astro';
import { minimumOn, separation, sunLongitudeDifferenceRoots } from './planet-events.js';

export const MERCURY = 2;
export const VENUS = 3;
/** Half a day: a transit lasts at most ~8 h for Venus and Mercury, so each contact lies within 0.5 d of greatest transit. */
const HALF_WINDOW = 0.5;

export interface SolarTransit {
  planet: number;
  c1: number;
  c2: number | null;
  greatest: number;
  c3: number | null;
  c4: number;
  /** Least separation of the centres, arcseconds. */
  minSeparationArcsec: number;
}

const semidiameter = (ephemeris: Ephemeris, t: number, body: number) => ephemeris.phenomena(t, body).apparentDiameter / 2;

/** A contact: the root of f on [a, b], or null where f does not change sign (no internal contact of a grazing transit). */
function contact(f: (t: number) => number, a: number, b: number): number | null {
  const fa = f(a);
  const fb = f(b);
  return Math.sign(fa) === Math.sign(fb) ? null : brentRoot(f, a, b, undefined, fa, fb);
}

/** The transits of `planet` (Mercury or Venus) whose greatest transit lies in [start, end]. */
export function solarTransits(ephemeris: Ephemeris, planet: number, start: number, end: number): SolarTransit[] {
  const out: SolarTransit[] = [];
  // Conjunctions up to a day outside the range, so a transit straddling its ends is found.
  for (const conj of sunLongitudeDifferenceRoots(ephemeris, planet, 0, start - 1, end + 1)) {
    // Inferior conjunction: the planet between the Earth and the Sun.
    if (ephemeris.equatorial(conj, planet).distance >= ephemeris.equatorial(conj, 0).distance) continue;
    const sep = (t: number) => separation(ephemeris, t, planet, 0);
    // Cheap test first: at conjunction the separation is within a few arcminutes of its minimum, and the Sun's disc is ~16'.
    if (sep(conj) > 1) continue;
    const g = minimumOn(sep, conj - 0.5, conj + 0.5, 0.25);
    if (g.jd < start || g.jd > end) continue;
    const outer = (t: number) => sep(t) - semidiameter(ephemeris, t, 0) - semidiameter(ephemeris, t, planet);
    const inner = (t: number) => sep(t) - semidiameter(ephemeris, t, 0) + semidiameter(ephemeris, t, planet);
    if (outer(g.jd) >= 0) continue;
    out.push({
      planet,
      c1: contact(outer, g.jd - HALF_WINDOW, g.jd)!,
      c2: contact(inner, g.jd - HALF_WINDOW, g.jd),
      greatest: g.jd,
      c3: contact(inner, g.jd, g.jd + HALF_WINDOW),
      c4: contact(outer, g.jd, g.jd + HALF_WINDOW)!,
      minSeparationArcsec: g.value * 3600,
    });
  }
  return out;
}
