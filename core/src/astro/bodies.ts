/**
 * Bodies by their Swiss Ephemeris numbers (swephexp.h: SE_SUN 0 ... SE_PLUTO 9,
 * SE_MEAN_NODE 10, SE_TRUE_NODE 11, SE_MEAN_APOG 12 = mean Black Moon Lilith, SE_CHIRON 15).
 */
export interface BodyInfo {
  id: number;
  slug: string;
  name: string;
}

export const BODY = {
  SUN: 0, MOON: 1, MERCURY: 2, VENUS: 3, MARS: 4, JUPITER: 5, SATURN: 6, URANUS: 7, NEPTUNE: 8, PLUTO: 9,
  MEAN_NODE: 10, TRUE_NODE: 11, MEAN_LILITH: 12, OSCU_LILITH: 13, EARTH: 14, CHIRON: 15, PHOLUS: 16,
  CERES: 17, PALLAS: 18, JUNO: 19, VESTA: 20,
} as const;

export const BODIES: readonly BodyInfo[] = [
  { id: 0, slug: 'sun', name: 'Sun' },
  { id: 1, slug: 'moon', name: 'Moon' },
  { id: 2, slug: 'mercury', name: 'Mercury' },
  { id: 3, slug: 'venus', name: 'Venus' },
  { id: 4, slug: 'mars', name: 'Mars' },
  { id: 5, slug: 'jupiter', name: 'Jupiter' },
  { id: 6, slug: 'saturn', name: 'Saturn' },
  { id: 7, slug: 'uranus', name: 'Uranus' },
  { id: 8, slug: 'neptune', name: 'Neptune' },
  { id: 9, slug: 'pluto', name: 'Pluto' },
  { id: 10, slug: 'mean-node', name: 'Mean Node' },
  { id: 11, slug: 'true-node', name: 'True Node' },
  { id: 12, slug: 'lilith', name: 'Lilith' },
  { id: 13, slug: 'osculating-lilith', name: 'Osculating Lilith' },
  { id: 15, slug: 'chiron', name: 'Chiron' },
  { id: 16, slug: 'pholus', name: 'Pholus' },
  { id: 17, slug: 'ceres', name: 'Ceres' },
  { id: 18, slug: 'pallas', name: 'Pallas' },
  { id: 19, slug: 'juno', name: 'Juno' },
  { id: 20, slug: 'vesta', name: 'Vesta' },
];

const BY_ID = new Map(BODIES.map((b) => [b.id, b]));

export function bodyById(id: number): BodyInfo | undefined {
  return BY_ID.get(id);
}

export const SUPPORTED_BODY_IDS: readonly number[] = BODIES.map((b) => b.id);

/** The chart's default set: Sun to Pluto, mean and true node, Chiron, mean Lilith. */
export const DEFAULT_CHART_BODIES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 12];

/** The seven classical planets, Sun to Saturn. */
export const CLASSICAL_PLANETS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
