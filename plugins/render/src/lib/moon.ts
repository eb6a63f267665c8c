/**
 * The Moon's face for an instant: the illuminated fraction k from swe_pheno_ut, the position
 * angle chi of the bright limb from the apparent equatorial places of the Sun and the Moon
 * (Meeus, Astronomical Algorithms, 2nd ed., eq. 48.5), and the terminator as a half-ellipse
 * of semi-axis r|2k - 1| (the projection of the terminator's great circle). North is up, east
 * to the left as the sky is seen from the northern hemisphere; from the southern hemisphere
 * the face is turned 180 degrees.
 */
import type { Ephemeris, LangCode } from '@celestial/core';
import { term } from '@celestial/core';
import { normalizeDegrees, phaseOfElongation } from '@celestial/core/astro';

const SE_SUN = 0;
const SE_MOON = 1;
import { answer, canvasOf, circle, document, n, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';

const rad = Math.PI / 180;

export interface MoonFace {
  illuminatedFraction: number;
  /** Position angle of the bright limb, degrees from north through east (Meeus 48.5). */
  brightLimbAngle: number;
  /** Moon minus Sun in ecliptic longitude, 0-360 (0 new, 180 full). */
  elongation: number;
  phase: ReturnType<typeof phaseOfElongation>;
}

/** Meeus eq. 48.5: tan chi = cos d0 sin(a0 - a) / (sin d0 cos d - cos d0 sin d cos(a0 - a)). */
export function brightLimbAngle(sunRa: number, sunDec: number, moonRa: number, moonDec: number): number {
  const y = Math.cos(sunDec * rad) * Math.sin((sunRa - moonRa) * rad);
  const x = Math.sin(sunDec * rad) * Math.cos(moonDec * rad) - Math.cos(sunDec * rad) * Math.sin(moonDec * rad) * Math.cos((sunRa - moonRa) * rad);
  return normalizeDegrees(Math.atan2(y, x) / rad);
}

export function moonFace(ephemeris: Ephemeris, jd: number): MoonFace {
  const pheno = ephemeris.phenomena(jd, SE_MOON);
  const sun = ephemeris.equatorial(jd, SE_SUN);
  const moon = ephemeris.equatorial(jd, SE_MOON);
  const tropical = { zodiacType: 'tropical' as const, siderealMode: 0 };
  const elongation = normalizeDegrees(ephemeris.longitudeOnlyAt(jd, SE_MOON, tropical) - ephemeris.longitudeOnlyAt(jd, SE_SUN, tropical));
  return {
    illuminatedFraction: pheno.illuminatedFraction,
    brightLimbAngle: brightLimbAngle(sun.rightAscension, sun.declination, moon.rightAscension, moon.declination),
    elongation,
    phase: phaseOfElongation(elongation),
  };
}

/**
 * The lit part, bright limb towards +x before rotation: the right half-disc's limb from the
 * top to the bottom, then the terminator back to the top, bulging left when gibbous (k > 1/2)
 * and right when a crescent.
 */
export function litPath(r: number, k: number): string {
  const b = r * Math.abs(2 * k - 1);
  const sweep = k > 0.5 ? 1 : 0;
  return `M0 ${n(-r)} A${n(r)} ${n(r)} 0 0 1 0 ${n(r)} A${n(b)} ${n(r)} 0 0 ${sweep} 0 ${n(-r)}Z`;
}

/** Screen rotation (degrees, clockwise) turning +x to the bright limb's direction on the sky. */
export function screenRotation(chi: number, southern: boolean): number {
  const dx = -Math.sin(chi * rad);
  const dy = -Math.cos(chi * rad);
  return normalizeDegrees(Math.atan2(dy, dx) / rad + (southern ? 180 : 0));
}

export function renderMoon(face: MoonFace, southern: boolean, caption: { instant: string }, options: RenderOptionsInput | undefined, lang: LangCode) {
  const c = canvasOf(options, lang);
  const t = c.theme;
  const top = c.title ? 30 : 0;
  const captionH = Math.max(40, c.height * 0.16);
  const r = Math.min(c.width, c.height - top - captionH) / 2 - 10;
  const cx = c.width / 2;
  const cy = top + (c.height - top - captionH) / 2;
  const lit = t.slug === 'console' ? t.foreground : '#f4f1e1';
  const dark = t.slug === 'light' ? '#2a2f3a' : '#2b3040';
  const parts = [circle(cx, cy, r, dark, t.line, 1)];
  if (face.illuminatedFraction > 0.001) {
    parts.push(`<path transform="translate(${n(cx)} ${n(cy)}) rotate(${n(screenRotation(face.brightLimbAngle, southern))})" d="${litPath(r, face.illuminatedFraction)}" fill="${lit}"/>`);
  }
  const name = term('lunar-phase', face.phase, lang);
  const pct = `${(face.illuminatedFraction * 100).toFixed(1)}%`;
  parts.push(text(cx, c.height - captionH * 0.62, name, { size: captionH * 0.3, fill: t.foreground, weight: 700, rtl: c.rtl }));
  parts.push(text(cx, c.height - captionH * 0.24, `${pct} · ${caption.instant}`, { size: captionH * 0.2, fill: t.muted }));
  return answer(c, document(c, parts.join('')));
}
