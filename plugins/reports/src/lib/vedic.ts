/**
 * The Vedic report kinds: the kundli (BPHS), the auspicious-dates report (muhurta) and the
 * career report's dasamsa. The kundli takes every part an operation answers from that operation
 * through the Operations service (see kundliReport); the readings come from readings/vedic.ts.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castRashi } from '@celestial/plugin-vedic/lib/rashi';
import { vargaSign } from '@celestial/plugin-vedic/lib/vargas';
import { grahaOut } from '@celestial/plugin-vedic/lib/schemas';
import { addDays, daysBetween, findMuhurtas } from '@celestial/plugin-vedic/lib/muhurta';
import { karanaAt, nakshatraAt, tithiAt, yogaAt } from '@celestial/plugin-vedic/lib/panchang';
import { nextSolarEvent, vedicDayAt } from '@celestial/plugin-vedic/lib/day';
import { vedicSettings } from '@celestial/plugin-vedic/lib/settings';
import { limbNaming } from '@celestial/plugin-vedic/lib/vocabulary';
import { localIso } from '@celestial/plugin-vedic/lib/schemas';
import { resolveMoment } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { MuhurtaInput } from '@celestial/plugin-vedic/lib/muhurta';
import { activity, STAR_CLASSES } from '@celestial/plugin-vedic/lib/muhurta-rules';
import { muhurtaHooks } from '@celestial/plugin-vedic/lib/muhurta-samskaras';
import { indianChart, renderNorthIndian, renderSouthIndian } from '@celestial/plugin-render/lib/indian';
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
type VedicInput = Parameters<typeof castRashi>[0];

function drawing(rashi: ReturnType<typeof castRashi>, code: 'D1' | 'D9' | 'D10', style: 'north' | 'south', lang: LangCode, title: string): string {
  const ch = indianChart(rashi, code, lang);
  const options = { theme: 'light' as const, size: 480, title };
  return (style === 'south' ? renderSouthIndian(ch, options, lang) : renderNorthIndian(ch, options, lang)).answer.svg!;
}

const day = (iso: string) => iso.slice(0, 10);

type Lord = { slug: string; name: string };
interface RashiAnswer {
  ayanamsa: { slug: string; value: number };
  lagna: { longitude: number; sign: number; signName: string };
  planets: { slug: string; name: string; longitude: number; signName: string; formatted: string; nakshatra: { slug: string; name: string; number: number; ruler: Lord }; pada: number; house: number; retrograde: boolean }[];
}
interface DashaAnswer { moonNakshatra: { name: string }; balanceAtBirth: { lord: Lord; years: number; months: number; days: number }; periods: { lord: Lord; start: string; end: string }[] }
interface ManglikAnswer { present: boolean; severity: number; details: string; cancellations: string[] }
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
 * of POST /render/{north,south}-indian-chart. The shodasavarga table alone stays a lib call
 * (vargaSign on the answer's longitudes): no operation answers every graha's sign in all
 * sixteen vargas at once.
 */
export async function kundliReport(birth: Record<string, unknown> & { date: string; name?: string; city?: string; ayanamsa?: string }, style: 'north' | 'south', run: Invoking & { today: string }, title: string): Promise<ReportContent> {
  const { operations, caller, lang } = run;
  const L = labels(lang);
  const call = <T>(path: string, body: unknown = birth) => operations.invoke<T>(`POST ${path}`, { body, lang, caller });
  const drawing = (varga: 'D1' | 'D9') => call<{ svg: string | null }>(`/render/${style}-indian-chart`, { ...birth, varga, options: { theme: 'light', size: 480, title: varga } });
  const [rashi, dasha, antar, kuja, yogaList, sb, sav, d1, d9] = await Promise.all([
    call<RashiAnswer>('/vedic/chart/rashi'),
    call<DashaAnswer>('/vedic/dasha/vimshottari'),
    call<{ antardashas: { mahadasha: Lord | string; lord: Lord | string; start: string; end: string }[] }>('/vedic/dasha/vimshottari/antardasha'),
    call<ManglikAnswer>('/vedic/dosha/manglik'),
    call<{ yogas: YogaAnswerItem[] }>('/vedic/yogas/all'),
    call<{ planets: { name: string; totalRupas: number; requiredRupas: number; rank: number }[] }>('/vedic/shadbala/full'),
    call<{ houses: { house: number; signName: string; bindus: number }[] }>('/vedic/ashtakavarga/sarva'),
    drawing('D1'),
    drawing('D9'),
  ]);
  const firstThree = new Set(dasha.periods.slice(0, 3).map((p) => p.lord.slug));
  const antardashas = antar.antardashas.filter((a) => firstThree.has(typeof a.mahadasha === 'string' ? a.mahadasha.toLowerCase() : a.mahadasha.slug));
  const yogas = yogaList.yogas.filter((y) => y.present);
  const b = dasha.balanceAtBirth;
  return {
    kind: 'vedic-kundli',
    title,
    subtitle: `${birthLine(birth as never)} · ${rashi.ayanamsa.slug} · ${rashi.ayanamsa.value.toFixed(4)}°`,
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
        // (the Vedic family's vargaSign, Parashari), signs by number 1-12.
        heading: L.shodasavarga,
        tables: [{ head: ['', ...SHODASA.map((n) => `D${n}`)], rows: [[term('chart-angle', 'ascendant', lang), rashi.lagna.longitude] as const, ...rashi.planets.map((g) => [g.name, g.longitude] as const)].map(([name, lon]) => [name, ...SHODASA.map((n) => String(vargaSign(lon, n) + 1))]) }],
      },
      {
        heading: `${term('dasha', 'vimshottari', lang)} · ${L.period}`,
        facts: [{ label: rashi.planets.find((p) => p.slug === 'moon')!.nakshatra.name, value: `${b.lord.name}: ${yearsMonthsDays(lang, b.years, b.months, b.days)}` }],
        tables: [
          { head: [L.period, L.start, L.end], rows: dasha.periods.map((p) => [p.lord.name, day(p.start), day(p.end)]) },
          { caption: L.antardashas, head: [L.period, '', L.start, L.end], rows: antardashas.map((a) => [nameOf(a.mahadasha), nameOf(a.lord), day(a.start), day(a.end)]) },
        ],
      },
      { heading: term('dosha', 'manglik', lang), facts: [{ label: term('dosha', 'manglik', lang), value: kuja.present ? `${kuja.severity}%` : L.none }], paragraphs: [kuja.details, ...kuja.cancellations] },
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
        heading: 'Shadbala',
        tables: [{ head: [L.body, 'Rupas', 'Rupas ≥ (BPHS)', '#'], rows: sb.planets.map((g) => [g.name, g.totalRupas.toFixed(2), g.requiredRupas.toFixed(2), String(g.rank)]) }],
      },
      {
        // Sarvashtakavarga bindus by house from the lagna (/vedic/ashtakavarga/sarva, BPHS ch. 66-72).
        heading: 'Sarvashtakavarga',
        tables: [{ head: [L.house, L.sign, 'Bindus'], rows: sav.houses.map((h) => [String(h.house), h.signName, String(h.bindus)]) }],
      },
    ],
  };
}

/** The career report's Vedic part: the dasamsa (D10) and the 10th lord from the sidereal lagna. */
export function dasamsaSection(birth: VedicInput, services: Services, lang: LangCode): Section {
  const L = labels(lang);
  const rashi = castRashi(birth, services);
  const tenth = ((rashi.lagna.sign - 1 + 9) % 12) + 1;
  const occupants = rashi.grahas.filter((g) => g.sign === tenth).map((g) => grahaOut(g, lang).name);
  return { heading: 'D10 (Dasamsa)', drawings: [drawing(rashi, 'D10', 'north', lang, 'D10')], facts: [{ label: `${L.house} 10`, value: occupants.join(', ') || L.none }] };
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

const HOOK_OF: Record<string, keyof typeof muhurtaHooks> = {
  travel: 'travel', namakarana: 'namakarana', annaprashana: 'annaprashana', mundan: 'mundan', upanayana: 'upanayana', vidyarambha: 'vidyarambha', 'property-purchase': 'property',
};

export interface MuhurtaReportInput extends MuhurtaInput {
  activity: string;
  direction?: string;
  sex?: 'male' | 'female';
}

/*
 * The muhurta report runs the finder the /vedic/muhurta/{activity} operations run (findMuhurtas
 * with the activity's hooks) rather than invoking them: its body is broader than theirs (the
 * samskaras' child's birth date comes from the optional chart, travel's direction is optional),
 * so an invocation would refuse what the report accepts. The daily panchanga table reads the
 * Vedic family's limb functions at each sunrise (no operation answers a range of days).
 */
export function muhurtaReport(body: MuhurtaReportInput, services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const rules = activity(body.activity);
  const hookKey = HOOK_OF[body.activity];
  const needsBirth = hookKey && hookKey !== 'travel' && hookKey !== 'property';
  const hookBody = { ...body, birthDate: body.chart?.date, sex: body.sex ?? 'male' };
  const hooks = hookKey && (!needsBirth || body.chart) && (hookKey !== 'travel' || body.direction) ? muhurtaHooks[hookKey](hookBody as never) : {};
  const found = findMuhurtas(body, services, rules, hooks, lang);
  // The best windows first, at most MAX_WINDOWS of them (a 90-day range may hold hundreds).
  const ranked = [...found.windows].sort((a, b) => b.score - a.score || a.start.localeCompare(b.start)).slice(0, MAX_WINDOWS);
  const hm = (iso: string) => iso.slice(11, 16);
  const days = panchangaDays(body, services, lang);
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
        tables: [{ head: [L.date, L.start, L.end, L.score, L.sign, term('panchang-limb', 'nakshatra', lang), term('panchang-limb', 'tithi', lang), L.day], rows: ranked.map((w) => [w.start.slice(0, 10), hm(w.start), hm(w.end), String(w.score), w.lagna.name, w.nakshatra.name, `${w.tithi.name} (${w.tithi.paksha})`, w.vara.name]) }],
      },
      {
        heading: 'Panchanga',
        pageBreak: true,
        tables: [{ head: [L.date, L.start, L.day, ...(['tithi', 'nakshatra', 'yoga', 'karana'] as const).map((limb) => term('panchang-limb', limb, lang))], rows: days.map((d) => [d.date, hm(d.sunrise), d.vara, d.tithi, d.nakshatra, d.yoga, d.karana]) }],
      },
      ...(found.rejectedDays.length
        ? [{ heading: L.rejectedDays, pageBreak: ranked.length > 25, tables: [{ head: [L.date, ''], rows: found.rejectedDays.map((d) => [d.date, d.reasons.join('; ')]) }] }]
        : []),
    ],
  };
}

/**
 * The panchanga of each day of the range at its sunrise (the Vedic day's own start, as the
 * muhurta finder and /vedic/panchang take it): tithi, vara, nakshatra, yoga and karana from the
 * Vedic family's limb functions, named in the report's language.
 */
export function panchangaDays(body: MuhurtaInput, services: Services, lang: LangCode) {
  const settings = vedicSettings(body as never);
  const span = daysBetween(body.startDate, body.endDate);
  const out: { date: string; sunrise: string; vara: string; tithi: string; nakshatra: string; yoga: string; karana: string }[] = [];
  for (let i = 0; i <= span; i++) {
    const date = addDays(body.startDate, i);
    const m = resolveMoment({ date, time: '00:00:00', timezone: body.timezone, timezoneOffset: body.timezoneOffset, latitude: body.latitude, longitude: body.longitude } as never, services);
    const sunrise0 = nextSolarEvent(services.ephemeris, m.julianDayUT, 'rise', body.latitude, body.longitude, settings.sunrise);
    const day = vedicDayAt(services.ephemeris, sunrise0 + 1e-4, body.latitude, body.longitude, m.timezoneOffset, settings.sunrise);
    const jd = day.sunrise;
    const t = tithiAt(services.ephemeris, jd, settings.chart);
    const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    out.push({
      date,
      sunrise: localIso(jd, m.timezoneOffset),
      vara: term('weekday', weekdays[day.weekday]!, lang),
      tithi: `${limbNaming('tithi', t.name, lang).name} (${t.paksha})`,
      nakshatra: limbNaming('nakshatra', nakshatraAt(services.ephemeris, jd, settings.chart).name, lang).name,
      yoga: limbNaming('panchang-yoga', yogaAt(services.ephemeris, jd, settings.chart).name, lang).name,
      karana: limbNaming('karana', karanaAt(services.ephemeris, jd, settings.chart).name, lang).name,
    });
  }
  return out;
}
