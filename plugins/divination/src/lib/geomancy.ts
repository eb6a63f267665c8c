/**
 * Geomancy after John Michael Greer, 'The Art and Practice of Geomancy' (2009), and Cornelius
 * Agrippa's 'Of Geomancy' (the spurious Fourth Book, tr. Robert Turner 1655). A figure is four
 * rows, head to feet, each one point (odd) or two (even); two figures add row by row (odd +
 * odd = even). Planets and signs are Agrippa's as Greer tabulates them; the element given is
 * that of the sign (the dragon's head earth and tail fire, the nodes having no sign here).
 */
export type Row = 1 | 2;
export type Figure = readonly [Row, Row, Row, Row];

export interface FigureRecord {
  slug: string; latin: string; english: string; rows: Figure;
  element: 'fire' | 'earth' | 'air' | 'water'; planet: string; sign: string | null;
  favourable: 'favourable' | 'unfavourable' | 'mixed';
}

export const FIGURES: readonly FigureRecord[] = [
  { slug: 'via', latin: 'Via', english: 'The Way', rows: [1, 1, 1, 1], element: 'water', planet: 'moon', sign: 'cancer', favourable: 'mixed' },
  { slug: 'populus', latin: 'Populus', english: 'The People', rows: [2, 2, 2, 2], element: 'water', planet: 'moon', sign: 'cancer', favourable: 'mixed' },
  { slug: 'conjunctio', latin: 'Conjunctio', english: 'Conjunction', rows: [2, 1, 1, 2], element: 'earth', planet: 'mercury', sign: 'virgo', favourable: 'mixed' },
  { slug: 'carcer', latin: 'Carcer', english: 'Prison', rows: [1, 2, 2, 1], element: 'earth', planet: 'saturn', sign: 'capricorn', favourable: 'unfavourable' },
  { slug: 'fortuna-major', latin: 'Fortuna Major', english: 'Greater Fortune', rows: [2, 2, 1, 1], element: 'fire', planet: 'sun', sign: 'leo', favourable: 'favourable' },
  { slug: 'fortuna-minor', latin: 'Fortuna Minor', english: 'Lesser Fortune', rows: [1, 1, 2, 2], element: 'fire', planet: 'sun', sign: 'leo', favourable: 'favourable' },
  { slug: 'acquisitio', latin: 'Acquisitio', english: 'Gain', rows: [2, 1, 2, 1], element: 'fire', planet: 'jupiter', sign: 'sagittarius', favourable: 'favourable' },
  { slug: 'amissio', latin: 'Amissio', english: 'Loss', rows: [1, 2, 1, 2], element: 'earth', planet: 'venus', sign: 'taurus', favourable: 'unfavourable' },
  { slug: 'laetitia', latin: 'Laetitia', english: 'Joy', rows: [1, 2, 2, 2], element: 'water', planet: 'jupiter', sign: 'pisces', favourable: 'favourable' },
  { slug: 'tristitia', latin: 'Tristitia', english: 'Sorrow', rows: [2, 2, 2, 1], element: 'air', planet: 'saturn', sign: 'aquarius', favourable: 'unfavourable' },
  { slug: 'puella', latin: 'Puella', english: 'The Girl', rows: [1, 2, 1, 1], element: 'air', planet: 'venus', sign: 'libra', favourable: 'favourable' },
  { slug: 'puer', latin: 'Puer', english: 'The Boy', rows: [1, 1, 2, 1], element: 'fire', planet: 'mars', sign: 'aries', favourable: 'mixed' },
  { slug: 'albus', latin: 'Albus', english: 'White', rows: [2, 2, 1, 2], element: 'air', planet: 'mercury', sign: 'gemini', favourable: 'favourable' },
  { slug: 'rubeus', latin: 'Rubeus', english: 'Red', rows: [2, 1, 2, 2], element: 'water', planet: 'mars', sign: 'scorpio', favourable: 'unfavourable' },
  { slug: 'caput-draconis', latin: 'Caput Draconis', english: "The Dragon's Head", rows: [2, 1, 1, 1], element: 'earth', planet: 'north-node', sign: null, favourable: 'favourable' },
  { slug: 'cauda-draconis', latin: 'Cauda Draconis', english: "The Dragon's Tail", rows: [1, 1, 1, 2], element: 'fire', planet: 'south-node', sign: null, favourable: 'unfavourable' },
];

const key = (f: Figure) => f.join('');
const BY_ROWS = new Map(FIGURES.map((f) => [key(f.rows), f]));
export const figureOf = (rows: Figure): FigureRecord => BY_ROWS.get(key(rows))!;
export const figureBySlug = (slug: string): FigureRecord | undefined => FIGURES.find((f) => f.slug === slug);

/** Row by row: odd + odd and even + even give two points, odd + even one. */
export function add(a: Figure, b: Figure): Figure {
  return a.map((x, i) => ((x + b[i]!) % 2 === 0 ? 2 : 1)) as unknown as Figure;
}

export const points = (f: Figure) => f.reduce<number>((s, x) => s + x, 0);

/** Sixteen lines of 8-24 dots (8 + floor(r x 17)) from the PRNG: odd one point, even two; four lines per Mother. */
export function dotsToMothers(next: () => number): { dots: number[]; mothers: Figure[] } {
  const dots = Array.from({ length: 16 }, () => 8 + Math.floor(next() * 17));
  const rows = dots.map((d) => (d % 2 === 1 ? 1 : 2) as Row);
  return { dots, mothers: [0, 1, 2, 3].map((m) => rows.slice(4 * m, 4 * m + 4) as unknown as Figure) };
}

export interface Shield { mothers: Figure[]; daughters: Figure[]; nieces: Figure[]; rightWitness: Figure; leftWitness: Figure; judge: Figure; reconciler: Figure }

export function shield(mothers: Figure[]): Shield {
  // Daughter n, row k = Mother k, row n.
  const daughters = [0, 1, 2, 3].map((n) => [0, 1, 2, 3].map((k) => mothers[k]![n]!) as unknown as Figure);
  const nieces = [add(mothers[0]!, mothers[1]!), add(mothers[2]!, mothers[3]!), add(daughters[0]!, daughters[1]!), add(daughters[2]!, daughters[3]!)];
  const rightWitness = add(nieces[0]!, nieces[1]!);
  const leftWitness = add(nieces[2]!, nieces[3]!);
  const judge = add(rightWitness, leftWitness);
  return { mothers, daughters, nieces, rightWitness, leftWitness, judge, reconciler: add(judge, mothers[0]!) };
}

export type PerfectionMode = 'occupation' | 'conjunction' | 'mutation' | 'translation' | 'none';

const adjacent = (h: number) => [((h + 10) % 12) + 1, (h % 12) + 1];

/**
 * Perfection between the querent's and the quesited's houses (Greer ch. 4): occupation (the same
 * figure in both), conjunction (either figure in a house next to the other's), mutation (the two
 * figures side by side elsewhere), translation (one figure in houses next to both); houses 12
 * and 1 are neighbours.
 */
export function perfection(houses: Figure[], querent: number, quesited: number): { mode: PerfectionMode; details: string } {
  const at = (h: number) => key(houses[h - 1]!);
  const a = at(querent);
  const b = at(quesited);
  const name = (k: string) => BY_ROWS.get(k)!.latin;
  if (a === b) return { mode: 'occupation', details: `${name(a)} stands in both house ${querent} and house ${quesited}` };
  for (const h of adjacent(quesited)) if (h !== querent && at(h) === a) return { mode: 'conjunction', details: `the querent's ${name(a)} also stands in house ${h}, next to house ${quesited}` };
  for (const h of adjacent(querent)) if (h !== quesited && at(h) === b) return { mode: 'conjunction', details: `the quesited's ${name(b)} also stands in house ${h}, next to house ${querent}` };
  for (let h = 1; h <= 12; h++) {
    if (h === querent || h === quesited || at(h) !== a) continue;
    for (const n of adjacent(h)) if (n !== querent && n !== quesited && at(n) === b) return { mode: 'mutation', details: `${name(a)} in house ${h} and ${name(b)} in house ${n} stand side by side` };
  }
  for (let h = 1; h <= 12; h++) {
    const f = at(h);
    if (f === a || f === b) continue;
    const nearQuerent = adjacent(querent).some((n) => at(n) === f);
    const nearQuesited = adjacent(quesited).some((n) => at(n) === f);
    if (nearQuerent && nearQuesited) return { mode: 'translation', details: `${name(f)} stands next to both house ${querent} and house ${quesited}` };
  }
  return { mode: 'none', details: 'no figure perfects the two houses' };
}
