/**
 * The 27 nakshatras (lunar mansions) of the sidereal zodiac, each 13 deg 20' long from 0
 * Aries (Ashwini) and divided into four padas of 3 deg 20'.
 *
 * Sources:
 * - Order, extent and Vimshottari lords: Brihat Parashara Hora Shastra (BPHS), ch. 46
 *   ("Vimshottari dasha"): the lords Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn,
 *   Mercury repeat three times from Ashwini, with dasha years 7, 20, 6, 10, 7, 18, 16, 19, 17.
 * - Presiding deities: Taittiriya Brahmana III.1 (the nakshatra-ishti), the list BPHS and the
 *   muhurta texts repeat.
 * - Symbols: the traditional iconography of the asterisms; common variants in parentheses.
 * - Ganas (deva, manushya, rakshasa temperament): Muhurta Chintamani, vivaha-prakarana,
 *   the gana-kuta of marriage matching; nine nakshatras in each gana.
 * - Padas: each pada is one navamsa; the navamsa signs run continuously from Aries at
 *   0 Aries (BPHS ch. 6, navamsa: for movable signs from the sign itself, fixed from the
 *   ninth, dual from the fifth, which is the same continuous sequence).
 * - Abhijit, the 28th asterism of the older lists: the last quarter of Uttara Ashadha plus
 *   the first fifteenth of Shravana, 276 deg 40' to 280 deg 53' 20" (Muhurta Chintamani).
 */
import { normalizeDegrees } from './angles.js';
import { SIGN_NAMES } from './zodiac.js';
import type { SignName } from './zodiac.js';

export type VimshottariLord = 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury';
export type Gana = 'deva' | 'manushya' | 'rakshasa';

export interface NakshatraInfo {
  /** 1-27, Ashwini first. */
  number: number;
  slug: string;
  /** Transliterated Sanskrit (IAST without diacritics). */
  name: string;
  /** Vimshottari dasha lord. */
  ruler: VimshottariLord;
  deity: string;
  symbol: string;
  gana: Gana;
}

/** 13 deg 20' in degrees. */
export const NAKSHATRA_SPAN = 40 / 3;
/** 3 deg 20' in degrees: one pada, one navamsa. */
export const PADA_SPAN = 10 / 3;

/** The nine Vimshottari lords in dasha order from Ashwini (BPHS ch. 46). */
export const VIMSHOTTARI_LORDS: readonly VimshottariLord[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
/** Vimshottari dasha years of each lord, same order; they total 120. */
export const VIMSHOTTARI_YEARS: Readonly<Record<VimshottariLord, number>> = {
  Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17,
};

const ROWS: readonly (readonly [name: string, deity: string, symbol: string, gana: Gana])[] = [
  ['Ashwini', 'Ashvini Kumaras (the divine horsemen)', "horse's head", 'deva'],
  ['Bharani', 'Yama', 'yoni (womb)', 'manushya'],
  ['Krittika', 'Agni', 'razor or flame', 'rakshasa'],
  ['Rohini', 'Prajapati (Brahma)', 'ox cart (chariot)', 'manushya'],
  ['Mrigashira', 'Soma', "deer's head", 'deva'],
  ['Ardra', 'Rudra', 'teardrop (gem)', 'manushya'],
  ['Punarvasu', 'Aditi', 'bow and quiver', 'deva'],
  ['Pushya', 'Brihaspati', "cow's udder (flower, circle)", 'deva'],
  ['Ashlesha', 'Sarpas (the serpents)', 'coiled serpent', 'rakshasa'],
  ['Magha', 'Pitris (the ancestors)', 'royal throne', 'rakshasa'],
  ['Purva Phalguni', 'Bhaga', 'front legs of a bed (hammock)', 'manushya'],
  ['Uttara Phalguni', 'Aryaman', 'back legs of a bed', 'manushya'],
  ['Hasta', 'Savitr', 'hand', 'deva'],
  ['Chitra', 'Tvashtr (Vishvakarman)', 'bright jewel (pearl)', 'rakshasa'],
  ['Swati', 'Vayu', 'young shoot swaying in the wind (coral)', 'deva'],
  ['Vishakha', 'Indragni (Indra and Agni)', 'triumphal arch (potter\'s wheel)', 'rakshasa'],
  ['Anuradha', 'Mitra', 'lotus (triumphal arch)', 'deva'],
  ['Jyeshtha', 'Indra', 'circular amulet (earring, umbrella)', 'rakshasa'],
  ['Mula', 'Nirriti', 'bunch of roots tied together', 'rakshasa'],
  ['Purva Ashadha', 'Apas (the waters)', "elephant's tusk (winnowing fan)", 'manushya'],
  ['Uttara Ashadha', 'Vishvedevas (the universal gods)', "elephant's tusk (planks of a bed)", 'manushya'],
  ['Shravana', 'Vishnu', 'ear (three footprints)', 'deva'],
  ['Dhanishta', 'the eight Vasus', 'drum (mridanga)', 'rakshasa'],
  ['Shatabhisha', 'Varuna', 'empty circle (a hundred physicians)', 'rakshasa'],
  ['Purva Bhadrapada', 'Aja Ekapada', 'front legs of a funeral cot (swords)', 'manushya'],
  ['Uttara Bhadrapada', 'Ahir Budhnya', 'back legs of a funeral cot (twins)', 'manushya'],
  ['Revati', 'Pushan', 'fish (drum)', 'deva'],
];

export const NAKSHATRAS: readonly NakshatraInfo[] = ROWS.map(([name, deity, symbol, gana], i) => ({
  number: i + 1,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  ruler: VIMSHOTTARI_LORDS[i % 9]!,
  deity,
  symbol,
  gana,
}));

/** Abhijit: 276 deg 40' (6 deg 40' Capricorn) to 280 deg 53' 20" (10 deg 53' 20" Capricorn). */
export const ABHIJIT = { startLongitude: 276 + 40 / 60, endLongitude: 280 + 53 / 60 + 20 / 3600 } as const;

/** Sidereal start longitude of nakshatra `number` (1-27). */
export function nakshatraStart(number: number): number {
  return (number - 1) * NAKSHATRA_SPAN;
}

/** The navamsa sign of a sidereal longitude: navamsas run from Aries at 0 Aries. */
export function navamsaSignOf(siderealLongitude: number): SignName {
  const idx = Math.floor(normalizeDegrees(siderealLongitude) / PADA_SPAN + 1e-9) % 12;
  return SIGN_NAMES[idx]!;
}

export interface NakshatraPosition {
  nakshatra: NakshatraInfo;
  /** 1-4. */
  pada: number;
  /** Degrees travelled inside the nakshatra, [0, 13.333). */
  degreeInNakshatra: number;
  /** Fraction of the nakshatra travelled, [0, 1): the elapsed part of the first dasha. */
  fraction: number;
}

/** The nakshatra and pada of a sidereal longitude. */
export function nakshatraOf(siderealLongitude: number): NakshatraPosition {
  const lon = normalizeDegrees(siderealLongitude);
  const idx = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN + 1e-12));
  const degreeInNakshatra = Math.max(0, lon - idx * NAKSHATRA_SPAN);
  const pada = Math.min(4, Math.floor(degreeInNakshatra / PADA_SPAN + 1e-12) + 1);
  return { nakshatra: NAKSHATRAS[idx]!, pada, degreeInNakshatra, fraction: degreeInNakshatra / NAKSHATRA_SPAN };
}

/** Whether a sidereal longitude lies in Abhijit (start inclusive, end exclusive). */
export function inAbhijit(siderealLongitude: number): boolean {
  const lon = normalizeDegrees(siderealLongitude);
  return lon >= ABHIJIT.startLongitude && lon < ABHIJIT.endLongitude;
}
