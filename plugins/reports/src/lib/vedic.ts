/**
 * The Vedic report kinds: the kundli (BPHS), the auspicious-dates report (muhurta) and the
 * career report's dasamsa. The kundli takes every part an operation answers from that operation
 * through the Operations service (see kundliReport); the readings come from readings/vedic.ts.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { term } from '@celestial/core';
// The finder itself is called only where no operation takes the report's body (see muhurtaWindows).
import { findMuhurtas } from '@celestial/plugin-vedic/lib/muhurta';
import type { MuhurtaInput } from '@celestial/plugin-vedic/lib/muhurta';
// The activities' rules for the finder's own call, and the star classes of Muhurta Chintamani (data).
import { activity, STAR_CLASSES } from '@celestial/plugin-vedic/lib/muhurta-rules';
import type { Invoking } from './divination.js';
import { VEDIC_READINGS, READ_YOGAS } from './readings/vedic.js';
import type { VedicReadingKey } from './readings/vedic.js';
import { READING_WORDS } from './readings/words.js';
import { led, yearsMonthsDays } from './readings/bundle.js';
import { labels } from './labels.js';
import type { ReportContent, Section } from './layout.js';
import { birthLine } from './western.js';

type Services = { ephemeris: Ephemeris; timeZones: TimeZones };

/** The sixteen vargas of BPHS ch. 6 (shodasavarga). */
const SHODASA = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
const day = (iso: string) => iso.slice(0, 10);

type Lord = { slug: string; name: string };
interface RashiAnswer {
  ayanamsa: { slug: string; name: string; value: number };
  lagna: { longitude: number; sign: number; signName: string };
  planets: { slug: string; name: string; longitude: number; sign: number; signName: string; formatted: string; nakshatra: { slug: string; name: string; number: number; ruler: Lord }; pada: number; house: number; retrograde: boolean }[];
}
interface DashaAnswer { moonNakshatra: { name: string }; balanceAtBirth: { lord: Lord; years: number; months: number; days: number }; periods: { lord: Lord; start: string; end: string }[] }
/** /vedic/dosha/manglik: details and cancellations are sentences { slug, text } in the report's language (issue 12). */
interface ManglikAnswer { present: boolean; severity: number; details: { slug: string; text: string }; cancellations: { slug: string; text: string }[] }
/** POST /vedic/divisional/d<n>'s answer, the members the shodasavarga table reads. */
interface DivisionalAnswer { lagna: { sign: number }; planets: { slug: string; sign: number }[] }
interface YogaAnswerItem { slug: string; name: string; present: boolean; planets?: { slug: string; name: string }[]; reckonedFrom?: { slug: string; name: string } }

const nameOf = (x: string | { name: string }) => (typeof x === 'string' ? x : x.name);

/** The star class of a nakshatra 1-27 (Muhurta Chintamani's seven classes, as the muhurta finder groups them). */
export function starClass(nakshatra: number): keyof typeof STAR_CLASSES {
  return (Object.keys(STAR_CLASSES) as (keyof typeof STAR_CLASSES)[]).find((c) => (STAR_CLASSES[c] as readonly number[]).includes(nakshatra))!;
}

/**
 * The kundli reading: the lagna (sign and lord, BPHS / Phaladeepika), the Moon's nakshatra
 * (deity, symbol, lord, star class), the mahadasha running on `today`, each principal yoga
 * present, and the Manglik result. Each paragraph is led by its name from the answers.
 */
export function kundliReading(rashi: RashiAnswer, dasha: DashaAnswer, kuja: ManglikAnswer, yogas: YogaAnswerItem[], today: string, lang: LangCode): string[] {
  const V = (k: VedicReadingKey) => VEDIC_READINGS.text(k, lang);
  const W = (k: Parameters<typeof READING_WORDS.text>[0]) => READING_WORDS.text(k, lang);
  const moon = rashi.planets.find((p) => p.slug === 'moon')!;
  const star = moon.nakshatra;
  const out = [
    led(lang, `${term('chart-angle', 'ascendant', lang)} · ${rashi.lagna.signName}`, V(`lagna-${rashi.lagna.sign}` as VedicReadingKey)),
    led(lang, `${W('moon-nakshatra')} · ${star.name} · ${term('nakshatra-deity', star.slug, lang)} · ${star.ruler.name}`, V(`star-${starClass(star.number)}` as VedicReadingKey)),
  ];
  const now = dasha.periods.find((p) => p.start.slice(0, 10) <= today && today < p.end.slice(0, 10));
  if (now) out.push(led(lang, `${W('current-mahadasha')} · ${now.lord.name} (${now.start.slice(0, 10)} – ${now.end.slice(0, 10)})`, V(`lord-${now.lord.slug}` as VedicReadingKey)));
  const seen = new Set<string>();
  for (const y of yogas) {
    if (!y.present || seen.has(y.slug) || !(READ_YOGAS as readonly string[]).includes(y.slug)) continue;
    seen.add(y.slug);
    out.push(led(lang, y.name, V(y.slug as VedicReadingKey)));
  }
  const manglik: VedicReadingKey = kuja.present ? 'manglik-present' : kuja.severity > 0 || kuja.cancellations.length > 0 ? 'manglik-cancelled' : 'manglik-absent';
  out.push(led(lang, term('dosha', 'manglik', lang), V(manglik)));
  return out;
}

/**
 * The kundli, from the Vedic family's answers taken through the Operations service: the rashi
 * chart (POST /vedic/chart/rashi), Vimshottari mahadashas and antardashas, the Kuja check, the
 * yogas present, shadbala and sarvashtakavarga (their operations), and the D1 and D9 drawings
 * of POST /render/{north,south}-indian-chart. The shodasavarga table reads the rashi's signs
 * (D1) and the fifteen other vargas of POST /vedic/divisional/d<n> (Parashari, BPHS ch. 6).
 */
export async function kundliReport(birth: Record<string, unknown> & { date: string; name?: string; city?: string; ayanamsa?: string }, style: 'north' | 'south', run: Invoking & { today: string }, title: string): Promise<ReportContent> {
  const { operations, caller, lang } = run;
  const L = labels(lang);
  const call = <T>(path: string, body: unknown = birth) => operations.invoke<T>(`POST ${path}`, { body, lang, caller });
  const drawing = (varga: 'D1' | 'D9') => call<{ svg: string | null }>(`/render/${style}-indian-chart`, { ...birth, varga, options: { theme: 'light', size: 480, title: varga } });
  const [rashi, dasha, antar, kuja, yogaList, sb, sav, d1, d9, vargas] = await Promise.all([
    call<RashiAnswer>('/vedic/chart/rashi'),
    call<DashaAnswer>('/vedic/dasha/vimshottari'),
    call<{ antardashas: { mahadasha: Lord | string; lord: Lord | string; start: string; end: string }[] }>('/vedic/dasha/vimshottari/antardasha'),
    call<ManglikAnswer>('/vedic/dosha/manglik'),
    call<{ yogas: YogaAnswerItem[] }>('/vedic/yogas/all'),
    call<{ planets: { name: string; totalRupas: number; requiredRupas: number; rank: number }[] }>('/vedic/shadbala/full'),
    call<{ houses: { house: number; signName: string; bindus: number }[] }>('/vedic/ashtakavarga/sarva'),
    drawing('D1'),
    drawing('D9'),
    Promise.all(SHODASA.filter((n) => n !== 1).map((n) => call<DivisionalAnswer>(`/vedic/divisional/d${n}`))),
  ]);
  // Each graha's and the lagna's sign number in the sixteen vargas: D1 the rashi's own.
  const signsOf = (slug: string | null) => [slug === null ? rashi.lagna.sign : rashi.planets.find((p) => p.slug === slug)!.sign, ...vargas.map((v) => (slug === null ? v.lagna.sign : v.planets.find((p) => p.slug === slug)!.sign))];
  const firstThree = new Set(dasha.periods.slice(0, 3).map((p) => p.lord.slug));
  const antardashas = antar.antardashas.filter((a) => firstThree.has(typeof a.mahadasha === 'string' ? a.mahadasha.toLowerCase() : a.mahadasha.slug));
  const yogas = yogaList.yogas.filter((y) => y.present);
  const b = dasha.balanceAtBirth;
  return {
    kind: 'vedic-kundli',
    title,
    subtitle: `${birthLine(birth as never)} · ${rashi.ayanamsa.name} · ${rashi.ayanamsa.value.toFixed(4)}°`,
    sections: [
      { heading: L.chart, drawings: [d1.svg, d9.svg].filter((s): s is string => Boolean(s)) },
      {
        heading: L.planets,
        tables: [{ head: [L.body, L.sign, L.position, term('panchang-limb', 'nakshatra', lang), L.house, L.retrograde], rows: rashi.planets.map((g) => [g.name, g.signName, g.formatted, `${g.nakshatra.name} ${g.pada}`, String(g.house), g.retrograde ? '℞' : '']) }],
      },
      // The reading follows the charts and the grahas (page 1 holds both; the reading opens page 2).
      { heading: READING_WORDS.text('interpretation', lang), pageBreak: true, paragraphs: kundliReading(rashi, dasha, kuja, yogaList.yogas, run.today, lang) },
      {
        // Shodasavarga (BPHS ch. 6-7): each graha's and the lagna's sign in the sixteen divisions
        // (/vedic/chart/rashi and /vedic/divisional/d<n>, Parashari), signs by number 1-12.
        heading: L.shodasavarga,
        tables: [{ head: ['', ...SHODASA.map((n) => `D${n}`)], rows: [[term('chart-angle', 'ascendant', lang), null] as const, ...rashi.planets.map((g) => [g.name, g.slug] as const)].map(([name, slug]) => [name, ...signsOf(slug).map(String)]) }],
      },
      {
        heading: `${term('dasha', 'vimshottari', lang)} · ${L.period}`,
        facts: [{ label: rashi.planets.find((p) => p.slug === 'moon')!.nakshatra.name, value: `${b.lord.name}: ${yearsMonthsDays(lang, b.years, b.months, b.days)}` }],
        tables: [
          { head: [L.period, L.start, L.end], rows: dasha.periods.map((p) => [p.lord.name, day(p.start), day(p.end)]) },
          { caption: L.antardashas, head: [L.period, '', L.start, L.end], rows: antardashas.map((a) => [nameOf(a.mahadasha), nameOf(a.lord), day(a.start), day(a.end)]) },
        ],
      },
      { heading: term('dosha', 'manglik', lang), facts: [{ label: term('dosha', 'manglik', lang), value: kuja.present ? `${kuja.severity}%` : L.none }], paragraphs: [kuja.details.text, ...kuja.cancellations.map((c) => c.text)] },
      {
        // The yogas present by the family's rules (/vedic/yogas/all: BPHS ch. 36 and the classical lists).
        heading: L.yogas,
        pageBreak: true,
        // The grahas forming each yoga, named in the report's language (the answer's
        // `circumstance` is English, like the rule it quotes).
        ...(yogas.length ? { tables: [{ head: [L.yogas, L.planets], rows: yogas.map((y) => [y.name, (y.planets ?? []).map((p) => p.name).join(', ')]) }] } : { paragraphs: [L.none] }),
      },
      {
        // Shadbala of the seven grahas in rupas against the required (/vedic/shadbala/full, BPHS ch. 27).
        heading: L.shadbala,
        tables: [{ head: [L.body, L.rupas, L.requiredRupas, '#'], rows: sb.planets.map((g) => [g.name, g.totalRupas.toFixed(2), g.requiredRupas.toFixed(2), String(g.rank)]) }],
      },
      {
        // Sarvashtakavarga bindus by house from the lagna (/vedic/ashtakavarga/sarva, BPHS ch. 66-72).
        heading: L.sarvashtakavarga,
        tables: [{ head: [L.house, L.sign, L.bindus], rows: sav.houses.map((h) => [String(h.house), h.signName, String(h.bindus)]) }],
      },
    ],
  };
}

/**
 * The career report's Vedic part: the dasamsa (D10) as /render/north-indian-chart draws it, and
 * the grahas in the 10th house from the sidereal lagna of /vedic/chart/rashi (whole signs).
 */
export async function dasamsaSection(birth: Record<string, unknown>, run: Invoking): Promise<Section> {
  const { operations, caller, lang } = run;
  const L = labels(lang);
  const call = <T>(path: string, body: unknown) => operations.invoke<T>(`POST ${path}`, { body, lang, caller });
  const [rashi, d10] = await Promise.all([
    call<RashiAnswer>('/vedic/chart/rashi', birth),
    call<{ svg: string | null }>('/render/north-indian-chart', { ...birth, varga: 'D10', options: { theme: 'light', size: 480, title: 'D10' } }),
  ]);
  const tenth = ((rashi.lagna.sign - 1 + 9) % 12) + 1;
  const occupants = rashi.planets.filter((g) => g.sign === tenth).map((g) => g.name);
  return { heading: 'D10 (Dasamsa)', drawings: d10.svg ? [d10.svg] : [], facts: [{ label: `${L.house} 10`, value: occupants.join(', ') || L.none }] };
}

/**
 * The auspicious-dates report: the Vedic family's muhurta finder (/vedic/muhurta/*, Muhurta
 * Chintamani and B. V. Raman's rules per activity) with the activity's own day checks
 * (muhurta-samskaras.ts: the child's age from chart.date, the travel direction's disha shoola,
 * Mars for property), its windows ranked by score, and the days refused with why.
 */
/** Windows tabled in the report, best first. */
export const MAX_WINDOWS = 60;
/** Windows whose rating the report explains in words, best first. */
export const WINDOWS_READ = 3;

/** The tithi's group (Muhurta Chintamani): 1, 6, 11 Nanda; 2, 7, 12 Bhadra; 3, 8, 13 Jaya; 4, 9, 14 Rikta; 5, 10, 15 (and 30) Purna, in either paksha. */
export function tithiGroup(tithi: number): 'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna' {
  return (['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const)[(((tithi - 1) % 15) % 5)]!;
}

/** The samskaras, whose /vedic/muhurta operation takes the child's birth date (the report's chart.date). */
const CHILD_ACTIVITIES: readonly string[] = ['namakarana', 'annaprashana', 'mundan', 'upanayana', 'vidyarambha'];

export interface MuhurtaReportInput extends MuhurtaInput {
  activity: string;
  direction?: string;
  sex?: 'male' | 'female';
  language?: string;
  whitelabel?: unknown;
}

type MuhurtaWindow = { start: string; end: string; score: number; lagna: { name: string }; nakshatra: { name: string; number: number }; tithi: { name: string; number: number; paksha: string }; vara: { name: string } };
interface MuhurtaAnswer { windows: MuhurtaWindow[]; daysScanned: number; daysRejected: number; rejectedDays: { date: string; reasons: { slug: string; text: string }[] }[] }

/**
 * The windows of the activity as POST /vedic/muhurta/{activity} answers them, with the report's
 * chart as the native (tara and chandra bala), chart.date as a samskara's birth date, `sex`
 * (default male) for annaprashana and `direction` for travel (disha shoola).
 *
 * The report's body is broader than the operations': a samskara without `chart` (no birth
 * date) or travel without `direction` is refused by the operation but accepted by the report
 * (SERVICE-SPEC: chart and direction optional), which then scans with the activity's rules and
 * without the age or disha shoola check. No operation answers that, so those two cases call the
 * Vedic family's finder itself, with no day hook (what the report always did for them).
 */
async function muhurtaWindows(body: MuhurtaReportInput, run: Invoking, services: Services): Promise<MuhurtaAnswer> {
  const { activity: id, direction, sex, language: _language, whitelabel: _whitelabel, ...finder } = body;
  const child = CHILD_ACTIVITIES.includes(id);
  if ((child && !body.chart) || (id === 'travel' && !direction)) return findMuhurtas(finder, services, activity(id), {}, run.lang);
  const extra = { ...(child ? { birthDate: body.chart!.date } : {}), ...(id === 'annaprashana' ? { sex: sex ?? 'male' } : {}), ...(id === 'travel' ? { direction } : {}) };
  return run.operations.invoke<MuhurtaAnswer>(`POST /vedic/muhurta/${id}`, { body: { ...finder, ...extra }, lang: run.lang, caller: run.caller });
}

/**
 * The auspicious-dates report: the windows of /vedic/muhurta/{activity} (muhurtaWindows) ranked
 * by score, the three best explained, the daily panchanga of /vedic/panchang/full and the days
 * refused with why.
 */
export async function muhurtaReport(body: MuhurtaReportInput, run: Invoking, services: Services, title: string): Promise<ReportContent> {
  const lang = run.lang;
  const L = labels(lang);
  // The activity's name in the report's language, its Sanskrit name and source, as the
  // catalogue of the finders answers them (it was the rule table's English name in every language).
  const catalogue = await run.operations.invoke<{ types: { id: string; name: string; sanskritName: string; source: string }[] }>('GET /muhurta/types', { lang, caller: run.caller });
  const rules = catalogue.types.find((a) => a.id === body.activity)!;
  // The finder first: its operation refuses a range that is reversed or over 90 days.
  const found = await muhurtaWindows(body, run, services);
  const days = await panchangaDays(body, run);
  // The best windows first, at most MAX_WINDOWS of them (a 90-day range may hold hundreds).
  const ranked = [...found.windows].sort((a, b) => b.score - a.score || a.start.localeCompare(b.start)).slice(0, MAX_WINDOWS);
  const hm = (iso: string) => iso.slice(11, 16);
  // Why the best windows are rated as they are: the Moon's star class and the tithi's group
  // (Muhurta Chintamani), then what the score counts.
  const why = ranked.slice(0, WINDOWS_READ).map((w) => led(lang, `${w.start.slice(0, 10)} ${hm(w.start)}–${hm(w.end)} · ${w.score}`, led(lang, w.nakshatra.name, VEDIC_READINGS.text(`star-${starClass(w.nakshatra.number)}` as VedicReadingKey, lang)), led(lang, w.tithi.name, VEDIC_READINGS.text(`tithi-${tithiGroup(w.tithi.number)}` as VedicReadingKey, lang))));
  return {
    kind: 'muhurta',
    title: `${title}: ${rules.name} (${rules.sanskritName})`,
    subtitle: `${body.startDate} – ${body.endDate} · ${body.latitude.toFixed(4)}, ${body.longitude.toFixed(4)} · ${rules.source}`,
    sections: [
      {
        heading: L.summary,
        facts: [
          { label: L.daysScanned, value: `${found.daysScanned}` },
          { label: L.daysRejected, value: `${found.daysRejected}` },
          { label: L.windows, value: `${found.windows.length}` },
        ],
      },
      ...(why.length ? [{ heading: READING_WORDS.text('interpretation', lang), paragraphs: [...why, READING_WORDS.text('window-score', lang)] }] : []),
      {
        heading: `${L.windows} (${ranked.length} / ${found.windows.length})`,
        tables: [{ head: [L.date, L.start, L.end, L.score, L.sign, term('panchang-limb', 'nakshatra', lang), term('panchang-limb', 'tithi', lang), L.day], rows: ranked.map((w) => [w.start.slice(0, 10), hm(w.start), hm(w.end), String(w.score), w.lagna.name, w.nakshatra.name, `${w.tithi.name} (${term('paksha', w.tithi.paksha, lang)})`, w.vara.name]), nowrap: [true, true, true, true, false, false, false, true] }],
      },
      {
        heading: L.panchanga,
        pageBreak: true,
        tables: [{ head: [L.date, L.start, L.day, ...(['tithi', 'nakshatra', 'yoga', 'karana'] as const).map((limb) => term('panchang-limb', limb, lang))], rows: days.map((d) => [d.date, hm(d.sunrise), d.vara, d.tithi, d.nakshatra, d.yoga, d.karana]), nowrap: [true, true, true] }],
      },
      ...(found.rejectedDays.length
        ? [{ heading: L.rejectedDays, pageBreak: ranked.length > 25, tables: [{ head: [L.date, ''], rows: found.rejectedDays.map((d) => [d.date, d.reasons.map((r) => r.text).join('; ')]) }] }]
        : []),
    ],
  };
}

/**
 * The panchanga of each day of the range at its sunrise, as POST /vedic/panchang/full answers it
 * for the Vedic day (sunrise to sunrise) holding the day's local noon: the day that starts at
 * that date's sunrise, as the muhurta finder reads it (the sunrise falls before noon everywhere
 * the finder's days exist). Tithi, vara, nakshatra, yoga and karana named in the report's language.
 */
export async function panchangaDays(body: MuhurtaInput, run: Invoking) {
  const span = Math.round((Date.parse(`${body.endDate}T00:00:00Z`) - Date.parse(`${body.startDate}T00:00:00Z`)) / 86_400_000);
  // The place and the Vedic conventions the finder reads (the report's body may carry more).
  const conventions = Object.fromEntries(PANCHANGA_MEMBERS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
  const dates = Array.from({ length: span + 1 }, (_, i) => new Date(Date.parse(`${body.startDate}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  const answers = await Promise.all(dates.map((date) => run.operations.invoke<PanchangAnswer>('POST /vedic/panchang/full', { body: { ...conventions, date, time: '12:00:00' }, lang: run.lang, caller: run.caller })));
  return answers.map((p, i) => ({
    date: dates[i]!,
    sunrise: p.sunrise,
    vara: p.vara.name,
    tithi: `${p.tithi.name} (${term('paksha', p.tithi.paksha, run.lang)})`,
    nakshatra: p.nakshatra.name,
    yoga: p.yoga.name,
    karana: p.karana.name,
  }));
}

const PANCHANGA_MEMBERS = ['latitude', 'longitude', 'timezone', 'timezoneOffset', 'ayanamsa', 'ayanamsaId', 'nodeType', 'node', 'sunrise'] as const;

/** POST /vedic/panchang/full's answer, the members the daily table reads. */
interface PanchangAnswer { sunrise: string; vara: { name: string }; tithi: { name: string; paksha: string }; nakshatra: { name: string }; yoga: { name: string }; karana: { name: string } }
