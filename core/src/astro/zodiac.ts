/**
 * The twelve signs and their classical qualities. Elements and modalities after Ptolemy,
 * Tetrabiblos I.11-12 (tropical / solid / bicorporeal signs); polarity alternates from Aries.
 */
import { normalizeDegrees } from './angles.js';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface SignInfo {
  index: number;
  slug: string;
  name: string;
  element: Element;
  modality: Modality;
  polarity: 'masculine' | 'feminine';
}

const NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: Modality[] = ['cardinal', 'fixed', 'mutable'];

export const SIGNS: readonly SignInfo[] = NAMES.map((name, index) => ({
  index,
  slug: name.toLowerCase(),
  name,
  element: ELEMENTS[index % 4]!,
  modality: MODALITIES[index % 3]!,
  polarity: index % 2 === 0 ? 'masculine' : 'feminine',
}));

export type SignName = (typeof NAMES)[number];
export const SIGN_NAMES: readonly SignName[] = NAMES;

export function signIndexOf(longitude: number): number {
  return Math.min(11, Math.floor(normalizeDegrees(longitude) / 30));
}

export function signOf(longitude: number): { signIndex: number; sign: SignName; degreeInSign: number } {
  const lon = normalizeDegrees(longitude);
  const signIndex = signIndexOf(lon);
  return { signIndex, sign: NAMES[signIndex]!, degreeInSign: lon - signIndex * 30 };
}

/** Sign index from a name, case and surrounding spaces ignored; -1 when not a sign. */
export function signIndexByName(name: string): number {
  const n = name.trim().toLowerCase();
  return NAMES.findIndex((s) => s.toLowerCase() === n);
}
