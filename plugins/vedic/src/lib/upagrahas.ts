/**
 * Upagrahas (sub-planets) of BPHS ch. 3.
 *
 * - Aprakasha grahas (the "non-luminous", BPHS ch. 3 sl. 61-65), from the Sun's sidereal
 *   longitude: Dhuma = Sun + 133 deg 20'; Vyatipata = 360 - Dhuma; Parivesha = Vyatipata + 180;
 *   Indrachapa = 360 - Parivesha; Upaketu = Indrachapa + 16 deg 40' (= Sun - 30).
 * - Kalavelas (BPHS ch. 3 sl. 66-70): the half of the Vedic day the birth falls in (sunrise to
 *   sunset, or sunset to the next sunrise) is cut into eight equal parts. By day the parts are
 *   ruled from the weekday's lord onward in weekday order; by night from the lord of the 5th
 *   weekday from it; the 8th part has no lord. Kala, Mrityu, Ardhaprahara, Yamaghantaka and
 *   Gulika are the parts of the Sun, Mars, Mercury, Jupiter and Saturn, each placed at the
 *   sidereal ascendant rising at the START of its part (BPHS ch. 3 sl. 70 for Gulika;
 *   Jagannatha Hora and pyjhora take the middle of the part for all but Gulika, a reading of
 *   P.V.R. Narasimha Rao, not the text).
 * - Mandi by Prashna Marga (the Mandi sphuta rule as the catalogue gives it): the ascendant at the weekday's
 *   ghati from the start of the half: by day Sun 26, Mon 22, Tue 18, Wed 14, Thu 10, Fri 6,
 *   Sat 2; by night Sun 10, Mon 6, Tue 2, Wed 26, Thu 22, Fri 18, Sat 14, scaled to the actual
 *   length of the half (the ghatis are of a 30-ghati half).
 */
import type { Ephemeris } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import type { GrahaNumber } from './grahas.js';
import type { VedicDay } from './day.js';
import { siderealAngles } from './rashi.js';
import type { RashiChart } from './rashi.js';

export const APRAKASHA_NAMES = ['Dhuma', 'Vyatipata', 'Parivesha', 'Indrachapa', 'Upaketu'] as const;

/** The five aprakasha grahas from the Sun's sidereal longitude, in the order of APRAKASHA_NAMES. */
export function aprakashaGrahas(sunLongitude: number): number[] {
  const dhuma = normalizeDegrees(sunLongitude + 133 + 20 / 60);
  const vyatipata = normalizeDegrees(360 - dhuma);
  const parivesha = normalizeDegrees(vyatipata + 180);
  const indrachapa = normalizeDegrees(360 - parivesha);
  const upaketu = normalizeDegrees(indrachapa + 16 + 40 / 60);
  return [dhuma, vyatipata, parivesha, indrachapa, upaketu];
}

/** The kalavela of each of the five grahas that have one (BPHS ch. 3 sl. 66-69). */
export const KALAVELA_OF: readonly { name: string; lord: GrahaNumber }[] = [
  { name: 'Kala', lord: 0 }, { name: 'Mrityu', lord: 2 }, { name: 'Ardhaprahara', lord: 3 }, { name: 'Yamaghantaka', lord: 4 }, { name: 'Gulika', lord: 6 },
];

/** Prashna Marga's ghati of Mandi from the start of the day (index = weekday, 0 Sunday). */
export const MANDI_DAY_GHATI = [26, 22, 18, 14, 10, 6, 2] as const;
export const MANDI_NIGHT_GHATI = [10, 6, 2, 26, 22, 18, 14] as const;

export interface KalaPart { lord: GrahaNumber | null; start: number; end: number }

export interface BirthHalf {
  isDayBirth: boolean;
  /** Weekday of the Vedic day (0 Sunday). */
  weekday: number;
  /** Julian days (UT) of the half's start and end. */
  start: number;
  end: number;
}

/** The half (day or night) of the Vedic day the moment falls in. */
export function birthHalf(day: VedicDay): BirthHalf {
  return day.isDaytime
    ? { isDayBirth: true, weekday: day.weekday, start: day.sunrise, end: day.sunset }
    : { isDayBirth: false, weekday: day.weekday, start: day.sunset, end: day.nextSunrise };
}

/** The eight parts of a half: lords from the weekday lord (day) or the 5th weekday lord (night), 8th lordless. */
export function kalaParts(half: BirthHalf): KalaPart[] {
  const first = half.isDayBirth ? half.weekday : (half.weekday + 4) % 7;
  const len = (half.end - half.start) / 8;
  return Array.from({ length: 8 }, (_, i) => ({ lord: i < 7 ? (((first + i) % 7) as GrahaNumber) : null, start: half.start + i * len, end: half.start + (i + 1) * len }));
}

/** The moment Mandi rises (Prashna Marga): the weekday's ghati of a 30-ghati half, scaled to the half. */
export function mandiMoment(half: BirthHalf): number {
  const ghati = (half.isDayBirth ? MANDI_DAY_GHATI : MANDI_NIGHT_GHATI)[half.weekday]!;
  return half.start + ((half.end - half.start) * ghati) / 30;
}

export interface KalavelaPoint { name: string; lord: GrahaNumber | null; rises: number; longitude: number }

/** Kala, Mrityu, Ardhaprahara, Yamaghantaka, Gulika (ascendant at the start of the part) and Mandi. */
export function kalavelas(ephemeris: Ephemeris, chart: RashiChart, half: BirthHalf): { parts: KalaPart[]; points: KalavelaPoint[] } {
  const parts = kalaParts(half);
  const asc = (jd: number) => siderealAngles(ephemeris, jd, chart.latitude, chart.longitude, chart.settings).ascendant;
  const points: KalavelaPoint[] = KALAVELA_OF.map(({ name, lord }) => {
    const part = parts.find((p) => p.lord === lord)!;
    return { name, lord, rises: part.start, longitude: asc(part.start) };
  });
  const m = mandiMoment(half);
  points.push({ name: 'Mandi', lord: 6, rises: m, longitude: asc(m) });
  return { parts, points };
}
