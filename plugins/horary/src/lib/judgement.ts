/**
 * Lilly's accidental fortitudes and debilities (Christian Astrology p. 115) and the weighted
 * yes-or-no judgement built from the figure's testimonies (Book II).
 *
 * Perfection decides, both ways. Lilly's chapter "To know whether a thing demanded will be
 * brought to perfection, yea or nay" (CA pp. 124-126; read in Zadkiel's 1852 edition, ch. XXI,
 * sacred-texts aia24) gives "four ways or means which discover whether a person's question
 * demanded shall be accomplished, yea or nay": conjunction, aspect, translation and collection.
 * Where none of the four is found the thing is not brought to pass: his "If Presbytery shall
 * stand" (CA ch. LXXX) finds Venus, lady of the 9th, in her detriment, applying to neither
 * significator, "not any essentially dignified but Jupiter", and judges it shall not stand. So
 * the want of perfection weighs as much against (-3) as perfection for (+3), and without
 * perfection the other testimonies (at most +5) cannot reach yes. The opposition perfects only
 * "when there is mutual reception by house ... I have seldom seen any thing brought to
 * perfection by this way of opposition, but the querent had been better the thing had been
 * undone" (the same chapter): without that reception it weighs as a denial.
 */
import type { LangCode } from '@celestial/core';
import { isMorningStar, normalizeDegrees, shortestArc, signIndexOf } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { castFigure, considerations, directPerfection, moonCourse, planetRef, radixHouse, SEVEN, VOID_TRADITIONAL } from './figure.js';
import type { Figure, Services, VoidOfCourseRule } from './figure.js';
import { domicileLordOf, lillyDignity, SWISS_ID } from './lilly.js';
import { echo, echoWithVoidRule, receivedBy, vocRuleOf } from './answers.js';
import { collectionOfLight, prohibition, refranation, translationOfLight } from './techniques.js';
import { explanation } from './testimony.js';
import type { Explanation, ExplanationData } from './testimony.js';

/** Lilly's mean daily motions (p. 115 "swift in motion"): Saturn 2'01", Jupiter 4'59", Mars 31'27", the Sun, Venus and Mercury 59'08", the Moon 13 deg 10'36". */
export const LILLY_MEAN_MOTION: Readonly<Record<SevenPlanet, number>> = {
  Saturn: 2 / 60 + 1 / 3600, Jupiter: 4 / 60 + 59 / 3600, Mars: 31 / 60 + 27 / 3600, Sun: 59 / 60 + 8 / 3600, Venus: 59 / 60 + 8 / 3600, Mercury: 59 / 60 + 8 / 3600, Moon: 13 + 10 / 60 + 36 / 3600,
};
const HOUSE_POINTS: Readonly<Record<number, number>> = { 1: 5, 10: 5, 4: 4, 7: 4, 11: 4, 2: 3, 5: 3, 9: 2, 3: 1, 12: -5, 6: -2, 8: -2 };

/** A partile aspect: the same whole degree of signs the aspect's distance apart. */
export function partile(a: number, b: number, angle: number): boolean {
  const da = Math.floor(normalizeDegrees(a) % 30);
  const db = Math.floor(normalizeDegrees(b) % 30);
  const signs = Math.abs(signIndexOf(a) - signIndexOf(b));
  const k = Math.min(signs, 12 - signs);
  return da === db && k * 30 === angle;
}

export interface Item { rule: string; points: number }

export function accidentalItems(f: Figure, services: Services, p: SevenPlanet): Item[] {
  const items: Item[] = [];
  const add = (rule: string, points: number) => items.push({ rule, points });
  const lon = f.lon[p];
  add(`house-${f.house[p]}`, HOUSE_POINTS[f.house[p]]!);
  if (p !== 'Sun' && p !== 'Moon') add(f.speed[p] < 0 ? 'retrograde' : 'direct', f.speed[p] < 0 ? -5 : 4);
  add(Math.abs(f.speed[p]) > LILLY_MEAN_MOTION[p] ? 'swift' : 'slow', Math.abs(f.speed[p]) > LILLY_MEAN_MOTION[p] ? 2 : -2);
  if (p === 'Saturn' || p === 'Jupiter' || p === 'Mars') add(isMorningStar(lon, f.lon.Sun) ? 'oriental' : 'occidental', isMorningStar(lon, f.lon.Sun) ? 2 : -2);
  if (p === 'Mercury' || p === 'Venus') add(isMorningStar(lon, f.lon.Sun) ? 'oriental' : 'occidental', isMorningStar(lon, f.lon.Sun) ? -2 : 2);
  if (p === 'Moon') add(normalizeDegrees(f.lon.Moon - f.lon.Sun) < 180 ? 'increasing' : 'decreasing', normalizeDegrees(f.lon.Moon - f.lon.Sun) < 180 ? 2 : -2);
  if (p !== 'Sun') {
    const d = shortestArc(lon, f.lon.Sun);
    if (d <= 17 / 60) add('cazimi', 5);
    else if (d <= 8.5) add('combust', -5);
    else if (d <= 17) add('under-the-beams', -4);
    else add('free-from-combustion', 5);
  }
  const node = f.chart.bodies.find((b) => b.id === 11)!.longitude;
  for (const b of ['Jupiter', 'Venus'] as const) {
    if (b === p) continue;
    if (partile(lon, f.lon[b], 0)) add(`partile-conjunction-${b.toLowerCase()}`, 5);
    if (partile(lon, f.lon[b], 120)) add(`partile-trine-${b.toLowerCase()}`, 4);
    if (partile(lon, f.lon[b], 60)) add(`partile-sextile-${b.toLowerCase()}`, 3);
  }
  for (const b of ['Saturn', 'Mars'] as const) {
    if (b === p) continue;
    if (partile(lon, f.lon[b], 0)) add(`partile-conjunction-${b.toLowerCase()}`, -5);
    if (partile(lon, f.lon[b], 180)) add(`partile-opposition-${b.toLowerCase()}`, -4);
    if (partile(lon, f.lon[b], 90)) add(`partile-square-${b.toLowerCase()}`, -3);
  }
  if (partile(lon, node, 0)) add('partile-conjunction-north-node', 4);
  if (partile(lon, node + 180, 0)) add('partile-conjunction-south-node', -4);
  // Besieged: between Mars and Saturn, the planet on the shorter arc joining them within one sign.
  if (p !== 'Mars' && p !== 'Saturn' && signIndexOf(f.lon.Mars) === signIndexOf(lon) && signIndexOf(f.lon.Saturn) === signIndexOf(lon)) {
    const lo = Math.min(f.lon.Mars, f.lon.Saturn);
    const hi = Math.max(f.lon.Mars, f.lon.Saturn);
    if (lon > lo && lon < hi) add('besieged', -5);
  }
  const star = (name: string) => services.ephemeris.fixedStar(f.jd, name, f.zodiac)?.longitude;
  const regulus = star('Regulus');
  const spica = star('Spica');
  const algol = star('Algol');
  if (regulus !== undefined && partile(lon, regulus, 0)) add('regulus', 6);
  if (spica !== undefined && partile(lon, spica, 0)) add('spica', 5);
  if (algol !== undefined && shortestArc(lon, algol) <= 5) add('algol', -5);
  return items;
}

export function accidentalDignities(body: BirthInput, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  return {
    ...echo(f, services, lang),
    planets: SEVEN.map((p) => {
      const items = accidentalItems(f, services, p);
      const accidental = items.reduce((s, i) => s + i.points, 0);
      const essential = lillyDignity(p, f.lon[p], f.diurnal).score;
      return { ...planetRef(p, lang), items, accidental, essential, total: accidental + essential };
    }),
  };
}

// ---------------------------------------------------------------- yes or no

export function yesNo(body: BirthInput & { quesitedHouse: number; derivedFrom?: number; voidOfCourseRule?: VoidOfCourseRule }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const house = radixHouse(body.quesitedHouse, body.derivedFrom);
  const querent = domicileLordOf(f.asc);
  const quesited = domicileLordOf(f.cusps[house - 1]!);
  const testimonies: (Explanation & { weight: number })[] = [];
  const add = (slug: string, weight: number, d: ExplanationData = {}) => testimonies.push({ ...explanation('horary-testimony', slug, lang, d), weight });
  const direct = querent === quesited ? null : directPerfection(f, services, querent, quesited);
  let mode: 'direct' | 'translation' | 'collection' | 'none' = 'none';
  if (querent === quesited) add('one-significator', 0, { planet: querent });
  if (direct?.perfects) mode = 'direct';
  else if (querent !== quesited && translationOfLight(body, services, lang).found) mode = 'translation';
  else if (querent !== quesited && collectionOfLight(body, services, lang).found) mode = 'collection';
  const mutualByHouse = querent !== quesited && domicileLordOf(f.lon[querent]) === quesited && domicileLordOf(f.lon[quesited]) === querent;
  const deniedOpposition = mode === 'direct' && direct?.angle === 180 && !mutualByHouse;
  if (deniedOpposition) add('opposition-without-reception', -3, { planet: querent, other: quesited });
  else if (mode !== 'none') add(`perfection-${mode}`, 3, { planet: querent, other: quesited });
  else if (querent !== quesited) add('no-perfection', -3, { planet: querent, other: quesited });
  const reception = receivedBy(querent, f.lon[quesited], f.diurnal).length > 0 || receivedBy(quesited, f.lon[querent], f.diurnal).length > 0;
  if (mode !== 'none' && !deniedOpposition && reception) add('perfection-with-reception', 1, { planet: querent, other: quesited });
  const obstacles: ('prohibition' | 'frustration' | 'refranation')[] = [];
  if (querent !== quesited) {
    const pro = prohibition(body, services, lang);
    if (mode === 'direct' && pro.blocked) {
      for (const type of new Set(pro.impediments.map((i) => i.type))) obstacles.push(type);
    }
    if (refranation(body, services, lang).refranation) obstacles.push('refranation');
    for (const o of obstacles) add(o, -3);
  }
  const strength = (p: SevenPlanet) => lillyDignity(p, f.lon[p], f.diurnal).score + accidentalItems(f, services, p).reduce((s, i) => s + i.points, 0);
  // Lilly's strength (essential + accidental, roughly -30 to +30) scaled to +-2.
  for (const [role, p] of [['querent', querent], ['quesited', quesited]] as const) {
    const s = Math.max(-2, Math.min(2, strength(p) / 10));
    add(`${role}-strength`, s, { planet: p, score: strength(p) });
  }
  const rule = vocRuleOf(body);
  const course = moonCourse(f, services, VOID_TRADITIONAL, rule);
  const next = course.next[0];
  const nextPlanet = next ? SEVEN.find((p) => SWISS_ID[p] === next.other) : undefined;
  if (nextPlanet === 'Jupiter' || nextPlanet === 'Venus') add('moon-next-to-benefic', 1, { planet: nextPlanet });
  if (nextPlanet === 'Mars' || nextPlanet === 'Saturn') add('moon-next-to-malefic', -1, { planet: nextPlanet });
  const score = testimonies.reduce((s, x) => s + x.weight, 0);
  return {
    ...echoWithVoidRule(f, services, rule, lang),
    significators: { querent: planetRef(querent, lang), quesited: planetRef(quesited, lang), quesitedHouse: house },
    verdict: score >= 3 ? ('yes' as const) : score <= -3 ? ('no' as const) : ('uncertain' as const),
    score,
    perfectionMode: mode,
    obstacles,
    testimonies,
    considerations: considerations(f, course).filter((c) => c.triggered).map((c) => c.code),
  };
}
