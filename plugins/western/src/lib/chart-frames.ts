/**
 * Charts in other frames or from other origins: the solar chart (the Sun as Ascendant, for
 * unknown birth times), the heliocentric chart and the topocentric chart. Pure arithmetic on the
 * Ephemeris service and the shared chart helpers (core/src/astro/chart.ts).
 */
import { position } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { BODY, bodyById, chartSettings, DEFAULT_CHART_BODIES, findAspects, houseOfLongitude, momentEcho, normalizeDegrees, placeBodies, resolveMoment, settingsEcho, signedArc } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { bodyNaming } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

export type SolarHouses = 'equal' | 'whole-sign';

/** Solar-chart cusps: equal houses from the Sun's degree, or whole signs from the Sun's sign. */
export function solarCusps(sunLongitude: number, method: SolarHouses): number[] {
  const first = method === 'equal' ? normalizeDegrees(sunLongitude) : Math.floor(normalizeDegrees(sunLongitude) / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(first + 30 * i));
}

export function solarChart(birth: BirthInput & { houses?: SolarHouses }, services: Services, lang: LangCode = 'en') {
  const method = birth.houses ?? 'equal';
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth);
  const jd = moment.julianDayUT;
  const { bodies, warnings } = placeBodies(services.ephemeris, jd, DEFAULT_CHART_BODIES, settings);
  const sun = bodies.find((b) => b.id === BODY.SUN)!;
  const cusps = solarCusps(sun.longitude, method);
  return {
    moment: momentEcho(moment, services.ephemeris),
    settings: settingsEcho(settings, jd, services.ephemeris, lang),
    houseMethod: method,
    ascendant: sun.longitude,
    houses: cusps.map((cusp, i) => ({ house: i + 1, ...position(cusp, lang) })),
    planets: bodies.map((b) => ({ id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang), solarHouse: houseOfLongitude(b.longitude, cusps) })),
    warnings,
  };
}

// ---------------------------------------------------------------- heliocentric

/** Swiss Ephemeris SE_EARTH; heliocentric charts show Earth where a geocentric one shows the Sun. */
export const EARTH = 14;
export const HELIOCENTRIC_BODIES: readonly number[] = [EARTH, 2, 3, 4, 5, 6, 7, 8, 9];

export function heliocentricChart(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth);
  const jd = moment.julianDayUT;
  const planets = HELIOCENTRIC_BODIES.map((id) => {
    const p = services.ephemeris.heliocentric(jd, id, settings);
    const english = id === EARTH ? 'Earth' : (bodyById(id)?.name ?? `Body ${id}`);
    return { id, ...bodyNaming(id, english, lang), ...position(p.longitude, lang), latitude: p.latitude, distanceAu: p.distance, speed: p.longitudeSpeed };
  });
  return {
    moment: momentEcho(moment, services.ephemeris),
    settings: settingsEcho(settings, jd, services.ephemeris, lang),
    planets,
    aspects: findAspects(planets.map((p) => ({ id: p.id, slug: p.slug, name: p.name, longitude: p.longitude, speed: p.speed })), { lang }),
  };
}

// ---------------------------------------------------------------- topocentric

export const TOPOCENTRIC_BODIES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export function topocentricChart(birth: BirthInput & { altitude?: number }, services: Services, lang: LangCode = 'en') {
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth);
  const jd = moment.julianDayUT;
  const altitude = birth.altitude ?? 0;
  const planets = TOPOCENTRIC_BODIES.map((id) => {
    const geo = services.ephemeris.position(jd, id, settings);
    const topo = services.ephemeris.topocentric(jd, id, birth.longitude, birth.latitude, altitude, settings);
    // The chart's position is the topocentric one (`longitude`, `latitude` and the sign members);
    // the geocentric position beside it for the parallax.
    return {
      id, ...bodyNaming(id, bodyById(id)?.name ?? `Body ${id}`, lang),
      ...position(topo.longitude, lang), latitude: topo.latitude,
      geocentricLongitude: normalizeDegrees(geo.longitude), geocentricLatitude: geo.latitude,
      differenceArcsec: signedArc(geo.longitude, topo.longitude) * 3600,
    };
  });
  return {
    moment: momentEcho(moment, services.ephemeris),
    settings: settingsEcho(settings, jd, services.ephemeris, lang),
    place: { latitude: birth.latitude, longitude: birth.longitude, altitude },
    planets,
  };
}
