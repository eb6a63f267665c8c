/**
 * Ptolemy's animodar (Tetrabiblos III.2): take the degree of the prenatal syzygy (a new moon's
 * degree; at a full moon that of the luminary above the horizon), find its ruler (the almuten
 * by essential dignity, scored as /almuten/points, Lilly's 5-4-3-2-1), and let the degree in
 * sign of that ruler be the degree of whichever angle, Ascendant or MC, is nearer to it in
 * degree at the estimated time; the birth time is moved until that angle stands at that
 * degree. Syzygy by root-finding on the elongation (core/src/astro/almuten.ts), angles from
 * swe_houses_ex, the corrected time by Brent's method.
 */
import { ApiError, bodyName, jdToIsoWithOffset, kebab, position } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  almutenAt, brentRoot, castChart, jdToIso, momentEcho, normalizeDegrees, prenatalSyzygy, settingsEcho, signedArc, signOf,
} from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { isDiurnal } from './rulers.js';

type Services = { ephemeris: Ephemeris; timeZones: TimeZones };
/** A classical planet's slug: its English name in lower case (sun ... saturn). */
const slugOf = (p: SevenPlanet) => kebab(p) as Lowercase<SevenPlanet>;
const PLANET_IDS: Readonly<Record<SevenPlanet, number>> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6 };

/** Difference of two degrees in sign folded into (-15, 15]: how far an angle's degree must move to reach the target degree. */
export function degreeShift(angleDegree: number, targetDegree: number): number {
  let d = (targetDegree - angleDegree) % 30;
  if (d > 15) d -= 30;
  if (d <= -15) d += 30;
  return d;
}

/** Which angle the animodar corrects: the one whose degree in sign is nearer the almuten's (Ascendant on a tie). */
export function chooseAngle(ascDegree: number, mcDegree: number, target: number): 'ascendant' | 'mc' {
  return Math.abs(degreeShift(mcDegree, target)) < Math.abs(degreeShift(ascDegree, target)) ? 'mc' : 'ascendant';
}

/** Above the horizon: in the half of the ecliptic from the Descendant forward to the Ascendant. */
function aboveHorizon(longitude: number, ascendant: number): boolean {
  return normalizeDegrees(longitude - (ascendant + 180)) < 180;
}

export function animodar(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6] });
  const jd = chart.moment.julianDayUT;
  const z = chart.settings;
  const lon = (id: number, t: number) => ephemeris.position(t, id, z).longitude;
  const asc0 = chart.angles.ascendant;
  const diurnal = isDiurnal(lon(0, jd), asc0);
  const syz = prenatalSyzygy(ephemeris, jd, z);
  const moonAt = lon(1, syz.jd);
  const sunAt = lon(0, syz.jd);
  // Full moon: the luminary above the horizon at the (estimated) birth, as Ptolemy's text is usually read.
  const luminary: 'Sun' | 'Moon' = syz.kind === 'new' ? 'Moon' : aboveHorizon(lon(1, jd), asc0) ? 'Moon' : 'Sun';
  const syzLon = luminary === 'Moon' ? moonAt : sunAt;
  const ruler = almutenAt(syzLon, diurnal).almuten;
  const planet = ruler.planet as SevenPlanet;
  const targetAt = (t: number) => signOf(lon(PLANET_IDS[planet], t)).degreeInSign;
  const target0 = targetAt(jd);
  const ascDeg = signOf(asc0).degreeInSign;
  const mcDeg = signOf(chart.angles.mc).degreeInSign;
  const angle = chooseAngle(ascDeg, mcDeg, target0);
  const angleAt = (t: number) => {
    const h = ephemeris.houses(t, birth.latitude, birth.longitude, z.houseSystem, z);
    return angle === 'mc' ? h.mc : h.ascendant;
  };
  const start = angle === 'mc' ? chart.angles.mc : asc0;
  // The angle's longitude that carries the ruler's degree, nearest the estimated one.
  const wanted = (t: number) => start + degreeShift(signOf(start).degreeInSign, targetAt(t));
  const f = (t: number) => signedArc(wanted(t), angleAt(t));
  // The angles move at least ~0.5 deg per 4 minutes of time at the latitudes houses exist for:
  // a 15 deg correction lies within 3 hours; bracket outward in 10-minute steps.
  const f0 = f(jd);
  let root = jd;
  if (Math.abs(f0) > 1e-9) {
    const dir = f0 > 0 ? -1 : 1; // the angles advance with time: a positive arc means we are past it
    let a = jd; let fa = f0; let found = false;
    for (let k = 1; k <= 36; k++) {
      const b = jd + dir * k * (10 / 1440);
      const fb = f(b);
      if (Math.sign(fb) !== Math.sign(fa) && Math.abs(fb - fa) < 90) { root = brentRoot(f, Math.min(a, b), Math.max(a, b)); found = true; break; }
      a = b; fa = fb;
    }
    if (!found) throw new ApiError('CALCULATION_ERROR', `the ${angle === 'mc' ? 'MC' : 'Ascendant'} does not reach ${target0.toFixed(2)} deg in sign within 6 hours of the given time here`);
  }
  const rectifiedAngle = angleAt(root);
  const offsetHours = chart.moment.timezoneOffset;
  // Instants at the given moment's offset (DESIGN.md, Vocabulary; rectifiedTime reads the same
  // in every rectification operation), rectifiedUtc beside it; full precision; planets by slug.
  const local = (x: number) => jdToIsoWithOffset(x, offsetHours * 60);
  return {
    moment: momentEcho(chart.moment, ephemeris),
    settings: settingsEcho(chart.settings, jd, ephemeris, lang),
    sect: diurnal ? 'day' as const : 'night' as const,
    syzygy: { kind: syz.kind, at: local(syz.jd), ...position(syzLon, lang), luminary: slugOf(luminary) as 'sun' | 'moon' },
    almuten: { planet: slugOf(planet), planetName: bodyName(slugOf(planet), lang), score: ruler.score, tied: ruler.tied.map((p) => slugOf(p as SevenPlanet)), degreeInSign: targetAt(root), degreeInSignAtEstimate: target0 },
    angle,
    estimatedAngle: start,
    rectifiedAngle,
    rectifiedTime: local(root),
    rectifiedUtc: jdToIso(ephemeris, root),
    shiftMinutes: (root - jd) * 1440,
    warnings: chart.warnings,
  };
}
