/**
 * The day-part periods of the panchanga (kala divisions), all measured on the Vedic day of
 * lib/day.ts: day = sunrise -> sunset, night = sunset -> next sunrise (Surya Siddhanta).
 * Every function takes a VedicDay and returns Julian days (UT); the operations format them.
 *
 * - Rahu kala and Yamaganda: the day in 8 equal parts, the part by weekday (South Indian
 *   panchanga table).
 * - Gulika kala: the eighths of the day ruled from the weekday lord in weekday order (the 8th
 *   lordless), Gulika = Saturn's eighth; the night's eighths ruled from the lord of the 5th
 *   weekday (BPHS ch. 3, the division of the day for the upagrahas).
 * - Abhijit: the 8th of the 15 day muhurtas, midday +/- daylength/30 (Muhurta Chintamani).
 * - Brahma muhurta: the 14th of the 15 night muhurtas (Ashtanga Hridaya, Sutrasthana 2.1).
 * - Durmuhurta: by weekday among the 15 day (and night) muhurtas (Muhurta Chintamani,
 *   Shubhashubha prakarana).
 * - Choghadiya: day and night in 8 parts each, named by their lords (Gujarati/Rajasthani
 *   panchanga tradition).
 * - Hora: 24 horas from sunrise, lords in the descending orbital order (Surya Siddhanta XII;
 *   BPHS ch. 3).
 */
import type { VedicDay } from './day.js';
import { GRAHA_NAMES } from './grahas.js';

export interface Period {
  start: number;
  end: number;
}

/** Rahu kala's eighth of the day by weekday 0 Sunday ... 6 Saturday. */
export const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const;
/** Yamaganda's eighth of the day by weekday. */
export const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;

/** The k-th (1-based) of n equal parts of [from, to]. */
export function partOf(from: number, to: number, n: number, k: number): Period {
  const len = (to - from) / n;
  return { start: from + (k - 1) * len, end: from + k * len };
}

export function rahuKaal(day: VedicDay): Period & { part: number } {
  const part = RAHU_KAAL_PART[day.weekday]!;
  return { ...partOf(day.sunrise, day.sunset, 8, part), part };
}

export function yamaganda(day: VedicDay): Period & { part: number } {
  const part = YAMAGANDA_PART[day.weekday]!;
  return { ...partOf(day.sunrise, day.sunset, 8, part), part };
}

/**
 * Gulika kala by day and by night. The day's eighths are ruled by the weekday lords in weekday
 * order starting from the day's own lord, so Saturn's eighth is part ((6 - w) mod 7) + 1
 * (Sunday 7 ... Saturday 1). The night's start from the lord of the 5th weekday (w + 4), so
 * Saturn's is part ((6 - (w + 4)) mod 7) + 1 (Sunday 3, Monday 2, ... Saturday 4).
 */
export function gulikaKaal(day: VedicDay): { day: Period & { part: number }; night: Period & { part: number } } {
  const w = day.weekday;
  const dayPart = ((6 - w + 7) % 7) + 1;
  const nightPart = ((((6 - (w + 4)) % 7) + 7) % 7) + 1;
  return {
    day: { ...partOf(day.sunrise, day.sunset, 8, dayPart), part: dayPart },
    night: { ...partOf(day.sunset, day.nextSunrise, 8, nightPart), part: nightPart },
  };
}

/** Abhijit muhurta: the 8th of 15 day muhurtas, centred on local midday (sunrise-sunset midpoint). */
export function abhijit(day: VedicDay): Period & { midday: number; recommended: boolean } {
  const midday = (day.sunrise + day.sunset) / 2;
  const half = (day.sunset - day.sunrise) / 30;
  // Muhurta Chintamani: Abhijit is not used on Wednesday.
  return { start: midday - half, end: midday + half, midday, recommended: day.weekday !== 3 };
}

/** Brahma muhurta: the 14th of the 15 muhurtas of the night that ends at this day's sunrise. */
export function brahmaMuhurta(day: VedicDay): Period & { nightLength: number } {
  const night = day.sunrise - day.previousSunset;
  return { start: day.sunrise - (2 * night) / 15, end: day.sunrise - night / 15, nightLength: night };
}

/**
 * Durmuhurtas by weekday as [muhurta 1-15, day|night, how many muhurtas]: Sun 14th; Mon 9th,
 * 12th; Tue 4th of the day and 7th of the night; Wed 8th; Thu 6th, 12th; Fri 4th, 9th; Sat 1st
 * and 2nd (one span of two muhurtas from sunrise) (Muhurta Chintamani).
 */
export const DURMUHURTAS: readonly (readonly [number, 'day' | 'night', number][])[] = [
  [[14, 'day', 1]],
  [[9, 'day', 1], [12, 'day', 1]],
  [[4, 'day', 1], [7, 'night', 1]],
  [[8, 'day', 1]],
  [[6, 'day', 1], [12, 'day', 1]],
  [[4, 'day', 1], [9, 'day', 1]],
  [[1, 'day', 2]],
];

export function durmuhurtas(day: VedicDay): (Period & { muhurta: number; dayOrNight: 'day' | 'night' })[] {
  return DURMUHURTAS[day.weekday]!.map(([m, dn, count]) => {
    const [from, to] = dn === 'day' ? [day.sunrise, day.sunset] : [day.sunset, day.nextSunrise];
    const first = partOf(from, to, 15, m);
    const last = partOf(from, to, 15, m + count - 1);
    return { start: first.start, end: last.end, muhurta: m, dayOrNight: dn };
  });
}

/** Choghadiya names and qualities by graha lord (0 Sun ... 6 Saturn). */
export const CHOGHADIYA_OF_LORD: Readonly<Record<number, { name: string; quality: 'good' | 'neutral' | 'bad' }>> = {
  0: { name: 'Udveg', quality: 'bad' },
  1: { name: 'Amrit', quality: 'good' },
  2: { name: 'Rog', quality: 'bad' },
  3: { name: 'Labh', quality: 'good' },
  4: { name: 'Shubh', quality: 'good' },
  5: { name: 'Char', quality: 'neutral' },
  6: { name: 'Kaal', quality: 'bad' },
};
/** Each day part's lord is the 6th weekday lord from the previous one: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars. */
const DAY_CHOGHADIYA_ORDER = [0, 5, 3, 1, 6, 4, 2] as const;
/** Each night part's lord is the 5th weekday lord from the previous one: Jupiter, Moon, Venus, Mars, Saturn, Mercury, Sun. */
const NIGHT_CHOGHADIYA_ORDER = [4, 1, 5, 2, 6, 3, 0] as const;

export interface Choghadiya extends Period {
  lord: number;
  name: string;
  quality: 'good' | 'neutral' | 'bad';
}

function choghadiyaRun(from: number, to: number, order: readonly number[], firstLord: number): Choghadiya[] {
  const i0 = order.indexOf(firstLord);
  return Array.from({ length: 8 }, (_, k) => {
    // The 8th part's lord is the 1st's again (the cycle of seven restarts).
    const lord = order[(i0 + (k % 7)) % 7]!;
    return { ...partOf(from, to, 8, k + 1), lord, ...CHOGHADIYA_OF_LORD[lord]! };
  });
}

/** The 8 day and 8 night choghadiyas of a Vedic day. */
export function choghadiyas(day: VedicDay): { day: Choghadiya[]; night: Choghadiya[] } {
  const w = day.weekday;
  return {
    day: choghadiyaRun(day.sunrise, day.sunset, DAY_CHOGHADIYA_ORDER, w),
    night: choghadiyaRun(day.sunset, day.nextSunrise, NIGHT_CHOGHADIYA_ORDER, (w + 4) % 7),
  };
}

/** Hora lords in descending orbital order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon). */
export const HORA_ORDER = [6, 4, 2, 0, 5, 3, 1] as const;

export interface Hora extends Period {
  index: number;
  lord: number;
  lordName: string;
}

/**
 * The 24 horas from sunrise. `equal`: 60-minute horas, the 24th cut or stretched to end at the
 * next sunrise; `unequal`: day/12 from sunrise and night/12 from sunset. The first lord is the
 * vara lord, each next the following planet in HORA_ORDER.
 */
export function horas(day: VedicDay, mode: 'equal' | 'unequal'): Hora[] {
  const i0 = HORA_ORDER.indexOf(day.weekday as (typeof HORA_ORDER)[number]);
  return Array.from({ length: 24 }, (_, k) => {
    let p: Period;
    if (mode === 'unequal') p = k < 12 ? partOf(day.sunrise, day.sunset, 12, k + 1) : partOf(day.sunset, day.nextSunrise, 12, k - 11);
    else p = { start: day.sunrise + k / 24, end: k === 23 ? day.nextSunrise : day.sunrise + (k + 1) / 24 };
    const lord = HORA_ORDER[(i0 + k) % 7]!;
    return { ...p, index: k + 1, lord, lordName: GRAHA_NAMES[lord] };
  });
}

export const inPeriod = (jd: number, p: Period) => jd >= p.start && jd < p.end;
