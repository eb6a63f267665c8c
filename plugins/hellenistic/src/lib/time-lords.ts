/**
 * Hellenistic and Persian time-lord systems as pure functions of Julian days and signs:
 * zodiacal releasing (Valens, Anthology IV), firdaria (Abu Ma'shar; Bonatti, Liber
 * Astronomiae Tr. 9) and decennials (Valens, Anthology IV). The operations cast the chart and
 * present the periods; the arithmetic lives here, where the unit tests check it against the
 * authors' own numbers.
 */
import { CHALDEAN_ORDER, DOMICILE_LORDS } from '@celestial/core/astro';
import type { PlanetName, SevenPlanet } from '@celestial/core/astro';

// ---------------------------------------------------------------- zodiacal releasing

/**
 * The minor years of the signs' domicile lords (Valens, Anthology IV.4): Aries 15, Taurus 8,
 * Gemini 20, Cancer 25, Leo 19, Virgo 20, Libra 8, Scorpio 15, Sagittarius 12, Capricorn 27,
 * Aquarius 30, Pisces 12. Capricorn takes 27 rather than Saturn's 30 (Valens' own number).
 */
export const ZR_SIGN_YEARS: readonly number[] = [15, 8, 20, 25, 19, 20, 8, 15, 12, 27, 30, 12];

/**
 * Days in one unit of each level (Valens' 360-day year): level 1 years of 360 days, level 2
 * months of 30 days, level 3 units of 2.5 days (a twelfth of a month), level 4 units of 5 hours
 * (a twelfth of 2.5 days).
 */
export const ZR_UNIT_DAYS: readonly number[] = [360, 30, 2.5, 5 / 24];

export type Peak = 'major' | 'angular' | null;

export interface ZrPeriod {
  level: number;
  signIndex: number;
  start: number;
  end: number;
  /** This period begins the jump to the sign opposite the parent's (the loosing of the bond). */
  loosingOfBond: boolean;
  peak: Peak;
  children: ZrPeriod[];
}

/** Peak periods: signs angular to the Lot of Fortune's sign, the 10th from it the major one. */
export function zrPeak(signIndex: number, fortuneSignIndex: number): Peak {
  const place = ((signIndex - fortuneSignIndex + 12) % 12) + 1;
  if (place === 10) return 'major';
  return place === 1 || place === 4 || place === 7 ? 'angular' : null;
}

/**
 * The periods of one level inside [start, end): from `fromSign` in zodiacal order, each sign's
 * years in this level's unit; when the twelve signs have all run and time remains, the next
 * period jumps to the sign opposite `fromSign` and the sequence continues from there (Valens,
 * Anthology IV.4, the loosing of the bond). The last period is cut at `end`. Level 1 has no
 * parent and no bound: its sequence runs 211 years before it would need the jump.
 */
export function zrLevel(level: number, fromSign: number, start: number, end: number, fortuneSign: number, depth: number, window?: { from: number; to: number }): ZrPeriod[] {
  const unit = ZR_UNIT_DAYS[level - 1]!;
  const out: ZrPeriod[] = [];
  let sign = fromSign;
  let t = start;
  let count = 0;
  let loosed = false;
  while (t < end - 1e-9) {
    let loosing = false;
    if (count === 12 && !loosed && level > 1) {
      sign = (fromSign + 6) % 12;
      loosing = true;
      loosed = true;
    }
    const length = ZR_SIGN_YEARS[sign]! * unit;
    const e = Math.min(t + length, end);
    const inWindow = !window || (e > window.from && t < window.to);
    if (inWindow) {
      out.push({
        level, signIndex: sign, start: t, end: e, loosingOfBond: loosing, peak: zrPeak(sign, fortuneSign),
        children: depth > level ? zrLevel(level + 1, sign, t, e, fortuneSign, depth, window) : [],
      });
    }
    t += length;
    sign = (sign + 1) % 12;
    count++;
  }
  return out;
}

/** The chain of periods (level 1 down to `depth`) that contains an instant. */
export function zrCurrent(periods: readonly ZrPeriod[], jd: number): ZrPeriod[] {
  const chain: ZrPeriod[] = [];
  let list = periods;
  for (;;) {
    const p = list.find((x) => x.start <= jd && jd < x.end);
    if (!p) return chain;
    chain.push(p);
    list = p.children;
  }
}

// ---------------------------------------------------------------- firdaria

export type FirdarLord = SevenPlanet | 'North Node' | 'South Node';

export const FIRDARIA_YEARS: Readonly<Record<FirdarLord, number>> = {
  Sun: 10, Venus: 8, Mercury: 13, Moon: 9, Saturn: 11, Jupiter: 12, Mars: 7, 'North Node': 3, 'South Node': 2,
};

/**
 * The order of the firdaria (Abu Ma'shar, in Bonatti, Liber Astronomiae Tr. 9): by day from the
 * Sun in the descending Chaldean order, the nodes last; by night from the Moon, the nodes last
 * (`end`, Abu Ma'shar's own order) or after Mars (`bonatti`, the variant Bonatti reports).
 */
export function firdariaOrder(diurnal: boolean, nodes: 'end' | 'bonatti'): FirdarLord[] {
  if (diurnal) return ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'North Node', 'South Node'];
  return nodes === 'bonatti'
    ? ['Moon', 'Saturn', 'Jupiter', 'Mars', 'North Node', 'South Node', 'Sun', 'Venus', 'Mercury']
    : ['Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'North Node', 'South Node'];
}

export interface Firdar {
  lord: FirdarLord;
  years: number;
  start: number;
  end: number;
  subPeriods: { lord: SevenPlanet; start: number; end: number }[];
}

/** Chaldean order from a planet: Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon, cyclic. */
export function chaldeanFrom(p: SevenPlanet): SevenPlanet[] {
  const i = CHALDEAN_ORDER.indexOf(p as PlanetName);
  return Array.from({ length: 7 }, (_, k) => CHALDEAN_ORDER[(i + k) % 7] as SevenPlanet);
}

/**
 * The firdaria from birth for `cycles` rounds of 75 years: each planetary period split into
 * seven equal sub-periods from its own lord in Chaldean order; the nodes' periods undivided.
 * `yearDays` is the length of the year counted (365.25 days).
 */
export function firdaria(birthJd: number, diurnal: boolean, nodes: 'end' | 'bonatti', yearDays: number, cycles = 2): Firdar[] {
  const out: Firdar[] = [];
  let t = birthJd;
  for (let c = 0; c < cycles; c++) {
    for (const lord of firdariaOrder(diurnal, nodes)) {
      const years = FIRDARIA_YEARS[lord];
      const end = t + years * yearDays;
      const subPeriods = lord === 'North Node' || lord === 'South Node'
        ? []
        : chaldeanFrom(lord).map((sub, k) => ({ lord: sub, start: t + (k * (end - t)) / 7, end: t + ((k + 1) * (end - t)) / 7 }));
      out.push({ lord, years, start: t, end, subPeriods });
      t = end;
    }
  }
  return out;
}

// ---------------------------------------------------------------- decennials

/** The planets' minor years (Valens, Anthology IV), as months of a decennial's sub-periods; they sum to 129. */
export const MINOR_YEARS: Readonly<Record<SevenPlanet, number>> = { Saturn: 30, Jupiter: 12, Mars: 15, Sun: 19, Venus: 8, Mercury: 20, Moon: 25 };

/** Days of one decennial: 10 years 9 months = 129 months of 30 days. */
export const DECENNIAL_DAYS = 129 * 30;

/**
 * The order of the decennials: the sect light, then the other planets in the zodiacal order of
 * their natal longitudes counted from it (a planet nearer ahead in the signs comes first).
 */
export function decennialOrder(longitudes: Readonly<Record<SevenPlanet, number>>, sectLight: SevenPlanet): SevenPlanet[] {
  const from = longitudes[sectLight];
  const ahead = (p: SevenPlanet) => (((longitudes[p] - from) % 360) + 360) % 360;
  return (Object.keys(longitudes) as SevenPlanet[]).sort((a, b) => (a === sectLight ? -1 : b === sectLight ? 1 : ahead(a) - ahead(b)));
}

export interface Decennial {
  lord: SevenPlanet;
  start: number;
  end: number;
  subPeriods: { lord: SevenPlanet; months: number; start: number; end: number }[];
}

export function decennials(birthJd: number, order: readonly SevenPlanet[], count: number): Decennial[] {
  const out: Decennial[] = [];
  for (let k = 0; k < count; k++) {
    const lord = order[k % 7]!;
    const start = birthJd + k * DECENNIAL_DAYS;
    const i = order.indexOf(lord);
    let t = start;
    const subPeriods = Array.from({ length: 7 }, (_, j) => {
      const sub = order[(i + j) % 7]!;
      const months = MINOR_YEARS[sub];
      const s = t;
      t += months * 30;
      return { lord: sub, months, start: s, end: t };
    });
    out.push({ lord, start, end: start + DECENNIAL_DAYS, subPeriods });
  }
  return out;
}

// ---------------------------------------------------------------- profections

/** The profected sign of an age: natal sign + age, whole signs (0-based sign indexes). */
export function profectedSign(natalSignIndex: number, steps: number): number {
  return (((natalSignIndex + steps) % 12) + 12) % 12;
}

export function lordOfSign(signIndex: number): SevenPlanet {
  return DOMICILE_LORDS[signIndex] as SevenPlanet;
}
