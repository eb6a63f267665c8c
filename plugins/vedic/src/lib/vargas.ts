/**
 * Divisional charts (vargas): which sign a sidereal longitude falls in when each sign is cut
 * into n parts. Brihat Parashara Hora Shastra ch. 6 ("Shodasavarga"), with the charts outside
 * BPHS' sixteen (D5, D6, D8, D11) as Jagannatha Hora and the catalogue define them.
 *
 * Variants (`vargaVariant`): `parashari` (the default; BPHS ch. 6 rules, or the catalogue's
 * rule for the charts BPHS does not define) and `parivritti` (the "cyclic" reading offered by
 * Jagannatha Hora for every varga: part p of 0-based sign s goes to sign (n*s + p) mod 12).
 * For D5, D6, D8, D9, D11, D12 and D60 the two coincide or the default already is cyclic.
 *
 * Conventions: signs 0-based inside this file (0 Aries); `amsa` is the 1-based part number.
 */
import { normalizeDegrees } from '@celestial/core/astro';

export const VARGA_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type VargaNumber = (typeof VARGA_NUMBERS)[number];
export const VARGA_VARIANTS = ['parashari', 'parivritti'] as const;
export type VargaVariant = (typeof VARGA_VARIANTS)[number];

export const VARGA_NAMES: Readonly<Record<VargaNumber, string>> = {
  1: 'Rashi', 2: 'Hora', 3: 'Drekkana', 4: 'Chaturthamsa', 5: 'Panchamsa', 6: 'Shashtamsa', 7: 'Saptamsa', 8: 'Ashtamsa',
  9: 'Navamsa', 10: 'Dasamsa', 11: 'Rudramsa', 12: 'Dwadasamsa', 16: 'Shodasamsa', 20: 'Vimsamsa', 24: 'Chaturvimsamsa',
  27: 'Saptavimsamsa', 30: 'Trimsamsa', 40: 'Khavedamsa', 45: 'Akshavedamsa', 60: 'Shashtiamsa',
};

const isOdd = (s: number) => s % 2 === 0; // 0-based: Aries (0) is odd
const modality = (s: number) => s % 3; // 0 movable, 1 fixed, 2 dual
const element = (s: number) => s % 4; // 0 fire, 1 earth, 2 air, 3 water

/** Trimsamsa (D30) of BPHS ch. 6: unequal parts, [end degree, sign]. */
const D30_ODD: readonly (readonly [number, number])[] = [[5, 0], [10, 10], [18, 8], [25, 2], [30, 6]];
const D30_EVEN: readonly (readonly [number, number])[] = [[5, 1], [12, 5], [20, 11], [25, 9], [30, 7]];

export interface VargaPlace {
  /** 0-based sign in the varga. */
  signIndex: number;
  /** 1-based part of the rashi sign the longitude falls in. */
  amsa: number;
}

/** The varga sign of a sidereal longitude. */
export function vargaOf(longitude: number, n: VargaNumber, variant: VargaVariant = 'parashari'): VargaPlace {
  const lon = normalizeDegrees(longitude);
  const s = Math.min(11, Math.floor(lon / 30));
  const d = lon - s * 30;
  if (n === 30 && variant === 'parashari') {
    const table = isOdd(s) ? D30_ODD : D30_EVEN;
    const i = table.findIndex(([end]) => d < end);
    const k = i < 0 ? table.length - 1 : i;
    return { signIndex: table[k]![1], amsa: k + 1 };
  }
  const p = Math.min(n - 1, Math.floor((d * n) / 30 + 1e-10));
  const cyclic = (n * s + p) % 12;
  if (variant === 'parivritti') return { signIndex: cyclic, amsa: p + 1 };
  let sign: number;
  switch (n) {
    case 1: sign = s; break;
    // Parashari hora: odd signs first half Leo, second Cancer; even the reverse.
    case 2: sign = isOdd(s) ? (p === 0 ? 4 : 3) : p === 0 ? 3 : 4; break;
    // Drekkana: 1st, 5th, 9th from the sign.
    case 3: sign = (s + 4 * p) % 12; break;
    // Chaturthamsa: 1st, 4th, 7th, 10th from the sign.
    case 4: sign = (s + 3 * p) % 12; break;
    case 5: case 6: case 8: case 11: sign = cyclic; break;
    // Saptamsa: odd from the sign, even from the 7th.
    case 7: sign = ((isOdd(s) ? s : s + 6) + p) % 12; break;
    // Navamsa: movable from itself, fixed from the 9th, dual from the 5th (= continuous from Aries).
    case 9: sign = cyclic; break;
    // Dasamsa: odd from the sign, even from the 9th.
    case 10: sign = ((isOdd(s) ? s : s + 8) + p) % 12; break;
    case 12: sign = (s + p) % 12; break;
    // Shodasamsa: movable from Aries, fixed from Leo, dual from Sagittarius.
    case 16: sign = ([0, 4, 8][modality(s)]! + p) % 12; break;
    // Vimsamsa: movable from Aries, fixed from Sagittarius, dual from Leo.
    case 20: sign = ([0, 8, 4][modality(s)]! + p) % 12; break;
    // Chaturvimsamsa: odd from Leo, even from Cancer.
    case 24: sign = ((isOdd(s) ? 4 : 3) + p) % 12; break;
    // Saptavimsamsa: fire from Aries, earth from Cancer, air from Libra, water from Capricorn.
    case 27: sign = ([0, 3, 6, 9][element(s)]! + p) % 12; break;
    // Khavedamsa: odd from Aries, even from Libra.
    case 40: sign = ((isOdd(s) ? 0 : 6) + p) % 12; break;
    // Akshavedamsa: movable from Aries, fixed from Leo, dual from Sagittarius.
    case 45: sign = ([0, 4, 8][modality(s)]! + p) % 12; break;
    // Shashtiamsa: counted from the sign itself.
    case 60: sign = (s + p) % 12; break;
    default: sign = cyclic;
  }
  return { signIndex: sign, amsa: p + 1 };
}

/** The varga sign (0-based) only. */
export function vargaSign(longitude: number, n: VargaNumber, variant: VargaVariant = 'parashari'): number {
  return vargaOf(longitude, n, variant).signIndex;
}
