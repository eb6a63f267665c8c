/**
 * Kalachakra dasha (BPHS ch. 46 sl. 51-95; the tables as P. V. R. Narasimha Rao sets them out
 * in Vedic Astrology: An Integrated Approach ch. 33, and Jagannatha Hora / pyjhora const.py).
 *
 * The Moon's nakshatra puts the chart in one of four groups (two savya, two apasavya); the
 * pada chooses a sequence of nine signs (the navamsas of the pada's "chakra") and the
 * paramayush (full span) of that pada. Each sign runs for the years of its lord: Sun 5, Moon
 * 21, Mars 7, Mercury 9, Jupiter 10, Venus 16, Saturn 4. The part of the pada the Moon has
 * crossed times the paramayush is the part of the sequence already lived; the dasha running
 * at birth is the sign where that falls, and after the ninth sign the sequence of the next
 * pada follows.
 * Deha and jeeva (BPHS ch. 46 sl. 64-66): in a savya group the first sign of the pada's
 * sequence is the deha (body) and the last the jeeva (life); in an apasavya group the reverse.
 * Gati (the "movements" of BPHS ch. 46 sl. 86-90): a jump over one sign is manduka (frog),
 * a single step back against the running direction markata (monkey), a leap to a trine
 * simhavalokana (lion's glance).
 */
import { normalizeDegrees } from '@celestial/core/astro';

const SAVYA_1 = [0, 2, 6, 8, 12, 14, 18, 20, 24];
const SAVYA_2 = [1, 7, 13, 19, 25, 26];
const APASAVYA_1 = [3, 9, 15, 21];

/** Years of each sign (0 Aries) by its lord. */
export const KALACHAKRA_YEARS = [7, 16, 9, 21, 5, 9, 16, 7, 10, 4, 4, 10];

/** Nine-sign sequences of the four padas of each group, and the paramayush of each pada. */
const SEQUENCES: readonly (readonly (readonly number[])[])[] = [
  [[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 7, 6, 5, 3, 4, 2], [1, 0, 11, 10, 9, 8, 0, 1, 2], [3, 4, 5, 6, 7, 8, 9, 10, 11]],
  [[7, 6, 5, 3, 4, 2, 1, 0, 11], [10, 9, 8, 0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11, 7, 6, 5], [3, 4, 2, 1, 0, 11, 10, 9, 8]],
  [[8, 9, 10, 11, 0, 1, 2, 4, 3], [5, 6, 7, 11, 10, 9, 8, 7, 6], [5, 4, 3, 2, 1, 0, 8, 9, 10], [11, 0, 1, 2, 4, 3, 5, 6, 7]],
  [[11, 10, 9, 8, 7, 6, 5, 4, 3], [2, 1, 0, 8, 9, 10, 11, 0, 1], [2, 4, 3, 5, 6, 7, 11, 10, 9], [8, 7, 6, 5, 4, 3, 2, 1, 0]],
];
const PARAMAYUSH = [[100, 85, 83, 86], [100, 85, 83, 86], [86, 83, 85, 100], [86, 83, 85, 100]];

export type Gati = 'manduka' | 'markata' | 'simhavalokana' | null;

export interface KalachakraPeriod { sign0: number; start: number; end: number; years: number; gati: Gati }

export function kalachakraGroup(nakshatra0: number): number {
  if (SAVYA_1.includes(nakshatra0)) return 0;
  if (SAVYA_2.includes(nakshatra0)) return 1;
  if (APASAVYA_1.includes(nakshatra0)) return 2;
  return 3;
}

/** Signed step between two signs, -6..+5 (negative = backwards through the zodiac). */
const step = (from: number, to: number) => { const d = (to - from + 12) % 12; return d > 5 ? d - 12 : d; };

/**
 * Gati of the move from -> to: a leap to a trine (4 or 8 signs) simhavalokana, a jump over one
 * sign manduka, a single step against the direction of the step before it (or of the group,
 * savya forwards, apasavya backwards, for the first move) markata (e.g. Leo -> Cancer after
 * Gemini -> Leo).
 */
function gatiOf(prevStep: number, from: number, to: number): Gati {
  const d = (to - from + 12) % 12;
  if (d === 4 || d === 8) return 'simhavalokana';
  if (d === 2 || d === 10) return 'manduka';
  const s = step(from, to);
  if (Math.abs(s) === 1 && Math.sign(s) !== Math.sign(prevStep)) return 'markata';
  return null;
}

export function kalachakra(moonLongitude: number, birthJd: number, yearDays: number) {
  const lon = normalizeDegrees(moonLongitude);
  const padaSpan = 360 / 108;
  const padaIndex = Math.min(107, Math.floor(lon / padaSpan));
  const nak0 = Math.floor(padaIndex / 4);
  const pada0 = padaIndex % 4;
  const traversed = (lon - padaIndex * padaSpan) / padaSpan;
  const group = kalachakraGroup(nak0);
  const savya = group < 2;
  const cycle0 = SEQUENCES[group]![pada0]!;
  const paramayush = PARAMAYUSH[group]![pada0]!;
  const completed = traversed * paramayush;
  let acc = 0;
  let idx = 0;
  for (; idx < 9; idx++) {
    if (acc + KALACHAKRA_YEARS[cycle0[idx]!]! > completed) break;
    acc += KALACHAKRA_YEARS[cycle0[idx]!]!;
  }
  idx = Math.min(idx, 8);
  // The next pada's sequence (after the 4th pada, the paired group's first).
  const nextGroup = pada0 === 3 ? [1, 0, 3, 2][group]! : group;
  const cycle1 = SEQUENCES[nextGroup]![(pada0 + 1) % 4]!;
  const signs = [...cycle0.slice(idx), ...cycle1.slice(0, idx)];
  const elapsedInFirst = completed - acc;
  let t = birthJd - elapsedInFirst * yearDays;
  const periods: KalachakraPeriod[] = signs.map((s, i) => {
    const years = KALACHAKRA_YEARS[s]!;
    const prevStep = i >= 2 ? step(signs[i - 2]!, signs[i - 1]!) : savya ? 1 : -1;
    const p = { sign0: s, start: t, end: t + years * yearDays, years, gati: i === 0 ? null : gatiOf(prevStep, signs[i - 1]!, s) };
    t = p.end;
    return p;
  });
  const balance = KALACHAKRA_YEARS[signs[0]!]! - elapsedInFirst;
  return {
    nakshatra0: nak0,
    pada: pada0 + 1,
    group: savya ? ('savya' as const) : ('apasavya' as const),
    paramayush,
    deha: savya ? cycle0[0]! : cycle0[8]!,
    jeeva: savya ? cycle0[8]! : cycle0[0]!,
    balance,
    periods,
  };
}
