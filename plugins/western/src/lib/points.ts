/**
 * Sensitive points: the lunar apogee in its versions (Lilith), the lunar nodes, the Arabic
 * parts and the draconic chart. Pure functions over the shared chart cast
 * (core/src/astro/chart.ts) and the lot formulas of core/src/astro/lots.ts.
 */
import { ApiError, hasTerm, houseNamed, kebab, position, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  BODY, castChart, DEFAULT_CHART_BODIES, DOMICILE_LORDS, houseOfBody, isNightChart, LOTS, lotBySlug, lotLongitude, lotTerms, momentEcho, normalizeDegrees,
  placeBody, settingsEcho, shortestArc, signedArc, signOf,
} from '@celestial/core/astro';
import type { BirthInput, CastChart, LotDefinition, LotPositions } from '@celestial/core/astro';
import { bodyNaming, bodyRefOfName } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

function echo(chart: CastChart, services: Services, lang: LangCode = 'en') {
  return { moment: momentEcho(chart.moment, services.ephemeris), settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang) };
}

// The night-chart test moved to core/src/astro/sect.ts (shared with the Hellenistic and horary
// families); re-exported here for this file's importers.
export { isNightChart };

// ---------------------------------------------------------------- Lilith

/**
 * Swiss Ephemeris numbers (swephexp.h): SE_MEAN_APOG 12, SE_OSCU_APOG 13, SE_INTP_APOG 21,
 * SE_INTP_PERG 22 (Dieter Koch's interpolated "natural" apogee and perigee), SE_WHITE_MOON 56
 * and SE_WALDEMATH 58 (hypothetical bodies from the orbital elements of seorbel.txt).
 */
export const LILITH_VARIANTS = [
  { key: 'meanBlackMoon', id: 12, name: 'Mean Black Moon Lilith (mean lunar apogee)' },
  { key: 'trueBlackMoon', id: 13, name: 'True Black Moon Lilith (osculating lunar apogee)' },
  { key: 'interpolatedApogee', id: 21, name: 'Natural (interpolated) lunar apogee' },
  { key: 'interpolatedPerigee', id: 22, name: 'Natural (interpolated) lunar perigee, Priapus' },
  { key: 'waldemath', id: 58, name: 'Waldemath dark moon' },
  { key: 'whiteMoon', id: 56, name: 'White Moon Selena' },
] as const;

export function lilith(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: [] });
  const jd = chart.moment.julianDayUT;
  const variants = LILITH_VARIANTS.map((v) => {
    const b = placeBody(services.ephemeris, jd, v.id, chart.settings);
    return {
      // The variant is a named result: its slug is the kebab-case of the technique's key.
      slug: kebab(v.key), id: v.id, name: hasTerm('lilith-variant', kebab(v.key)) ? term('lilith-variant', kebab(v.key), lang) : v.name, ...position(b.longitude, lang), latitude: b.latitude, speed: b.speed,
      house: houseOfBody(b.longitude, chart.cusps, chart.settings.houseSystem),
    };
  });
  return { ...echo(chart, services, lang), variants };
}

// ---------------------------------------------------------------- nodes

export function nodes(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: [BODY.MEAN_NODE, BODY.TRUE_NODE] });
  const point = (longitude: number, speed: number) => {
    const p = position(longitude, lang);
    return { ...p, speed, retrograde: speed < 0, house: houseOfBody(p.longitude, chart.cusps, chart.settings.houseSystem) };
  };
  const mean = chart.bodies.find((b) => b.id === BODY.MEAN_NODE)!;
  const tru = chart.bodies.find((b) => b.id === BODY.TRUE_NODE)!;
  return {
    ...echo(chart, services, lang),
    meanNode: point(mean.longitude, mean.speed),
    trueNode: point(tru.longitude, tru.speed),
    meanSouthNode: point(mean.longitude + 180, mean.speed),
    trueSouthNode: point(tru.longitude + 180, tru.speed),
    trueMinusMean: signedArc(mean.longitude, tru.longitude),
  };
}

// ---------------------------------------------------------------- Arabic parts

const BODY_WORDS: Readonly<Record<string, number>> = {
  sun: 0, moon: 1, mercury: 2, venus: 3, mars: 4, jupiter: 5, saturn: 6, uranus: 7, neptune: 8, pluto: 9,
  node: 10, 'north node': 10, 'mean node': 10, 'true node': 11, chiron: 15, lilith: 12,
};
const PART_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15];

interface Term { sign: 1 | -1; word: string; label: string }

/** Splits 'ASC + Venus - Sun' into signed terms; the first term is added. */
function parseFormula(text: string, path: string): Term[] {
  const parts = text.trim().split(/\s*([+-])\s*/);
  const terms: Term[] = [];
  if (parts[0] === '') throw ApiError.invalidField(path, 'a formula starts with a point, as in "ASC + Venus - Sun"');
  terms.push({ sign: 1, word: parts[0]!.toLowerCase(), label: parts[0]! });
  for (let i = 1; i < parts.length; i += 2) {
    const label = parts[i + 1] ?? '';
    if (!label) throw ApiError.invalidField(path, 'has an operator without a point after it');
    terms.push({ sign: parts[i] === '+' ? 1 : -1, word: label.toLowerCase(), label });
  }
  if (terms.length < 2 || terms.length > 8) throw ApiError.invalidField(path, 'must have 2 to 8 points, as in "ASC + Venus - Sun"');
  return terms;
}

/**
 * One point of a part's formula by reference (issue 12: the formula was an English string):
 * `operation` add or subtract, `kind` and `{ slug, name }` of the point (an angle from the
 * chart-angle table, a body, a house cusp from the house table, an earlier lot), `id` for a body.
 */
export interface FormulaTerm { operation: 'add' | 'subtract'; kind: 'angle' | 'body' | 'cusp' | 'lot'; id?: number; slug: string; name: string }

const ANGLE_WORDS: Readonly<Record<string, string>> = { asc: 'ascendant', ascendant: 'ascendant', mc: 'midheaven', midheaven: 'midheaven', dsc: 'descendant', desc: 'descendant', descendant: 'descendant', ic: 'imum-coeli' };

/** The term of a formula word the parser accepted (pointOf reads the same words). */
function formulaTerm(sign: 1 | -1, word: string, lang: LangCode): FormulaTerm {
  const operation = sign > 0 ? ('add' as const) : ('subtract' as const);
  const angle = ANGLE_WORDS[word];
  if (angle) return { operation, kind: 'angle', slug: angle, name: term('chart-angle', angle, lang) };
  const cusp = /^(?:cusp\s*|h)(\d{1,2})$/.exec(word);
  if (cusp) return { operation, kind: 'cusp', ...houseNamed(Number(cusp[1]), lang) };
  if (word in BODY_WORDS) {
    const id = BODY_WORDS[word]!;
    return { operation, kind: 'body', id, ...bodyNaming(id, word, lang) };
  }
  const lot = LOTS.find((l) => l.slug === word || l.slug === word.replace(/\s+/g, '-') || l.name.toLowerCase() === word || l.name.toLowerCase() === `lot of ${word}` || l.name.toLowerCase() === `part of ${word}`)!;
  return { operation, kind: 'lot', slug: lot.slug, name: term('lot', lot.slug, lang) };
}

/** `A + B - C` with the points' names in the answer's language. */
function formulaText(terms: readonly FormulaTerm[]): string {
  return terms.map((t, k) => `${k === 0 ? '' : t.operation === 'add' ? ' + ' : ' - '}${t.name}`).join('');
}

export function arabicParts(birth: BirthInput & { parts?: string[]; reverseByNight?: boolean }, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: PART_BODIES });
  const lon = (id: number) => chart.bodies.find((b) => b.id === id)?.longitude;
  const asc = chart.angles.ascendant;
  const night = isNightChart(lon(BODY.SUN)!, asc);
  const positions: LotPositions = { Asc: asc };
  for (const [name, id] of [['Sun', 0], ['Moon', 1], ['Mercury', 2], ['Venus', 3], ['Mars', 4], ['Jupiter', 5], ['Saturn', 6], ['Uranus', 7], ['Neptune', 8], ['Pluto', 9]] as const) {
    positions[name] = lon(id)!;
  }
  const place = (longitude: number) => {
    const l = normalizeDegrees(longitude);
    return { ...position(l, lang), house: houseOfBody(l, chart.cusps, chart.settings.houseSystem), ruler: DOMICILE_LORDS[signOf(l).signIndex]! };
  };
  const fromLot = (def: LotDefinition) => {
    const reversesAtNight = birth.reverseByNight ?? def.reversesAtNight;
    const d = { ...def, reversesAtNight };
    const { add, subtract } = lotTerms(d, !night);
    const terms = [formulaTerm(1, 'asc', lang), formulaTerm(1, add.toLowerCase(), lang), formulaTerm(-1, subtract.toLowerCase(), lang)];
    return { slug: def.slug, name: hasTerm('lot', def.slug) ? term('lot', def.slug, lang) : def.name, formula: formulaText(terms), terms, reversed: night && reversesAtNight, ...place(lotLongitude(d, positions, !night)) };
  };
  const pointOf = (word: string, path: string): number => {
    if (word === 'asc' || word === 'ascendant') return asc;
    if (word === 'mc' || word === 'midheaven') return chart.angles.mc;
    if (word === 'dsc' || word === 'desc' || word === 'descendant') return chart.angles.descendant;
    if (word === 'ic') return chart.angles.ic;
    const cusp = /^(?:cusp\s*|h)(\d{1,2})$/.exec(word);
    if (cusp) {
      const n = Number(cusp[1]);
      if (n < 1 || n > chart.cusps.length) throw ApiError.invalidField(path, `names cusp ${n}; the chart has ${chart.cusps.length}`);
      return chart.cusps[n - 1]!;
    }
    if (word in BODY_WORDS) {
      const v = lon(BODY_WORDS[word]!);
      if (v === undefined) throw ApiError.invalidField(path, `names ${word}, which the ephemeris cannot place at this date`);
      return v;
    }
    const lot = LOTS.find((l) => l.slug === word || l.slug === word.replace(/\s+/g, '-') || l.name.toLowerCase() === word || l.name.toLowerCase() === `lot of ${word}` || l.name.toLowerCase() === `part of ${word}`);
    if (lot) return fromLot(lot).longitude;
    throw ApiError.invalidField(path, `names an unknown point "${word}": use a body name, ASC, MC, DSC, IC, cusp 1-12 or a lot slug from /reference/lots`);
  };
  const requested = birth.parts ?? LOTS.map((l) => l.slug);
  const parts = requested.map((p, i) => {
    const path = `parts.${i}`;
    const def = lotBySlug(p.trim().toLowerCase());
    if (def) return fromLot(def);
    if (!/[+-]/.test(p)) throw ApiError.invalidField(path, `is neither a lot slug (${LOTS.map((l) => l.slug).join(', ')}) nor a formula such as "ASC + Venus - Sun"`);
    const terms = parseFormula(p, path);
    // A custom A + B - C reverses (A + C - B) at night only when reverseByNight is true.
    const reversed = night && birth.reverseByNight === true && terms.length === 3 && terms[1]!.sign === 1 && terms[2]!.sign === -1;
    const used: Term[] = reversed ? [terms[0]!, { ...terms[2]!, sign: 1 }, { ...terms[1]!, sign: -1 }] : terms;
    const longitude = used.reduce((sum, term) => sum + term.sign * pointOf(term.word, path), 0);
    const structured = used.map((t) => formulaTerm(t.sign, t.word, lang));
    // A custom part is named by its formula, in the answer's language (the caller's spelling,
    // "ASC + Venus - Sun", is English whatever the language).
    return { slug: 'custom', name: formulaText(structured), formula: formulaText(structured), terms: structured, reversed, ...place(longitude) };
  });
  return { ...echo(chart, services, lang), sect: night ? ('night' as const) : ('day' as const), parts, warnings: chart.warnings };
}

// ---------------------------------------------------------------- draconic chart

/**
 * Draconic zodiac (Pamela Crane, Draconic Astrology, 1987): the north node at 0 Aries,
 * lambda_d = (lambda - node) mod 360 for every body and angle; cross-contacts are
 * conjunctions and oppositions of draconic to natal (tropical) positions within 1 degree.
 */
export function draconic(birth: BirthInput & { node?: 'mean' | 'true' }, services: Services, lang: LangCode = 'en') {
  const which = birth.node ?? 'mean';
  const chart = castChart(birth, services, { bodies: DEFAULT_CHART_BODIES });
  const nodeBody = chart.bodies.find((b) => b.id === (which === 'mean' ? BODY.MEAN_NODE : BODY.TRUE_NODE))!;
  const node = nodeBody.longitude;
  const dr = (l: number) => normalizeDegrees(l - node);
  const planets = chart.bodies.map((b) => {
    // The draconic position is the chart's `longitude` with its sign members; the natal one beside it.
    return { id: b.id, ...bodyNaming(b.id, b.name, lang), tropicalLongitude: b.longitude, ...position(dr(b.longitude), lang) };
  });
  const angles = { ascendant: dr(chart.angles.ascendant), mc: dr(chart.angles.mc) };
  const natal = [...chart.bodies.map((b) => ({ name: b.name, longitude: b.longitude })), { name: 'Ascendant', longitude: chart.angles.ascendant }, { name: 'MC', longitude: chart.angles.mc }];
  const drac = [...chart.bodies.map((b) => ({ name: b.name, longitude: dr(b.longitude) })), { name: 'Ascendant', longitude: angles.ascendant }, { name: 'MC', longitude: angles.mc }];
  const crossContacts = [];
  for (const a of drac) {
    for (const b of natal) {
      const sep = shortestArc(a.longitude, b.longitude);
      if (sep <= 1) crossContacts.push({ draconic: bodyRefOfName(a.name, lang), tropical: bodyRefOfName(b.name, lang), aspect: 'conjunction' as const, orb: sep });
      else if (180 - sep <= 1) crossContacts.push({ draconic: bodyRefOfName(a.name, lang), tropical: bodyRefOfName(b.name, lang), aspect: 'opposition' as const, orb: 180 - sep });
    }
  }
  return { ...echo(chart, services, lang), node: { type: which, longitude: node }, planets, angles, crossContacts, warnings: chart.warnings };
}
