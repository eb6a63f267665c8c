/**
 * Doshas read from one cast rashi chart: Kuja (Manglik), Kaal Sarp, Pitra, Guru-Chandal,
 * Grahan, Shrapit, Gandmool. Each answer: present, severity 0-100, details, cancellations.
 * Severity formulas are service rules stated beside each dosha.
 */
import { Type } from '@sinclair/typebox';
import { StringEnum, term } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { SIGN_NAMES_EN } from './grahas.js';
import { hasFullDrishti } from './drishti.js';
import { isGandantaPada } from './yogas-special.js';
import { aspects, clamp100, conjunct, countFrom, lordOf, nameOf } from './yogas.js';
import type { YogaChart } from './yogas.js';

export const DOSHA_SLUGS = ['manglik', 'kaal-sarp', 'pitra', 'guru-chandal', 'grahan', 'shrapit', 'gandmool', 'sade-sati', 'dhaiya'] as const;
export type DoshaSlug = (typeof DOSHA_SLUGS)[number];

/** The dosha an answer is about: its slug (the operation's) and its name in the answer's language (core's 'dosha' table). */
export function doshaNaming(slug: DoshaSlug, lang: LangCode): { slug: DoshaSlug; name: string } {
  return { slug, name: term('dosha', slug, lang) };
}

export const DoshaCommon = {
  slug: StringEnum(DOSHA_SLUGS, { description: 'the dosha' }),
  name: Type.String({ description: "the dosha's name in the answer's language" }),
  present: Type.Boolean(),
  severity: Type.Integer({ minimum: 0, maximum: 100 }),
  details: Type.String(),
  cancellations: Type.Array(Type.String()),
};

/* ---------------- Kuja dosha (B. V. Raman, Muhurtha, marriage chapter) ---------------- */

export const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12];

export interface Manglik {
  present: boolean;
  severity: number;
  details: string;
  cancellations: string[];
  fromLagna: { house: number; afflicted: boolean };
  fromMoon: { house: number; afflicted: boolean };
  fromVenus: { house: number; afflicted: boolean };
  /** Houses (from the lagna, Moon, Venus) where Mars sits among 1, 2, 4, 7, 8, 12. */
  houses: number[];
}

/** Sign exceptions by house from the lagna (Raman): 2nd Gemini/Virgo, 4th Aries/Scorpio, 7th Cancer/Capricorn, 8th Sagittarius/Pisces, 12th Taurus/Libra. */
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = { 2: [3, 6], 4: [1, 8], 7: [4, 10], 8: [9, 12], 12: [2, 7] };

export function manglik(y: YogaChart): Manglik {
  const mars = y.sign[2]!;
  const ref = (from: number) => {
    const house = countFrom(from, mars);
    return { house, afflicted: MANGLIK_HOUSES.includes(house) };
  };
  const fromLagna = ref(y.lagnaSign);
  const fromMoon = ref(y.sign[1]!);
  const fromVenus = ref(y.sign[5]!);
  const refs = [fromLagna, fromMoon, fromVenus];
  const severity = clamp100((100 * refs.filter((r) => r.afflicted).length) / 3);
  const cancellations: string[] = [];
  if (severity > 0) {
    if ([1, 8, 10].includes(mars)) cancellations.push(`Mars in its own or exaltation sign (${SIGN_NAMES_EN[mars - 1]})`);
    if ([5, 11].includes(mars)) cancellations.push(`Mars in ${SIGN_NAMES_EN[mars - 1]}`);
    const ex = HOUSE_SIGN_EXCEPTIONS[fromLagna.house];
    if (ex?.includes(mars)) cancellations.push(`Mars in the ${fromLagna.house}th from the lagna in ${SIGN_NAMES_EN[mars - 1]}`);
    if (conjunct(y, 2, 4)) cancellations.push('Mars joined with Jupiter');
    else if (aspects(y, 4, 2)) cancellations.push('Mars aspected by Jupiter');
    if (y.lagnaSign === 4 || y.lagnaSign === 5) cancellations.push(`${SIGN_NAMES_EN[y.lagnaSign - 1]} lagna (Mars a yogakaraka)`);
  }
  const present = severity > 0 && cancellations.length === 0;
  const houses = refs.filter((r) => r.afflicted).map((r) => r.house);
  const where = [['lagna', fromLagna], ['Moon', fromMoon], ['Venus', fromVenus]] as const;
  const details = `Mars in ${SIGN_NAMES_EN[mars - 1]}: house ${where.map(([n, r]) => `${r.house} from the ${n}`).join(', ')}; ${severity === 0 ? 'in none of 1, 2, 4, 7, 8, 12' : `in 1, 2, 4, 7, 8, 12 from ${where.filter(([, r]) => r.afflicted).map(([n]) => `the ${n}`).join(', ')}`}${cancellations.length ? '; cancelled' : ''}`;
  return { present, severity, details, cancellations, fromLagna, fromMoon, fromVenus, houses };
}

/* ---------------- Kaal Sarp ---------------- */

const KAAL_SARP_TYPES = ['Ananta', 'Kulika', 'Vasuki', 'Shankhapala', 'Padma', 'Mahapadma', 'Takshaka', 'Karkotaka', 'Shankhachuda', 'Ghataka', 'Vishadhara', 'Sheshanaga'];

export function kaalSarp(y: YogaChart) {
  const rahu = y.longitude[7]!;
  const seven = [0, 1, 2, 3, 4, 5, 6];
  const arc = seven.map((g) => normalizeDegrees(y.longitude[g]! - rahu)); // 0-180: on the Rahu -> Ketu side
  const savyaIn = seven.filter((_, i) => arc[i]! < 180);
  const direction: 'savya' | 'apasavya' = savyaIn.length >= 4 ? 'savya' : 'apasavya';
  const outside = seven.filter((_, i) => (direction === 'savya' ? arc[i]! >= 180 : arc[i]! < 180));
  const present = outside.length === 0;
  const nodeSigns = [y.sign[7], y.sign[8]];
  const partial = !present && outside.every((g) => nodeSigns.includes(y.sign[g]));
  const partialBy = partial ? outside.map(nameOf) : [];
  const house = y.house[7]!;
  const type = present || partial ? KAAL_SARP_TYPES[house - 1]! : null;
  // Service rule: 100 when all seven are hemmed; 50 when only grahas sharing a node's sign fall outside by longitude.
  const severity = present ? 100 : partial ? 50 : 0;
  const details = present
    ? `all seven grahas lie on the ${direction === 'savya' ? 'Rahu -> Ketu' : 'Ketu -> Rahu'} side of the nodal axis; Rahu in house ${house}`
    : partial
      ? `${partialBy.join(', ')} outside the arc by longitude but in the sign of a node (partial, 20th-century doctrine)`
      : `${outside.map(nameOf).join(', ')} outside the nodal arc`;
  return { present, severity, details, cancellations: [] as string[], type, direction: present || partial ? direction : null, partialBy };
}

/* ---------------- Pitra dosha (modern set; BPHS ch. 83 curses on the Sun) ---------------- */

export function pitra(y: YogaChart) {
  const l9 = lordOf(y, 9);
  const dusthanaWithMalefic = [6, 8, 12].includes(y.house[l9]!) && [0, 2, 6, 7, 8].some((m) => m !== l9 && conjunct(y, m, l9));
  const conditions: [string, boolean][] = [
    ['Sun joined with Rahu', conjunct(y, 0, 7)],
    ['Sun joined with Saturn', conjunct(y, 0, 6)],
    ['Rahu in the 9th', y.house[7] === 9],
    ['Ketu in the 9th', y.house[8] === 9],
    [`9th lord ${nameOf(l9)} joined with Rahu`, l9 !== 7 && conjunct(y, l9, 7)],
    [`9th lord ${nameOf(l9)} in a dusthana with a malefic`, dusthanaWithMalefic],
  ];
  const met = conditions.filter(([, v]) => v).map(([c]) => c);
  const cancellations: string[] = [];
  // Jupiter's full aspect on the 9th house protects it (the usual remedy reading of the combinations).
  if (met.length && hasFullDrishti(4, countFrom(y.sign[4]!, (y.lagnaSign + 7) % 12 + 1))) cancellations.push('Jupiter aspects the 9th house');
  const severity = clamp100(Math.min(100, 30 * met.length) * (cancellations.length ? 0.5 : 1));
  return { present: met.length > 0, severity, details: met.length ? `conditions met: ${met.join('; ')}` : 'none of the pitra conditions is met', cancellations, conditionsMet: met };
}

/* ---------------- Node conjunctions: Guru-Chandal, Shrapit, Grahan ---------------- */

const sep = (a: number, b: number) => Math.abs(normalizeDegrees(a - b + 180) - 180);
/** Service rule: 50 for the same sign; rising linearly to 100 as the separation falls from 12 to 0 degrees. */
export const nodeSeverity = (d: number) => clamp100(d >= 12 ? 50 : 50 + (50 * (12 - d)) / 12);

export function guruChandal(y: YogaChart, includeKetu: boolean) {
  const withRahu = conjunct(y, 4, 7);
  const withKetu = includeKetu && conjunct(y, 4, 8);
  const node = withRahu ? 'Rahu' : withKetu ? 'Ketu' : null;
  const d = node ? sep(y.longitude[4]!, y.longitude[node === 'Rahu' ? 7 : 8]!) : null;
  const cancellations: string[] = [];
  if (node && (y.dignity[4] === 'own' || y.dignity[4] === 'exalted' || y.dignity[4] === 'moolatrikona')) cancellations.push(`Jupiter in its own or exaltation sign (${y.dignity[4]})`);
  return {
    present: node !== null, severity: d === null ? 0 : clamp100(nodeSeverity(d) * (cancellations.length ? 0.5 : 1)),
    details: node ? `Jupiter and ${node} in ${SIGN_NAMES_EN[y.sign[4]! - 1]} (house ${y.house[4]}), ${d!.toFixed(2)} deg apart` : `Jupiter in ${SIGN_NAMES_EN[y.sign[4]! - 1]}, Rahu in ${SIGN_NAMES_EN[y.sign[7]! - 1]}${includeKetu ? `, Ketu in ${SIGN_NAMES_EN[y.sign[8]! - 1]}` : ''}`,
    cancellations, node, separationDeg: d,
  };
}

export function shrapit(y: YogaChart) {
  const present = conjunct(y, 6, 7);
  const d = present ? sep(y.longitude[6]!, y.longitude[7]!) : null;
  return {
    present, severity: d === null ? 0 : nodeSeverity(d),
    details: present ? `Saturn and Rahu in ${SIGN_NAMES_EN[y.sign[6]! - 1]} (house ${y.house[6]}), ${d!.toFixed(2)} deg apart` : `Saturn in ${SIGN_NAMES_EN[y.sign[6]! - 1]}, Rahu in ${SIGN_NAMES_EN[y.sign[7]! - 1]}`,
    cancellations: [] as string[], house: present ? y.house[6]! : null, separationDeg: d,
  };
}

export function grahan(y: YogaChart, ephemeris: Ephemeris) {
  const pair = (g: number) => {
    const node = conjunct(y, g, 7) ? 7 : conjunct(y, g, 8) ? 8 : null;
    if (node === null) return { present: false, node: null, separationDeg: null, severity: 0 };
    const d = sep(y.longitude[g]!, y.longitude[node]!);
    return { present: true, node: nameOf(node), separationDeg: d, severity: nodeSeverity(d) };
  };
  const solar = pair(0);
  const lunar = pair(1);
  // An actual eclipse within 15 days of birth (swe_sol_eclipse_when_glob / swe_lun_eclipse_when from 15 days before).
  const jd = y.chart.jd;
  const near: { kind: 'solar' | 'lunar'; jd: number; daysFromBirth: number }[] = [];
  for (const kind of ['solar', 'lunar'] as const) {
    const t = ephemeris.nextEclipseMaximum(jd - 15, kind);
    if (t !== null && t <= jd + 15) near.push({ kind, jd: t, daysFromBirth: t - jd });
  }
  const severity = Math.max(solar.severity, lunar.severity, near.length ? 40 : 0);
  const details = [
    solar.present ? `Sun with ${solar.node} (${solar.separationDeg!.toFixed(2)} deg): Surya grahan dosha` : 'Sun away from the nodes',
    lunar.present ? `Moon with ${lunar.node} (${lunar.separationDeg!.toFixed(2)} deg): Chandra grahan dosha` : 'Moon away from the nodes',
    ...near.map((e) => `${e.kind} eclipse ${Math.abs(e.daysFromBirth).toFixed(1)} days ${e.daysFromBirth < 0 ? 'before' : 'after'} birth`),
  ].join('; ');
  return { present: solar.present || lunar.present, severity, details, cancellations: [] as string[], solar, lunar, near };
}

/* ---------------- Gandmool (Muhurta Chintamani; Jataka Parijata) ---------------- */

const GANDMOOL = [1, 9, 10, 18, 19, 27];

export function gandmool(y: YogaChart) {
  const moon = y.chart.grahas[1]!;
  const n = moon.nakshatra.number;
  const pada = moon.pada;
  const present = GANDMOOL.includes(n);
  // Severity: 100 in the gandanta pada itself, then 75, 50, 25 moving away from the junction.
  const severity = !present ? 0 : [9, 18, 27].includes(n) ? 25 * pada : 25 * (5 - pada);
  const lagna = y.chart.lagna;
  const lagnaGandanta = isGandantaPada(lagna.nakshatra.number, lagna.pada);
  return {
    present, severity,
    details: present ? `Moon in ${moon.nakshatra.name} pada ${pada}${isGandantaPada(n, pada) ? ' (the gandanta pada)' : ''}` : `Moon in ${moon.nakshatra.name}, not a gandmool nakshatra`,
    cancellations: [] as string[], nakshatra: moon.nakshatra.name, nakshatraNumber: n, pada,
    lagnaGandanta,
  };
}

/**
 * Dosha samya (B. V. Raman, Muhurtha, marriage chapter): Kuja dosha in one chart is balanced by
 * the same dosha of similar severity in the other (within 34 points: one reference of three),
 * or by Saturn, Rahu or Mars in the other chart in the same house from the lagna as the
 * afflicted partner's Mars.
 */
export function manglikSamya(y1: YogaChart, m1: Manglik, y2: YogaChart, m2: Manglik): { balanced: boolean; reasons: string[] } {
  const reasons: string[] = [];
  if (!m1.present && !m2.present) return { balanced: true, reasons: ['neither chart carries Kuja dosha'] };
  if (m1.present && m2.present && Math.abs(m1.severity - m2.severity) <= 34) reasons.push(`both carry Kuja dosha at similar severity (${m1.severity} and ${m2.severity})`);
  const balancers = (afflicted: YogaChart, other: YogaChart) => [6, 7, 2].filter((g) => other.house[g] === afflicted.house[2]).map(nameOf);
  if (m1.present && !m2.present) {
    const b = balancers(y1, y2);
    if (b.length) reasons.push(`the second chart has ${b.join(', ')} in house ${y1.house[2]}, where the first chart's Mars stands`);
  }
  if (m2.present && !m1.present) {
    const b = balancers(y2, y1);
    if (b.length) reasons.push(`the first chart has ${b.join(', ')} in house ${y2.house[2]}, where the second chart's Mars stands`);
  }
  return { balanced: reasons.length > 0, reasons };
}
