/**
 * The sidereal schools the chart input accepts by name (SERVICE-SPEC, birth data `ayanamsa`),
 * mapped to Swiss Ephemeris SE_SIDM_* modes (swephexp.h). `ayanamsaId` is the same number as
 * the Swiss mode, so a caller who knows Swiss Ephemeris needs no second table.
 *
 * `kp` is the newer Krishnamurti value (VP291, K. Senthilathiban; Swiss mode 45,
 * "Krishnamurti-Senthilathiban" in Swiss Ephemeris 2.09);
 * `krishnamurti` the older value SE_SIDM_KRISHNAMURTI = 5 most KP software shipped first.
 */
export const AYANAMSAS = [
  { slug: 'fagan-bradley', name: 'Fagan/Bradley', sweSiderealMode: 0 },
  { slug: 'lahiri', name: 'Lahiri (Chitrapaksha)', sweSiderealMode: 1 },
  { slug: 'de-luce', name: 'De Luce', sweSiderealMode: 2 },
  { slug: 'raman', name: 'B. V. Raman', sweSiderealMode: 3 },
  { slug: 'krishnamurti', name: 'Krishnamurti', sweSiderealMode: 5 },
  { slug: 'kp', name: 'Krishnamurti-Senthilathiban (KP, VP291)', sweSiderealMode: 45 },
  { slug: 'yukteshwar', name: 'Sri Yukteshwar', sweSiderealMode: 7 },
  { slug: 'jn-bhasin', name: 'J. N. Bhasin', sweSiderealMode: 8 },
  { slug: 'true-citra', name: 'True Chitra', sweSiderealMode: 27 },
  { slug: 'djwhal-khul', name: 'Djwhal Khul', sweSiderealMode: 6 },
] as const;

export type AyanamsaSlug = (typeof AYANAMSAS)[number]['slug'];
export const AYANAMSA_SLUGS: readonly AyanamsaSlug[] = AYANAMSAS.map((a) => a.slug);
export const AYANAMSA_IDS: readonly number[] = AYANAMSAS.map((a) => a.sweSiderealMode);
export const DEFAULT_AYANAMSA: AyanamsaSlug = 'lahiri';

export function ayanamsaBySlug(slug: string) {
  return AYANAMSAS.find((a) => a.slug === slug);
}
export function ayanamsaById(id: number) {
  return AYANAMSAS.find((a) => a.sweSiderealMode === id);
}
