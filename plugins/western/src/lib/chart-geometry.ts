/**
 * The chart's angles and sensitive points (POST /angles, /vertex) from swe_houses_ex's ascmc
 * array. They do not depend on the house system, so they are read from a Porphyry call
 * (which never fails, not even inside the polar circles).
 */
import type { LangCode } from '@celestial/core';
import { houseSystemNameIn, normalizeDegrees } from '@celestial/core/astro';
import type { Birth, Services } from './houses-division.js';
import { chartWithEcho, declinationOf, point, TROPICAL } from './houses-division.js';

function frame(birth: Birth, services: Services, lang: LangCode) {
  const { chart, moment, settings } = chartWithEcho({ ...birth, houseSystem: 'O' }, services, [0]);
  const jd = chart.moment.julianDayUT;
  const h = services.ephemeris.housesFull(jd, birth.latitude, birth.longitude, 'O', chart.settings)!;
  const trop = services.ephemeris.housesFull(jd, birth.latitude, birth.longitude, 'O', TROPICAL)!;
  const code = birth.houseSystem ?? 'P';
  return { jd, h, trop, moment, settings: { ...settings, houseSystem: code, houseSystemName: houseSystemNameIn(code, lang) } };
}

export function anglesAnswer(birth: Birth, services: Services, lang: LangCode = 'en') {
  const { jd, h, trop, moment, settings } = frame(birth, services, lang);
  const obliquity = services.ephemeris.obliquities(jd);
  // Declination from the tropical longitude of date: sin d = sin e sin l (the angles lie on the ecliptic).
  const angle = (lon: number, tropLon: number) => ({ ...point(lon, lang), declination: declinationOf(tropLon, obliquity.true) });
  return {
    moment, settings,
    ascendant: angle(h.ascendant, trop.ascendant),
    descendant: angle(h.ascendant + 180, trop.ascendant + 180),
    mc: angle(h.mc, trop.mc),
    ic: angle(h.mc + 180, trop.mc + 180),
    armc: h.armc,
    localSiderealTimeHours: normalizeDegrees(h.armc) / 15,
    obliquity,
  };
}

export function vertexAnswer(birth: Birth, services: Services, lang: LangCode = 'en') {
  const { h, moment, settings } = frame(birth, services, lang);
  return {
    moment, settings,
    vertex: point(h.vertex, lang),
    antiVertex: point(h.vertex + 180, lang),
    eastPoint: point(h.equatorialAscendant, lang),
    coAscendantKoch: point(h.coAscendantKoch, lang),
    coAscendantMunkasey: point(h.coAscendantMunkasey, lang),
    polarAscendant: point(h.polarAscendant, lang),
  };
}
