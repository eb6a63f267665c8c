/**
 * Meteor shower maxima of a year: the instant the Sun's apparent geocentric longitude referred
 * to the mean ecliptic and equinox of J2000 reaches the shower's solar longitude of maximum (the
 * IMO's convention), by core's root finder (the npm binding has no swe_solcross_ut). The J2000
 * longitude comes from the Sun's J2000 right ascension and declination (SEFLG_J2000) turned to
 * the J2000 ecliptic with the IAU 2006 obliquity at J2000, 84381.406" (Meeus eq. 13.1). The
 * Moon's illuminated fraction at maximum from swe_pheno_ut attr[1]; the radiant's altitude one
 * hour before astronomical dawn (swe_azalt; the J2000 radiant is not precessed: ~0.3 deg by
 * 2024, below the calendar's 1 deg radiant precision).
 */
import type { Ephemeris, HorizonPlace } from '@celestial/core';
import { findAngleRoots } from '@celestial/core/astro';
import type { ImoShower } from './imo-showers.js';

const RAD = Math.PI / 180;
const OBLIQUITY_J2000 = 84381.406 / 3600;

/** The Sun's apparent geocentric ecliptic longitude, mean ecliptic and equinox of J2000, degrees. */
export function solarLongitudeJ2000(ephemeris: Ephemeris, jd: number): number {
  const { rightAscension: a, declination: d } = ephemeris.equatorialJ2000(jd, 0);
  const e = OBLIQUITY_J2000 * RAD;
  const lon = Math.atan2(Math.sin(a * RAD) * Math.cos(e) + Math.tan(d * RAD) * Math.sin(e), Math.cos(a * RAD)) / RAD;
  return (lon + 360) % 360;
}

/** The instant in [start, end) when the J2000 solar longitude reaches `target` (one a year), or null. */
export function solarLongitudeCrossing(ephemeris: Ephemeris, target: number, start: number, end: number): number | null {
  // The Sun moves ~1 deg/day: a 5-day step keeps the unwrapped difference well below 180 between samples.
  const roots = findAngleRoots((t) => solarLongitudeJ2000(ephemeris, t) - target, start, end, { step: 5 });
  return roots.length ? roots[0]!.jd : null;
}

export interface ShowerMaximum {
  shower: ImoShower;
  peak: number;
  moonIllumination: number;
  /** Radiant altitude one hour before astronomical dawn on the morning of the maximum; null without a place or a dawn. */
  radiantAltitudeAtDawn: number | null;
}

export function showerMaxima(ephemeris: Ephemeris, showers: readonly ImoShower[], yearStart: number, yearEnd: number, place: HorizonPlace | null): ShowerMaximum[] {
  const out: ShowerMaximum[] = [];
  for (const shower of showers) {
    const peak = solarLongitudeCrossing(ephemeris, shower.solarLongitude, yearStart, yearEnd);
    if (peak === null) continue;
    let radiantAltitudeAtDawn: number | null = null;
    if (place) {
      // The morning of the maximum: the first astronomical dawn after half a day before it (meteors are best seen before dawn).
      const dawn = ephemeris.riseTransit(peak - 0.5, 0, 'rise', place, { twilight: 'astronomical' });
      if (dawn !== null && dawn < peak + 1) radiantAltitudeAtDawn = ephemeris.horizontal(dawn - 1 / 24, place, 'equatorial', shower.radiant.ra, shower.radiant.dec).trueAltitude;
    }
    out.push({ shower, peak, moonIllumination: ephemeris.phenomena(peak, 1).illuminatedFraction, radiantAltitudeAtDawn });
  }
  return out.sort((a, b) => a.peak - b.peak);
}
