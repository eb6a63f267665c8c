/**
 * Shadbala, the six-fold strength of the seven grahas (Brihat Parashara Hora Shastra ch. 27,
 * "Shadbala"), in virupas (60 virupas = 1 rupa). Rahu and Ketu have no shadbala.
 *
 * 1. Sthana bala: uchcha, saptavargaja, ojhayugma, kendradi, drekkana.
 * 2. Dig bala: arc from the point of no strength / 3.
 * 3. Kala bala: natonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha.
 * 4. Chesta bala: from the chesta kendra (Surya Siddhanta mean motions); the Sun's is its
 *    ayana bala, the Moon's its paksha bala.
 * 5. Naisargika bala: fixed.
 * 6. Drik bala: sputa drishti (BPHS ch. 26) from benefics minus from malefics, / 4, Jupiter's
 *    and Mercury's taken in full.
 *
 * Where the catalogue or programs differ from the text the comments say which is followed.
 * Exported for other slices (yogas, varshaphal): `shadbala(chart, ephemeris)`.
 */
import type { Ephemeris } from '@celestial/core';
import { normalizeDegrees, signedArc } from '@celestial/core/astro';
import { EXALTATION, MOOLATRIKONA, NATURAL_MALEFICS, OWN_SIGNS, SAPTA_GRAHAS, SIGN_LORD, SWISS_BODY_OF_GRAHA } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { compoundRelationOf } from './friendship.js';
import type { CompoundRelation } from './friendship.js';
import { sputaDrishti } from './drishti.js';
import { vargaSign } from './vargas.js';
import type { VargaNumber } from './vargas.js';
import { vedicDayAt } from './day.js';
import type { RashiChart } from './rashi.js';

/** Arc between two longitudes folded to 0-180. */
export const foldedArc = (a: number, b: number) => Math.abs(signedArc(a, b));

// ---------------------------------------------------------------- sthana bala

/** Uchcha bala: arc from the deep debilitation point (folded to 180) / 3; 60 at exaltation (BPHS ch. 27). */
export function uchchaBala(graha: GrahaNumber, longitude: number): number {
  const ex = EXALTATION[graha];
  const debilitation = normalizeDegrees(ex.sign * 30 + ex.degree + 180);
  return foldedArc(longitude, debilitation) / 3;
}

/** The seven vargas of saptavargaja bala (BPHS ch. 27). */
export const SAPTAVARGA: readonly VargaNumber[] = [1, 2, 3, 7, 9, 12, 30];

/** BPHS ch. 27 values (not B. V. Raman's 22.5/15/7.5/3.75/1.875, as the catalogue says). */
export const SAPTAVARGAJA_POINTS = { moolatrikona: 45, own: 30, adhimitra: 20, mitra: 15, sama: 10, shatru: 4, adhishatru: 2 } as const;
export type VargaDignity = keyof typeof SAPTAVARGAJA_POINTS;

/**
 * Dignity of a graha in one varga for the varga strengths: moolatrikona (by its degree span in
 * D1; in the other vargas the moolatrikona sign counts as own), own sign, else the compound
 * relation (BPHS ch. 3 sl. 55-60) with the lord of the varga sign, the temporary part read in D1.
 */
export function vargaDignity(chart: RashiChart, graha: GrahaNumber, varga: VargaNumber): { sign: number; dignity: VargaDignity } {
  const g = chart.grahas[graha]!;
  const sign = vargaSign(g.longitude, varga);
  const mt = MOOLATRIKONA[graha];
  if (varga === 1 && sign === mt.sign && g.degreeInSign >= mt.from && g.degreeInSign < mt.to) return { sign, dignity: 'moolatrikona' };
  if (OWN_SIGNS[graha].includes(sign) || (varga !== 1 && sign === mt.sign)) return { sign, dignity: 'own' };
  const lord = SIGN_LORD[sign]!;
  return { sign, dignity: compoundRelationOf(graha, g.sign, lord, chart.grahas[lord]!.sign) as CompoundRelation };
}

export function saptavargajaBala(chart: RashiChart, graha: GrahaNumber): number {
  return SAPTAVARGA.reduce((sum, v) => sum + SAPTAVARGAJA_POINTS[vargaDignity(chart, graha, v).dignity], 0);
}

/** Ojhayugma: 15 for the sign and 15 for the navamsa of the right parity (Moon, Venus even; others odd). */
export function ojhayugmaBala(graha: GrahaNumber, longitude: number): number {
  const wantsEven = graha === 1 || graha === 5;
  const good = (sign0: number) => (sign0 % 2 === 1) === wantsEven; // 0-based: Aries (0) is odd
  return (good(Math.floor(normalizeDegrees(longitude) / 30)) ? 15 : 0) + (good(vargaSign(longitude, 9)) ? 15 : 0);
}

/** Kendradi: kendra 60, panapara 30, apoklima 15 (whole-sign houses from the lagna). */
export function kendradiBala(house: number): number {
  return [1, 4, 7, 10].includes(house) ? 60 : [2, 5, 8, 11].includes(house) ? 30 : 15;
}

/** Drekkana bala: males (Sun, Mars, Jupiter) in the 1st, neuters (Mercury, Saturn) in the 2nd, females (Moon, Venus) in the 3rd decanate. */
export function drekkanaBala(graha: GrahaNumber, degreeInSign: number): number {
  const decanate = Math.min(2, Math.floor(degreeInSign / 10));
  const wanted = [0, 2, 4].includes(graha) ? 0 : [3, 6].includes(graha) ? 1 : 2;
  return decanate === wanted ? 15 : 0;
}

export interface SthanaBala { uchcha: number; saptavargaja: number; ojhayugma: number; kendradi: number; drekkana: number; total: number }

export function sthanaBala(chart: RashiChart, graha: GrahaNumber): SthanaBala {
  const g = chart.grahas[graha]!;
  const uchcha = uchchaBala(graha, g.longitude);
  const saptavargaja = saptavargajaBala(chart, graha);
  const ojhayugma = ojhayugmaBala(graha, g.longitude);
  const kendradi = kendradiBala(g.house);
  const drekkana = drekkanaBala(graha, g.degreeInSign);
  return { uchcha, saptavargaja, ojhayugma, kendradi, drekkana, total: uchcha + saptavargaja + ojhayugma + kendradi + drekkana };
}

// ---------------------------------------------------------------- dig bala

/**
 * The point of no directional strength of Sun ... Saturn (BPHS ch. 27): the angle of core's
 * chart-angle table (slug) and the house cusp it is, so an answer names it in its language
 * (issue 12: it was the English label "IC (4th)").
 */
export const DIG_ZERO_POINTS: readonly { angle: 'ascendant' | 'descendant' | 'midheaven' | 'imum-coeli'; house: 1 | 4 | 7 | 10 }[] = [
  { angle: 'imum-coeli', house: 4 }, { angle: 'midheaven', house: 10 }, { angle: 'imum-coeli', house: 4 }, { angle: 'descendant', house: 7 },
  { angle: 'descendant', house: 7 }, { angle: 'midheaven', house: 10 }, { angle: 'ascendant', house: 1 },
];

/** Point of no directional strength (BPHS ch. 27): opposite the bhava where the graha is strongest. */
export function digZeroPoint(chart: RashiChart, graha: GrahaNumber): number {
  const asc = chart.lagna.longitude;
  const mc = chart.mc;
  switch (graha) {
    case 0: case 2: return normalizeDegrees(mc + 180); // strong in the 10th
    case 3: case 4: return normalizeDegrees(asc + 180); // strong in the 1st
    case 1: case 5: return mc; // strong in the 4th
    default: return asc; // Saturn, strong in the 7th
  }
}

export function digBala(chart: RashiChart, graha: GrahaNumber): { zeroPoint: number; arc: number; digBala: number } {
  const zeroPoint = digZeroPoint(chart, graha);
  const arc = foldedArc(chart.grahas[graha]!.longitude, zeroPoint);
  return { zeroPoint, arc, digBala: arc / 3 };
}

// ---------------------------------------------------------------- benefic nature

/** Moon - Sun elongation 0-360. */
export const elongation = (chart: RashiChart) => normalizeDegrees(chart.grahas[1]!.longitude - chart.grahas[0]!.longitude);

/** Mercury turns malefic when it shares a sign with a natural malefic (BPHS ch. 3 sl. 11: "Budh, however, is a malefic, if he joins a malefic"). */
export function mercuryIsMalefic(chart: RashiChart): boolean {
  const sign = chart.grahas[3]!.sign;
  return NATURAL_MALEFICS.some((m) => chart.grahas[m]!.sign === sign);
}

/**
 * Benefics for drishti strength (BPHS ch. 3 sl. 10-12): Jupiter, Venus, the waxing Moon
 * (elongation below 180) and Mercury unless joined by a malefic; Sun, Mars, Saturn malefic.
 */
export function isBeneficForDrishti(chart: RashiChart, graha: GrahaNumber): boolean {
  if (graha === 4 || graha === 5) return true;
  if (graha === 1) return elongation(chart) < 180;
  if (graha === 3) return !mercuryIsMalefic(chart);
  return false;
}

// ---------------------------------------------------------------- kala bala

/** Kali ahargana epoch: civil day number (JD at noon) of Friday 18 February 3102 BCE, the first day of the Kali yuga. */
export const KALI_EPOCH_DAY = 588466;
/** Hora lords in the order of the horas (descending orbital period): Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars. */
export const HORA_ORDER: readonly GrahaNumber[] = [0, 5, 3, 1, 6, 4, 2];

export interface KalaBala {
  natonnata: number; paksha: number; tribhaga: number; abda: number; masa: number; vara: number; hora: number; ayana: number; yuddha: number; total: number;
}

export interface KalaContext {
  /** Hour angle of the Sun, degrees (-180, 180]: 0 at local apparent noon. */
  sunHourAngle: number;
  elongation: number;
  mercuryMalefic: boolean;
  /** Lords (graha numbers) of the day third, year, month, weekday and hora of the birth. */
  tribhagaLord: GrahaNumber;
  abdaLord: GrahaNumber;
  masaLord: GrahaNumber;
  varaLord: GrahaNumber;
  horaLord: GrahaNumber;
  kaliAhargana: number;
  isDaytime: boolean;
  /** Declinations of the seven, degrees, north positive. */
  declinations: number[];
}

/** The time facts kala bala reads, from the chart moment and place. */
export function kalaContext(chart: RashiChart, ephemeris: Ephemeris): KalaContext {
  const jd = chart.jd;
  const offset = chart.moment.timezoneOffset;
  const sunEq = ephemeris.equatorial(jd, 0);
  const sunHourAngle = signedArc(sunEq.rightAscension, chart.armc);
  const day = vedicDayAt(ephemeris, jd, chart.latitude, chart.longitude, offset, chart.settings.sunrise);
  // Tribhaga: thirds of the day (sunrise-sunset) ruled by Mercury, Sun, Saturn, thirds of the night by Moon, Venus, Mars (BPHS ch. 27).
  let tribhagaLord: GrahaNumber;
  if (day.isDaytime) {
    const third = Math.min(2, Math.floor(((jd - day.sunrise) / (day.sunset - day.sunrise)) * 3));
    tribhagaLord = ([3, 0, 6] as const)[third]!;
  } else {
    const start = jd >= day.sunset ? day.sunset : day.previousSunset;
    const end = jd >= day.sunset ? day.nextSunrise : day.sunrise;
    const third = Math.min(2, Math.max(0, Math.floor(((jd - start) / (end - start)) * 3)));
    tribhagaLord = ([1, 5, 2] as const)[third]!;
  }
  // Kali ahargana counted in civil days from the first day of the Kali yuga (a Friday) to the
  // Vedic day (from sunrise) of the birth. The lord of the year (abda) is the weekday lord of
  // the first day of the current 360-day year, of the month (masa) of the current 30-day month
  // (BPHS ch. 27; Surya Siddhanta I.51-52 for the ahargana).
  const dayNumber = Math.floor(day.sunrise + 0.5 + offset / 24);
  const kaliAhargana = dayNumber - KALI_EPOCH_DAY;
  const weekdayOfKaliDay = (n: number) => (((5 + n) % 7) + 7) % 7 as GrahaNumber; // day 0 was a Friday (5)
  const abdaLord = weekdayOfKaliDay(Math.floor(kaliAhargana / 360) * 360);
  const masaLord = weekdayOfKaliDay(Math.floor(kaliAhargana / 30) * 30);
  const varaLord = day.weekday as GrahaNumber;
  // Hora: hours of 2.5 ghatis counted from sunrise, the first ruled by the weekday lord.
  const horaIndex = Math.max(0, Math.floor((jd - day.sunrise) * 24));
  const horaLord = HORA_ORDER[(HORA_ORDER.indexOf(varaLord) + horaIndex) % 7]!;
  const declinations = SAPTA_GRAHAS.map((g) => ephemeris.equatorial(jd, SWISS_BODY_OF_GRAHA[g]!).declination);
  return { sunHourAngle, elongation: elongation(chart), mercuryMalefic: mercuryIsMalefic(chart), tribhagaLord, abdaLord, masaLord, varaLord, horaLord, kaliAhargana, isDaytime: day.isDaytime, declinations };
}

/** Natonnata (divaratri) bala: Sun, Jupiter, Venus 60 at noon, Moon, Mars, Saturn 60 at midnight, Mercury always 60 (BPHS ch. 27). */
export function natonnataBala(graha: GrahaNumber, sunHourAngle: number): number {
  if (graha === 3) return 60;
  const fromMidnight = 180 - Math.abs(sunHourAngle); // unnata, degrees of hour angle from lower transit
  const dayValue = fromMidnight / 3;
  return [0, 4, 5].includes(graha) ? dayValue : 60 - dayValue;
}

/**
 * Paksha bala (BPHS ch. 27): elongation folded to 0-180, / 3 for the benefics
 * (Jupiter, Venus, the Moon, Mercury unless with a malefic), 60 minus that for the malefics;
 * the Moon's doubled (`doubled` false gives the undoubled value, the Moon's chesta bala).
 */
export function pakshaBala(graha: GrahaNumber, elong: number, mercuryMalefic: boolean, doubled = true): number {
  const folded = elong > 180 ? 360 - elong : elong;
  const benefic = graha === 1 || graha === 4 || graha === 5 || (graha === 3 && !mercuryMalefic);
  const v = benefic ? folded / 3 : 60 - folded / 3;
  return graha === 1 && doubled ? 2 * v : v;
}

/**
 * Ayana bala (BPHS ch. 27): (24 + d) / 48 x 60 with d the declination, north
 * positive, for Sun, Mars, Jupiter, Venus; south positive (minus d) for the Moon and Saturn;
 * |d| for Mercury; the Sun's doubled in kala bala (`doubled` false for the Sun's chesta bala).
 */
export function ayanaBala(graha: GrahaNumber, declination: number, doubled = true): number {
  const d = graha === 1 || graha === 6 ? -declination : graha === 3 ? Math.abs(declination) : declination;
  const v = ((24 + d) / 48) * 60;
  return graha === 0 && doubled ? 2 * v : v;
}

/** Kala bala of the seven without yuddha bala (which needs the other strengths). */
function kalaBalaBase(ctx: KalaContext, graha: GrahaNumber): Omit<KalaBala, 'yuddha' | 'total'> {
  return {
    natonnata: natonnataBala(graha, ctx.sunHourAngle),
    paksha: pakshaBala(graha, ctx.elongation, ctx.mercuryMalefic),
    tribhaga: graha === 4 || graha === ctx.tribhagaLord ? 60 : 0,
    abda: graha === ctx.abdaLord ? 15 : 0,
    masa: graha === ctx.masaLord ? 30 : 0,
    vara: graha === ctx.varaLord ? 45 : 0,
    hora: graha === ctx.horaLord ? 60 : 0,
    ayana: ayanaBala(graha, ctx.declinations[graha]!),
  };
}

// ---------------------------------------------------------------- chesta bala

/**
 * Surya Siddhanta I.29-34: revolutions in a mahayuga of 1,577,917,828 civil days; for Mercury
 * and Venus the revolutions of their sighrocha (the mean heliocentric planet).
 */
export const SS_CIVIL_DAYS = 1577917828;
export const SS_REVOLUTIONS: Readonly<Record<number, number>> = { 0: 4320000, 1: 57753336, 2: 2296832, 3: 17937060, 4: 364220, 5: 7022376, 6: 146568 };
/** The Kali epoch of the Surya Siddhanta, midnight at Ujjain (75.77 E) beginning 18 Feb 3102 BCE, as a UT Julian day; all mean grahas at 0 Aries then (SS I.57). */
export const SS_EPOCH_JD_UT = 588465.5 - 75.77 / 360;

/** Surya Siddhanta mean longitude (for Mercury and Venus: of the sighrocha) at a UT Julian day. */
export function suryaSiddhantaMean(graha: GrahaNumber, jdUT: number): number {
  const rev = SS_REVOLUTIONS[graha]!;
  const days = jdUT - SS_EPOCH_JD_UT;
  // Split the product to keep precision: revolutions x days / civil days, fractional part only.
  const turns = (rev / SS_CIVIL_DAYS) * days;
  return normalizeDegrees((turns - Math.floor(turns)) * 360);
}

export interface ChestaBala { meanLongitude: number | null; seeghrochcha: number | null; chestaKendra: number | null; chestaBala: number }

/**
 * Chesta bala (BPHS ch. 27): chesta kendra = seeghrochcha - (mean + true longitude) / 2,
 * folded to 180, / 3. For Mars, Jupiter, Saturn the seeghrochcha is the mean Sun and the mean
 * longitude their own; for Mercury and Venus the seeghrochcha is their own mean (sighrocha)
 * and the mean longitude the mean Sun. Sun: its ayana bala; Moon: its paksha bala (both
 * undoubled, so the value stays within 0-60 as ishta/kashta phala need).
 */
export function chestaBala(chart: RashiChart, graha: GrahaNumber, ctx: KalaContext): ChestaBala {
  if (graha === 0) return { meanLongitude: null, seeghrochcha: null, chestaKendra: null, chestaBala: ayanaBala(0, ctx.declinations[0]!, false) };
  if (graha === 1) return { meanLongitude: null, seeghrochcha: null, chestaKendra: null, chestaBala: pakshaBala(1, ctx.elongation, ctx.mercuryMalefic, false) };
  const meanSun = suryaSiddhantaMean(0, chart.jd);
  const own = suryaSiddhantaMean(graha, chart.jd);
  const inferior = graha === 3 || graha === 5;
  const meanLongitude = inferior ? meanSun : own;
  const seeghrochcha = inferior ? own : meanSun;
  const trueLongitude = chart.grahas[graha]!.longitude;
  // The average of two longitudes along the shorter arc between them.
  const average = normalizeDegrees(meanLongitude + signedArc(meanLongitude, trueLongitude) / 2);
  const chestaKendra = foldedArc(seeghrochcha, average);
  return { meanLongitude, seeghrochcha, chestaKendra, chestaBala: chestaKendra / 3 };
}

// ---------------------------------------------------------------- naisargika, drik

/** Naisargika bala, 60 x n / 7 (BPHS ch. 27): Sun 7/7, Moon 6/7, Venus 5/7, Jupiter 4/7, Mercury 3/7, Mars 2/7, Saturn 1/7. */
export const NAISARGIKA: readonly number[] = [7, 6, 2, 3, 4, 5, 1].map((n) => (60 * n) / 7);

/**
 * Sum of sputa drishti on a point for drik bala (BPHS ch. 27): benefics' aspects
 * minus malefics', quartered, except that Jupiter's and Mercury's are taken in full (with
 * Mercury's sign by its nature in the chart).
 */
export function drishtiBalaOn(chart: RashiChart, target: number, exclude: number | null): { beneficAspects: number; maleficAspects: number; drikBala: number } {
  let beneficAspects = 0;
  let maleficAspects = 0;
  let bala = 0;
  for (const g of SAPTA_GRAHAS) {
    if (g === exclude) continue;
    const v = sputaDrishti(g, chart.grahas[g]!.longitude, target);
    const benefic = isBeneficForDrishti(chart, g);
    if (benefic) beneficAspects += v;
    else maleficAspects += v;
    const full = g === 4 || g === 3;
    bala += (benefic ? 1 : -1) * (full ? v : v / 4);
  }
  return { beneficAspects, maleficAspects, drikBala: bala };
}

export function drikBala(chart: RashiChart, graha: GrahaNumber) {
  return drishtiBalaOn(chart, chart.grahas[graha]!.longitude, graha);
}

// ---------------------------------------------------------------- the whole

/** BPHS ch. 27 sl. 32-33 minimum rupas: Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5. */
export const REQUIRED_VIRUPAS: readonly number[] = [390, 360, 300, 420, 390, 330, 300];

export interface GrahaShadbala {
  graha: GrahaNumber;
  sthana: SthanaBala;
  dig: { zeroPoint: number; arc: number; digBala: number };
  kala: KalaBala;
  chesta: ChestaBala;
  naisargika: number;
  drik: { beneficAspects: number; maleficAspects: number; drikBala: number };
  totalVirupas: number;
  totalRupas: number;
  requiredRupas: number;
  ratio: number;
  rank: number;
}

export interface Shadbala { grahas: GrahaShadbala[]; context: KalaContext; wars: { winner: GrahaNumber; loser: GrahaNumber; difference: number }[] }

/** The six strengths of Sun..Saturn (index = graha number). */
export function shadbala(chart: RashiChart, ephemeris: Ephemeris): Shadbala {
  const ctx = kalaContext(chart, ephemeris);
  const base = SAPTA_GRAHAS.map((g) => ({ sthana: sthanaBala(chart, g), dig: digBala(chart, g), kala: kalaBalaBase(ctx, g) }));
  // Graha yuddha (BPHS ch. 27): Mars..Saturn within 1 degree of longitude are at war;
  // the difference of their sthana, dig and kala (natonnata to hora) balas is added to the
  // victor's kala bala and taken from the vanquished's.
  const yuddha = [0, 0, 0, 0, 0, 0, 0];
  const wars: Shadbala['wars'] = [];
  const warStrength = (g: number) => {
    const b = base[g]!;
    const k = b.kala;
    return b.sthana.total + b.dig.digBala + k.natonnata + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora;
  };
  for (let a = 2; a <= 6; a++) {
    for (let b = a + 1; b <= 6; b++) {
      if (foldedArc(chart.grahas[a]!.longitude, chart.grahas[b]!.longitude) >= 1) continue;
      const diff = warStrength(a) - warStrength(b);
      const [winner, loser] = diff >= 0 ? [a, b] : [b, a];
      yuddha[winner]! += Math.abs(diff);
      yuddha[loser]! -= Math.abs(diff);
      wars.push({ winner: winner as GrahaNumber, loser: loser as GrahaNumber, difference: Math.abs(diff) });
    }
  }
  const rows = SAPTA_GRAHAS.map((g): GrahaShadbala => {
    const b = base[g]!;
    const k = b.kala;
    const kala: KalaBala = { ...k, yuddha: yuddha[g]!, total: k.natonnata + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana + yuddha[g]! };
    const chesta = chestaBala(chart, g, ctx);
    const drik = drikBala(chart, g);
    const totalVirupas = b.sthana.total + b.dig.digBala + kala.total + chesta.chestaBala + NAISARGIKA[g]! + drik.drikBala;
    return {
      graha: g, sthana: b.sthana, dig: b.dig, kala, chesta, naisargika: NAISARGIKA[g]!, drik,
      totalVirupas, totalRupas: totalVirupas / 60, requiredRupas: REQUIRED_VIRUPAS[g]! / 60, ratio: totalVirupas / REQUIRED_VIRUPAS[g]!, rank: 0,
    };
  });
  [...rows].sort((x, y) => y.ratio - x.ratio).forEach((r, i) => { r.rank = i + 1; });
  return { grahas: rows, context: ctx, wars };
}

/** Ishta and kashta phala (BPHS ch. 28 sl. 1-3): sqrt(uchcha x chesta), sqrt((60 - uchcha)(60 - chesta)). */
export function ishtaKashta(uchcha: number, chesta: number): { ishta: number; kashta: number } {
  const c = Math.min(60, Math.max(0, chesta));
  const u = Math.min(60, Math.max(0, uchcha));
  return { ishta: Math.sqrt(u * c), kashta: Math.sqrt((60 - u) * (60 - c)) };
}

