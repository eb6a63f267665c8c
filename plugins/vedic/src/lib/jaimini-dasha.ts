/**
 * The Jaimini sign (rashi) dashas: chara, narayana, shoola, drig and sudasa. Each is a sequence
 * of signs with a length in years; periods run from the birth moment in the dasha year of the
 * chart's settings (DASHA_YEAR_DAYS), dates in the chart's local time (SERVICE-SPEC: "dasha
 * dates are in local time"). Signs are 0-based inside, 1-12 in the answers.
 */
import type { LangCode } from '@celestial/core';
import { signName } from '@celestial/core';
import { EXALTATION, SIGN_NAMES_EN } from './grahas.js';
import { DASHA_YEAR_DAYS } from './settings.js';
import type { RashiChart } from './rashi.js';
import { localIso } from './schemas.js';
import { countBackward, countForward, isOddFooted, jaiminiLord, rashiDrishtiOf, signQuality, strongerSign } from './jaimini.js';

const mod12 = (n: number) => ((n % 12) + 12) % 12;

/**
 * Years of a sign's dasha (K. N. Rao, "Predicting through Jaimini's Chara Dasha" ch. 2; the
 * same count serves narayana, drig and sudasa per P. V. R. Narasimha Rao): count from the sign
 * to the sign of its lord (co-lords resolved), forward when the sign is odd-footed and backward
 * when even-footed, less one; none left means 12; one more when the lord is exalted, one less
 * when debilitated.
 */
export function signDashaYears(chart: RashiChart, sign0: number): number {
  const lord = jaiminiLord(chart, sign0);
  const lordSign = chart.grahas[lord]!.sign - 1;
  let years = (isOddFooted(sign0) ? countForward(sign0, lordSign) : countBackward(sign0, lordSign)) - 1;
  if (years <= 0) years = 12;
  if (EXALTATION[lord].sign === lordSign) years += 1;
  else if ((EXALTATION[lord].sign + 6) % 12 === lordSign) years -= 1;
  return years;
}

export interface DashaPeriod { cycle: number; sign: number; signName: string; startJd: number; endJd: number; years: number }

/** Lays periods end to end from the birth moment; zero-year periods are skipped. */
export function layPeriods(chart: RashiChart, entries: { sign0: number; years: number; cycle: number }[]): DashaPeriod[] {
  const yearDays = DASHA_YEAR_DAYS[chart.settings.dashaYear];
  let jd = chart.jd;
  const out: DashaPeriod[] = [];
  for (const e of entries) {
    if (e.years <= 0) continue;
    const end = jd + e.years * yearDays;
    out.push({ cycle: e.cycle, sign: e.sign0 + 1, signName: SIGN_NAMES_EN[e.sign0]!, startJd: jd, endJd: end, years: e.years });
    jd = end;
  }
  return out;
}

/** Two cycles of a 12-sign sequence: the second cycle's years are 12 minus the first's (K. N. Rao). */
function twoCycles(chart: RashiChart, order: number[], yearsOf: (s: number) => number) {
  const first = order.map((s) => ({ sign0: s, years: yearsOf(s), cycle: 1 }));
  const second = first.map((e) => ({ sign0: e.sign0, years: 12 - e.years, cycle: 2 }));
  return layPeriods(chart, [...first, ...second]);
}

export function periodOut(chart: RashiChart, p: DashaPeriod, lang: LangCode = 'en') {
  const off = chart.moment.timezoneOffset;
  // The sign's name in the answer's language (issue 12: the period's English name before).
  return { cycle: p.cycle, sign: p.sign, signName: signName(p.sign, lang), start: localIso(p.startJd, off), end: localIso(p.endJd, off), years: p.years };
}

/**
 * Chara dasha (K. N. Rao): from the lagna sign, forward when the 9th sign from the lagna is
 * odd-footed, else backward.
 */
export function charaDasha(chart: RashiChart) {
  const lagna0 = chart.lagna.sign - 1;
  const forward = isOddFooted(lagna0 + 8);
  const order = Array.from({ length: 12 }, (_, i) => mod12(lagna0 + (forward ? i : -i)));
  return { direction: forward ? 'forward' as const : 'backward' as const, order, periods: twoCycles(chart, order, (s) => signDashaYears(chart, s)) };
}

/**
 * Antardashas of a chara dasha (K. N. Rao): twelve equal parts of the dasha, in the direction
 * of the dasha sequence, starting from the sign after the dasha sign and ending with it.
 */
export function charaAntardashas(_chart: RashiChart, p: DashaPeriod, forward: boolean) {
  const len = (p.endJd - p.startJd) / 12;
  return Array.from({ length: 12 }, (_, i) => {
    const s = mod12(p.sign - 1 + (forward ? i + 1 : -(i + 1)));
    return { sign: s + 1, signName: SIGN_NAMES_EN[s]!, startJd: p.startJd + i * len, endJd: p.startJd + (i + 1) * len };
  });
}

/** The order of signs from a start sign by its quality (Narayana dasa, P. V. R. Narasimha Rao ch. 20). */
export function qualityOrder(start0: number, forward: boolean): number[] {
  const step = (n: number) => mod12(start0 + (forward ? n : -n));
  const q = signQuality(start0);
  if (q === 'movable') return Array.from({ length: 12 }, (_, i) => step(i));
  if (q === 'fixed') return Array.from({ length: 12 }, (_, i) => step(5 * i)); // every 6th sign
  return [0, 4, 8, 9, 1, 5, 6, 10, 2, 3, 7, 11].map(step); // trines first: 1 5 9, 10 2 6, 7 11 3, 4 8 12
}

/** The stronger of the lagna and the 7th from it (narayana and shoola start there). */
export function lagnaOrSeventh(chart: RashiChart) {
  const lagna0 = chart.lagna.sign - 1;
  return strongerSign(chart, lagna0, (lagna0 + 6) % 12);
}

/**
 * Narayana dasa (Sanjay Rath, "Narayana Dasa"; P. V. R. Narasimha Rao ch. 20): from the
 * stronger of lagna and 7th; order by its quality; forward when the 9th from it is odd-footed;
 * Saturn there makes the order plain zodiacal, Ketu there reverses the direction.
 */
export function narayanaDasha(chart: RashiChart) {
  const start = lagnaOrSeventh(chart);
  const s0 = start.sign;
  let forward = isOddFooted(s0 + 8);
  const saturnIn = chart.grahas[6]!.sign - 1 === s0;
  const ketuIn = chart.grahas[8]!.sign - 1 === s0;
  // With both Saturn and Ketu in the start sign Ketu's reversal prevails and Saturn's plain order
  // is not applied: P. V. R. Narasimha Rao's own program (Jagannatha Hora, mirrored by pyjhora's
  // narayana_dhasa_ketu_exception_progression) does so; the texts do not state a precedence.
  let plain = false;
  if (ketuIn) forward = !forward;
  else if (saturnIn) { forward = true; plain = true; }
  const order = plain ? Array.from({ length: 12 }, (_, i) => mod12(s0 + i)) : qualityOrder(s0, forward);
  return { start, direction: forward ? 'forward' as const : 'backward' as const, saturnIn, ketuIn, order, periods: twoCycles(chart, order, (s) => signDashaYears(chart, s)) };
}

/** Shoola dasa (JS 2.4; P. V. R. Narasimha Rao ch. 32): stronger of lagna and 7th, 9 years per sign, zodiacal. */
export function shoolaDasha(chart: RashiChart) {
  const start = lagnaOrSeventh(chart);
  const order = Array.from({ length: 12 }, (_, i) => mod12(start.sign + i));
  return { start, order, periods: layPeriods(chart, order.map((s) => ({ sign0: s, years: 9, cycle: 1 }))) };
}

/**
 * Drig dasa (BPHS ch. 46; P. V. R. Narasimha Rao ch. 31): the 9th, 10th and 11th from the
 * lagna, each followed by the three signs it aspects by rashi drishti, counted from it in
 * zodiacal order when it is odd-footed and in reverse when even-footed; years and the second
 * cycle as narayana dasa.
 */
export function drigDasha(chart: RashiChart) {
  const lagna0 = chart.lagna.sign - 1;
  const order: number[] = [];
  for (const h of [8, 9, 10]) {
    const anchor = mod12(lagna0 + h);
    const fwd = isOddFooted(anchor);
    const aspected = rashiDrishtiOf(anchor).sort((a, b) => (fwd ? countForward(anchor, a) - countForward(anchor, b) : countBackward(anchor, a) - countBackward(anchor, b)));
    order.push(anchor, ...aspected);
  }
  // Second cycle 12 minus the first, as for narayana dasa (P. V. R. Narasimha Rao; Jagannatha Hora).
  return { order, periods: twoCycles(chart, order, (s) => signDashaYears(chart, s)) };
}

/**
 * Sudasa (Sanjay Rath, "Crux of Vedic Astrology"): from the sign of the Sree lagna in kendradi
 * order (1 4 7 10, 2 5 8 11, 3 6 9 12 from it), forward for an odd start sign and backward for
 * an even one (Saturn there: forward; Ketu there: reversed); years as narayana; the first period is only the part of the Sree lagna's sign
 * still to be traversed at birth.
 */
export function sudasa(chart: RashiChart, sreeLagnaLongitude: number) {
  const s0 = Math.floor((((sreeLagnaLongitude % 360) + 360) % 360) / 30);
  const degInSign = (((sreeLagnaLongitude % 360) + 360) % 360) - s0 * 30;
  // Odd sign (Aries = 1 is odd) forward, even backward; the narayana exceptions apply to the
  // direction (P. V. R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 21, as
  // Jagannatha Hora and pyjhora apply them): Saturn in the Sree lagna's sign makes it forward,
  // Ketu there reverses it.
  let forward = s0 % 2 === 0;
  if (chart.grahas[6]!.sign - 1 === s0) forward = true;
  else if (chart.grahas[8]!.sign - 1 === s0) forward = !forward;
  const order = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11].map((n) => mod12(s0 + (forward ? n : -n)));
  const first = order.map((s, i) => ({ sign0: s, years: signDashaYears(chart, s), cycle: 1, i }));
  const remaining = 1 - degInSign / 30;
  const entries = [...first.map((e) => ({ ...e, years: e.i === 0 ? e.years * remaining : e.years })), ...first.map((e) => ({ sign0: e.sign0, years: 12 - e.years, cycle: 2 }))];
  return { sreeLagna: { sign: s0 + 1, degInSign }, forward, order, periods: layPeriods(chart, entries) };
}
