/**
 * The 28 xiu of Chinese equatorial astronomy and their determinative stars (ju xing, the
 * 'xiu yi' star of each lodge, as the Qing official star catalogues fix them): a xiu runs from
 * its determinative star's right ascension to the next one's (Needham, Science and
 * Civilisation in China III, table 24; Sun Xiaochun and Kistemaker, The Chinese Sky during the
 * Han, 1997). Twenty-five stars are in the Swiss Ephemeris catalogue (sefstars.txt, read by
 * swe_fixstar2_ut with its Bayer designation); eta And (Kui), 35 Ari (Wei) and theta Cnc (Gui)
 * are not, and their data below are Hipparcos, new reduction (van Leeuwen 2007, ESA I/311,
 * hip2.dat): ICRS position at epoch J1991.25, parallax and proper motion (mas, mas/yr,
 * pmRA = mu_alpha * cos delta), with their apparent place of date computed here.
 */
import type { Ephemeris } from '../services.js';

export interface HipparcosStar { hip: number; raRad: number; decRad: number; parallaxMas: number; pmRaMasYr: number; pmDecMasYr: number }
export interface Determinative { bayer: string; sefstars: boolean; hipparcos?: HipparcosStar }

/** Jiao ... Zhen, in order; `bayer` as sefstars.txt writes it. */
export const XIU_DETERMINATIVES: readonly Determinative[] = [
  { bayer: 'alVir', sefstars: true }, { bayer: 'kaVir', sefstars: true }, { bayer: 'al-2Lib', sefstars: true }, { bayer: 'piSco', sefstars: true },
  { bayer: 'siSco', sefstars: true }, { bayer: 'mu-1Sco', sefstars: true }, { bayer: 'gaSgr', sefstars: true }, { bayer: 'phSgr', sefstars: true },
  { bayer: 'beCap', sefstars: true }, { bayer: 'epAqr', sefstars: true }, { bayer: 'beAqr', sefstars: true }, { bayer: 'alAqr', sefstars: true },
  { bayer: 'alPeg', sefstars: true }, { bayer: 'gaPeg', sefstars: true },
  // HIP 4463, eta And: hip2.dat 0.2496131947 0.4087170143, plx 14.20, pm -43.47 -45.73.
  { bayer: 'etAnd', sefstars: false, hipparcos: { hip: 4463, raRad: 0.2496131947, decRad: 0.4087170143, parallaxMas: 14.2, pmRaMasYr: -43.47, pmDecMasYr: -45.73 } },
  { bayer: 'beAri', sefstars: true },
  // HIP 12719, 35 Ari: hip2.dat 0.7131932007 0.4835813527, plx 9.51, pm 2.06 -10.37.
  { bayer: '35Ari', sefstars: false, hipparcos: { hip: 12719, raRad: 0.7131932007, decRad: 0.4835813527, parallaxMas: 9.51, pmRaMasYr: 2.06, pmDecMasYr: -10.37 } },
  { bayer: '17Tau', sefstars: true }, { bayer: 'epTau', sefstars: true }, { bayer: 'laOri', sefstars: true }, { bayer: 'zeOri', sefstars: true },
  { bayer: 'muGem', sefstars: true },
  // HIP 41822, theta Cnc: hip2.dat 2.2322591662 0.3158096060, plx 7.86, pm -60.85 -56.14.
  { bayer: 'thCnc', sefstars: false, hipparcos: { hip: 41822, raRad: 2.2322591662, decRad: 0.3158096060, parallaxMas: 7.86, pmRaMasYr: -60.85, pmDecMasYr: -56.14 } },
  { bayer: 'deHya', sefstars: true }, { bayer: 'alHya', sefstars: true }, { bayer: 'up-1Hya', sefstars: true }, { bayer: 'alCrt', sefstars: true },
  { bayer: 'gaCrv', sefstars: true },
];

const D2R = Math.PI / 180;
const AS = 1 / 3600;
const mod360 = (x: number) => ((x % 360) + 360) % 360;
/** JD of the Hipparcos epoch J1991.25 (TT). */
export const HIPPARCOS_EPOCH_JD = 2448349.0625;

/**
 * Apparent right ascension and declination of date (true equator and equinox, annual
 * aberration) of a Hipparcos star, after Meeus, Astronomical Algorithms (2nd ed.): proper motion
 * from J1991.25 (linear, ch. 21), precession from J2000 (21.3 with Lieske's zeta, z, theta),
 * nutation in RA/Dec (23.1) with the short nutation series (ch. 22, 0.5") and the true obliquity
 * from the ephemeris, annual aberration with the e-terms (23.3). The parallax (under 15 mas)
 * and radial velocity are neglected; about 1" overall, which the tests measure on stars that
 * sefstars.txt also holds.
 */
export function apparentPlace(ephemeris: Ephemeris, jdUT: number, s: HipparcosStar): { rightAscension: number; declination: number } {
  const jdTT = jdUT + ephemeris.deltaTSeconds(jdUT) / 86400;
  const years = (jdTT - HIPPARCOS_EPOCH_JD) / 365.25;
  const dec0 = s.decRad / D2R + (s.pmDecMasYr * years) / 3.6e6;
  const ra0 = s.raRad / D2R + (s.pmRaMasYr * years) / 3.6e6 / Math.cos(s.decRad);
  const T = (jdTT - 2451545) / 36525;
  const zeta = (2306.2181 * T + 0.30188 * T * T + 0.017998 * T ** 3) * AS;
  const z = (2306.2181 * T + 1.09468 * T * T + 0.018203 * T ** 3) * AS;
  const theta = (2004.3109 * T - 0.42665 * T * T - 0.041833 * T ** 3) * AS;
  const A = Math.cos(dec0 * D2R) * Math.sin((ra0 + zeta) * D2R);
  const B = Math.cos(theta * D2R) * Math.cos(dec0 * D2R) * Math.cos((ra0 + zeta) * D2R) - Math.sin(theta * D2R) * Math.sin(dec0 * D2R);
  const C = Math.sin(theta * D2R) * Math.cos(dec0 * D2R) * Math.cos((ra0 + zeta) * D2R) + Math.cos(theta * D2R) * Math.sin(dec0 * D2R);
  let ra = mod360(Math.atan2(A, B) / D2R + z);
  let dec = Math.asin(C) / D2R;
  // Nutation (Meeus 22, low precision) and the true obliquity of date.
  const om = (125.04452 - 1934.136261 * T) * D2R, L = (280.4665 + 36000.7698 * T) * D2R, Lm = (218.3165 + 481267.8813 * T) * D2R;
  const dpsi = (-17.2 * Math.sin(om) - 1.32 * Math.sin(2 * L) - 0.23 * Math.sin(2 * Lm) + 0.21 * Math.sin(2 * om)) * AS;
  const deps = (9.2 * Math.cos(om) + 0.57 * Math.cos(2 * L) + 0.1 * Math.cos(2 * Lm) - 0.09 * Math.cos(2 * om)) * AS;
  const eps = ephemeris.obliquities(jdUT).true * D2R;
  const a = ra * D2R, d = dec * D2R;
  const dra1 = (Math.cos(eps) + Math.sin(eps) * Math.sin(a) * Math.tan(d)) * dpsi - Math.cos(a) * Math.tan(d) * deps;
  const ddec1 = Math.sin(eps) * Math.cos(a) * dpsi + Math.sin(a) * deps;
  // Annual aberration (Meeus 23.3): kappa, the Earth's orbital eccentricity and perihelion, the Sun's longitude.
  const kappa = 20.49552 * AS, e = 0.016708634 - 0.000042037 * T, pi = (102.93735 + 1.71946 * T) * D2R;
  const sun = ephemeris.longitudeOnlyAt(jdUT, 0, { zodiacType: 'tropical', siderealMode: 0 }) * D2R;
  const ce = Math.cos(eps);
  const dra2 = (-kappa * (Math.cos(a) * Math.cos(sun) * ce + Math.sin(a) * Math.sin(sun)) + e * kappa * (Math.cos(a) * Math.cos(pi) * ce + Math.sin(a) * Math.sin(pi))) / Math.cos(d);
  const ddec2 = -kappa * (Math.cos(sun) * ce * (Math.tan(eps) * Math.cos(d) - Math.sin(a) * Math.sin(d)) + Math.cos(a) * Math.sin(d) * Math.sin(sun))
    + e * kappa * (Math.cos(pi) * ce * (Math.tan(eps) * Math.cos(d) - Math.sin(a) * Math.sin(d)) + Math.cos(a) * Math.sin(d) * Math.sin(pi));
  ra = mod360(ra + dra1 + dra2);
  dec = dec + ddec1 + ddec2;
  return { rightAscension: ra, declination: dec };
}

/** Apparent right ascension of date of each determinative star (Jiao ... Zhen), degrees. */
export function xiuBoundaries(ephemeris: Ephemeris, jdUT: number): number[] {
  return XIU_DETERMINATIVES.map((d) => {
    if (d.hipparcos) return apparentPlace(ephemeris, jdUT, d.hipparcos).rightAscension;
    const star = ephemeris.fixedStar(jdUT, `,${d.bayer}`, { zodiacType: 'tropical', siderealMode: 0 });
    if (!star) throw new Error(`sefstars.txt lacks ${d.bayer}`);
    return star.rightAscension;
  });
}

/** The xiu (0 = Jiao) whose determinative right ascension `ra` has last passed. */
export function xiuOfRightAscension(boundaries: readonly number[], ra: number): number {
  let best = 0, bestGap = Infinity;
  boundaries.forEach((b, i) => { const gap = mod360(ra - b); if (gap < bestGap) { bestGap = gap; best = i; } });
  return best;
}
