/**
 * Doshas read from one cast rashi chart: Kuja (Manglik), Kaal Sarp, Pitra, Guru-Chandal,
 * Grahan, Shrapit, Gandmool. Each answer: present, severity 0-100, details, cancellations.
 * Severity formulas are service rules stated beside each dosha.
 */
import { Type } from '@sinclair/typebox';
import { listOf, sentence, signName, slugsOf, StringEnum, term } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { hasFullDrishti } from './drishti.js';
import { isGandantaPada } from './yogas-special.js';
import { aspects, clamp100, conjunct, countFrom, lordOf } from './yogas.js';
import type { YogaChart } from './yogas.js';
import { grahaNaming } from './vocabulary.js';

export const DOSHA_SLUGS = ['manglik', 'kaal-sarp', 'pitra', 'guru-chandal', 'grahan', 'shrapit', 'gandmool', 'sade-sati', 'dhaiya'] as const;
export type DoshaSlug = (typeof DOSHA_SLUGS)[number];

/** The dosha an answer is about: its slug (the operation's) and its name in the answer's language (core's 'dosha' table). */
export function doshaNaming(slug: DoshaSlug, lang: LangCode): { slug: DoshaSlug; name: string } {
  return { slug, name: term('dosha', slug, lang) };
}

/**
 * A sentence of core's dosha-detail or dosha-cancellation table (issue 12: these were English
 * text): its slug and the data its placeholders name, filled in the answer's language by
 * doshaSentence: `signs` sign numbers 1-12 (`{sign}`, `{rahuSign}`...), `grahas` graha numbers
 * (`{graha}`, `{node}`), `lists` graha lists (`{grahas}`), `numbers` as written (`{house}`,
 * `{separation}`), `nakshatra` 1-27, `conditions` other sentences listed (`{conditions}`).
 */
export interface DoshaNote {
  slug: string;
  signs?: Readonly<Record<string, number>>;
  grahas?: Readonly<Record<string, number>>;
  lists?: Readonly<Record<string, readonly number[]>>;
  numbers?: Readonly<Record<string, number | string>>;
  nakshatra?: number;
  conditions?: readonly DoshaNote[];
}

export const DoshaSentenceSchema = Type.Object({
  slug: Type.String({ description: "stable slug of the sentence (core's dosha-detail / dosha-cancellation table); an app may key its own text to it" }),
  text: Type.String({ description: "the sentence in the answer's language, its signs, grahas and numbers filled in" }),
});

/** A note in `lang`: its table's sentence with signs, grahas, nakshatra and numbers named in that language. */
export function doshaSentence(concept: 'dosha-detail' | 'dosha-cancellation', n: DoshaNote, lang: LangCode): { slug: string; text: string } {
  const fill: Record<string, string | number> = { ...(n.numbers ?? {}) };
  for (const [k, sign] of Object.entries(n.signs ?? {})) fill[k] = signName(sign, lang);
  for (const [k, g] of Object.entries(n.grahas ?? {})) fill[k] = grahaNaming(g, lang).name;
  for (const [k, gs] of Object.entries(n.lists ?? {})) fill[k] = listOf(gs.map((g) => grahaNaming(g, lang).name), lang, '');
  if (n.nakshatra !== undefined) fill.nakshatra = term('nakshatra', slugsOf('nakshatra')[n.nakshatra - 1]!, lang);
  if (n.conditions) fill.conditions = listOf(n.conditions.map((c) => doshaSentence('dosha-detail', c, lang).text), lang, '');
  return { slug: n.slug, text: sentence(concept, n.slug, lang, fill) };
}

/** A dosha's lib result as its answer carries it: `details` and `cancellations` as sentences in `lang`. */
export function doshaAnswer<T extends { details: DoshaNote; cancellations: readonly DoshaNote[] }>(r: T, lang: LangCode) {
  const { details, cancellations, ...rest } = r;
  return {
    ...rest,
    details: doshaSentence('dosha-detail', details, lang),
    cancellations: cancellations.map((c) => doshaSentence('dosha-cancellation', c, lang)),
  };
}

export const DoshaCommon = {
  slug: StringEnum(DOSHA_SLUGS, { description: 'the dosha' }),
  name: Type.String({ description: "the dosha's name in the answer's language" }),
  present: Type.Boolean(),
  severity: Type.Integer({ minimum: 0, maximum: 100 }),
  details: Type.Composite([DoshaSentenceSchema], { description: "what the chart shows (core's dosha-detail table: mars-in-kuja-house, kaal-sarp-savya, sade-sati-peak ...)" }),
  cancellations: Type.Array(DoshaSentenceSchema, { description: "cancellations that apply (core's dosha-cancellation table: mars-own-or-exalted, jupiter-aspects-ninth ...)" }),
};

/* ---------------- Kuja dosha (B. V. Raman, Muhurtha, marriage chapter) ---------------- */

export const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12];

export interface Manglik {
  present: boolean;
  severity: number;
  details: DoshaNote;
  cancellations: DoshaNote[];
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
  const cancellations: DoshaNote[] = [];
  if (severity > 0) {
    if ([1, 8, 10].includes(mars)) cancellations.push({ slug: 'mars-own-or-exalted', signs: { sign: mars } });
    if ([5, 11].includes(mars)) cancellations.push({ slug: 'mars-in-leo-or-aquarius', signs: { sign: mars } });
    const ex = HOUSE_SIGN_EXCEPTIONS[fromLagna.house];
    if (ex?.includes(mars)) cancellations.push({ slug: 'mars-house-sign-exception', signs: { sign: mars }, numbers: { house: fromLagna.house } });
    if (conjunct(y, 2, 4)) cancellations.push({ slug: 'mars-with-jupiter' });
    else if (aspects(y, 4, 2)) cancellations.push({ slug: 'mars-aspected-by-jupiter' });
    if (y.lagnaSign === 4 || y.lagnaSign === 5) cancellations.push({ slug: 'lagna-cancer-or-leo', signs: { sign: y.lagnaSign } });
  }
  const present = severity > 0 && cancellations.length === 0;
  const houses = refs.filter((r) => r.afflicted).map((r) => r.house);
  // Which references show the placement is in fromLagna/fromMoon/fromVenus; cancellations say whether it is cancelled.
  const details: DoshaNote = { slug: severity === 0 ? 'mars-outside-kuja-houses' : 'mars-in-kuja-house', signs: { sign: mars }, numbers: { lagna: fromLagna.house, moon: fromMoon.house, venus: fromVenus.house } };
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
  const partialBy = partial ? outside : [];
  const house = y.house[7]!;
  // The kind by slug of core's kaal-sarp-type table (ananta ... sheshanaga).
  const type = present || partial ? KAAL_SARP_TYPES[house - 1]!.toLowerCase() : null;
  // Service rule: 100 when all seven are hemmed; 50 when only grahas sharing a node's sign fall outside by longitude.
  const severity = present ? 100 : partial ? 50 : 0;
  const details: DoshaNote = present
    ? { slug: direction === 'savya' ? 'kaal-sarp-savya' : 'kaal-sarp-apasavya', numbers: { house } }
    : { slug: partial ? 'kaal-sarp-partial' : 'kaal-sarp-absent', lists: { grahas: outside } };
  return { present, severity, details, cancellations: [] as DoshaNote[], type, direction: present || partial ? direction : null, partialBy };
}

/* ---------------- Pitra dosha (modern set; BPHS ch. 83 curses on the Sun) ---------------- */

export function pitra(y: YogaChart) {
  const l9 = lordOf(y, 9);
  const dusthanaWithMalefic = [6, 8, 12].includes(y.house[l9]!) && [0, 2, 6, 7, 8].some((m) => m !== l9 && conjunct(y, m, l9));
  const conditions: [DoshaNote, boolean][] = [
    [{ slug: 'sun-with-rahu' }, conjunct(y, 0, 7)],
    [{ slug: 'sun-with-saturn' }, conjunct(y, 0, 6)],
    [{ slug: 'rahu-in-ninth' }, y.house[7] === 9],
    [{ slug: 'ketu-in-ninth' }, y.house[8] === 9],
    [{ slug: 'ninth-lord-with-rahu', grahas: { graha: l9 } }, l9 !== 7 && conjunct(y, l9, 7)],
    [{ slug: 'ninth-lord-in-dusthana-with-malefic', grahas: { graha: l9 } }, dusthanaWithMalefic],
  ];
  const met = conditions.filter(([, v]) => v).map(([c]) => c);
  const cancellations: DoshaNote[] = [];
  // Jupiter's full aspect on the 9th house protects it (the usual remedy reading of the combinations).
  if (met.length && hasFullDrishti(4, countFrom(y.sign[4]!, (y.lagnaSign + 7) % 12 + 1))) cancellations.push({ slug: 'jupiter-aspects-ninth' });
  const severity = clamp100(Math.min(100, 30 * met.length) * (cancellations.length ? 0.5 : 1));
  const details: DoshaNote = met.length ? { slug: 'pitra-conditions-met', conditions: met } : { slug: 'pitra-none' };
  return { present: met.length > 0, severity, details, cancellations, conditionsMet: met };
}

/* ---------------- Node conjunctions: Guru-Chandal, Shrapit, Grahan ---------------- */

const sep = (a: number, b: number) => Math.abs(normalizeDegrees(a - b + 180) - 180);
/** Service rule: 50 for the same sign; rising linearly to 100 as the separation falls from 12 to 0 degrees. */
export const nodeSeverity = (d: number) => clamp100(d >= 12 ? 50 : 50 + (50 * (12 - d)) / 12);

export function guruChandal(y: YogaChart, includeKetu: boolean) {
  const withRahu = conjunct(y, 4, 7);
  const withKetu = includeKetu && conjunct(y, 4, 8);
  const node = withRahu ? 7 : withKetu ? 8 : null;
  const d = node !== null ? sep(y.longitude[4]!, y.longitude[node]!) : null;
  const cancellations: DoshaNote[] = [];
  if (node !== null && (y.dignity[4] === 'own' || y.dignity[4] === 'exalted' || y.dignity[4] === 'moolatrikona')) cancellations.push({ slug: 'jupiter-own-or-exalted' });
  const details: DoshaNote = node !== null
    ? { slug: 'jupiter-with-node', grahas: { node }, signs: { sign: y.sign[4]! }, numbers: { house: y.house[4]!, separation: d!.toFixed(2) } }
    : { slug: 'jupiter-apart-from-nodes', signs: { sign: y.sign[4]!, rahuSign: y.sign[7]!, ketuSign: y.sign[8]! } };
  return {
    present: node !== null, severity: d === null ? 0 : clamp100(nodeSeverity(d) * (cancellations.length ? 0.5 : 1)),
    details,
    cancellations, node, separationDeg: d,
  };
}

export function shrapit(y: YogaChart) {
  const present = conjunct(y, 6, 7);
  const d = present ? sep(y.longitude[6]!, y.longitude[7]!) : null;
  return {
    present, severity: d === null ? 0 : nodeSeverity(d),
    details: (present
      ? { slug: 'saturn-with-rahu', signs: { sign: y.sign[6]! }, numbers: { house: y.house[6]!, separation: d!.toFixed(2) } }
      : { slug: 'saturn-apart-from-rahu', signs: { sign: y.sign[6]!, rahuSign: y.sign[7]! } }) as DoshaNote,
    cancellations: [] as DoshaNote[], house: present ? y.house[6]! : null, separationDeg: d,
  };
}

export function grahan(y: YogaChart, ephemeris: Ephemeris) {
  const pair = (g: number) => {
    const node = conjunct(y, g, 7) ? 7 : conjunct(y, g, 8) ? 8 : null;
    if (node === null) return { present: false, node: null, separationDeg: null, severity: 0 };
    const d = sep(y.longitude[g]!, y.longitude[node]!);
    // `node`: 7 Rahu or 8 Ketu (graha numbers), named by reference in the answer.
    return { present: true, node, separationDeg: d, severity: nodeSeverity(d) };
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
  // An eclipse near birth is in `near` (the answer's nearEclipse); the sentence says where the lights stand.
  const details: DoshaNote = solar.present && lunar.present
    ? { slug: 'grahan-sun-and-moon', grahas: { sunNode: solar.node!, moonNode: lunar.node! }, numbers: { sunSeparation: solar.separationDeg!.toFixed(2), moonSeparation: lunar.separationDeg!.toFixed(2) } }
    : solar.present
      ? { slug: 'grahan-sun', grahas: { node: solar.node! }, numbers: { separation: solar.separationDeg!.toFixed(2) } }
      : lunar.present
        ? { slug: 'grahan-moon', grahas: { node: lunar.node! }, numbers: { separation: lunar.separationDeg!.toFixed(2) } }
        : { slug: 'grahan-none' };
  return { present: solar.present || lunar.present, severity, details, cancellations: [] as DoshaNote[], solar, lunar, near };
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
    details: { slug: !present ? 'gandmool-none' : isGandantaPada(n, pada) ? 'gandmool-gandanta-pada' : 'gandmool-nakshatra', nakshatra: n, numbers: { pada } } as DoshaNote,
    cancellations: [] as DoshaNote[], nakshatra: moon.nakshatra.name, nakshatraNumber: n, pada,
    lagnaGandanta,
  };
}

/**
 * Dosha samya (B. V. Raman, Muhurtha, marriage chapter): Kuja dosha in one chart is balanced by
 * the same dosha of similar severity in the other (within 34 points: one reference of three),
 * or by Saturn, Rahu or Mars in the other chart in the same house from the lagna as the
 * afflicted partner's Mars.
 */
export function manglikSamya(y1: YogaChart, m1: Manglik, y2: YogaChart, m2: Manglik): { balanced: boolean; reasons: DoshaNote[] } {
  const reasons: DoshaNote[] = [];
  if (!m1.present && !m2.present) return { balanced: true, reasons: [{ slug: 'neither-kuja-dosha' }] };
  if (m1.present && m2.present && Math.abs(m1.severity - m2.severity) <= 34) reasons.push({ slug: 'similar-severity', numbers: { first: m1.severity, second: m2.severity } });
  const balancers = (afflicted: YogaChart, other: YogaChart) => [6, 7, 2].filter((g) => other.house[g] === afflicted.house[2]);
  if (m1.present && !m2.present) {
    const b = balancers(y1, y2);
    if (b.length) reasons.push({ slug: 'second-chart-balances', lists: { grahas: b }, numbers: { house: y1.house[2]! } });
  }
  if (m2.present && !m1.present) {
    const b = balancers(y2, y1);
    if (b.length) reasons.push({ slug: 'first-chart-balances', lists: { grahas: b }, numbers: { house: y2.house[2]! } });
  }
  return { balanced: reasons.length > 0, reasons };
}
