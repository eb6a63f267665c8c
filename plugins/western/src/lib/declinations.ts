/**
 * Declinations: right ascension and declination of the bodies (Ephemeris.equatorial, i.e.
 * swe_calc_ut with SEFLG_EQUATORIAL|SEFLG_SPEED, true equator and equinox of date), of the
 * Ascendant and MC (delta = asin(sin eps sin lambda), eps the true obliquity), parallels and
 * contra-parallels, and bodies out of bounds. Kt Boehrer, Declination: The Other Dimension (1994).
 */
import type { LangCode } from '@celestial/core';
import { ApiError } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import { bodyById, castChart, DEFAULT_CHART_BODIES, momentEcho, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { bodyNaming } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

const DEG = Math.PI / 180;

/** Declination of a point on the ecliptic (latitude 0) at tropical longitude lambda. */
export function eclipticDeclination(tropicalLongitude: number, obliquity: number): number {
  return Math.asin(Math.sin(obliquity * DEG) * Math.sin(tropicalLongitude * DEG)) / DEG;
}

const hemisphere = (d: number) => (d >= 0 ? ('north' as const) : ('south' as const));

/** Bodies and angles with their declinations at the chart's moment. */
export function chartDeclinations(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  // The bodies themselves are not needed from the cast; houses and moment are.
  const chart = castChart(birth, services, { bodies: [] });
  const jd = chart.moment.julianDayUT;
  const eph = services.ephemeris;
  const warnings: string[] = [];
  const bodies = [];
  for (const id of DEFAULT_CHART_BODIES) {
    const name = bodyById(id)?.name ?? `Body ${id}`;
    if (!eph.canPlace(jd, id)) {
      warnings.push(`${name} is left out: its ephemeris file covers 1800-2400 only and the Moshier theory has no asteroids`);
      continue;
    }
    const q = eph.equatorial(jd, id);
    bodies.push({ id, slug: bodyNaming(id, name, 'en').slug, name, declination: q.declination, rightAscension: q.rightAscension, hemisphere: hemisphere(q.declination), declinationSpeed: q.declinationSpeed });
  }
  const obliquity = eph.obliquity(jd);
  // Angles: the tropical longitudes (a sidereal chart's angles plus its ayanamsa).
  const shift = chart.settings.zodiacType === 'sidereal' ? eph.ayanamsa(jd, chart.settings.siderealMode) : 0;
  const angles = {
    ascendant: eclipticDeclination(chart.angles.ascendant + shift, obliquity),
    mc: eclipticDeclination(chart.angles.mc + shift, obliquity),
  };
  return {
    moment: momentEcho(chart.moment, eph),
    settings: settingsEcho(chart.settings, jd, eph, lang),
    obliquity,
    bodies,
    angles,
    warnings: [...chart.warnings, ...warnings],
  };
}

export function declinations(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const { obliquity: _o, ...rest } = chartDeclinations(birth, services, lang);
  return rest;
}

/** Both lunar nodes sit on the ecliptic at nearly one point: their pair is not an aspect. */
const NODE_IDS = new Set([10, 11]);

export function parallels(birth: BirthInput & { orb?: number }, services: Services, lang: LangCode = 'en') {
  const orb = birth.orb ?? 1;
  if (!(orb > 0 && orb <= 10)) throw ApiError.invalidField('orb', 'must be greater than 0 and at most 10 degrees');
  const d = chartDeclinations(birth, services, lang);
  const points = [
    ...d.bodies.map((b) => ({ name: b.name, declination: b.declination })),
    { name: 'Ascendant', declination: d.angles.ascendant },
    { name: 'MC', declination: d.angles.mc },
  ];
  const ids = new Map(d.bodies.map((b) => [b.name, b.id]));
  type Pair = { a: string; b: string; declinationA: number; declinationB: number; orb: number };
  const par: Pair[] = [];
  const contra: Pair[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!;
      const b = points[j]!;
      if (NODE_IDS.has(ids.get(a.name) ?? -1) && NODE_IDS.has(ids.get(b.name) ?? -1)) continue;
      const same = hemisphere(a.declination) === hemisphere(b.declination);
      const o = same ? Math.abs(a.declination - b.declination) : Math.abs(a.declination + b.declination);
      if (o > orb) continue;
      (same ? par : contra).push({ a: a.name, b: b.name, declinationA: a.declination, declinationB: b.declination, orb: o });
    }
  }
  return { moment: d.moment, settings: d.settings, orbAllowed: orb, parallels: par, contraParallels: contra, warnings: d.warnings };
}

/** Out of bounds: |declination| greater than the true obliquity of the date (the Sun's greatest declination). */
export function outOfBounds(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const d = chartDeclinations(birth, services, lang);
  const oob = d.bodies
    .filter((b) => Math.abs(b.declination) > d.obliquity)
    .map((b) => ({ id: b.id, slug: b.slug, name: b.name, declination: b.declination, excessDegrees: Math.abs(b.declination) - d.obliquity, hemisphere: b.hemisphere }));
  return { moment: d.moment, settings: d.settings, obliquity: d.obliquity, outOfBounds: oob, count: oob.length, warnings: d.warnings };
}
