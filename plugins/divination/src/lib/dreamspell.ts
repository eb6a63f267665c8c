/**
 * Dreamspell, the count of José Argüelles ('Dreamspell: The Journey of Timeship Earth 2013',
 * 1990, and 'The Thirteen Moon Calendar' with Lloydine Argüelles): a 260-kin count anchored on
 * 26 July 1987 = kin 34, White Galactic Wizard, that skips every 29 February (it shares the kin
 * of 28 February), and a 13 x 28-day year from 26 July with 25 July the Day Out of Time. It is
 * not the Maya count (see /mayan/tzolkin): the two disagree on most days.
 */
import { gregorianToJdn, mod, parseCivilDate } from './calendar.js';
import type { CivilDate } from './calendar.js';

export const SEALS = ['Dragon', 'Wind', 'Night', 'Seed', 'Serpent', 'Worldbridger', 'Hand', 'Star', 'Moon', 'Dog', 'Monkey', 'Human', 'Skywalker', 'Wizard', 'Eagle', 'Warrior', 'Earth', 'Mirror', 'Storm', 'Sun'] as const;
export const COLOURS = ['Red', 'White', 'Blue', 'Yellow'] as const;
export const TONES = ['Magnetic', 'Lunar', 'Electric', 'Self-Existing', 'Overtone', 'Rhythmic', 'Resonant', 'Galactic', 'Solar', 'Planetary', 'Spectral', 'Crystal', 'Cosmic'] as const;
export const CASTLES = ['Red Eastern Castle of Turning', 'White Northern Castle of Crossing', 'Blue Western Castle of Burning', 'Yellow Southern Castle of Giving', 'Green Central Castle of Enchantment'] as const;
/** Earth families by seal number mod 5 (Sun = 20 = 0 mod 5). */
export const EARTH_FAMILIES = ['Polar', 'Cardinal', 'Core', 'Signal', 'Gateway'] as const;
export const PLASMAS = ['Dali', 'Seli', 'Gamma', 'Kali', 'Alpha', 'Limi', 'Silio'] as const;

/** Leap days (29 February) from year 0 up to and including the date. */
function leapDaysThrough({ year, month, day }: CivilDate): number {
  const before = Math.floor((year + 3) / 4) - Math.floor((year + 99) / 100) + Math.floor((year + 399) / 400);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return before + (leap && (month > 2 || (month === 2 && day === 29)) ? 1 : 0);
}

/** Day number of the count without 29 Februaries (29 February gets the number of 28 February). */
export function dreamspellDay(date: string): number {
  const c = parseCivilDate(date);
  return gregorianToJdn(c) - leapDaysThrough(c);
}

const ANCHOR = dreamspellDay('1987-07-26');

/** Kin 1-260 of a date: ((days since 26 July 1987, leap days skipped) + 33) mod 260 + 1. */
export function kinOf(date: string): number {
  return mod(dreamspellDay(date) - ANCHOR + 33, 260) + 1;
}

export const sealOf = (kin: number) => mod(kin - 1, 20) + 1; // 1 Dragon ... 20 Sun
export const toneOf = (kin: number) => mod(kin - 1, 13) + 1;

/** The kin with that seal (1-20) and tone (1-13). */
export function kinWith(seal: number, tone: number): number {
  for (let k = 1; k <= 260; k++) if (sealOf(k) === seal && toneOf(k) === tone) return k;
  throw new RangeError(`no kin for seal ${seal}, tone ${tone}`);
}

export function kinName(kin: number): string {
  const s = sealOf(kin);
  return `${COLOURS[(s - 1) % 4]} ${TONES[toneOf(kin) - 1]} ${SEALS[s - 1]}`;
}

const GUIDE_OFFSET = [0, 12, 4, 16, 8]; // by (tone - 1) mod 5: tones 1, 6, 11 +0; 2, 7, 12 +12; 3, 8, 13 +4; 4, 9 +16; 5, 10 +8

/** The fifth-force oracle of a kin: guide, analog, antipode, occult. */
export function oracle(kin: number): { guide: number; analog: number; antipode: number; occult: number } {
  const s = sealOf(kin);
  const t = toneOf(kin);
  const code = s % 20; // Sun = 0 for the analog rule
  return {
    guide: kinWith(mod(s - 1 + GUIDE_OFFSET[(t - 1) % 5]!, 20) + 1, t),
    analog: kinWith(mod(19 - code, 20) || 20, t),
    antipode: kinWith(mod(s - 1 + 10, 20) + 1, t),
    occult: kinWith(21 - s, 14 - t),
  };
}

export interface ThirteenMoonDay {
  yearStart: string;
  yearEnd: string;
  bearerKin: number;
  moon: number | null;
  day: number | null;
  plasma: string | null;
  dayOutOfTime: boolean;
  hunabKu: boolean;
}

/** The 13 Moon date: year from 26 July, 13 moons of 28 days, 25 July out of time, 29 February 0.0 Hunab Ku. */
export function thirteenMoon(date: string): ThirteenMoonDay {
  const c = parseCivilDate(date);
  const startYear = c.month > 7 || (c.month === 7 && c.day >= 26) ? c.year : c.year - 1;
  const yearStart = `${String(startYear).padStart(4, '0')}-07-26`;
  const yearEnd = `${String(startYear + 1).padStart(4, '0')}-07-25`;
  const bearerKin = kinOf(yearStart);
  const base = { yearStart, yearEnd, bearerKin };
  if (c.month === 2 && c.day === 29) return { ...base, moon: null, day: null, plasma: null, dayOutOfTime: false, hunabKu: true };
  if (c.month === 7 && c.day === 25) return { ...base, moon: null, day: null, plasma: null, dayOutOfTime: true, hunabKu: false };
  const n = dreamspellDay(date) - dreamspellDay(yearStart); // 0-363
  const day = (n % 28) + 1;
  return { ...base, moon: Math.floor(n / 28) + 1, day, plasma: PLASMAS[(day - 1) % 7]!, dayOutOfTime: false, hunabKu: false };
}
