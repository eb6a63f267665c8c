/**
 * The Vedic report kinds: the kundli (BPHS) and the career report's dasamsa. Everything is the
 * Vedic family's own: castRashi (sidereal rashi chart, /vedic/chart), grahaOut, the Vimshottari
 * periods of /vedic/dasha/vimshottari (nakshatraDashaAnswer, antardashasOut), the Kuja check of
 * /vedic/dosha/manglik; the charts are the render family's North or South Indian drawings.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castRashi } from '@celestial/plugin-vedic/lib/rashi';
import { vargaSign } from '@celestial/plugin-vedic/lib/vargas';
import { grahaOut } from '@celestial/plugin-vedic/lib/schemas';
import { VIMSHOTTARI } from '@celestial/plugin-vedic/lib/dasha';
import { antardashasOut, nakshatraDashaAnswer } from '@celestial/plugin-vedic/lib/dasha-answer';
import { manglik } from '@celestial/plugin-vedic/lib/doshas';
import { readYogaChart, yogaAnswer } from '@celestial/plugin-vedic/lib/yogas';
import { allYogas, birthDayFacts } from '@celestial/plugin-vedic/lib/yogas-all';
import { shadbala } from '@celestial/plugin-vedic/lib/shadbala';
import { ashtakavarga } from '@celestial/plugin-vedic/lib/ashtakavarga';
import { grahaRef } from '@celestial/plugin-vedic/lib/strength-schemas';
import { signName } from '@celestial/core';
import { addDays, daysBetween, findMuhurtas } from '@celestial/plugin-vedic/lib/muhurta';
import { karanaAt, nakshatraAt, tithiAt, yogaAt } from '@celestial/plugin-vedic/lib/panchang';
import { nextSolarEvent, vedicDayAt } from '@celestial/plugin-vedic/lib/day';
import { vedicSettings } from '@celestial/plugin-vedic/lib/settings';
import { limbNaming } from '@celestial/plugin-vedic/lib/vocabulary';
import { localIso } from '@celestial/plugin-vedic/lib/schemas';
import { resolveMoment } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { MuhurtaInput } from '@celestial/plugin-vedic/lib/muhurta';
import { activity } from '@celestial/plugin-vedic/lib/muhurta-rules';
import { muhurtaHooks } from '@celestial/plugin-vedic/lib/muhurta-samskaras';
import { indianChart, renderNorthIndian, renderSouthIndian } from '@celestial/plugin-render/lib/indian';
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

export function kundliReport(birth: VedicInput & { name?: string; city?: string }, style: 'north' | 'south', services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const rashi = castRashi(birth, services);
  const grahas = rashi.grahas.map((g) => grahaOut(g, lang));
  const dasha = nakshatraDashaAnswer(VIMSHOTTARI, rashi, services.ephemeris, lang);
  const off = rashi.moment.timezoneOffset;
  const antar = antardashasOut(VIMSHOTTARI, dasha.periods.slice(0, 3), dasha.yearDays, off, lang);
  const kuja = manglik(readYogaChart(rashi));
  const yogas = allYogas(readYogaChart(rashi), birthDayFacts(rashi, services.ephemeris)).filter((y) => y.present).map((y) => yogaAnswer(y, lang));
  const sb = shadbala(rashi, services.ephemeris);
  const sav = ashtakavarga(rashi).sarva;
  return {
    kind: 'vedic-kundli',
    title,
    subtitle: `${birthLine(birth)} · ${birth.ayanamsa ?? 'lahiri'} · ${rashi.ayanamsaValue.toFixed(4)}°`,
    sections: [
      { heading: L.chart, drawings: [drawing(rashi, 'D1', style, lang, 'D1'), drawing(rashi, 'D9', style, lang, 'D9')] },
      {
        heading: L.planets,
        tables: [{ head: [L.body, L.sign, L.position, term('panchang-limb', 'nakshatra', lang), L.house, L.retrograde], rows: grahas.map((g) => [g.name, g.signName, g.formatted, `${g.nakshatra.name} ${g.pada}`, String(g.house), g.retrograde ? '℞' : '']) }],
      },
      {
        // Shodasavarga (BPHS ch. 6-7): each graha's and the lagna's sign in the sixteen divisions
        // (the Vedic family's vargaSign, Parashari), signs by number 1-12.
        heading: 'Shodasavarga',
        tables: [{ head: ['', ...SHODASA.map((n) => `D${n}`)], rows: [['Lagna', rashi.lagna.longitude] as const, ...grahas.map((g, i) => [g.name, rashi.grahas[i]!.longitude] as const)].map(([name, lon]) => [name, ...SHODASA.map((n) => String(vargaSign(lon, n) + 1))]) }],
      },
      {
        heading: `Vimshottari · ${L.period}`,
        facts: [{ label: dasha.answer.moonNakshatra.name ?? term('panchang-limb', 'nakshatra', lang), value: `${dasha.answer.balanceAtBirth.lord.name}: ${dasha.answer.balanceAtBirth.years}y ${dasha.answer.balanceAtBirth.months}m ${dasha.answer.balanceAtBirth.days}d` }],
        tables: [
          { head: [L.period, L.start, L.end], rows: dasha.answer.periods.map((p) => [p.lord.name, day(p.start), day(p.end)]) },
          { caption: 'Antardasha', head: [L.period, '', L.start, L.end], rows: antar.map((a) => [a.mahadasha.lord.name, a.lord.name, day(a.start), day(a.end)]) },
        ],
      },
      { heading: term('dosha', 'manglik', lang), facts: [{ label: term('dosha', 'manglik', lang), value: kuja.present ? `${kuja.severity}%` : L.none }], paragraphs: [kuja.details, ...kuja.cancellations] },
      {
        // The yogas present by the family's rules (/vedic/yogas/all: BPHS ch. 36 and the classical lists).
        heading: 'Yogas',
        pageBreak: true,
        ...(yogas.length ? { tables: [{ head: ['Yoga', ''], rows: yogas.map((y) => [y.name, y.circumstance ?? '']) }] } : { paragraphs: [L.none] }),
      },
      {
        // Shadbala of the seven grahas in rupas against the required (/vedic/shadbala/full, BPHS ch. 27).
        heading: 'Shadbala',
        tables: [{ head: [L.body, 'Rupas', 'Rupas ≥ (BPHS)', '#'], rows: sb.grahas.map((g) => [grahaRef(g.graha, lang).name, g.totalRupas.toFixed(2), g.requiredRupas.toFixed(2), String(g.rank)]) }],
      },
      {
        // Sarvashtakavarga bindus by house from the lagna (/vedic/ashtakavarga/sarva, BPHS ch. 66-72).
        heading: 'Sarvashtakavarga',
        tables: [{ head: [L.house, L.sign, 'Bindus'], rows: sav.map((_, h) => { const s = (rashi.lagna.sign - 1 + h) % 12; return [String(h + 1), signName(s + 1, lang), String(sav[s])]; }) }],
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

const HOOK_OF: Record<string, keyof typeof muhurtaHooks> = {
  travel: 'travel', namakarana: 'namakarana', annaprashana: 'annaprashana', mundan: 'mundan', upanayana: 'upanayana', vidyarambha: 'vidyarambha', 'property-purchase': 'property',
};

export interface MuhurtaReportInput extends MuhurtaInput {
  activity: string;
  direction?: string;
  sex?: 'male' | 'female';
}

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
