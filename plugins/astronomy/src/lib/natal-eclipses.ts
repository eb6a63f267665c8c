/**
 * Eclipses read against a natal chart (Bernadette Brady, Predictive Astrology: The Eagle and the
 * Lark, 1992, ch. on eclipses): the degree of each eclipse (the Sun at a solar, the Moon at a lunar
 * maximum, in the chart's zodiac), the natal house it falls in (cusp interval on the natal cusps,
 * which for an ecliptic point equals floor(swe_house_pos)) and the natal points it conjoins,
 * squares or opposes within the orb.
 */
import type { Ephemeris, LangCode } from '@celestial/core';
import { bodyName, bodySlug, term } from '@celestial/core';
import { houseOfBody } from '@celestial/core/astro';
import type { CastChart } from '@celestial/core/astro';

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
