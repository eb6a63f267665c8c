/**
 * Traditional temperament (William Lilly, Christian Astrology III, "Of the temperature of the
 * native"; Dorian Gieseler Greenbaum, Temperament: Astrology's Forgotten Key, 2005): the four
 * qualities tallied from the Ascendant sign, the sign of the Ascendant's lord, the planets in
 * the 1st, the Moon's sign and phase, the season of the Sun's sign and the lord of the
 * geniture (almuten figuris, core/src/astro/almuten.ts).
 */
import type { LangCode } from '@celestial/core';
import { ApiError, houseNamed } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import {
  almutenFiguris, BODY, castChart, SEVEN_PLANETS, DOMICILE_LORDS, hourRuler as hourRulerOf, momentEcho, normalizeDegrees,
  planetaryDayAt, prenatalSyzygy, settingsEcho, signIndexOf,
} from '@celestial/core/astro';
import type { BirthInput, CastChart, SevenPlanet } from '@celestial/core/astro';
import { isDiurnal, planetSlugOf } from './rulers.js';
import { bodyRefOfName, noteText, signOut } from './vocabulary.js';
import type { BodyReference } from './vocabulary.js';

/** What a testimony reads: the point, and its sign, house or elongation from the Sun; `detail` the sentence in the answer's language. */
interface TestimonyData { point: BodyReference; sign?: number; signName?: string; house?: number; elongation?: number; detail: string }

type Services = { ephemeris: Ephemeris; timeZones: TimeZones };
export type Heat = 'hot' | 'cold';
export type Humidity = 'moist' | 'dry';
export interface Qualities { heat: Heat; humidity: Humidity }
export type Temperament = 'choleric' | 'sanguine' | 'melancholic' | 'phlegmatic';

/** Sign qualities by element: fire hot-dry, earth cold-dry, air hot-moist, water cold-moist. */
export function signQualities(signIndex: number): Qualities {
  return ([
    { heat: 'hot', humidity: 'dry' }, { heat: 'cold', humidity: 'dry' }, { heat: 'hot', humidity: 'moist' }, { heat: 'cold', humidity: 'moist' },
  ] as const)[signIndex % 4]!;
}

/** Planet qualities: Saturn cold-dry, Jupiter hot-moist, Mars and Sun hot-dry, Venus and Moon cold-moist, Mercury that of its sign. */
export function planetQualities(planet: SevenPlanet, longitude: number): Qualities {
  switch (planet) {
    case 'Saturn': return { heat: 'cold', humidity: 'dry' };
    case 'Jupiter': return { heat: 'hot', humidity: 'moist' };
    case 'Mars': case 'Sun': return { heat: 'hot', humidity: 'dry' };
    case 'Venus': case 'Moon': return { heat: 'cold', humidity: 'moist' };
    case 'Mercury': return signQualities(signIndexOf(longitude));
  }
}

/** Moon phase by elongation Moon - Sun: to first quarter hot-moist, to full hot-dry, to last quarter cold-dry, to new cold-moist. */
export function phaseQualities(elongation: number): Qualities {
  const q = Math.floor(normalizeDegrees(elongation) / 90);
  return ([
    { heat: 'hot', humidity: 'moist' }, { heat: 'hot', humidity: 'dry' }, { heat: 'cold', humidity: 'dry' }, { heat: 'cold', humidity: 'moist' },
  ] as const)[q]!;
}

/** Season of the Sun's sign: spring (Aries-Gemini) hot-moist, summer hot-dry, autumn cold-dry, winter cold-moist. */
export function seasonQualities(sunLongitude: number): Qualities {
  return phaseQualities(Math.floor(signIndexOf(sunLongitude) / 3) * 90);
}

export function temperamentOf(q: Qualities): Temperament {
  if (q.heat === 'hot') return q.humidity === 'dry' ? 'choleric' : 'sanguine';
  return q.humidity === 'dry' ? 'melancholic' : 'phlegmatic';
}

export type Factor = 'ascendant' | 'ascendant-lord' | 'planet-in-first' | 'moon-sign' | 'moon-phase' | 'season' | 'lord-of-geniture';
export interface Testimony { factor: Factor; qualities: Qualities }

/**
 * Tally: one vote per testimony on each axis. A tie on an axis goes to the Ascendant sign's
 * quality. The secondary temperament flips the axis won by the smaller margin (the moist/dry
 * axis when the margins are equal).
 */
export function tally(testimonies: readonly Testimony[], ascendantSign: number) {
  const qualities = { hot: 0, cold: 0, moist: 0, dry: 0 };
  for (const t of testimonies) { qualities[t.qualities.heat]++; qualities[t.qualities.humidity]++; }
  const asc = signQualities(ascendantSign);
  const heat: Heat = qualities.hot > qualities.cold ? 'hot' : qualities.cold > qualities.hot ? 'cold' : asc.heat;
  const humidity: Humidity = qualities.moist > qualities.dry ? 'moist' : qualities.dry > qualities.moist ? 'dry' : asc.humidity;
  const heatMargin = Math.abs(qualities.hot - qualities.cold);
  const humidityMargin = Math.abs(qualities.moist - qualities.dry);
  const secondaryQ: Qualities = heatMargin < humidityMargin
    ? { heat: heat === 'hot' ? 'cold' : 'hot', humidity }
    : { heat, humidity: humidity === 'moist' ? 'dry' : 'moist' };
  return { qualities, temperament: temperamentOf({ heat, humidity }), secondary: temperamentOf(secondaryQ), tiesBrokenByAscendant: { heat: qualities.hot === qualities.cold, humidity: qualities.moist === qualities.dry } };
}

const PLANET_IDS: Readonly<Record<SevenPlanet, number>> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6 };

/** The lord of the geniture of a cast chart (seven classical bodies) with the inputs it was scored from. */
export function lordOfGeniture(chart: CastChart, birth: BirthInput, ephemeris: Ephemeris) {
  const jd = chart.moment.julianDayUT;
  const lon = (p: SevenPlanet) => chart.bodies.find((b) => b.id === PLANET_IDS[p])!.longitude;
  const asc = chart.angles.ascendant;
  const diurnal = isDiurnal(lon('Sun'), asc);
  const fortune = normalizeDegrees(diurnal ? asc + lon('Moon') - lon('Sun') : asc + lon('Sun') - lon('Moon'));
  const syz = prenatalSyzygy(ephemeris, jd, chart.settings);
  const sunAt = ephemeris.position(syz.jd, BODY.SUN, chart.settings).longitude;
  const moonAt = ephemeris.position(syz.jd, BODY.MOON, chart.settings).longitude;
  const syzygy = syz.kind === 'new' ? moonAt : (isAboveHorizon(moonAt, asc) ? moonAt : sunAt);
  const warnings: string[] = [];
  let dayRuler: SevenPlanet | null = null;
  let hourRuler: SevenPlanet | null = null;
  try {
    const day = planetaryDayAt(ephemeris, jd, birth.longitude, birth.latitude);
    dayRuler = day.dayRuler as SevenPlanet;
    const h = day.hours.find((x) => jd >= x.start && jd < x.end);
    hourRuler = (h ? h.ruler : hourRulerOf(day.dayRuler, 24)) as SevenPlanet;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    warnings.push('no sunrise or sunset at this latitude and date: the rulers of the day and hour are not scored in the lord of the geniture');
  }
  const houses = Object.fromEntries(SEVEN_PLANETS.map((p) => [p, chart.bodies.find((b) => b.id === PLANET_IDS[p])!.house])) as Record<SevenPlanet, number>;
  const result = almutenFiguris({ diurnal, places: { Sun: lon('Sun'), Moon: lon('Moon'), Ascendant: asc, Fortune: fortune, Syzygy: syzygy }, houses, dayRuler, hourRuler });
  return { ...result, diurnal, syzygy: { kind: syz.kind, jd: syz.jd, longitude: syzygy }, dayRuler, hourRuler, warnings };
}

/** Above the horizon: in the half of the ecliptic from the Descendant forward to the Ascendant. */
function isAboveHorizon(longitude: number, ascendant: number): boolean {
  return normalizeDegrees(longitude - (ascendant + 180)) < 180;
}

export function temperament(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6] });
  if (chart.cusps.length !== 12) throw ApiError.invalidField('houseSystem', 'must be a twelve-house system here (Gauquelin sectors have 36)');
  const { ephemeris } = services;
  const jd = chart.moment.julianDayUT;
  const body = (p: SevenPlanet) => chart.bodies.find((b) => b.id === PLANET_IDS[p])!;
  const ascSign = signIndexOf(chart.angles.ascendant);
  const ascLord = DOMICILE_LORDS[ascSign] as SevenPlanet;
  // Each testimony as data (the point by reference, the sign 1-12 with its name, the house, the
  // elongation) with its `detail` in the answer's language from the western-note table (issue 12).
  const testimonies: (Testimony & TestimonyData)[] = [];
  const planet = (p: SevenPlanet) => bodyRefOfName(p, lang);
  const ascendant = bodyRefOfName('Ascendant', lang);
  const inSign = (index: number) => signOut(index, lang);
  testimonies.push({ factor: 'ascendant', point: ascendant, ...inSign(ascSign), detail: noteText('point-in-sign', { point: ascendant.name, sign: inSign(ascSign).signName }, lang), qualities: signQualities(ascSign) });
  const lordLon = body(ascLord).longitude;
  testimonies.push({ factor: 'ascendant-lord', point: planet(ascLord), ...inSign(signIndexOf(lordLon)), detail: noteText('lord-of-ascendant-in-sign', { point: planet(ascLord).name, sign: inSign(signIndexOf(lordLon)).signName }, lang), qualities: signQualities(signIndexOf(lordLon)) });
  for (const p of SEVEN_PLANETS) {
    const b = body(p);
    if (b.house === 1) testimonies.push({ factor: 'planet-in-first', point: planet(p), house: 1, detail: noteText('point-in-house', { point: planet(p).name, house: houseNamed(1, lang).name }, lang), qualities: planetQualities(p, b.longitude) });
  }
  const moon = body('Moon').longitude;
  const sun = body('Sun').longitude;
  testimonies.push({ factor: 'moon-sign', point: planet('Moon'), ...inSign(signIndexOf(moon)), detail: noteText('point-in-sign', { point: planet('Moon').name, sign: inSign(signIndexOf(moon)).signName }, lang), qualities: signQualities(signIndexOf(moon)) });
  const elong = normalizeDegrees(moon - sun);
  testimonies.push({ factor: 'moon-phase', point: planet('Moon'), elongation: elong, detail: noteText('moon-from-sun', { degrees: Math.round(elong * 100) / 100 }, lang), qualities: phaseQualities(elong) });
  testimonies.push({ factor: 'season', point: planet('Sun'), ...inSign(signIndexOf(sun)), detail: noteText('point-in-sign', { point: planet('Sun').name, sign: inSign(signIndexOf(sun)).signName }, lang), qualities: seasonQualities(sun) });
  const lord = lordOfGeniture(chart, birth, ephemeris);
  const lordSign = signIndexOf(body(lord.planet).longitude);
  testimonies.push({ factor: 'lord-of-geniture', point: planet(lord.planet), ...inSign(lordSign), detail: noteText('lord-of-geniture-in-sign', { point: planet(lord.planet).name, sign: inSign(lordSign).signName }, lang), qualities: planetQualities(lord.planet, body(lord.planet).longitude) });
  const t = tally(testimonies, ascSign);
  return {
    moment: momentEcho(chart.moment, ephemeris),
    settings: settingsEcho(chart.settings, jd, ephemeris, lang),
    qualities: t.qualities,
    temperament: t.temperament,
    secondary: t.secondary,
    tiesBrokenByAscendant: t.tiesBrokenByAscendant,
    testimonies,
    lordOfGeniture: { planet: planetSlugOf(lord.planet), scores: lord.scores.map((s) => ({ ...s, planet: planetSlugOf(s.planet) })) },
    warnings: [...chart.warnings, ...lord.warnings],
  };
}
