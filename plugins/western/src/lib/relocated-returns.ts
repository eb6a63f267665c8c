/**
 * Relocated solar returns: one return instant (the root of /returns/solar), the chart cast at
 * each candidate place (swe_houses_ex), and a comparison score. The return is the same instant
 * everywhere; only the angles and houses move with the place, which is the whole point of
 * travelling for a solar return (Mary Fortier Shea, Planets in Solar Returns, 1992, ch. 2).
 */
import { kebab, position } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castChart, castHouses, houseOfBody, placeBodies, shortestArc } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { returnMoment, returnPlace, solarReturnInstant, RETURN_BODIES } from './time-events.js';
import { bodyNaming, bodyRefOfName } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

/** The catalogue weights of the comparison, echoed in the answer. */
export const RELOCATION_WEIGHTS = {
  angleOrb: 5,
  beneficOnAngle: 3,
  maleficOnAngle: -3,
  sunInHouse: { 1: 2, 10: 2, 11: 2, 12: -2 } as Record<string, number>,
  benefics: ['Venus', 'Jupiter'],
  malefics: ['Mars', 'Saturn'],
};

const ANGULAR_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface AngularPlanet { planet: string; angle: 'Ascendant' | 'MC' | 'Descendant' | 'IC'; orb: number }

/** Bodies within `orb` of the four angles (each body at its nearest angle). */
export function angularPlanets(bodies: readonly { name: string; longitude: number }[], ascendant: number, mc: number, orb: number): AngularPlanet[] {
  const angles: [AngularPlanet['angle'], number][] = [['Ascendant', ascendant], ['MC', mc], ['Descendant', ascendant + 180], ['IC', mc + 180]];
  const out: AngularPlanet[] = [];
  for (const b of bodies) {
    let best: AngularPlanet | null = null;
    for (const [angle, lon] of angles) {
      const o = shortestArc(b.longitude, lon);
      if (o <= orb && (!best || o < best.orb)) best = { planet: b.name, angle, orb: o };
    }
    if (best) out.push(best);
  }
  return out;
}

export function relocationScore(angular: readonly AngularPlanet[], sunHouse: number, w = RELOCATION_WEIGHTS): number {
  let score = w.sunInHouse[String(sunHouse)] ?? 0;
  for (const a of angular) {
    if (w.benefics.includes(a.planet)) score += w.beneficOnAngle;
    if (w.malefics.includes(a.planet)) score += w.maleficOnAngle;
  }
  return score;
}

export function solarReturnLocations(
  body: BirthInput & { year: number; locations: { name?: string; latitude: number; longitude: number }[] },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris, timeZones } = services;
  const natal = castChart(body, services, { bodies: RETURN_BODIES });
  const { jd, target } = solarReturnInstant(ephemeris, body, natal);
  const s = natal.settings;
  const { bodies } = placeBodies(ephemeris, jd, ANGULAR_BODIES, s);
  const locations = body.locations.map((loc, i) => {
    const { cusps, angles } = castHouses(ephemeris, jd, loc.latitude, loc.longitude, s);
    const sunHouse = houseOfBody(bodies.find((b) => b.id === 0)!.longitude, cusps, s.houseSystem);
    const angular = angularPlanets(bodies, angles.ascendant, angles.mc, RELOCATION_WEIGHTS.angleOrb);
    return {
      // The caller's own label for the place, echoed as sent (a city keeps the name the request gave
      // it, in whatever language the caller wrote it; the service names no place itself), null when
      // the request named none; its slug keys it for a machine (location-N when unnamed).
      slug: (loc.name === undefined ? '' : kebab(loc.name)) || `location-${i + 1}`,
      name: loc.name ?? null,
      latitude: loc.latitude,
      longitude: loc.longitude,
      ascendant: angles.ascendant,
      mc: angles.mc,
      sunHouse,
      // The angle by reference in `lang` (chart-angle table: ascendant, midheaven, descendant, imum-coeli).
      angularPlanets: angular.map((a) => ({ planet: a.planet, angle: bodyRefOfName(a.angle, lang), orb: a.orb })),
      score: relocationScore(angular, sunHouse),
    };
  });
  const best = locations.reduce((b, l, i) => (l.score > locations[b]!.score ? i : b), 0);
  return {
    moment: { utc: natal.moment.utc, julianDayUT: natal.moment.julianDayUT },
    returnMoment: returnMoment(ephemeris, timeZones, jd, returnPlace(body, undefined, timeZones)),
    natalSunLongitude: target,
    returnPlanets: bodies.map((b) => ({ id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang) })),
    locations,
    best: { index: best, slug: locations[best]!.slug, name: locations[best]!.name, score: locations[best]!.score },
    weights: RELOCATION_WEIGHTS,
  };
}
