/**
 * The natal-chart calculations behind /chart, /planets and /aspects: the shared chart cast
 * (core/src/astro/chart.ts) shaped into the answers of the catalogue.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castChart, checkBodyIds, chartSettings, DEFAULT_CHART_BODIES, findAspects, momentEcho, placeBodies, resolveMoment, settingsEcho, SUPPORTED_BODY_IDS } from '@celestial/core/astro';
import type { AspectFound, AspectOptions, BirthInput, PlacedBody } from '@celestial/core/astro';
import { chartSensitivity } from './time-sensitivity.js';
import { bodyInHouseOut, bodyOut, cuspOut } from './vocabulary.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

export function aspectsBetween(bodies: readonly PlacedBody[], options: AspectOptions = {}): AspectFound[] {
  return findAspects(bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })), options);
}

export function natalChart(birth: BirthInput & { visiblePlanetIds?: number[]; aspectAngles?: number[] }, services: Services, lang: LangCode = 'en') {
  checkBodyIds(birth.visiblePlanetIds, 'visiblePlanetIds', SUPPORTED_BODY_IDS);
  const chart = castChart(birth, services, { bodies: birth.visiblePlanetIds ?? DEFAULT_CHART_BODIES });
  return {
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang),
    planets: chart.bodies.map((b) => bodyInHouseOut(b, lang)),
    // `cusp` stays beside the position members while the bench and accuracy suites read it.
    houses: chart.houses.map((h) => cuspOut(h, lang)), // `longitude` is the cusp (issue 12: no `cusp` twin)
    angles: chart.angles,
    aspects: aspectsBetween(chart.bodies, { angles: birth.aspectAngles, lang }),
    sensitivity: chartSensitivity(chart, birth, services.ephemeris),
    warnings: chart.warnings,
  };
}

export function natalPlanets(birth: BirthInput & { visiblePlanetIds?: number[] }, services: Services, lang: LangCode = 'en') {
  checkBodyIds(birth.visiblePlanetIds, 'visiblePlanetIds', SUPPORTED_BODY_IDS);
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth);
  const { bodies, warnings } = placeBodies(services.ephemeris, moment.julianDayUT, birth.visiblePlanetIds ?? DEFAULT_CHART_BODIES, settings);
  return {
    julianDayUT: moment.julianDayUT,
    moment: momentEcho(moment, services.ephemeris),
    settings: settingsEcho(settings, moment.julianDayUT, services.ephemeris, lang),
    planets: bodies.map((b) => bodyOut(b, lang)),
    warnings,
  };
}

export function natalAspects(
  birth: BirthInput & { planet1Ids?: number[]; planet2Ids?: number[]; aspectAngles?: number[]; orbs?: Record<string, number> },
  services: Services,
  lang: LangCode = 'en',
) {
  checkBodyIds(birth.planet1Ids, 'planet1Ids', SUPPORTED_BODY_IDS);
  checkBodyIds(birth.planet2Ids, 'planet2Ids', SUPPORTED_BODY_IDS);
  const ids = [...new Set([...DEFAULT_CHART_BODIES, ...(birth.planet1Ids ?? []), ...(birth.planet2Ids ?? [])])];
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth);
  const { bodies } = placeBodies(services.ephemeris, moment.julianDayUT, ids, settings);
  const aspects = aspectsBetween(bodies, { angles: birth.aspectAngles, orbs: birth.orbs, planet1Ids: birth.planet1Ids, planet2Ids: birth.planet2Ids, lang });
  return { count: aspects.length, aspects };
}
