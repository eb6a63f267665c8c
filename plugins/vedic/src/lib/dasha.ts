/**
 * The nakshatra dashas (udu dasha): one engine for every system whose first lord is read from
 * the Moon's nakshatra (BPHS ch. 46, "Dasha-bheda"; ch. 47-52 for the sub-periods).
 *
 * A system is a cycle of lords with their years. The Moon's sidereal longitude picks the lord
 * running at birth and the part of its period already spent: in the simple systems the
 * nakshatra decides the lord and the fraction of the nakshatra traversed is the fraction of the
 * period spent (BPHS ch. 46 sl. 12-15: "the balance is found by the proportion of the
 * nakshatra yet to run"); in the group systems (Ashtottari, Shashtihayani) a lord rules a run
 * of consecutive stars and the fraction of the whole group traversed is used.
 * Sub-periods follow the cycle order from the parent's own lord, each lasting
 * parent x lord years / total years (BPHS ch. 46-52: "antardasha = dasha years x antardasha
 * lord's years / full cycle").
 *
 * The dasha year is `settings.dashaYear` (DASHA_YEAR_DAYS); all instants are Julian days (UT).
 */
import { countStars, janmaNakshatra, mahadashas, nakshatraOf, normalizeDegrees, subPeriods, VIMSHOTTARI } from '@celestial/core/astro';
import type { DashaLord, DashaPeriod, DashaStart, NakshatraDashaSystem, YearDays } from '@celestial/core/astro';
import type { LangCode } from '@celestial/core';
import { term } from '@celestial/core';
import { GRAHA_NAMES } from './grahas.js';
import type { GrahaNumber } from './grahas.js';

// The engine (the period types, the janma nakshatra, mahadashas and sub-periods) moved to
// core/src/astro/dasha.ts, which the event engine's dasha-change detector reads too.
export { countStars, janmaNakshatra, mahadashas, subPeriods, VIMSHOTTARI };
export type { DashaLord, DashaPeriod, DashaStart, NakshatraDashaSystem, YearDays };

export const NAKSHATRA_SPAN = 360 / 27;
/** Abhijit in the 28-star scheme (Muhurta Chintamani; as /vedic/panchang/anandadi-yoga): 276 deg 40' to 280 deg 53' 20''. */
export const ABHIJIT_START = 276 + 40 / 60;
export const ABHIJIT_END = 280 + 53 / 60 + 20 / 3600;

const lord = (graha: GrahaNumber, years: number, name: string = GRAHA_NAMES[graha]): DashaLord => ({ name, graha, years });

/** A system where the lord follows the star counted from a seed star, the balance from the star's remainder. */
function byStarCount(seed: number, n: number, reverse = false) {
  return (moonLongitude: number): DashaStart => {
    const j = janmaNakshatra(moonLongitude);
    const count = reverse ? countStars(j.number, seed) : countStars(seed, j.number);
    return { index: (count - 1) % n, elapsed: j.traversed };
  };
}

/** A system of star groups given as longitude spans [from, to) (to may wrap past 360). */
function byGroups(groups: readonly (readonly [number, number])[]) {
  return (moonLongitude: number): DashaStart => {
    const lon = normalizeDegrees(moonLongitude);
    for (let i = 0; i < groups.length; i++) {
      const [a, b] = groups[i]!;
      const span = normalizeDegrees(b - a) || 360;
      const into = normalizeDegrees(lon - a);
      if (into < span) return { index: i, elapsed: into / span };
    }
    throw new Error('dasha groups do not cover the zodiac');
  };
}

const star = (n: number) => (n - 1) * NAKSHATRA_SPAN; // start of 1-based star n (27 scheme)

/**
 * Yogini (BPHS ch. 46 sl. 39-43; Manasagari): Mangala 1 (Moon), Pingala 2 (Sun), Dhanya 3
 * (Jupiter), Bhramari 4 (Mars), Bhadrika 5 (Mercury), Ulka 6 (Saturn), Siddha 7 (Venus),
 * Sankata 8 (Rahu); "add 3 to the janma nakshatra and divide by 8, the remainder is the
 * yogini" (0 -> Sankata). (n + 3) mod 8 = count from Ardra (6): Ardra -> Mangala.
 */
export const YOGINI: NakshatraDashaSystem = {
  key: 'yogini',
  name: 'Yogini',
  lords: [lord(1, 1, 'Mangala'), lord(0, 2, 'Pingala'), lord(4, 3, 'Dhanya'), lord(2, 4, 'Bhramari'), lord(3, 5, 'Bhadrika'), lord(6, 6, 'Ulka'), lord(5, 7, 'Siddha'), lord(7, 8, 'Sankata')],
  total: 36,
  listYears: 120,
  start: (moonLongitude) => {
    const j = janmaNakshatra(moonLongitude);
    const r = (j.number + 3) % 8;
    return { index: (r === 0 ? 8 : r) - 1, elapsed: j.traversed };
  },
};

/**
 * Ashtottari (BPHS ch. 46 sl. 17-22): 108 years; groups from Ardra. In the 28-star scheme
 * Abhijit lies inside Saturn's group (P.Ashadha - Shravana), so every group is the same arc in
 * the 27- and 28-star schemes, and the balance (untraversed arc of the group) is the same.
 */
export const ASHTOTTARI: NakshatraDashaSystem = {
  key: 'ashtottari',
  name: 'Ashtottari',
  lords: [lord(0, 6), lord(1, 15), lord(2, 8), lord(3, 17), lord(6, 10), lord(4, 19), lord(7, 12), lord(5, 21)],
  total: 108,
  listYears: 108,
  start: byGroups([[star(6), star(10)], [star(10), star(13)], [star(13), star(17)], [star(17), star(20)], [star(20), star(23)], [star(23), star(26)], [star(26), star(3)], [star(3), star(6)]]),
};

/** Shodashottari (BPHS ch. 46 sl. 23-24): 116 years, counted from Pushya. */
export const SHODASHOTTARI: NakshatraDashaSystem = {
  key: 'shodashottari',
  name: 'Shodashottari',
  lords: [lord(0, 11), lord(2, 12), lord(4, 13), lord(6, 14), lord(8, 15), lord(1, 16), lord(3, 17), lord(5, 18)],
  total: 116,
  listYears: 116,
  start: byStarCount(8, 8),
};

/** Dwadashottari (BPHS ch. 46 sl. 25-26): 112 years, counted from the janma nakshatra to Revati. */
export const DWADASHOTTARI: NakshatraDashaSystem = {
  key: 'dwadashottari',
  name: 'Dwadashottari',
  lords: [lord(0, 7), lord(4, 9), lord(8, 11), lord(3, 13), lord(7, 15), lord(2, 17), lord(6, 19), lord(1, 21)],
  total: 112,
  listYears: 112,
  start: byStarCount(27, 8, true),
};

/**
 * Panchottari (BPHS ch. 46 sl. 27-28): 105 years, counted from Anuradha. The text's order is
 * Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter 18 (BPHS ch. 46, R.
 * Santhanam's translation; also Jagannatha Hora and pyjhora panchottari.py); the catalogue's
 * weekday order (Sun 12, Moon 13, Mars 14 ...) is not the text's, so the text is followed.
 */
export const PANCHOTTARI: NakshatraDashaSystem = {
  key: 'panchottari',
  name: 'Panchottari',
  lords: [lord(0, 12), lord(3, 13), lord(6, 14), lord(2, 15), lord(5, 16), lord(1, 17), lord(4, 18)],
  total: 105,
  listYears: 105,
  start: byStarCount(17, 7),
};

/** Shatabdika (BPHS ch. 46 sl. 29-30): 100 years, counted from Revati. */
export const SHATABDIKA: NakshatraDashaSystem = {
  key: 'shatabdika',
  name: 'Shatabdika',
  lords: [lord(0, 5), lord(1, 5), lord(5, 10), lord(3, 10), lord(4, 20), lord(2, 20), lord(6, 30)],
  total: 100,
  listYears: 100,
  start: byStarCount(27, 7),
};

/** Chaturashiti-sama (BPHS ch. 46 sl. 31-32): 84 years, 12 each, counted from Swati. */
export const CHATURASHITI_SAMA: NakshatraDashaSystem = {
  key: 'chaturashiti-sama',
  name: 'Chaturashiti-sama',
  lords: [lord(0, 12), lord(1, 12), lord(2, 12), lord(3, 12), lord(4, 12), lord(5, 12), lord(6, 12)],
  total: 84,
  listYears: 84,
  start: byStarCount(15, 7),
};

/** Dwisaptati-sama (BPHS ch. 46 sl. 33-34): 72 years, 9 each, counted from Mula. */
export const DWISAPTATI_SAMA: NakshatraDashaSystem = {
  key: 'dwisaptati-sama',
  name: 'Dwisaptati-sama',
  lords: [lord(0, 9), lord(1, 9), lord(2, 9), lord(3, 9), lord(4, 9), lord(5, 9), lord(6, 9), lord(7, 9)],
  total: 72,
  listYears: 72,
  start: byStarCount(19, 8),
};

/**
 * Shashtihayani (BPHS ch. 46 sl. 35-36): 60 years, star groups of 3 and 4 from Ashwini in the
 * 28-star scheme: Venus's group ends and Saturn's begins at Abhijit (276 deg 40').
 */
export const SHASHTIHAYANI: NakshatraDashaSystem = {
  key: 'shashtihayani',
  name: 'Shashtihayani',
  lords: [lord(4, 10), lord(0, 10), lord(2, 10), lord(1, 6), lord(3, 6), lord(5, 6), lord(6, 6), lord(7, 6)],
  total: 60,
  listYears: 60,
  start: byGroups([[star(1), star(4)], [star(4), star(8)], [star(8), star(11)], [star(11), star(15)], [star(15), star(18)], [star(18), ABHIJIT_START], [ABHIJIT_START, star(24)], [star(24), star(1)]]),
};

/** Shattrimshat-sama (BPHS ch. 46 sl. 37-38): 36 years repeated, counted from Shravana. */
export const SHATTRIMSHAT_SAMA: NakshatraDashaSystem = {
  key: 'shattrimshat-sama',
  name: 'Shattrimshat-sama',
  lords: [lord(1, 1), lord(0, 2), lord(4, 3), lord(2, 4), lord(3, 5), lord(6, 6), lord(5, 7), lord(7, 8)],
  total: 36,
  listYears: 108,
  start: byStarCount(22, 8),
};

/** Years, months (of 12 to a year) and days (of yearDays / 12 to a month) of a span of years. */
export function yearsMonthsDays(years: number, yearDays: YearDays): { years: number; months: number; days: number } {
  const y = Math.floor(years + 1e-12);
  const monthsFloat = (years - y) * 12;
  const m = Math.floor(monthsFloat + 1e-12);
  const d = (monthsFloat - m) * (yearDays / 12);
  return { years: y, months: m, days: d };
}

/** The period of a list containing jd (start inclusive). */
export function periodAt<P extends { start: number; end: number }>(periods: readonly P[], jd: number): P | undefined {
  return periods.find((p) => jd >= p.start && jd < p.end);
}

/** The janma nakshatra's number, slug and name in the answer's language, for the answers. */
export function moonNakshatraOut(moonLongitude: number, lang: LangCode) {
  const n = nakshatraOf(moonLongitude);
  return { number: n.nakshatra.number, slug: n.nakshatra.slug, name: term('nakshatra', n.nakshatra.slug, lang), pada: n.pada, traversed: janmaNakshatra(moonLongitude).traversed };
}
