/**
 * The progressed composite: the midpoints of the two partners' secondary-progressed positions
 * and angles at one date (each chart progressed as /progressions: a day for a tropical year,
 * angles by solar arc in right ascension), set against the natal composite (as /composite:
 * near midpoints, Robert Hand, Planets in Composite, 1975, ch. 1). Hand (ch. 9) reads the
 * progressed composite's aspects to the natal composite as the relationship's own timing.
 */
import { position } from '@celestial/core';
import type { Clock, Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { chartSettings, houseOfBody, nearMidpoint, resolveMoment, settingsEcho } from '@celestial/core/astro';
import { bodyNaming } from './vocabulary.js';
import type { BirthInput } from '@celestial/core/astro';
import { composite, derivedMomentEcho } from './relationships.js';
import { aspectsToNatal, progressedChart, PROGRESSION_ASPECTS } from './progressions.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones; clock: Clock }

const ASC = -1;
const MC = -2;

export function compositeProgressions(body: { chart1: BirthInput; chart2: BirthInput; targetDate?: string; orb?: number }, services: Services, lang: LangCode = 'en') {
  const targetDate = body.targetDate ?? services.clock.now().toISOString().slice(0, 10);
  const p1 = progressedChart({ ...body.chart1, targetDate }, 'secondary', services, lang);
  const p2 = progressedChart({ ...body.chart2, targetDate }, 'secondary', services, lang);
  const natal = composite({ chart1: body.chart1, chart2: body.chart2 }, services);
  const cusps = natal.houses.map((h) => h.cusp);
  const system = p1.natal.settings.houseSystem;
  const planets = p1.planets.flatMap((a) => {
    const b = p2.planets.find((x) => x.id === a.id);
    if (!b) return [];
    const longitude = nearMidpoint(a.longitude, b.longitude);
    return [{ id: a.id, ...bodyNaming(a.id, a.name, lang), ...position(longitude, lang), compositeHouse: houseOfBody(longitude, cusps, system) }];
  });
  const angles = { ascendant: nearMidpoint(p1.houses.ascendant, p2.houses.ascendant), mc: nearMidpoint(p1.houses.mc, p2.houses.mc) };
  const moving = [
    ...planets.map((p) => ({ id: p.id, name: p.name, longitude: p.longitude, speed: 0 })),
    { id: ASC, name: 'Ascendant', longitude: angles.ascendant, speed: 0 },
    { id: MC, name: 'MC', longitude: angles.mc, speed: 0 },
  ];
  const fixed = [
    ...natal.planets.map((p) => ({ id: p.id, name: bodyNaming(p.id, p.name, lang).name, longitude: p.longitude, speed: 0 })),
    { id: ASC, name: 'Ascendant', longitude: natal.angles.ascendant, speed: 0 },
    { id: MC, name: 'MC', longitude: natal.angles.mc, speed: 0 },
  ];
  // The echo (DESIGN.md "Vocabulary": every chart-derived answer carries moment and settings) is
  // /composite's: the mean of the two birth moments, for which the natal composite's houses
  // (and so every compositeHouse here) are cast, and chart1's settings, which both charts share.
  const jd = (resolveMoment(body.chart1, services).julianDayUT + resolveMoment(body.chart2, services).julianDayUT) / 2;
  return {
    moment: derivedMomentEcho(services.ephemeris, jd),
    settings: settingsEcho(chartSettings(body.chart1), jd, services.ephemeris, lang),
    targetDate,
    ages: { chart1: p1.age, chart2: p2.age },
    planets,
    angles,
    natalComposite: { planets: natal.planets.map((p) => ({ id: p.id, ...bodyNaming(p.id, p.name, lang), ...position(p.longitude, lang) })), angles: { ascendant: natal.angles.ascendant, mc: natal.angles.mc } },
    // The two points by reference, named in the answer's language (issue 12: their English names before).
    aspectsToComposite: aspectsToNatal(moving, fixed, PROGRESSION_ASPECTS, body.orb ?? 1, lang).map((a) => ({
      progressed: a.progressed, composite: a.natal, aspect: a.aspect, angle: a.angle, orb: a.orb,
    })),
    warnings: [...p1.warnings, ...p2.warnings],
  };
}
