/**
 * Lots (Greek kleroi, the "Arabic parts"): a longitude projected from the Ascendant by the
 * arc between two points, lot = Asc + A - B. By day the arc runs from B to A; most lots take
 * the reverse arc by night (Asc + B - A).
 *
 * Sources:
 * - The seven Hermetic lots (Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis):
 *   Paulus Alexandrinus, Introduction (Eisagogika), ch. 23, on the lots
 *   (tr. D. G. Greenbaum, 2001), where Eros and Victory are taken from Spirit and Necessity,
 *   Courage and Nemesis from Fortune.
 * - The further parts: Guido Bonatti, Liber Astronomiae (1277), tractatus VIII pars 2
 *   ("On the parts"), tr. B. N. Dykes (2007): the parts of the father, mother, brothers,
 *   children, sickness and marriage.
 */
import { normalizeDegrees } from './angles.js';
import type { PlanetName } from './dignities.js';
import type { LangCode } from '../schemas/common.js';
import { term } from '../vocabulary/names.js';

/** A point a lot formula names: a planet, the Ascendant, or an earlier lot. */
export type LotPoint = 'Asc' | PlanetName | 'Fortune' | 'Spirit';

export interface LotDefinition {
  slug: string;
  name: string;
  /** The day formula Asc + add - subtract. */
  day: { add: LotPoint; subtract: LotPoint };
  /** Whether the night formula swaps add and subtract. */
  reversesAtNight: boolean;
  signification: string;
  source: string;
}

const PAULUS = 'Paulus Alexandrinus, Introduction ch. 23';
const BONATTI = 'Guido Bonatti, Liber Astronomiae VIII.2';

const lot = (slug: string, name: string, add: LotPoint, subtract: LotPoint, reversesAtNight: boolean, signification: string, source: string): LotDefinition => ({
  slug, name, day: { add, subtract }, reversesAtNight, signification, source,
});

/** Hermetic lots first (Paulus), then Bonatti's parts. Fortune and Spirit come first: later lots read them. */
export const LOTS: readonly LotDefinition[] = [
  lot('fortune', 'Lot of Fortune', 'Moon', 'Sun', true, 'the body, livelihood, fortune and the material circumstances of life', PAULUS),
  lot('spirit', 'Lot of Spirit', 'Sun', 'Moon', true, 'the soul and mind, intentions, action, rank and profession', PAULUS),
  lot('eros', 'Lot of Eros', 'Venus', 'Spirit', true, 'desire and love, appetites, friendship and favour', PAULUS),
  lot('necessity', 'Lot of Necessity', 'Fortune', 'Mercury', true, 'constraints, struggles, enmities and the compulsions of fate', PAULUS),
  lot('courage', 'Lot of Courage', 'Fortune', 'Mars', true, 'boldness, daring, strength, plots and violence', PAULUS),
  lot('victory', 'Lot of Victory', 'Jupiter', 'Spirit', true, 'faith, hope, success, contests and association', PAULUS),
  lot('nemesis', 'Lot of Nemesis', 'Fortune', 'Saturn', true, 'the underworld, hidden things, exile, loss, sorrow and the manner of death', PAULUS),
  lot('father', 'Part of the Father', 'Saturn', 'Sun', true, 'the father, his life, condition and inheritance', BONATTI),
  lot('mother', 'Part of the Mother', 'Moon', 'Venus', true, 'the mother, her life and condition', BONATTI),
  lot('brothers', 'Part of Brothers', 'Jupiter', 'Saturn', false, 'brothers and sisters, their number and condition', BONATTI),
  lot('children', 'Part of Children', 'Saturn', 'Jupiter', true, 'children: whether and how many, and their condition', BONATTI),
  lot('sickness', 'Part of Sickness', 'Mars', 'Saturn', true, 'illness, chronic complaints and infirmities of the body', BONATTI),
  lot('marriage-men', 'Part of Marriage (of men)', 'Venus', 'Saturn', false, "marriage in a man's nativity (Hermes' part)", BONATTI),
  lot('marriage-women', 'Part of Marriage (of women)', 'Saturn', 'Venus', false, "marriage in a woman's nativity (Hermes' part)", BONATTI),
];

export function lotBySlug(slug: string): LotDefinition | undefined {
  return LOTS.find((l) => l.slug === slug);
}

/** The formula text, `Asc + A - B`. */
export function lotFormula(def: LotDefinition, diurnal: boolean): string {
  const { add, subtract } = lotTerms(def, diurnal);
  return `Asc + ${add} - ${subtract}`;
}

/** A point of a lot formula as a named reference: the Ascendant (chart-angle), a planet (body) or a lot. */
export function lotPointNamed(p: LotPoint, lang: LangCode): { slug: string; name: string } {
  if (p === 'Asc') return { slug: 'ascendant', name: term('chart-angle', 'ascendant', lang) };
  if (p === 'Fortune' || p === 'Spirit') return { slug: p.toLowerCase(), name: term('lot', p.toLowerCase(), lang) };
  return { slug: p.toLowerCase(), name: term('body', p.toLowerCase(), lang) };
}

/**
 * The formula Asc + A - B as references an app can read (`add`, `subtract`: planets or lots) and
 * as `text` written with the names in the answer's language (`Ascendant + Moon - Sun`, `Aszendent + Mond -
 * Sonne`, `アセンダント + 月 - 太陽`).
 */
export function lotFormulaNamed(def: LotDefinition, diurnal: boolean, lang: LangCode) {
  const { add, subtract } = lotTerms(def, diurnal);
  const [asc, a, b] = [lotPointNamed('Asc', lang), lotPointNamed(add, lang), lotPointNamed(subtract, lang)];
  return { ascendant: asc, add: a, subtract: b, text: `${asc.name} + ${a.name} - ${b.name}` };
}

/** The terms actually used: swapped at night when the lot reverses. */
export function lotTerms(def: LotDefinition, diurnal: boolean): { add: LotPoint; subtract: LotPoint } {
  return diurnal || !def.reversesAtNight ? def.day : { add: def.day.subtract, subtract: def.day.add };
}

/** Longitudes of the points a lot may read; Fortune and Spirit are computed when absent. */
export type LotPositions = Partial<Record<LotPoint, number>> & { Asc: number };

/**
 * The lot's longitude, [0, 360). Fortune and Spirit, when a formula names them and they are
 * not given, are computed first from the Sun and Moon with the same sect. Throws when a
 * point the formula needs is missing.
 */
export function lotLongitude(def: LotDefinition, positions: LotPositions, diurnal: boolean): number {
  const { add, subtract } = lotTerms(def, diurnal);
  return normalizeDegrees(positions.Asc + pointOf(add, positions, diurnal) - pointOf(subtract, positions, diurnal));
}

function pointOf(p: LotPoint, positions: LotPositions, diurnal: boolean): number {
  const v = positions[p];
  if (typeof v === 'number') return v;
  if (p === 'Fortune' || p === 'Spirit') return lotLongitude(lotBySlug(p.toLowerCase())!, positions, diurnal);
  throw new Error(`lot formula needs the longitude of ${p}`);
}
