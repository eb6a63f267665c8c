/**
 * The Maya calendars by day count from the Long Count's zero, 13.0.0.0.0 4 Ajaw 8 Kumk'u
 * (11 August 3114 BCE proleptic Gregorian under the GMT correlation: JDN 584283, Goodman-
 * Martinez-Thompson as refined by Lounsbury; 584285 is the "astronomical" variant): d = JDN -
 * correlation. Names in the modern orthography of the Academia de Lenguas Mayas de Guatemala
 * (1987) as epigraphers write them (Yucatec), with the K'iche' day names of the highland count
 * beside them (Tedlock, 'Time and the Highland Maya', 1982).
 */
import { mod } from './calendar.js';

export const CORRELATIONS = [584283, 584285] as const;
export type Correlation = (typeof CORRELATIONS)[number];

export const DAY_SIGNS = [
  { yucatec: 'Imix', kiche: "Imox", english: 'Crocodile' },
  { yucatec: "Ik'", kiche: "Iq'", english: 'Wind' },
  { yucatec: "Ak'bal", kiche: "Aq'ab'al", english: 'Night' },
  { yucatec: "K'an", kiche: "K'at", english: 'Maize' },
  { yucatec: 'Chikchan', kiche: 'Kan', english: 'Serpent' },
  { yucatec: 'Kimi', kiche: 'Kame', english: 'Death' },
  { yucatec: "Manik'", kiche: 'Kej', english: 'Deer' },
  { yucatec: 'Lamat', kiche: "Q'anil", english: 'Star' },
  { yucatec: 'Muluk', kiche: 'Toj', english: 'Water' },
  { yucatec: 'Ok', kiche: "Tz'i'", english: 'Dog' },
  { yucatec: 'Chuwen', kiche: "B'atz'", english: 'Monkey' },
  { yucatec: 'Eb', kiche: "E", english: 'Road' },
  { yucatec: 'Ben', kiche: 'Aj', english: 'Reed' },
  { yucatec: 'Ix', kiche: "I'x", english: 'Jaguar' },
  { yucatec: 'Men', kiche: "Tz'ikin", english: 'Eagle' },
  { yucatec: 'Kib', kiche: 'Ajmaq', english: 'Vulture' },
  { yucatec: 'Kaban', kiche: "No'j", english: 'Earth' },
  { yucatec: "Etz'nab", kiche: 'Tijax', english: 'Flint' },
  { yucatec: 'Kawak', kiche: 'Kawoq', english: 'Storm' },
  { yucatec: 'Ajaw', kiche: "Ajpu'", english: 'Lord' },
] as const;

export const HAAB_MONTHS = ['Pop', 'Wo', 'Sip', "Sotz'", 'Sek', 'Xul', "Yaxk'in", 'Mol', "Ch'en", 'Yax', "Sak'", 'Keh', 'Mak', "K'ank'in", 'Muwan', 'Pax', "K'ayab", "Kumk'u", 'Wayeb'] as const;

export interface Tzolkin { kin: number; number: number; signIndex: number }
export interface Haab { month: number; day: number; dayOfYear: number }
export interface LongCount { baktun: number; katun: number; tun: number; uinal: number; kin: number }

/** Tzolk'in of day count d: 13.0.0.0.0 (d = 0) is 4 Ajaw, kin 160. */
export function tzolkin(d: number): Tzolkin {
  return { kin: mod(d + 159, 260) + 1, number: mod(d + 3, 13) + 1, signIndex: mod(d + 19, 20) + 1 };
}

/** Haab' of day count d: d = 0 is 8 Kumk'u (position 348). */
export function haab(d: number): Haab {
  const dayOfYear = mod(d + 348, 365);
  return { month: Math.floor(dayOfYear / 20), day: dayOfYear % 20, dayOfYear };
}

export function longCount(d: number): LongCount {
  const baktun = Math.floor(d / 144000);
  let r = d - baktun * 144000;
  const katun = Math.floor(r / 7200);
  r -= katun * 7200;
  const tun = Math.floor(r / 360);
  r -= tun * 360;
  const uinal = Math.floor(r / 20);
  return { baktun, katun, tun, uinal, kin: r - uinal * 20 };
}

export function longCountDays(lc: LongCount): number {
  return lc.baktun * 144000 + lc.katun * 7200 + lc.tun * 360 + lc.uinal * 20 + lc.kin;
}

/** The Lord of the Night G1-G9: G9 on 13.0.0.0.0. */
export function lordOfNight(d: number): number {
  return mod(d + 8, 9) + 1;
}

export function tzolkinNotation(t: Tzolkin): string {
  return `${t.number} ${DAY_SIGNS[t.signIndex - 1]!.yucatec}`;
}

export function haabNotation(h: Haab): string {
  return `${h.day} ${HAAB_MONTHS[h.month]}`;
}

/** Position 0-18979 in the Calendar Round (52 Haab' years): d mod 18980, 0 at 4 Ajaw 8 Kumk'u. */
export function calendarRoundPosition(d: number): number {
  return mod(d, 18980);
}
