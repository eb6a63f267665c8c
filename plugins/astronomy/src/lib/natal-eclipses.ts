/**
 * Eclipses read against a natal chart (Bernadette Brady, Predictive Astrology: The Eagle and the
 * Lark, 1992, ch. on eclipses): the degree of each eclipse (the Sun at a solar, the Moon at a lunar
 * maximum, in the chart's zodiac), the natal house it falls in (cusp interval on the natal cusps,
 * which for an ecliptic point equals floor(swe_house_pos)) and the natal points it conjoins,
 * squares or opposes within the orb.
 */
import type { Clock, Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { ApiError, bodyName, bodySlug, position, term } from '@celestial/core';
import { castChart, houseOfBody, momentEcho, settingsEcho } from '@celestial/core/astro';
import type { BirthInput, CastChart } from '@celestial/core/astro';
import { eclipsesBetween } from './eclipses.js';
import { instant, instantOrNull, parseYmd } from './time.js';

export type ContactAspect = 'conjunction' | 'square' | 'opposition';
const ASPECTS: [ContactAspect, number][] = [['conjunction', 0], ['square', 90], ['opposition', 180]];

export interface NatalPoint {
  slug: string;
  name: string;
  longitude: number;
}

/** The chart's bodies and four angles as the points an eclipse can touch. */
export function natalPoints(chart: CastChart, lang: LangCode): NatalPoint[] {
  const bodies = chart.bodies.map((b) => ({ slug: bodySlug(b.id) ?? String(b.id), name: bodyName(b.id, lang), longitude: b.longitude }));
  const a = chart.angles;
  const angles: [string, number][] = [['ascendant', a.ascendant], ['midheaven', a.mc], ['descendant', a.descendant], ['imum-coeli', a.ic]];
  return [...bodies, ...angles.map(([slug, longitude]) => ({ slug, name: term('chart-angle', slug, lang), longitude }))];
}

/** Natal points within `orb` of 0, 90 or 180 deg from the eclipse degree (squares on either side). */
export function eclipseContacts(longitude: number, points: readonly NatalPoint[], orb: number) {
  const out: { point: { slug: string; name: string }; aspect: ContactAspect; orb: number }[] = [];
  for (const p of points) {
    const sep = Math.abs(((longitude - p.longitude + 540) % 360) - 180); // 0..180
    for (const [aspect, angle] of ASPECTS) {
      const o = Math.abs(sep - angle);
      if (o <= orb) out.push({ point: { slug: p.slug, name: p.name }, aspect, orb: o });
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}

export function natalHouse(longitude: number, chart: CastChart): number {
  return houseOfBody(longitude, chart.cusps, chart.settings.houseSystem);
}

/** The Sun's (solar) or Moon's (lunar) longitude at the maximum in the chart's zodiac. */
export function eclipseDegree(ephemeris: Ephemeris, kind: 'solar' | 'lunar', maxJd: number, chart: CastChart): number {
  return ephemeris.position(maxJd, kind === 'solar' ? 0 : 1, chart.settings).longitude;
}

// ---------------------------------------------------------------- /eclipse-analysis

export interface EclipseAnalysisInput extends BirthInput {
  point?: { latitude: number; longitude: number };
  startDate?: string;
  yearsAhead?: number;
  orb?: number;
}

/**
 * The answer of /eclipse-analysis: the eclipses from startDate over yearsAhead years, each with
 * its degree, natal house and contacts, and the local circumstances at the point (the
 * catalogue's recipe: swe_sol_eclipse_when_loc started 1 day before the global begin, visible
 * when its maximum lies between the global begin and end; swe_lun_eclipse_how at the global
 * maximum for a lunar eclipse).
 */
export function eclipseAnalysis(body: EclipseAnalysisInput, services: { ephemeris: Ephemeris; timeZones: TimeZones; clock: Clock }, lang: LangCode) {
  const { ephemeris } = services;
  const chart = castChart(body, services);
  const point = body.point ?? { latitude: body.latitude, longitude: body.longitude };
  const startDate = body.startDate ?? services.clock.now().toISOString().slice(0, 10);
  const [y, m, d] = parseYmd(startDate);
  const years = body.yearsAhead ?? 2;
  if (y + years > 2999) throw ApiError.invalidField('startDate', 'the search must end before 3000');
  const start = ephemeris.julianDay(y, m, d, 0);
  const end = ephemeris.julianDay(y + years, m, d, 0);
  const points = natalPoints(chart, lang);
  const orb = body.orb ?? 3;
  const counts = new Map<string, { point: { slug: string; name: string }; count: number }>();
  const eclipses = eclipsesBetween(ephemeris, start, end).map((e) => {
    const lon = eclipseDegree(ephemeris, e.kind, e.maxJd, chart);
    const contacts = eclipseContacts(lon, points, orb);
    for (const c of contacts) {
      const k = counts.get(c.point.slug) ?? { point: c.point, count: 0 };
      k.count++;
      counts.set(c.point.slug, k);
    }
    let local: { visible: boolean; magnitude: number; obscuration: number | null; altitude: number | null; localMax: string | null };
    if (e.kind === 'solar') {
      const l = ephemeris.solarEclipseLocal(e.beginJd - 1, point.longitude, point.latitude, 0, false);
      const visible = l !== null && l.maximum >= e.beginJd && l.maximum <= e.endJd;
      local = visible ? { visible, magnitude: l!.magnitude, obscuration: l!.obscuration, altitude: l!.sunTrueAltitude, localMax: instantOrNull(l!.maximum) } : { visible: false, magnitude: 0, obscuration: 0, altitude: null, localMax: null };
    } else {
      const how = ephemeris.lunarEclipseHow(e.maxJd, point.longitude, point.latitude, 0);
      local = { visible: how.moonApparentAltitude > 0, magnitude: how.umbralMagnitude, obscuration: null, altitude: how.moonApparentAltitude, localMax: instant(e.maxJd) };
    }
    return { kind: e.kind, type: e.type, maxDate: instant(e.maxJd), ...position(lon, lang), natalHouse: natalHouse(lon, chart), contacts, local };
  });
  const mostActivated = [...counts.values()].sort((a, b) => b.count - a.count || a.point.slug.localeCompare(b.point.slug));
  return { moment: momentEcho(chart.moment, ephemeris), settings: settingsEcho(chart.settings, chart.moment.julianDayUT, ephemeris, lang), point, eclipses, mostActivated };
}
