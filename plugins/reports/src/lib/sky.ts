/**
 * Stellaforge's celestial style: the sky above the birthplace at the moment of birth. The
 * stars are the named bright stars of the Swiss Ephemeris catalogue (core's BRIGHT_STARS from
 * sefstars.txt, magnitude below 2.5), placed by swe_fixstar2_ut (equatorial of date) and
 * swe_azalt (azimuth and apparent altitude at the place), with the Sun to Saturn placed the same
 * way from their ecliptic positions; the visible hemisphere is projected stereographically from
 * the zenith (r = R tan(z/2), z the zenith distance: the horizon at R), north up and east to the
 * left, as a sky map held overhead. Drawn with the render family's kit (text, circles, themes).
 */
import type { Ephemeris, LangCode } from '@celestial/core';
import { bodyName } from '@celestial/core';
import { BRIGHT_STARS } from '@celestial/core/astro';
import { canvasOf, circle, document, n, text } from '@celestial/plugin-render/lib/kit';

const RAD = Math.PI / 180;
const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
/** Sun to Saturn: the bodies a naked eye finds among the stars. */
const PLANETS = [0, 1, 2, 3, 4, 5, 6];

export interface SkyObject {
  name: string;
  azimuth: number;
  altitude: number;
  magnitude: number;
  planet: boolean;
}

/** Stars and planets above the horizon (apparent altitude > 0) at a moment and place. */
export function skyAbove(ephemeris: Ephemeris, julianDayUT: number, latitude: number, longitude: number, lang: LangCode): SkyObject[] {
  const place = { latitude, longitude };
  const out: SkyObject[] = [];
  for (const s of BRIGHT_STARS) {
    // By traditional name (swe_fixstar2 also takes ',alLeo', the Bayer form with its comma).
    const star = ephemeris.fixedStar(julianDayUT, s.name, TROPICAL as never);
    if (!star) continue;
    const h = ephemeris.horizontal(julianDayUT, place, 'equatorial', star.rightAscension, star.declination);
    if (h.apparentAltitude > 0) out.push({ name: s.name, azimuth: h.azimuth, altitude: h.apparentAltitude, magnitude: star.magnitude, planet: false });
  }
  for (const id of PLANETS) {
    const p = ephemeris.position(julianDayUT, id, TROPICAL as never);
    const h = ephemeris.horizontal(julianDayUT, place, 'ecliptic', p.longitude, p.latitude);
    if (h.apparentAltitude > 0) out.push({ name: bodyName(id, lang), azimuth: h.azimuth, altitude: h.apparentAltitude, magnitude: -1, planet: true });
  }
  return out;
}

/** Stereographic projection from the zenith: (x, y) in units of the horizon's radius, north up, east left. */
export function project(azimuth: number, altitude: number): [number, number] {
  const r = Math.tan(((90 - altitude) / 2) * RAD);
  return [-r * Math.sin(azimuth * RAD), -r * Math.cos(azimuth * RAD)];
}

export function skySvg(objects: readonly SkyObject[], lang: LangCode, size = 560): string {
  const c = canvasOf({ theme: 'dark', size }, lang);
  const t = c.theme;
  const R = size / 2 - 28;
  const cx = size / 2;
  const cy = size / 2;
  const parts: string[] = [circle(cx, cy, R, '#0b1026', t.line, 1.5)];
  for (const alt of [30, 60]) parts.push(circle(cx, cy, R * Math.tan(((90 - alt) / 2) * RAD), 'none', '#26305a', 0.8));
  for (const [label, az] of [['N', 0], ['E', 90], ['S', 180], ['W', 270]] as const) {
    const [x, y] = project(az, 0);
    parts.push(text(cx + x * (R + 14), cy + y * (R + 14), label, { size: 13, fill: t.muted, weight: 700 }));
  }
  const labels: { x: number; y: number; w: number }[] = [];
  // Planets first and brighter first for the labels' places; the discs are drawn in that order too.
  for (const o of [...objects].sort((a, b) => Number(b.planet) - Number(a.planet) || a.magnitude - b.magnitude)) {
    const [x, y] = project(o.azimuth, o.altitude);
    const px = cx + x * R;
    const py = cy + y * R;
    const radius = o.planet ? 4 : Math.max(1.2, 4.2 - 1.1 * o.magnitude);
    parts.push(circle(px, py, radius, o.planet ? t.accent : '#f4f1ff'));
    if (o.planet || o.magnitude < 1.3) {
      // Above the point, else below, else to the right: the first place no earlier label holds
      // (the Sun and Jupiter stood 0.2 degrees apart at the example birth).
      const size10 = o.planet ? 11 : 10;
      const w = o.name.length * size10 * 0.56;
      const spots: [number, number, 'middle' | 'start'][] = [[px, py - radius - 7, 'middle'], [px, py + radius + 8, 'middle'], [px + radius + 4, py, 'start'], [px - radius - 4 - w, py, 'start']];
      const free = spots.find(([x, y, a]) => {
        const x0 = a === 'middle' ? x - w / 2 : x;
        return !labels.some((b) => x0 < b.x + b.w && b.x < x0 + w && Math.abs(y - b.y) < size10);
      });
      if (free) {
        const [x, y, a] = free;
        labels.push({ x: a === 'middle' ? x - w / 2 : x, y, w });
        parts.push(text(x, y, o.name, { size: size10, fill: o.planet ? t.accent : '#c9d0f0', anchor: a }));
      }
    }
  }
  return document(c, parts.join('')).replace(`<svg `, `<svg data-sky="${n(objects.length)}" `);
}
