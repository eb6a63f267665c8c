/**
 * Zodiacal positions as every answer writes them (DESIGN.md, "Vocabulary"): `longitude` 0-360,
 * `sign` 1-12 with Aries 1, `signName` in the answer's language, `degreeInSign` 0-30 and
 * `formatted` (`22°45′58″ Cancer`).
 */
import { Type } from '@sinclair/typebox';
import { CyclicMeasure, type LangCode } from '../schemas/common.js';
import { term } from './names.js';

export const SIGN_SLUGS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export type SignSlug = (typeof SIGN_SLUGS)[number];

/** Longitude reduced to [0, 360); -0 and 360 both read as 0. */
function normalize(longitude: number): number {
  const x = longitude % 360;
  return x < 0 ? x + 360 : x === 0 ? 0 : x;
}

/** The sign of an ecliptic longitude, 1 (Aries) ... 12 (Pisces). */
export function signOf(longitude: number): number {
  return Math.min(11, Math.floor(normalize(longitude) / 30)) + 1;
}

/** Slug of sign 1 ... 12. */
export function signSlug(sign: number): SignSlug {
  const slug = SIGN_SLUGS[sign - 1];
  if (slug === undefined) throw new RangeError(`sign must be 1..12, got ${sign}`);
  return slug;
}

/** Name of sign 1 ... 12 in `lang`. */
export function signName(sign: number, lang: LangCode): string {
  return term('sign', signSlug(sign), lang);
}

/**
 * `22°45′58″ Cancer`: degrees, minutes and seconds within the sign, then the sign's name in
 * `lang`. Seconds are truncated, not rounded, as ephemerides print positions (a body at
 * 29°59′59.8″ Cancer has not reached Leo; rounding would print `0°00′00″ Leo` beside `sign` 4).
 * Prime and double prime (U+2032, U+2033) are the symbols for arcminutes and arcseconds.
 */
export function formatDegrees(longitude: number, lang: LangCode): string {
  const lon = normalize(longitude);
  const sign = signOf(lon);
  // The floor of the arcseconds, with a guard against floating error just under a whole second.
  const seconds = Math.floor((lon - (sign - 1) * 30) * 3600 + 1e-7);
  const d = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″ ${signName(sign, lang)}`;
}

export interface Position {
  longitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  formatted: string;
}

/** The position members of an ecliptic longitude; spread them into a body, cusp or point. */
export function position(longitude: number, lang: LangCode): Position {
  const lon = normalize(longitude);
  const sign = signOf(lon);
  return { longitude: lon, sign, signName: signName(sign, lang), degreeInSign: lon - (sign - 1) * 30, formatted: formatDegrees(lon, lang) };
}

/** TypeBox members of `position(...)`: `Type.Object({ ...PositionMembers, speed: ... })`. */
export const PositionMembers = {
  // Below 360 and 30 as computed; `?precision` may round 359.99... up to 360 (schemathesis found
  // the answers of /chart and 14 others breaking an exclusive bound under precision=0).
  longitude: CyclicMeasure(360, 'ecliptic longitude, degrees'),
  sign: Type.Integer({ minimum: 1, maximum: 12, description: 'sign number, Aries 1 ... Pisces 12' }),
  signName: Type.String({ description: "the sign's name in the answer's language" }),
  degreeInSign: CyclicMeasure(30, 'degrees within the sign'),
  formatted: Type.String({ description: "degrees, minutes and seconds in the sign, e.g. 22°45′58″ Cancer, in the answer's language" }),
};

/** A sign named on its own, without a degree (a sign change's from and to): `{ sign, slug, name }`. */
export interface SignReference { sign: number; slug: SignSlug; name: string }

/** `{ sign, slug, name }` of sign 1 ... 12, `name` in `lang` (issue 12: never an English string). */
export function signReference(sign: number, lang: LangCode): SignReference {
  return { sign, slug: signSlug(sign), name: signName(sign, lang) };
}

/** TypeBox shape of `signReference(...)`. */
export const SignReferenceSchema = Type.Object({
  sign: PositionMembers.sign,
  slug: Type.String({ description: 'aries ... pisces' }),
  name: Type.String({ description: "the sign's name in the answer's language" }),
});
