/**
 * The request prologue and answer parts the /vedic/varshaphal/* operations share, and the two
 * annual dashas (mudda, patyayini).
 *
 * Request: the birth data with the Vedic conventions, `year` (the calendar year whose return is
 * wanted; age = year - birth year completed years) and optionally the residence
 * (`residenceLatitude`, `residenceLongitude`) for which the annual chart is cast; the birth
 * data's own latitude/longitude are the birth place, so the residence has its own names.
 */
import { Type } from '@sinclair/typebox';
import { ApiError, Instant } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import { GRAHA_NAMES, SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { castRashi } from './rashi.js';
import type { RashiChart, VedicBirthInput } from './rashi.js';
import { ChartEcho, chartEcho, localIso } from './schemas.js';
import { vedicDayAt } from './day.js';
import { janmaNakshatra } from './dasha.js';
import { munthaOf, varshaPravesha } from './tajika.js';
import type { VarshaPravesha } from './tajika.js';

export const VarshaOptions = {
  year: Type.Integer({ minimum: 1, maximum: 3000, description: 'calendar year of the annual return (at or after the birth year, at most 150 years on)' }),
  residenceLatitude: Type.Optional(Type.Number({ minimum: -89.9, maximum: 89.9, description: 'latitude of the residence for the annual chart (default: the birth place)' })),
  residenceLongitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'longitude of the residence (sent together with residenceLatitude)' })),
};

export interface VarshaInput extends VedicBirthInput {
  year: number;
  residenceLatitude?: number;
  residenceLongitude?: number;
}

export const VarshaEcho = {
  ...ChartEcho,
  year: Type.Integer(),
  age: Type.Integer({ description: 'completed years at the return' }),
  returnAt: Instant('varsha pravesha, local time (the birth zone), to the second'),
  returnJd: Type.Number({ description: 'Julian day (UT) of the return' }),
  place: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
};

export interface Varsha {
  natal: RashiChart;
  varsha: VarshaPravesha;
  echo: ReturnType<typeof chartEcho> & { year: number; age: number; returnAt: string; returnJd: number; place: { latitude: number; longitude: number } };
}

/** Natal chart, the return and the echo every varshaphal answer starts with. */
export function varshaFor(body: VarshaInput, services: { ephemeris: Ephemeris; timeZones: TimeZones }): Varsha {
  if ((body.residenceLatitude === undefined) !== (body.residenceLongitude === undefined)) {
    const missing = body.residenceLatitude === undefined ? 'residenceLatitude' : 'residenceLongitude';
    throw new ApiError('INVALID_INPUT', `Validation failed: ${missing} is required with the other residence coordinate`, { details: [{ path: missing, message: 'residenceLatitude and residenceLongitude are sent together' }] });
  }
  const natal = castRashi(body, services);
  const varsha = varshaPravesha(services.ephemeris, services.timeZones, natal, body.year, { latitude: body.residenceLatitude, longitude: body.residenceLongitude });
  return {
    natal,
    varsha,
    echo: {
      ...chartEcho(natal, services.ephemeris),
      year: body.year,
      age: varsha.age,
      returnAt: localIso(varsha.jd, varsha.chart.moment.timezoneOffset),
      returnJd: varsha.jd,
      place: { latitude: varsha.latitude, longitude: varsha.longitude },
    },
  };
}

/** Whether the return falls by day (between the Vedic day's sunrise and sunset at the chart place). */
export function returnIsDay(ephemeris: Ephemeris, v: VarshaPravesha): boolean {
  return vedicDayAt(ephemeris, v.jd, v.latitude, v.longitude, v.chart.moment.timezoneOffset, v.chart.settings.sunrise).isDaytime;
}

export function munthaAnswer(natal: RashiChart, annual: RashiChart, age: number) {
  const m = munthaOf(natal, age);
  const lord = SIGN_LORD[m.sign0]!;
  const lagna0 = annual.lagna.sign - 1;
  const house = ((m.sign0 - lagna0 + 12) % 12) + 1;
  return { longitude: m.longitude, sign: m.sign0 + 1, signName: SIGN_NAMES_EN[m.sign0]!, house, lord: GRAHA_NAMES[lord], lordHouse: annual.grahas[lord]!.house };
}

// ---- Mudda dasha ---------------------------------------------------------------------------

/**
 * Mudda (varsha vimshottari) dasha: Vimshottari compressed into the year. Days of a 360-day
 * year: Sun 18, Moon 30, Mars 21, Rahu 54, Jupiter 48, Saturn 57, Mercury 51, Ketu 21, Venus
 * 60 (each = Vimshottari years x 3). First lord: (janma nakshatra number + completed years - 2)
 * mod 9 counted 1 Sun, 2 Moon, 3 Mars, 4 Rahu, 5 Jupiter, 6 Saturn, 7 Mercury, 8 Ketu, 0 Venus
 * (Tajika Neelakanthi; Charak ch. 14); it runs for the natal Moon's untraversed part of its
 * nakshatra, the others in full, and the year closes with the first lord's traversed part.
 */
export const MUDDA_ORDER: readonly GrahaNumber[] = [0, 1, 2, 7, 4, 6, 3, 8, 5];
export const MUDDA_DAYS: Readonly<Record<number, number>> = { 0: 18, 1: 30, 2: 21, 7: 54, 4: 48, 6: 57, 3: 51, 8: 21, 5: 60 };

export interface MuddaPeriod { graha: GrahaNumber; start: number; end: number; days: number }

export function muddaFirstLord(nakshatraNumber: number, age: number): GrahaNumber {
  const r = (((nakshatraNumber + age - 2) % 9) + 9) % 9;
  return MUDDA_ORDER[(r + 8) % 9]!; // remainder 1 = Sun (index 0) ... 0 = Venus (index 8)
}

/** The mudda periods of the year starting at `startJd`, scaled so that 360 mudda days span `yearDays`. */
export function muddaPeriods(natalMoon: number, age: number, startJd: number, yearDays: number): MuddaPeriod[] {
  const j = janmaNakshatra(natalMoon);
  const first = muddaFirstLord(j.number, age);
  const k0 = MUDDA_ORDER.indexOf(first);
  const scale = yearDays / 360;
  const out: MuddaPeriod[] = [];
  let t = startJd;
  const push = (g: GrahaNumber, days: number) => {
    if (days <= 0) return;
    out.push({ graha: g, start: t, end: t + days * scale, days: days * scale });
    t += days * scale;
  };
  push(first, (1 - j.traversed) * MUDDA_DAYS[first]!);
  for (let k = 1; k < 9; k++) {
    const g = MUDDA_ORDER[(k0 + k) % 9]!;
    push(g, MUDDA_DAYS[g]!);
  }
  push(first, j.traversed * MUDDA_DAYS[first]!);
  return out;
}

/** Antardashas of a full mudda period: in order from its own lord, lengths period x lord days / 360. */
export function muddaAntardashas(graha: GrahaNumber, start: number, fullDays: number): MuddaPeriod[] {
  const k0 = MUDDA_ORDER.indexOf(graha);
  let t = start;
  return Array.from({ length: 9 }, (_, k) => {
    const g = MUDDA_ORDER[(k0 + k) % 9]!;
    const days = (fullDays * MUDDA_DAYS[g]!) / 360;
    const p = { graha: g, start: t, end: t + days, days };
    t += days;
    return p;
  });
}

// ---- Patyayini dasha -----------------------------------------------------------------------

export interface PatyayiniPeriod { point: string; start: number; end: number; days: number; patyamsa: number; krishamsha: number }

/**
 * Patyayini dasha (Tajika; Charak ch. 15): krishamsha = degrees within the sign of the seven
 * grahas and the annual lagna; sorted ascending; patyamsa = each minus the previous (the
 * first keeps its own); period = patyamsa / sum of patyamsas x the year, in that order from
 * the return.
 */
export function patyayini(annual: RashiChart, startJd: number, yearDays: number): { krishamshas: { point: string; degreeInSign: number }[]; periods: PatyayiniPeriod[] } {
  const points = [
    ...annual.grahas.slice(0, 7).map((g) => ({ point: g.name, degreeInSign: g.degreeInSign })),
    { point: 'Lagna', degreeInSign: annual.lagna.degreeInSign },
  ];
  const sorted = [...points].sort((a, b) => a.degreeInSign - b.degreeInSign);
  const sum = sorted[sorted.length - 1]!.degreeInSign; // the patyamsas telescope to the largest krishamsha
  let prev = 0;
  let t = startJd;
  const periods = sorted.map((p) => {
    const patyamsa = p.degreeInSign - prev;
    prev = p.degreeInSign;
    const days = sum > 0 ? (patyamsa / sum) * yearDays : yearDays / sorted.length;
    const out = { point: p.point, start: t, end: t + days, days, patyamsa, krishamsha: p.degreeInSign };
    t += days;
    return out;
  });
  return { krishamshas: points, periods };
}
