/**
 * Aspect tools over a natal chart: the aspect grid (/aspect-grid), unaspected planets
 * (/aspects/unaspected), midpoints (/midpoints), antiscia (/antiscia) and harmonic charts
 * (/harmonics). The arithmetic is shared core code (core/src/astro: aspects, midpoints,
 * antiscia, harmonics); these functions cast the chart and shape the answers.
 */
import { bodySlug, hasTerm, kebab, position, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  antiscion, ASPECTS, castChart, checkBodyIds, contraAntiscion, DEFAULT_CHART_BODIES, farMidpoint, findAspects, harmonicLongitude, houseOfBody,
  nearMidpoint, shortestArc, signedArc, SUPPORTED_BODY_IDS,
} from '@celestial/core/astro';
import type { AspectPoint, BirthInput, CastChart } from '@celestial/core/astro';
import { ASC_ID, chartPoints, echo, MC_ID, SUN_TO_PLUTO } from './aspect-patterns.js';
import { bodyNaming, bodyRef, bodyRefOfName, refOut } from './vocabulary.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const PTOLEMAIC = [0, 60, 90, 120, 180];
const DEG = Math.PI / 180;

/** Ascendant and MC speeds, degrees per day, by a central difference of one minute. */
function angleSpeeds(chart: CastChart, birth: BirthInput, services: Services): { ascendant: number; mc: number } {
  const h = 1 / 1440;
  const jd = chart.moment.julianDayUT;
  const at = (t: number) => services.ephemeris.houses(t, birth.latitude, birth.longitude, chart.settings.houseSystem, chart.settings);
  const before = at(jd - h);
  const after = at(jd + h);
  return { ascendant: signedArc(before.ascendant, after.ascendant) / (2 * h), mc: signedArc(before.mc, after.mc) / (2 * h) };
}

/**
 * The aspect grid: every pair of the chart's bodies (and Ascendant, MC), its shortest-arc
 * separation, the aspect /aspects finds for it (one per pair, the closest, default orbs or the
 * caller's aspectAngles with the table's orbs, 2 deg for an angle the table lacks), and the
 * declination parallel or contraparallel within 1 deg, as printed aspectarians show them.
 * Cells are the lower triangle: row > col, indices into `bodies`.
 */
export function aspectGrid(
  birth: BirthInput & { visiblePlanetIds?: number[]; aspectAngles?: number[]; includeAngles?: boolean; includeDeclination?: boolean },
  services: Services,
  lang: LangCode = 'en',
) {
  checkBodyIds(birth.visiblePlanetIds, 'visiblePlanetIds', SUPPORTED_BODY_IDS);
  const chart = castChart(birth, services, { bodies: birth.visiblePlanetIds ? [...new Set(birth.visiblePlanetIds)] : DEFAULT_CHART_BODIES });
  const includeAngles = birth.includeAngles ?? true;
  const points = chartPoints(chart, includeAngles, includeAngles ? angleSpeeds(chart, birth, services) : undefined);
  const found = new Map(findAspects(points, { angles: birth.aspectAngles }).map((a) => [`${a.planet1.id}:${a.planet2.id}`, a]));
  const includeDeclination = birth.includeDeclination ?? true;
  const jd = chart.moment.julianDayUT;
  let declinations: number[] = [];
  if (includeDeclination) {
    // Bodies: swe_calc_ut with SEFLG_EQUATORIAL (true equator of date). Angles lie on the
    // ecliptic (latitude 0): sin(dec) = sin(eps) sin(lambda), lambda tropical, eps the true obliquity.
    const eps = services.ephemeris.obliquity(jd) * DEG;
    const ayan = chart.settings.zodiacType === 'sidereal' ? services.ephemeris.ayanamsa(jd, chart.settings.siderealMode) : 0;
    declinations = points.map((p) =>
      p.id === ASC_ID || p.id === MC_ID ? Math.asin(Math.sin(eps) * Math.sin((p.longitude + ayan) * DEG)) / DEG : services.ephemeris.equatorial(jd, p.id).declination,
    );
  }
  const cells = [];
  const totals: Record<string, number> = {};
  for (let row = 1; row < points.length; row++) {
    for (let col = 0; col < row; col++) {
      const a = points[col]!;
      const b = points[row]!;
      const hit = found.get(`${a.id}:${b.id}`) ?? found.get(`${b.id}:${a.id}`);
      if (hit) totals[hit.type.name] = (totals[hit.type.name] ?? 0) + 1;
      let declination: 'parallel' | 'contraparallel' | null = null;
      if (includeDeclination) {
        const d1 = declinations[col]!;
        const d2 = declinations[row]!;
        const opposite = Math.sign(d1) * Math.sign(d2) < 0;
        if (!opposite && Math.abs(d1 - d2) <= 1) declination = 'parallel';
        else if (opposite && Math.abs(d1 + d2) <= 1) declination = 'contraparallel';
      }
      cells.push({
        row,
        col,
        separation: shortestArc(a.longitude, b.longitude),
        aspect: hit ? { slug: hit.type.slug, name: hasTerm('aspect', hit.type.slug) ? term('aspect', hit.type.slug, lang) : hit.type.name, symbol: hit.type.symbol, angle: hit.type.angle } : null,
        orb: hit ? hit.orb : null,
        isApplying: hit ? hit.isApplying : null,
        declination,
      });
    }
  }
  return { ...echo(chart, services, lang), bodies: points.map((p) => p.name), cells, totals, warnings: chart.warnings };
}

/**
 * Unaspected planets (Sue Tompkins, Aspects in Astrology, 1989): Sun-Pluto making no Ptolemaic
 * aspect (0/60/90/120/180) to another of them within /aspects' default orbs (angles excluded);
 * with majorOnly false, no aspect of the eleven at all. onlyMinor: no Ptolemaic aspect but at
 * least one minor. aspectCounts: each planet's Ptolemaic aspects (all aspects with majorOnly false).
 */
/** The unaspected rule over any points (pure; the operation feeds it the chart's Sun-Pluto). */
export function unaspectedAmong(points: readonly AspectPoint[], majorOnly: boolean) {
  const all = findAspects(points);
  const major = all.filter((a) => PTOLEMAIC.includes(a.type.angle));
  const counted = majorOnly ? major : all;
  const count = (list: typeof all, id: number) => list.filter((a) => a.planet1.id === id || a.planet2.id === id).length;
  const aspectCounts: Record<string, number> = {};
  for (const p of points) aspectCounts[p.name] = count(counted, p.id);
  const pick = (p: AspectPoint) => ({ id: p.id, slug: bodySlug(p.id) ?? kebab(p.name), name: p.name });
  return {
    unaspected: points.filter((p) => count(counted, p.id) === 0).map(pick),
    onlyMinor: points.filter((p) => count(major, p.id) === 0 && count(all, p.id) > 0).map(pick),
    aspectCounts,
  };
}

export function unaspected(birth: BirthInput & { majorOnly?: boolean }, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: SUN_TO_PLUTO });
  return { ...echo(chart, services, lang), ...unaspectedAmong(chartPoints(chart, false), birth.majorOnly ?? true) };
}

/**
 * Midpoints of every pair (Reinhold Ebertin, The Combination of Stellar Influences, 1940): the
 * near midpoint on the shorter arc with its house by cusp comparison, the far one opposite.
 * Default factors Ebertin's: Sun-Pluto and the (mean) node, with Ascendant and MC.
 */
export function midpoints(birth: BirthInput & { planetIds?: number[]; includeAngles?: boolean }, services: Services, lang: LangCode = 'en') {
  checkBodyIds(birth.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const chart = castChart(birth, services, { bodies: birth.planetIds ? [...new Set(birth.planetIds)] : [...SUN_TO_PLUTO, 10] });
  const points = chartPoints(chart, birth.includeAngles ?? true);
  const out = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!;
      const b = points[j]!;
      const near = nearMidpoint(a.longitude, b.longitude);
      const far = farMidpoint(a.longitude, b.longitude);
      out.push({
        // The two factors by reference, named in the answer's language (English names before; English sweep).
        pair: [bodyRefOfName(a.name, lang), bodyRefOfName(b.name, lang)],
        near: { ...position(near, lang), house: houseOfBody(near, chart.cusps, chart.settings.houseSystem) },
        far: position(far, lang),
      });
    }
  }
  return { ...echo(chart, services, lang), midpoints: out, count: out.length, warnings: chart.warnings };
}

/**
 * Antiscia of Sun-Pluto (Lilly, Christian Astrology I, "Of the Antiscions"): antiscion
 * (180 - lambda), contra-antiscion (360 - lambda); a contact when one body's antiscion (or
 * contra-antiscion) lies within `orb` of another body. The relation is symmetric (A's
 * antiscion on B exactly when B's is on A), so each pair is listed once, in body order.
 */
export function antiscia(birth: BirthInput & { orb?: number }, services: Services, lang: LangCode = 'en') {
  const orb = birth.orb ?? 1;
  const chart = castChart(birth, services, { bodies: SUN_TO_PLUTO });
  const bodies = chart.bodies;
  const points = bodies.map((b) => ({ ...bodyRef(b.id, b.name, lang), longitude: b.longitude, antiscion: antiscion(b.longitude), contraAntiscion: contraAntiscion(b.longitude) }));
  const contacts = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!;
      const b = points[j]!;
      const d1 = shortestArc(a.antiscion, b.longitude);
      // Each end of a contact is a body reference (issue 12), not its English name.
      const planet = { id: a.id, slug: a.slug, name: a.name };
      const toPlanet = { id: b.id, slug: b.slug, name: b.name };
      if (d1 <= orb) contacts.push({ planet, toPlanet, kind: 'antiscion' as const, orb: d1 });
      const d2 = shortestArc(a.contraAntiscion, b.longitude);
      if (d2 <= orb) contacts.push({ planet, toPlanet, kind: 'contra-antiscion' as const, orb: d2 });
    }
  }
  return { ...echo(chart, services, lang), points, contacts };
}

/**
 * Harmonic chart (Addey 1976; Hamblin 1983): every longitude of Sun-Pluto and the Ascendant and
 * MC times the harmonic, mod 360; aspects 0/60/90/120/180 among the harmonic planets with the
 * one orb `orb` in harmonic-chart degrees (a natal orb of orb / harmonic).
 */
export function harmonics(birth: BirthInput & { harmonic: number; orb?: number }, services: Services, lang: LangCode = 'en') {
  const H = birth.harmonic;
  const orb = birth.orb ?? 8;
  const chart = castChart(birth, services, { bodies: SUN_TO_PLUTO });
  const planets = chart.bodies.map((b) => {
    // The harmonic position is the chart's `longitude` with its sign members; the natal one beside it.
    return { id: b.id, ...bodyNaming(b.id, b.name, lang), natalLongitude: b.longitude, ...position(harmonicLongitude(b.longitude, H), lang) };
  });
  // Speeds scale with the harmonic too, so applying/separating carries over; it is not reported.
  const points = chart.bodies.map((b, i) => ({ id: b.id, name: b.name, longitude: planets[i]!.longitude, speed: b.speed * H }));
  const orbs = Object.fromEntries(ASPECTS.filter((k) => PTOLEMAIC.includes(k.angle)).map((k) => [k.slug, orb]));
  const aspects = findAspects(points, { angles: PTOLEMAIC, orbs }).map((a) => ({
    planet1: refOut(a.planet1, lang),
    planet2: refOut(a.planet2, lang),
    // Named in `lang` by core's aspect table (issue 12: the name was English).
    type: { slug: kebab(a.type.name), name: term('aspect', kebab(a.type.name), lang), angle: a.type.angle },
    orb: a.orb,
  }));
  return {
    ...echo(chart, services, lang),
    harmonic: H,
    planets,
    angles: { ascendant: harmonicLongitude(chart.angles.ascendant, H), mc: harmonicLongitude(chart.angles.mc, H) },
    aspects,
  };
}
