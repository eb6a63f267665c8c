
import { normalizeDegrees, SIGNS, SIGN_NAMES, signIndexOf } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { named } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { castChart } from '@celestial/core/astro';
import { echo, natal } from './natal.js';
import type { ClockServices, Services } from './natal.js';

// ---------------------------------------------------------------- critical degrees

/**
 * Critical degrees by modality (the 28 lunar mansions of 12 deg 51' projected into the
 * signs): Cardinal 0, 13, 26; Fixed 8-9, 21-22; Mutable 4, 17. A planet is on one when the
 * whole degree it occupies (floor of degrees in sign) is in its sign's list.
 */
export const CRITICAL_DEGREES: Readonly<Record<'Cardinal' | 'Fixed' | 'Mutable', readonly number[]>> = {
  Cardinal: [0, 13, 26],
  Fixed: [8, 9, 21, 22],
  Mutable: [4, 17],
};

const TEN = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

export function criticalDegreeOf(longitude: number): { modality: 'Cardinal' | 'Fixed' | 'Mutable'; degree: number; critical: boolean } {
  const s = signIndexOf(longitude);
  const m = SIGNS[s]!.modality;
  const modality = (m.charAt(0).toUpperCase() + m.slice(1)) as 'Cardinal' | 'Fixed' | 'Mutable';
  const degree = Math.floor(normalizeDegrees(longitude) - s * 30);
  return { modality, degree, critical: CRITICAL_DEGREES[modality].includes(degree) };
}

export function criticalDegrees(birth: BirthInput, services: Services) {
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
  const onCritical = chart.bodies.flatMap((b, i) => {
    const c = criticalDegreeOf(b.longitude);
    return c.critical ? [{ planet: TEN[i]!, sign: b.sign, degInSign: b.degreeInSign, criticalDeg: c.degree, modality: c.modality }] : [];
  });
  return {
    onCritical,
    criticalDegreeMap: { Cardinal: '0, 13, 26', Fixed: '8-9, 21-22', Mutable: '4, 17' },
    doctrine: 'Critical degrees by modality: the 28 lunar mansions of 12 deg 51 min each projected into the signs give Cardinal 0, 13, 26; Fixed 8-9, 21-22; Mutable 4, 17. A planet is on a critical degree when the whole degree it occupies in its sign is one of its modality\'s degrees.',
    source: 'Robert Hand, on the critical degrees derived from the 28 lunar mansions',
    disclaimer: 'A traditional and modern doctrine presented for study; it describes symbolism, not a prediction of events.',
  };
}

// ---------------------------------------------------------------- Arroyo: cycle of becoming

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;

/**
 * The task of each seven-year phase: the Saturn-cycle quarter (opening, first square,
 * opposition, closing square) in the element this service assigns to it. Service's framing.
 */
const TASKS: readonly string[] = [
  'Emergence: the self asserts itself and discovers its will and vitality.',
  'Grounding: the body, skills and the practical world are learned and tested.',
  'Connection: ideas, peers and relationships widen the view of the self.',
  'Feeling: emotional identity and a sense of belonging are formed.',
  'Renewal: a new sense of purpose and the courage to pursue it.',
  'Building: work, responsibility and structures that can last.',
  'Understanding: perspective, partnership and sharing what has been learned.',
  'Depth: inner life, loss and regeneration bring emotional maturity.',
  'Re-inspiration: a second beginning, chosen with experience.',
  'Consolidation: harvest, mastery and the use of authority.',
  'Detachment: wisdom passed on; the wider social and mental view.',
  'Completion: reflection, acceptance and release into the next cycle.',
];

export function cycleOfBecoming(birth: BirthInput, services: ClockServices) {
  const chart = castChart(birth, services, { bodies: [0] });
  // Whole years from the birth date to the request date (UTC), by the calendar.
  const today = services.clock.now();
  const [y, m, d] = chart.moment.localDate.split('-').map(Number) as [number, number, number];
  let currentAge = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) currentAge--;
  currentAge = Math.max(0, currentAge);
  const fullCycle = Array.from({ length: 12 }, (_, n) => ({ phase: n + 1, ageRange: `${7 * n}-${7 * n + 7}`, element: ELEMENTS[n % 4]!, task: TASKS[n]! }));
  const currentPhase = fullCycle[Math.min(11, Math.floor(currentAge / 7))]!;
  return {
    currentAge,
    currentPhase,
    fullCycle,
    doctrine: 'Life read as successive seven-year phases, the quarters of the roughly 29.5-year Saturn cycle that Stephen Arroyo discusses; phase n (0-11) covers ages 7n to 7n + 7. The passage of the phases through the elements in zodiacal order (fire, earth, air, water) is this service\'s framing, not a rule Arroyo gives; beyond 84 the last phase is reported.',
    source: 'Stephen Arroyo, Astrology, Karma & Transformation (CRCS, 1978), the chapter on Saturn and its cycle',
    disclaimer: 'A psychological reading for reflection, not a prediction; the phase texts are static.',
  };
}

// ---------------------------------------------------------------- Rudhyar: lunation type

export const LUNATION_PHASES = ['new', 'crescent', 'first-quarter', 'gibbous', 'full', 'disseminating', 'last-quarter', 'balsamic'] as const;

/**
 * Keywords of the eight lunation types after Rudhyar, The Lunation Cycle (1967), as slugs of
 * core's lunation-keyword table (named in the answer's language by lunationType).
 */
const KEYWORDS: Readonly<Record<(typeof LUNATION_PHASES)[number], readonly string[]>> = {
  new: ['emergence', 'spontaneity', 'instinctive-projection'],
  crescent: ['struggle', 'mobilisation', 'breaking-from-the-past'],
  'first-quarter': ['crisis-in-action', 'building', 'decisiveness'],
  gibbous: ['perfecting', 'analysis', 'growth-toward-illumination'],
  full: ['fulfilment', 'objectivity', 'relationship'],
  disseminating: ['demonstration', 'sharing', 'teaching'],
  'last-quarter': ['crisis-in-consciousness', 'reorientation', 'ideological-commitment'],
  balsamic: ['release', 'seed', 'transition-to-the-future'],
};

export function lunationPhase(elongation: number) {
  const e = normalizeDegrees(elongation);
  const k = Math.floor(e / 45);
  const phase = LUNATION_PHASES[k]!;
  return { elongation: e, phase, degreesIntoPhase: e - k * 45, waxing: e < 180, keywords: [...KEYWORDS[phase]] };
}

export function lunationType(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const phase = lunationPhase(n.lon.Moon - n.lon.Sun);
  return { ...echo(n, services, lang), ...phase, keywords: phase.keywords.map((k) => named('lunation-keyword', k, lang)) };
}

export { SIGN_NAMES };
