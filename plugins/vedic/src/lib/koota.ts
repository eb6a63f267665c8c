/**
 * The koota (agreement) tables of marriage matching, read from the Moon's sidereal sign,
 * nakshatra and pada, shared by /vedic/match/* and the avakhada chakra.
 *
 * Sources:
 * - Muhurta Chintamani (Daivajna Rama, 1600), Vivaha prakarana, the eight kootas (ashtakoota,
 *   guna milan): varna 1, vashya 2, tara 3, yoni 4, graha maitri 5, gana 6, bhakoot 7, nadi 8.
 *   Varna by sign: Cancer, Scorpio, Pisces vipra (Brahmin); Aries, Leo, Sagittarius kshatriya;
 *   Taurus, Virgo, Capricorn vaishya; Gemini, Libra, Aquarius shudra (the water, fire, earth and
 *   air triplicities). Vashya classes by sign with the halves of Sagittarius (human, then
 *   quadruped) and Capricorn (quadruped, then aquatic) split at 15 degrees.
 * - Point tables as the later tradition publishes them (saravali.de, Jagannatha Hora, pyjhora's
 *   jhora/horoscope/match/compatibility.py): vashya, yoni (14 animals), graha maitri (from the
 *   natural friendships of BPHS ch. 3), gana.
 * - The ten South Indian poruthams (dashakoota) after Kalaprakasika: dina, gana, mahendra,
 *   stree-deergha, yoni, rasi, rasyadhipati, vasya, rajju, vedha.
 */
import { kebab } from '@celestial/core';
import { nakshatraOf, normalizeDegrees } from '@celestial/core/astro';
import { TARA_NAMES } from './tara.js';
import { GRAHA_NAMES, naturalRelation, SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
import type { Relation } from './grahas.js';

/** Inclusive count from one nakshatra (1-27) to another: the same star is 1. */
export function countStars(from: number, to: number): number {
  return ((((to - from) % 27) + 27) % 27) + 1;
}
/** Inclusive count from one sign (1-12) to another. */
export function countSigns(from: number, to: number): number {
  return ((((to - from) % 12) + 12) % 12) + 1;
}

/** The Moon's place as matching reads it. */
export interface MoonPlace {
  /** Sidereal longitude of the Moon. */
  longitude: number;
  /** 1-12. */
  sign: number;
  /** 1-27. */
  nakshatra: number;
  /** 1-4. */
  pada: number;
}

export function moonPlace(longitude: number): MoonPlace {
  const lon = normalizeDegrees(longitude);
  const n = nakshatraOf(lon);
  return { longitude: lon, sign: Math.floor(lon / 30) + 1, nakshatra: n.nakshatra.number, pada: n.pada };
}

/** Centre of a nakshatra pada as a longitude (for tables indexed by star and pada). */
export function padaCentre(nakshatra: number, pada: number): number {
  return (nakshatra - 1) * (40 / 3) + (pada - 1) * (10 / 3) + 5 / 3;
}

// ---------------------------------------------------------------- varna
export const VARNAS = ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'] as const;
/** Varna of each sign (index 0 Aries): water Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const SIGN_VARNA = [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0] as const;
/** 1 when the groom's varna is the same as or higher than the bride's. */
export function varnaPoints(groomSign: number, brideSign: number): number {
  return SIGN_VARNA[groomSign - 1]! <= SIGN_VARNA[brideSign - 1]! ? 1 : 0;
}

// ---------------------------------------------------------------- vashya
export const VASHYA_CLASSES = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
/** Vashya class of a Moon longitude: quadruped, human, aquatic, wild (Leo), insect (Scorpio). */
export function vashyaClass(longitude: number): number {
  const lon = normalizeDegrees(longitude);
  const sign = Math.floor(lon / 30) + 1;
  const deg = lon - (sign - 1) * 30;
  if (sign === 1 || sign === 2) return 0;
  if (sign === 9) return deg < 15 ? 1 : 0; // Dhanu: the archer's human half, then the horse
  if (sign === 10) return deg < 15 ? 0 : 2; // Makara: the goat, then the crocodile's tail
  if ([3, 6, 7, 11].includes(sign)) return 1;
  if (sign === 4 || sign === 12) return 2;
  if (sign === 5) return 3;
  return 4;
}
/** Points [bride class][groom class] (saravali.de's table as pyjhora publishes it). */
const VASHYA_POINTS = [
  [2.0, 0.5, 1.0, 0.0, 2.0],
  [0.5, 2.0, 0.0, 0.0, 0.0],
  [1.0, 0.0, 2.0, 2.0, 2.0],
  [0.0, 0.0, 2.0, 2.0, 0.0],
  [1.0, 0.0, 1.0, 0.0, 2.0],
];
export function vashyaPoints(groomLongitude: number, brideLongitude: number): number {
  return VASHYA_POINTS[vashyaClass(brideLongitude)]![vashyaClass(groomLongitude)]!;
}
/**
 * Sign vashya (Muhurta Chintamani, Vivaha prakarana): the signs each sign holds in its sway,
 * index 0 Aries -> sign numbers 1-12. Read by the South Indian vasya porutham.
 */
export const SIGN_VASHYA: readonly (readonly number[])[] = [[5, 8], [4, 7], [6], [8, 9], [7], [2, 12], [6, 10], [4], [12], [1, 11], [1], [10]];

// ---------------------------------------------------------------- tara
/**
 * Tara koota: count from the bride's star to the groom's and back, each count's remainder
 * by 9 (0 read as 9); 3 Vipat, 5 Pratyak, 7 Naidhana are bad. 1.5 points for each good count.
 */
export function taraPoints(groomStar: number, brideStar: number): { points: number; fromBride: number; fromGroom: number } {
  const fromBride = ((countStars(brideStar, groomStar) - 1) % 9) + 1;
  const fromGroom = ((countStars(groomStar, brideStar) - 1) % 9) + 1;
  const good = (t: number) => ![3, 5, 7].includes(t);
  return { points: (good(fromBride) ? 1.5 : 0) + (good(fromGroom) ? 1.5 : 0), fromBride, fromGroom };
}

// ---------------------------------------------------------------- yoni
export const YONI_ANIMALS = ['Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey', 'Mongoose', 'Lion'] as const;
/** Yoni of each nakshatra (Ashwini horse, Bharani elephant ... Revati elephant). */
export const NAKSHATRA_YONI = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1] as const;
/** Sex of each nakshatra's yoni (m male, f female), the traditional list. */
export const NAKSHATRA_YONI_SEX = 'mmfmfffmmmfmffmmfmmmmfffmff';
/** Yoni points [bride animal][groom animal]: 4 same, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies. */
const YONI_POINTS = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];
export function yoniPoints(groomStar: number, brideStar: number): number {
  return YONI_POINTS[NAKSHATRA_YONI[brideStar - 1]!]![NAKSHATRA_YONI[groomStar - 1]!]!;
}
/** Sworn enemies (0 points): horse-buffalo, elephant-lion, sheep-monkey, serpent-mongoose, dog-deer, cat-rat, cow-tiger. */
export function yoniEnemies(a: number, b: number): boolean {
  return YONI_POINTS[NAKSHATRA_YONI[a - 1]!]![NAKSHATRA_YONI[b - 1]!] === 0;
}

// ---------------------------------------------------------------- graha maitri
const MAITRI_VALUE: Record<string, number> = { 'friend,friend': 5, 'friend,neutral': 4, 'neutral,friend': 4, 'neutral,neutral': 3, 'friend,enemy': 1, 'enemy,friend': 1, 'neutral,enemy': 0.5, 'enemy,neutral': 0.5, 'enemy,enemy': 0 };
/** Graha maitri of the two Moon-sign lords from their natural friendships (BPHS ch. 3); the same lord 5. */
export function maitriPoints(groomSign: number, brideSign: number): number {
  const a = SIGN_LORD[groomSign - 1]!;
  const b = SIGN_LORD[brideSign - 1]!;
  if (a === b) return 5;
  return MAITRI_VALUE[`${naturalRelation(a, b)},${naturalRelation(b, a)}`]!;
}
export function lordRelations(groomSign: number, brideSign: number): { groomLord: string; brideLord: string; groomToBride: Relation | 'same'; brideToGroom: Relation | 'same' } {
  const a = SIGN_LORD[groomSign - 1]!;
  const b = SIGN_LORD[brideSign - 1]!;
  return { groomLord: GRAHA_NAMES[a], brideLord: GRAHA_NAMES[b], groomToBride: a === b ? 'same' : naturalRelation(a, b), brideToGroom: a === b ? 'same' : naturalRelation(b, a) };
}

// ---------------------------------------------------------------- gana
export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
/** Gana of each nakshatra (Muhurta Chintamani; the same as core's NAKSHATRAS). */
export const NAKSHATRA_GANA = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0] as const;
/** Gana points [bride gana][groom gana]. */
const GANA_POINTS = [[6, 6, 0], [5, 6, 0], [1, 0, 6]];
export function ganaPoints(groomStar: number, brideStar: number): number {
  return GANA_POINTS[NAKSHATRA_GANA[brideStar - 1]!]![NAKSHATRA_GANA[groomStar - 1]!]!;
}

// ---------------------------------------------------------------- bhakoot
/** Bhakoot: the signs 2/12, 5/9 or 6/8 from each other give 0, every other distance 7. */
export function bhakootPoints(groomSign: number, brideSign: number): { points: number; distance: string } {
  const a = countSigns(brideSign, groomSign);
  const b = countSigns(groomSign, brideSign);
  const bad = [2, 12, 5, 9, 6, 8].includes(a);
  return { points: bad ? 0 : 7, distance: `${Math.min(a, b)}/${Math.max(a, b)}` };
}

// ---------------------------------------------------------------- nadi
export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
/** Nadi of each star in the zig-zag triplets from Ashwini: Adi, Madhya, Antya, Antya, Madhya, Adi ... */
export const NAKSHATRA_NADI = [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2] as const;
export function nadiPoints(groomStar: number, brideStar: number): number {
  return NAKSHATRA_NADI[groomStar - 1] === NAKSHATRA_NADI[brideStar - 1] ? 0 : 8;
}

// ---------------------------------------------------------------- ashtakoota
/**
 * What a koota compares on one partner's side, by slug (issue 12: the answer names it in its
 * language): a varna, vashya class, gana or nadi (core's koota-quality table), the tara counted
 * from this partner's star to the other's (tara table, janma = 1), the yoni animal (yoni-animal
 * table) with its sex, the Moon sign's lord (graha 0-8) or the Moon sign (1-12).
 */
export interface KootaSide { slug: string; sex?: 'male' | 'female'; graha?: number; sign?: number }

export interface KootaScore {
  name: string;
  points: number;
  max: number;
  boy: KootaSide;
  girl: KootaSide;
}

export interface Ashtakoota {
  kootas: KootaScore[];
  total: number;
  max: 36;
  verdict: 'excellent' | 'very-good' | 'acceptable' | 'not-recommended';
  doshas: KootaDosha[];
}

/** A koota that scored nothing: its dosha (the bhakoot's with the distance of the Moon signs, e.g. 6-8). */
export interface KootaDosha { koota: 'nadi' | 'bhakoot' | 'gana'; distance?: string }

/** The eight kootas of groom and bride Moons (Muhurta Chintamani, Vivaha prakarana). */
export function ashtakoota(groom: MoonPlace, bride: MoonPlace): Ashtakoota {
  const tara = taraPoints(groom.nakshatra, bride.nakshatra);
  const bhakoot = bhakootPoints(groom.sign, bride.sign);
  const slug = (english: string) => kebab(english);
  const animal = (star: number): KootaSide => ({ slug: slug(YONI_ANIMALS[NAKSHATRA_YONI[star - 1]!]!), sex: NAKSHATRA_YONI_SEX[star - 1] === 'm' ? 'male' : 'female' });
  const lordOf = (sign: number): KootaSide => ({ slug: slug(GRAHA_NAMES[SIGN_LORD[sign - 1]!]!), graha: SIGN_LORD[sign - 1]! });
  const signSide = (sign: number): KootaSide => ({ slug: slug(SIGN_NAMES_EN[sign - 1]!), sign });
  const kootas: KootaScore[] = [
    { name: 'varna', points: varnaPoints(groom.sign, bride.sign), max: 1, boy: { slug: slug(VARNAS[SIGN_VARNA[groom.sign - 1]!]) }, girl: { slug: slug(VARNAS[SIGN_VARNA[bride.sign - 1]!]) } },
    { name: 'vashya', points: vashyaPoints(groom.longitude, bride.longitude), max: 2, boy: { slug: slug(VASHYA_CLASSES[vashyaClass(groom.longitude)]!) }, girl: { slug: slug(VASHYA_CLASSES[vashyaClass(bride.longitude)]!) } },
    { name: 'tara', points: tara.points, max: 3, boy: { slug: slug(TARA_NAMES[tara.fromGroom - 1]!) }, girl: { slug: slug(TARA_NAMES[tara.fromBride - 1]!) } },
    { name: 'yoni', points: yoniPoints(groom.nakshatra, bride.nakshatra), max: 4, boy: animal(groom.nakshatra), girl: animal(bride.nakshatra) },
    { name: 'graha maitri', points: maitriPoints(groom.sign, bride.sign), max: 5, boy: lordOf(groom.sign), girl: lordOf(bride.sign) },
    { name: 'gana', points: ganaPoints(groom.nakshatra, bride.nakshatra), max: 6, boy: { slug: slug(GANAS[NAKSHATRA_GANA[groom.nakshatra - 1]!]) }, girl: { slug: slug(GANAS[NAKSHATRA_GANA[bride.nakshatra - 1]!]) } },
    { name: 'bhakoot', points: bhakoot.points, max: 7, boy: signSide(groom.sign), girl: signSide(bride.sign) },
    { name: 'nadi', points: nadiPoints(groom.nakshatra, bride.nakshatra), max: 8, boy: { slug: slug(NADIS[NAKSHATRA_NADI[groom.nakshatra - 1]!]) }, girl: { slug: slug(NADIS[NAKSHATRA_NADI[bride.nakshatra - 1]!]) } },
  ];
  const total = kootas.reduce((s, k) => s + k.points, 0);
  // A koota scoring nothing is its dosha (nadi, bhakoot with the signs' distance, gana), by the
  // koota's slug (the answer names it in its language; issue 12).
  const doshas: KootaDosha[] = [];
  if (kootas[7]!.points === 0) doshas.push({ koota: 'nadi' });
  if (kootas[6]!.points === 0) doshas.push({ koota: 'bhakoot', distance: bhakoot.distance });
  if (kootas[5]!.points === 0) doshas.push({ koota: 'gana' });
  // 18 of 36 is the accepted minimum (Muhurta Chintamani commentaries: more than half the gunas).
  const verdict = total >= 28 ? 'excellent' : total >= 24 ? 'very-good' : total >= 18 ? 'acceptable' : 'not-recommended';
  return { kootas, total, max: 36, verdict, doshas };
}

// ---------------------------------------------------------------- nadi dosha and its exceptions
export type NadiDoshaException = 'same-star-different-padas' | 'same-sign-different-stars' | 'same-star-different-signs' | 'same-lord-of-moon-signs';

export interface NadiDosha {
  groomNadi: string;
  brideNadi: string;
  dosha: boolean;
  /** By slug of core's nadi-dosha-exception table (the answer names each in its language). */
  exceptions: { slug: NadiDoshaException; applies: boolean }[];
  effective: boolean;
}

/**
 * Nadi dosha and the exceptions the Muhurta Chintamani commentaries (Piyushadhara) allow: the
 * same star with different padas (charanas), the same sign with different stars, the same star in different signs,
 * or one lord for both Moon signs.
 */
export function nadiDosha(groom: MoonPlace, bride: MoonPlace): NadiDosha {
  const dosha = NAKSHATRA_NADI[groom.nakshatra - 1] === NAKSHATRA_NADI[bride.nakshatra - 1];
  const sameStar = groom.nakshatra === bride.nakshatra;
  const sameSign = groom.sign === bride.sign;
  const exceptions: NadiDosha['exceptions'] = [
    { slug: 'same-star-different-padas', applies: dosha && sameStar && groom.pada !== bride.pada },
    { slug: 'same-sign-different-stars', applies: dosha && sameSign && !sameStar },
    { slug: 'same-star-different-signs', applies: dosha && sameStar && !sameSign },
    { slug: 'same-lord-of-moon-signs', applies: dosha && SIGN_LORD[groom.sign - 1] === SIGN_LORD[bride.sign - 1] },
  ];
  return { groomNadi: NADIS[NAKSHATRA_NADI[groom.nakshatra - 1]!], brideNadi: NADIS[NAKSHATRA_NADI[bride.nakshatra - 1]!], dosha, exceptions, effective: dosha && !exceptions.some((e) => e.applies) };
}

// ---------------------------------------------------------------- dashakoota (ten poruthams)
/** Rajju groups by star (1-27): 0 head (siro), 1 neck (kantha), 2 stomach (udara), 3 waist (kati), 4 foot (pada). */
export const RAJJU_NAMES = ['Siro (head)', 'Kantha (neck)', 'Udara (stomach)', 'Kati (waist)', 'Pada (foot)'] as const;
/** The same groups by slug of core's rajju table. */
export const RAJJU_SLUGS = ['siro', 'kantha', 'udara', 'kati', 'pada'] as const;
const RAJJU_OF_STAR: number[] = (() => {
  const groups: number[][] = [[5, 14, 23], [4, 6, 13, 15, 22, 24], [3, 7, 12, 16, 21, 25], [2, 8, 11, 17, 20, 26], [1, 9, 10, 18, 19, 27]];
  const out = new Array<number>(28).fill(-1);
  groups.forEach((g, i) => g.forEach((s) => (out[s] = i)));
  return out;
})();
export function rajjuOf(star: number): number {
  return RAJJU_OF_STAR[star]!;
}
/** Vedha pairs (Kalaprakasika): mutually obstructing stars; Mrigashira, Chitra, Dhanishtha obstruct each other. */
const VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [1, 18], [2, 17], [3, 16], [4, 15], [6, 22], [7, 21], [8, 20], [9, 19], [10, 27], [11, 26], [12, 25], [13, 24], [5, 14], [5, 23], [14, 23],
];
export function vedha(a: number, b: number): boolean {
  return VEDHA_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * What a porutham read, as a sentence of core's porutham-detail table (issue 12: English text
 * before): its slug and the values of its placeholders, each a number or a name by table and slug
 * (a gana, a yoni animal, a sign, a rajju, a graha, a relation), named in the answer's language by
 * the operation.
 */
export interface PoruthamDetail { slug: string; fill: Readonly<Record<string, number | { concept: 'koota-quality' | 'yoni-animal' | 'sign' | 'rajju' | 'body' | 'graha-relation'; slug: string }>> }

export interface Porutham {
  name: string;
  matched: boolean;
  detail: PoruthamDetail;
}

/** The ten poruthams, stars counted from the bride's to the groom's (Kalaprakasika). */
export function dashakoota(groom: MoonPlace, bride: MoonPlace): { poruthams: Porutham[]; matchedCount: number; rajjuOk: boolean; vedhaOk: boolean; verdict: 'excellent' | 'acceptable' | 'weak' | 'not-recommended' } {
  const count = countStars(bride.nakshatra, groom.nakshatra);
  const signCount = countSigns(bride.sign, groom.sign);
  const gb = NAKSHATRA_GANA[bride.nakshatra - 1]!;
  const gg = NAKSHATRA_GANA[groom.nakshatra - 1]!;
  const lords = lordRelations(groom.sign, bride.sign);
  const rajjuOk = rajjuOf(groom.nakshatra) !== rajjuOf(bride.nakshatra);
  const vedhaOk = !vedha(groom.nakshatra, bride.nakshatra);
  const yb = NAKSHATRA_YONI[bride.nakshatra - 1]!;
  const yg = NAKSHATRA_YONI[groom.nakshatra - 1]!;
  const poruthams: Porutham[] = [
    // Dina: the count from the bride's star, by 9, leaving 2, 4, 6, 8 or 0 (9) is good.
    { name: 'Dina', matched: [2, 4, 6, 8, 0].includes(count % 9), detail: { slug: 'dina', fill: { count, remainder: count % 9 } } },
    // Gana: the same gana, or deva with manushya; rakshasa with another gana fails.
    { name: 'Gana', matched: gb === gg || (gb !== 2 && gg !== 2), detail: { slug: 'gana', fill: { groom: { concept: 'koota-quality', slug: kebab(GANAS[gg]!) }, bride: { concept: 'koota-quality', slug: kebab(GANAS[gb]!) } } } },
    { name: 'Mahendra', matched: [4, 7, 10, 13, 16, 19, 22, 25].includes(count), detail: { slug: 'mahendra', fill: { count } } },
    { name: 'Stree-deergha', matched: count > 13, detail: { slug: 'stree-deergha', fill: { count } } },
    { name: 'Yoni', matched: YONI_POINTS[yb]![yg] !== 0, detail: { slug: 'yoni', fill: { groom: { concept: 'yoni-animal', slug: kebab(YONI_ANIMALS[yg]!) }, bride: { concept: 'yoni-animal', slug: kebab(YONI_ANIMALS[yb]!) } } } },
    // Rasi: the groom's sign beyond the 6th from the bride's, or the same sign with different stars.
    { name: 'Rasi', matched: signCount > 6 || (signCount === 1 && groom.nakshatra !== bride.nakshatra), detail: { slug: 'rasi', fill: { count: signCount } } },
    { name: 'Rasyadhipati', matched: lords.groomToBride !== 'enemy' && lords.brideToGroom !== 'enemy', detail: { slug: 'rasyadhipati', fill: { groomLord: { concept: 'body', slug: kebab(lords.groomLord) }, brideLord: { concept: 'body', slug: kebab(lords.brideLord) }, groomToBride: { concept: 'graha-relation', slug: lords.groomToBride }, brideToGroom: { concept: 'graha-relation', slug: lords.brideToGroom } } } },
    { name: 'Vasya', matched: SIGN_VASHYA[bride.sign - 1]!.includes(groom.sign) || SIGN_VASHYA[groom.sign - 1]!.includes(bride.sign), detail: { slug: 'vasya', fill: { groom: { concept: 'sign', slug: kebab(SIGN_NAMES_EN[groom.sign - 1]!) }, bride: { concept: 'sign', slug: kebab(SIGN_NAMES_EN[bride.sign - 1]!) } } } },
    { name: 'Rajju', matched: rajjuOk, detail: { slug: 'rajju', fill: { groom: { concept: 'rajju', slug: RAJJU_SLUGS[rajjuOf(groom.nakshatra)]! }, bride: { concept: 'rajju', slug: RAJJU_SLUGS[rajjuOf(bride.nakshatra)]! } } } },
    { name: 'Vedha', matched: vedhaOk, detail: { slug: vedhaOk ? 'vedha-clear' : 'vedha-pair', fill: {} } },
  ];
  const matchedCount = poruthams.filter((p) => p.matched).length;
  // Rajju or vedha failing rules the match out whatever the count (rajjuOk and vedhaOk say which).
  const verdict = !rajjuOk || !vedhaOk ? 'not-recommended' : matchedCount >= 7 ? 'excellent' : matchedCount >= 5 ? 'acceptable' : 'weak';
  return { poruthams, matchedCount, rajjuOk, vedhaOk, verdict };
}

// ---------------------------------------------------------------- avakhada
export const TATTVAS = ['Agni (fire)', 'Prithvi (earth)', 'Vayu (air)', 'Jala (water)'] as const;
/** Paya (the Moon's "foot" metal) from the Moon's house counted from the lagna. */
export function payaOf(moonHouse: number): 'swarna' | 'rajata' | 'tamra' | 'loha' {
  if ([1, 6, 11].includes(moonHouse)) return 'swarna';
  if ([2, 5, 9].includes(moonHouse)) return 'rajata';
  if ([3, 7, 10].includes(moonHouse)) return 'tamra';
  return 'loha';
}
/** The 108 naming syllables (namakshara), four per star, one per pada, Ashwini first. */
export const NAMAKSHARA: readonly (readonly [string, string, string, string])[] = [
  ['Chu', 'Che', 'Cho', 'La'], ['Li', 'Lu', 'Le', 'Lo'], ['A', 'I', 'U', 'E'], ['O', 'Va', 'Vi', 'Vu'], ['Ve', 'Vo', 'Ka', 'Ki'],
  ['Ku', 'Gha', 'Nga', 'Chha'], ['Ke', 'Ko', 'Ha', 'Hi'], ['Hu', 'He', 'Ho', 'Da'], ['Di', 'Du', 'De', 'Do'], ['Ma', 'Mi', 'Mu', 'Me'],
  ['Mo', 'Ta', 'Ti', 'Tu'], ['Te', 'To', 'Pa', 'Pi'], ['Pu', 'Sha', 'Na', 'Tha'], ['Pe', 'Po', 'Ra', 'Ri'], ['Ru', 'Re', 'Ro', 'Taa'],
  ['Ti', 'Tu', 'Te', 'To'], ['Na', 'Ni', 'Nu', 'Ne'], ['No', 'Ya', 'Yi', 'Yu'], ['Ye', 'Yo', 'Bha', 'Bhi'], ['Bhu', 'Dha', 'Pha', 'Dha'],
  ['Bhe', 'Bho', 'Ja', 'Ji'], ['Khi', 'Khu', 'Khe', 'Kho'], ['Ga', 'Gi', 'Gu', 'Ge'], ['Go', 'Sa', 'Si', 'Su'], ['Se', 'So', 'Da', 'Di'],
  ['Du', 'Tha', 'Jha', 'Na'], ['De', 'Do', 'Cha', 'Chi'],
];
