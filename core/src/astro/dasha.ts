/**
 * The nakshatra dasha engine (BPHS ch. 46, "Dasha-bheda"; ch. 47-52 for the sub-periods), moved
 * here from plugins/vedic/src/lib/dasha.ts so that the event engine's dasha-change detector
 * (runtime/src/events/detector.ts) and the Vedic family read one engine; the Vedic family keeps
 * its other systems (Yogini, Ashtottari ...) and re-exports these.
 *
 * A system is a cycle of lords with their years. The Moon's sidereal longitude picks the lord
 * running at birth and the part of its period already spent. Sub-periods follow the cycle
 * order from the parent's own lord, each lasting parent x lord years / total years. All
 * instants are Julian days (UT).
 */
import { term } from '../vocabulary/names.js';
import { grahaSlug } from '../vocabulary/bodies.js';
import { normalizeDegrees } from './angles.js';
import { NAKSHATRA_SPAN } from './nakshatras.js';

/**
 * Dasha year lengths (moved from plugins/vedic/src/lib/settings.ts): gregorian 365.2425 days,
 * sidereal 365.256363 (Jagannatha Hora's default), savana 360 civil days (BPHS ch. 46 in some schools).
 */
export const DASHA_YEARS = ['gregorian', 'sidereal', 'savana'] as const;
export type DashaYear = (typeof DASHA_YEARS)[number];
export const DASHA_YEAR_DAYS: Readonly<Record<DashaYear, number>> = { gregorian: 365.2425, sidereal: 365.256363, savana: 360 };

/** Graha numbers of the Vedic tradition: 0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn, 7 Rahu, 8 Ketu. */
export type GrahaIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface DashaLord {
  /** Display name of the lord (a graha, or a yogini's name with its graha). */
  name: string;
  /** Graha number 0 Sun ... 6 Saturn, 7 Rahu, 8 Ketu. */
  graha: GrahaIndex;
  years: number;
}

export interface DashaStart {
  /** Index into `lords` of the lord running at birth. */
  index: number;
  /** Fraction (0-1) of that lord's period already spent at birth. */
  elapsed: number;
}

export interface NakshatraDashaSystem {
  key: string;
  name: string;
  lords: readonly DashaLord[];
  total: number;
  /**
   * Years to list from birth: the 36-year systems repeat their cycle over a lifetime; when
   * listYears equals the cycle, exactly one cycle of periods is listed (the first one starting
   * before birth).
   */
  listYears: number;
  start(moonLongitude: number): DashaStart;
}

/** 1-based nakshatra (Ashwini 1 ... Revati 27) and fraction traversed. */
export function janmaNakshatra(moonLongitude: number): { number: number; traversed: number } {
  const lon = normalizeDegrees(moonLongitude);
  const i = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  return { number: i + 1, traversed: (lon - i * NAKSHATRA_SPAN) / NAKSHATRA_SPAN };
}

/** Inclusive count from star `from` to star `to` (1-27) in the zodiacal order: from Pushya (8) to Pushya = 1. */
export function countStars(from: number, to: number): number {
  return ((((to - from) % 27) + 27) % 27) + 1;
}

export interface DashaPeriod {
  /** Index of the lord in the system's cycle. */
  index: number;
  lord: DashaLord;
  start: number;
  end: number;
  years: number;
}

/** Days per dasha year. */
export type YearDays = number;

/**
 * The mahadashas from the one running at birth (its start lies before birth) until the
 * listed span is covered; the first one's `start` is birth - elapsed part.
 */
export function mahadashas(sys: NakshatraDashaSystem, moonLongitude: number, birthJd: number, yearDays: YearDays): { first: DashaStart; periods: DashaPeriod[] } {
  const first = sys.start(moonLongitude);
  const firstLord = sys.lords[first.index]!;
  let t = birthJd - first.elapsed * firstLord.years * yearDays;
  const endAt = birthJd + sys.listYears * yearDays - 1e-6;
  const periods: DashaPeriod[] = [];
  // Bounded: listYears / shortest period lords (at most a few dozen).
  const oneCycle = sys.listYears <= sys.total;
  for (let k = 0; (oneCycle ? k < sys.lords.length : t < endAt) && k < 200; k++) {
    const index = (first.index + k) % sys.lords.length;
    const l = sys.lords[index]!;
    const end = t + l.years * yearDays;
    periods.push({ index, lord: l, start: t, end, years: l.years });
    t = end;
  }
  return { first, periods };
}

/** The sub-periods of a period, in cycle order from the period's own lord (BPHS ch. 46-52). */
export function subPeriods(sys: NakshatraDashaSystem, parent: Pick<DashaPeriod, 'index' | 'start' | 'years'>, yearDays: YearDays): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let t = parent.start;
  for (let k = 0; k < sys.lords.length; k++) {
    const index = (parent.index + k) % sys.lords.length;
    const l = sys.lords[index]!;
    const years = (parent.years * l.years) / sys.total;
    const end = t + years * yearDays;
    out.push({ index, lord: l, start: t, end, years });
    t = end;
  }
  return out;
}

const vimshottariLord = (graha: GrahaIndex, years: number): DashaLord => ({ name: term('body', grahaSlug(graha), 'en'), graha, years });

/** Vimshottari (BPHS ch. 46 sl. 12-16): Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17; Ashwini = Ketu. */
export const VIMSHOTTARI: NakshatraDashaSystem = {
  key: 'vimshottari',
  name: 'Vimshottari',
  lords: [vimshottariLord(8, 7), vimshottariLord(5, 20), vimshottariLord(0, 6), vimshottariLord(1, 10), vimshottariLord(2, 7), vimshottariLord(7, 18), vimshottariLord(4, 16), vimshottariLord(6, 19), vimshottariLord(3, 17)],
  total: 120,
  listYears: 120,
  // The lord follows the janma nakshatra counted from Ashwini, nine to a round; the balance is the star's remainder.
  start: (moonLongitude) => {
    const j = janmaNakshatra(moonLongitude);
    return { index: (j.number - 1) % 9, elapsed: j.traversed };
  },
};
