/**
 * The vara-nakshatra-tithi yogas of Muhurta Chintamani (Shubhashubha prakarana): spans where a
 * weekday (sunrise to sunrise) meets a star (and for the pushkara yogas a tithi).
 *
 * - Sarvartha Siddhi: Sun Hasta, Mula, U.Phalguni, U.Ashadha, U.Bhadrapada, Ashwini, Pushya;
 *   Mon Shravana, Rohini, Mrigashira, Pushya, Anuradha; Tue Ashwini, U.Bhadrapada, Krittika,
 *   Ashlesha; Wed Rohini, Anuradha, Hasta, Krittika, Mrigashira; Thu Revati, Anuradha, Ashwini,
 *   Punarvasu, Pushya; Fri Revati, Anuradha, Ashwini, Punarvasu, Shravana; Sat Shravana,
 *   Rohini, Swati.
 * - Amrita Siddhi: Sun Hasta, Mon Mrigashira, Tue Ashwini, Wed Anuradha, Thu Pushya, Fri Revati,
 *   Sat Rohini.
 * - Guru-Pushya (Thursday + Pushya) and Ravi-Pushya (Sunday + Pushya).
 * - Dwipushkara / Tripushkara: Sunday, Tuesday or Saturday with a Bhadra tithi (2, 7, 12 of
 *   either paksha) and a star with two padas in one sign and two in the next (Mrigashira,
 *   Chitra, Dhanishtha) / three and one (Krittika, Punarvasu, U.Phalguni, Vishakha, U.Ashadha,
 *   P.Bhadrapada).
 * - Ravi yoga: the Moon's star the 4th, 6th, 9th, 10th, 13th or 20th from the Sun's.
 */
import type { Ephemeris, ZodiacSettings } from '@celestial/core';
import { limbBoundaries, limbIndex } from './limbs.js';

export const SARVARTHA_SIDDHI: readonly (readonly number[])[] = [
  [13, 19, 12, 21, 26, 1, 8],
  [22, 4, 5, 8, 17],
  [1, 26, 3, 9],
  [4, 17, 13, 3, 5],
  [27, 17, 1, 7, 8],
  [27, 17, 1, 7, 22],
  [22, 4, 15],
];
export const AMRITA_SIDDHI = [13, 5, 1, 17, 8, 27, 4] as const;
export const DWIPUSHKARA_STARS = [5, 14, 23];
export const TRIPUSHKARA_STARS = [3, 7, 12, 16, 21, 25];
export const BHADRA_TITHIS = [2, 7, 12, 17, 22, 27];
export const RAVI_YOGA_COUNTS = [4, 6, 9, 10, 13, 20];

/**
 * A yoga's span: the yoga by slug of core's siddhi-yoga table (named there in every language;
 * issue 12: the name was English text with the star in parentheses), the Moon's star 1-27 it
 * rests on and, for Ravi yoga, the count of that star from the Sun's.
 */
export interface YogaSpan {
  slug: 'sarvartha-siddhi' | 'amrita-siddhi' | 'guru-pushya' | 'ravi-pushya' | 'dwipushkara' | 'tripushkara' | 'ravi-yoga';
  star: number;
  countFromSun?: number;
  start: number;
  end: number;
}

/** Spans of constant limb index in [from, to). */
function spans(ephemeris: Ephemeris, from: number, to: number, kind: 'nakshatra' | 'tithi', sid: ZodiacSettings): { index: number; start: number; end: number }[] {
  const out: { index: number; start: number; end: number }[] = [];
  let index = limbIndex(ephemeris, from + 1e-7, kind, sid);
  let start = from;
  for (const b of limbBoundaries(ephemeris, from, to, kind, sid)) {
    out.push({ index, start, end: b.jd });
    index = b.index;
    start = b.jd;
  }
  out.push({ index, start, end: to });
  return out;
}

/** The Sun's nakshatra (1-27) at a moment. */
function sunStar(ephemeris: Ephemeris, jd: number, sid: ZodiacSettings): number {
  return Math.floor((((ephemeris.position(jd, 0, sid).longitude % 360) + 360) % 360) / (40 / 3)) + 1;
}

/** The yogas of one Vedic day (sunrise to next sunrise) of weekday `weekday` (0 Sunday). */
export function siddhiYogasOfDay(ephemeris: Ephemeris, sunrise: number, nextSunrise: number, weekday: number, sid: ZodiacSettings): YogaSpan[] {
  const stars = spans(ephemeris, sunrise, nextSunrise, 'nakshatra', sid).map((s) => ({ ...s, star: s.index + 1 }));
  const tithis = spans(ephemeris, sunrise, nextSunrise, 'tithi', sid).map((s) => ({ ...s, tithi: s.index + 1 }));
  const out: YogaSpan[] = [];
  for (const s of stars) {
    const star = s.star;
    if (SARVARTHA_SIDDHI[weekday]!.includes(star)) out.push({ slug: 'sarvartha-siddhi', star, start: s.start, end: s.end });
    if (AMRITA_SIDDHI[weekday] === star) out.push({ slug: 'amrita-siddhi', star, start: s.start, end: s.end });
    if (star === 8 && weekday === 4) out.push({ slug: 'guru-pushya', star, start: s.start, end: s.end });
    if (star === 8 && weekday === 0) out.push({ slug: 'ravi-pushya', star, start: s.start, end: s.end });
    if ([0, 2, 6].includes(weekday)) {
      const kind = DWIPUSHKARA_STARS.includes(star) ? 'dwipushkara' : TRIPUSHKARA_STARS.includes(star) ? 'tripushkara' : null;
      if (kind) {
        for (const t of tithis) {
          if (!BHADRA_TITHIS.includes(t.tithi)) continue;
          const a = Math.max(s.start, t.start);
          const b = Math.min(s.end, t.end);
          if (b > a) out.push({ slug: kind, star, start: a, end: b });
        }
      }
    }
    const sun = sunStar(ephemeris, (s.start + s.end) / 2, sid);
    const count = ((((s.star - sun) % 27) + 27) % 27) + 1;
    if (RAVI_YOGA_COUNTS.includes(count)) out.push({ slug: 'ravi-yoga', star, countFromSun: count, start: s.start, end: s.end });
  }
  return out.sort((a, b) => a.start - b.start);
}
