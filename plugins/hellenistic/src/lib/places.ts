/**
 * Sign-based doctrines of a natal chart: bounds by author, Dorothean triplicity lords, the
 * Hermetic lots with their lords' condition, whole-sign witnessing, faces and decans, and the
 * twelfth-parts. Tables come from core/src/astro/dignities.ts and lots.ts.
 */
import { position, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import {
  DOMICILE_LORDS, EGYPTIAN_TERMS, FACE_LORDS, lotBySlug, lotFormulaNamed, normalizeDegrees, PTOLEMAIC_TERMS, SEVEN_PLANETS, SIGNS, signIndexOf, TRIPLICITY_LORDS,
} from '@celestial/core/astro';
import type { BirthInput, PlanetName, SevenPlanet, TermSegment } from '@celestial/core/astro';
import { echo, natal, planetRef, signRef, wholeSignHouse } from './natal.js';
import type { Natal, Services } from './natal.js';
import { planetSect, readSect } from './sect.js';
import { lotAt } from './timing.js';

export interface ChartPoint { slug: string; name: string; longitude: number }

/** The seven planets, the Ascendant, the Midheaven and the Lot of Fortune. */
export function chartPoints(n: Natal, lang: LangCode, withFortune = true): ChartPoint[] {
  const out: ChartPoint[] = SEVEN_PLANETS.map((p) => ({ ...planetRef(p, lang), longitude: n.lon[p] }));
  out.push({ slug: 'ascendant', name: term('chart-angle', 'ascendant', lang), longitude: n.asc });
  out.push({ slug: 'midheaven', name: term('chart-angle', 'midheaven', lang), longitude: n.mc });
  if (withFortune) out.push({ slug: 'fortune', name: term('lot', 'fortune', lang), longitude: lotAt(n, 'fortune') });
  return out;
}

/** The bound holding a longitude: its lord and its degrees within the sign [start, end). */
export function boundAt(longitude: number, table: readonly (readonly TermSegment[])[]): { lord: PlanetName; start: number; end: number } {
  const s = signIndexOf(longitude);
  const d = normalizeDegrees(longitude) - s * 30;
  let start = 0;
  for (const seg of table[s]!) {
    if (d < seg.endDegree) return { lord: seg.planet, start, end: seg.endDegree };
    start = seg.endDegree;
  }
  const last = table[s]![table[s]!.length - 1]!;
  return { lord: last.planet, start: 30 - (last.endDegree - start), end: 30 };
}

export function boundsAnswer(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const bound = (lon: number, table: readonly (readonly TermSegment[])[]) => {
    const b = boundAt(lon, table);
    return { lord: planetRef(b.lord, lang), startDegree: b.start, endDegree: b.end };
  };
  return {
    ...echo(n, services, lang),
    points: chartPoints(n, lang).map((p) => ({ ...p, ...position(p.longitude, lang), egyptian: bound(p.longitude, EGYPTIAN_TERMS), ptolemaic: bound(p.longitude, PTOLEMAIC_TERMS) })),
  };
}

export function triplicityAnswer(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  return {
    ...echo(n, services, lang),
    sect: n.diurnal ? ('day' as const) : ('night' as const),
    points: chartPoints(n, lang).map((p) => {
      const element = SIGNS[signIndexOf(p.longitude)]!.element;
      const lords = TRIPLICITY_LORDS[element];
      return {
        ...p, ...position(p.longitude, lang),
        element: { slug: element, name: term('element', element, lang) },
        dayLord: planetRef(lords.day, lang),
        nightLord: planetRef(lords.night, lang),
        participatingLord: planetRef(lords.participating, lang),
        lordInCharge: planetRef(n.diurnal ? lords.day : lords.night, lang),
      };
    }),
  };
}

/** Whole-sign relation of the sign `to` seen from the sign `from` (0-based indexes). */
export type SignRelation = 'copresence' | 'sextile' | 'square' | 'trine' | 'opposition' | 'aversion';
export function signRelation(from: number, to: number): SignRelation {
  const d = (((to - from) % 12) + 12) % 12;
  const k = Math.min(d, 12 - d);
  return (['copresence', 'aversion', 'sextile', 'square', 'trine', 'aversion', 'opposition'] as const)[k]!;
}

const HERMETIC = ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis'] as const;

export function lotsAnswer(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const sect = readSect(n);
  return {
    ...echo(n, services, lang),
    sect: n.diurnal ? ('day' as const) : ('night' as const),
    lots: HERMETIC.map((slug) => {
      const def = lotBySlug(slug)!;
      const lon = lotAt(n, slug);
      const lord = DOMICILE_LORDS[signIndexOf(lon)] as SevenPlanet;
      const relation = signRelation(signIndexOf(n.lon[lord]), signIndexOf(lon));
      return {
        slug, name: term('lot', slug, lang), formula: lotFormulaNamed(def, n.diurnal, lang),
        ...position(lon, lang),
        wholeSignHouse: wholeSignHouse(lon, n.asc),
        lord: planetRef(lord, lang),
        lordPosition: { ...signRef(signIndexOf(n.lon[lord]), lang), wholeSignHouse: wholeSignHouse(n.lon[lord], n.asc) },
        lordRelation: relation,
        lordWitnessesLot: relation !== 'aversion',
        lordInSect: sect.planets.find((p) => p.planet === lord)!.inSect,
      };
    }),
  };
}

export function witnessingAnswer(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const pairs = [];
  for (let i = 0; i < 7; i++) {
    for (let j = i + 1; j < 7; j++) {
      const a = SEVEN_PLANETS[i]!;
      const b = SEVEN_PLANETS[j]!;
      const sa = signIndexOf(n.lon[a]);
      const sb = signIndexOf(n.lon[b]);
      const fromA = (((sb - sa) % 12) + 12) % 12; // b is the (fromA + 1)th sign from a
      const relation = signRelation(sa, sb);
      const witnessing = relation !== 'aversion';
      // Of two planets in aspect, the one earlier in zodiacal order (the other lies 1-6 signs
      // ahead of it) stands on the right; the later one casts a dexter ray back onto it.
      // A planet in the 11th, 10th or 9th sign from another overcomes it (Porphyry).
      const dexter = !witnessing || relation === 'copresence' || relation === 'opposition' ? null : fromA <= 6 ? a : b;
      const overcomer = !witnessing ? null : fromA === 10 || fromA === 9 || fromA === 8 ? b : fromA === 2 || fromA === 3 || fromA === 4 ? a : null;
      pairs.push({
        planet1: planetRef(a, lang), planet2: planetRef(b, lang),
        signDistance: Math.min(fromA, 12 - fromA),
        relation, witnessing,
        dexter: dexter ? planetRef(dexter, lang) : null,
        overcomes: overcomer ? planetRef(overcomer, lang) : null,
        domination: overcomer !== null && (fromA === 9 || fromA === 3),
      });
    }
  }
  return {
    ...echo(n, services, lang),
    pairs,
    aversions: SEVEN_PLANETS.map((p) => ({
      ...planetRef(p, lang),
      inAversionTo: SEVEN_PLANETS.filter((q) => q !== p && signRelation(signIndexOf(n.lon[p]), signIndexOf(n.lon[q])) === 'aversion').map((q) => planetRef(q, lang)),
    })),
  };
}

export function decansAnswer(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  return {
    ...echo(n, services, lang),
    points: chartPoints(n, lang, false).map((p) => {
      const k = Math.floor(normalizeDegrees(p.longitude) / 10);
      return { ...p, ...position(p.longitude, lang), decan: (k % 3) + 1, faceLord: planetRef(FACE_LORDS[k]!, lang) };
    }),
  };
}

/**
 * Twelfth-part of a longitude: the degrees within its sign times 12 (or 13, Firmicus' variant)
 * counted from the beginning of the same sign (Paulus Alexandrinus, Introduction ch. 22).
 */
export function dodecatemorion(longitude: number, factor: 12 | 13): number {
  const lon = normalizeDegrees(longitude);
  const s = signIndexOf(lon);
  return normalizeDegrees(s * 30 + (lon - s * 30) * factor);
}

export function dodecatemoriaAnswer(birth: BirthInput & { method?: 12 | 13 }, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const factor = birth.method ?? 12;
  return {
    ...echo(n, services, lang),
    method: factor,
    points: chartPoints(n, lang).map((p) => {
      const d = dodecatemorion(p.longitude, factor);
      return { slug: p.slug, name: p.name, longitude: p.longitude, dodecatemorion: position(d, lang), lord: planetRef(DOMICILE_LORDS[signIndexOf(d)]!, lang) };
    }),
  };
}

export { planetSect };
