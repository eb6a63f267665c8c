/**
 * Graha drishti (BPHS ch. 26): every graha aspects the 7th sign from itself fully; Mars also
 * the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th (special full aspects).
 * Partial aspects of the others: 1/4 on the 3rd and 10th, 1/2 on the 5th and 9th, 3/4 on the
 * 4th and 8th. Sputa (exact) drishti in virupas from the arc, with the special additions.
 * Rahu and Ketu: no drishti by the BPHS rule; many follow Jupiter's 5/9 for them, which is not
 * done here.
 */
import { normalizeDegrees } from '@celestial/core/astro';

export type DrishtiKind = 'full' | 'three-quarter' | 'half' | 'quarter';

/** Special full aspects (houses counted from the graha) of Mars (2), Jupiter (4), Saturn (6). */
export const SPECIAL_ASPECTS: Readonly<Record<number, readonly number[]>> = { 2: [4, 8], 4: [5, 9], 6: [3, 10] };

/** The aspect a graha casts on the sign `house` signs from it (1-12), or null. */
export function drishtiOnHouse(graha: number, house: number): { kind: DrishtiKind; special: boolean } | null {
  if (graha > 6) return null;
  if (house === 7) return { kind: 'full', special: false };
  if (SPECIAL_ASPECTS[graha]?.includes(house)) return { kind: 'full', special: true };
  if (house === 3 || house === 10) return { kind: 'quarter', special: false };
  if (house === 5 || house === 9) return { kind: 'half', special: false };
  if (house === 4 || house === 8) return { kind: 'three-quarter', special: false };
  return null;
}

/** Whether a graha fully aspects the sign `house` signs from it (the 7th and its special aspects). */
export function hasFullDrishti(graha: number, house: number): boolean {
  return drishtiOnHouse(graha, house)?.kind === 'full';
}

/**
 * Sputa drishti in virupas (0-60) of `graha` at longitude `from` on a point at `to`
 * (BPHS ch. 26 sl. 6-9), arc d = to - from (0-360).
 */
export function sputaDrishti(graha: number, from: number, to: number): number {
  const d = normalizeDegrees(to - from);
  let v = 0;
  if (d >= 30 && d < 60) v = (d - 30) / 2;
  else if (d >= 60 && d < 90) v = d - 45;
  else if (d >= 90 && d < 120) v = 30 + (120 - d) / 2;
  else if (d >= 120 && d < 150) v = 150 - d;
  else if (d >= 150 && d < 180) v = 2 * (d - 150);
  else if (d >= 180 && d < 300) v = (300 - d) / 2;
  if (graha === 2 && ((d >= 90 && d < 120) || (d >= 210 && d < 240))) v += 15;
  if (graha === 4 && ((d >= 120 && d < 150) || (d >= 240 && d < 270))) v += 30;
  if (graha === 6 && ((d >= 60 && d < 90) || (d >= 270 && d < 300))) v += 45;
  return v;
}
