/**
 * The muhurta engine of the twelve activity finders (/vedic/muhurta/*): one walk over the Vedic
 * days of a date range that intersects an activity's rule windows.
 *
 * For each Vedic day (sunrise to sunrise, day.ts) the instants where anything the rules read
 * changes are collected: tithi, karana, nakshatra and yoga boundaries (limbs.ts, Brent root
 * finding on the limb angles), the lagna changes (panchang.ts lagnaWindows: Brent on the
 * sidereal ascendant) and Rahu kala (panchang-periods.ts). Between two such instants every
 * limb and the lagna are constant, so each elementary span is judged once, at its midpoint:
 * - refusals (the span is dropped): the Moon's star not among the activity's, Rikta tithis
 *   (4, 9, 14 of either paksha) and Amavasya, Vishti karana (Bhadra), Rahu kala, a lagna or
 *   weekday the activity does not allow, and with a native's chart the bad taras (3 Vipat,
 *   5 Pratyak, 7 Naidhana) and chandrashtama (Muhurta Chintamani, Shubhashubha and Gochara
 *   prakaranas);
 * - day refusals: Jupiter or Venus combust (guru-shukra moudhya), adhika masa, the lunar
 *   months and the Sun's course (uttarayana) an activity requires, its own checks (age);
 * - scored rules (warnings when missed): houses from the muhurta lagna that must be empty, a
 *   natural benefic in the wanted houses, an auspicious yoga, chandrabala.
 * Adjacent surviving spans with the same lagna, star and tithi join into one window. The score
 * is the share (0-100) of the scored rules the window meets.
 *
 * Slow grahas are read at the day's sunrise (their sign rarely changes within a day); the Moon
 * at each span's midpoint.
 */
import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Latitude, Longitude, Instant, signName, signSlug, term, Warning } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { limbNaming, NamedMembers, nakshatraNaming, NakshatraMembers } from './vocabulary.js';
import type { Ephemeris } from '@celestial/core';
import { parseDate, resolveMoment } from '@celestial/core/astro';
import { vedicDayAt, nextSolarEvent, WEEKDAY_NAMES } from './day.js';
import type { VedicDay } from './day.js';
import { GRAHA_NAMES, isCombust, NATURAL_BENEFICS, SIGN_NAMES_EN } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { karanaName, limbBoundaries, limbIndex, tithiName, YOGA_NAMES } from './limbs.js';
import { INAUSPICIOUS_YOGAS, lagnaWindows, lunarMonthAt, LUNAR_MONTHS } from './panchang.js';
import { rahuKaal } from './panchang-periods.js';
import { castRashi, grahaLongitude, grahaLongitudes } from './rashi.js';
import type { VedicBirthInput, VedicServices } from './rashi.js';
import { localIso, vedicBirthData } from './schemas.js';
import { VedicOptions, vedicSettings, vedicSettingsEcho, VedicSettingsEcho } from './settings.js';
import { chandrabalaOf, taraOf } from './tara.js';
import { nakshatraOf, NAKSHATRAS } from '@celestial/core/astro';
import type { ActivityRules } from './muhurta-rules.js';
import { BASE_BAD_TITHIS, STAR_CLASSES } from './muhurta-rules.js';

export const MAX_RANGE_DAYS = 90;

const BD = vedicBirthData().properties;

/** The request of the finders: a date range, a place, the conventions, optional natives, the activity's extras. */
export function muhurtaBody<P extends Record<string, import('@sinclair/typebox').TSchema>>(extra: P, options: { chart2?: boolean } = {}) {
  return Type.Object(
    {
      startDate: DateString,
      endDate: Type.String({ ...DateString, description: `calendar date YYYY-MM-DD, at most ${MAX_RANGE_DAYS} days after startDate` }),
      latitude: Latitude,
      longitude: Longitude,
      timezone: BD.timezone,
      timezoneOffset: BD.timezoneOffset,
      ayanamsa: BD.ayanamsa,
      ayanamsaId: BD.ayanamsaId,
      ...VedicOptions,
      chart: Type.Optional(vedicBirthData({}, {})),
      ...(options.chart2 ? { chart2: Type.Optional(vedicBirthData({}, {})) } : {}),
      ...extra,
    },
    { additionalProperties: true, 'x-birth-data': true },
  );
}

export interface MuhurtaInput {
  startDate: string;
  endDate: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  timezoneOffset?: number | null;
  ayanamsa?: string;
  ayanamsaId?: number | null;
  nodeType?: 'mean' | 'true';
  node?: 'mean' | 'true';
  sunrise?: 'hindu' | 'upper-limb';
  chart?: VedicBirthInput;
  chart2?: VedicBirthInput;
}

export const MuhurtaWindow = Type.Object({
  start: Instant('local time ISO 8601'),
  end: Instant('local time ISO 8601'),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  lagna: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String({ description: "the sign's name in the answer's language" }) }),
  nakshatra: Type.Object(NakshatraMembers),
  tithi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), ...NamedMembers, paksha: Type.String() }),
  vara: Type.Object({ weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 Sunday' }), slug: Type.String({ description: 'sunday ... saturday' }), name: Type.String({ description: "the weekday in the answer's language" }) }),
  reasons: Type.Array(Type.String()),
  warnings: Type.Array(Warning, { description: 'soft rules the window misses (code muhurta-rule-missed), each in its message' }),
});
export const MuhurtaAnswer = Type.Object({
  activity: Type.String(),
  settings: VedicSettingsEcho,
  windows: Type.Array(MuhurtaWindow),
  daysScanned: Type.Integer({ minimum: 0 }),
  daysRejected: Type.Integer({ minimum: 0 }),
  rejectedDays: Type.Array(Type.Object({ date: Type.String(), reasons: Type.Array(Type.String()) }), { description: 'days refused by the day rules, with why' }),
});

/** What a day check sees. */
export interface MuhurtaDay {
  /** Local civil date of the sunrise, YYYY-MM-DD. */
  date: string;
  day: VedicDay;
  /** Sidereal longitudes at sunrise, index = graha. */
  longitudes: number[];
  retrograde: boolean[];
  offset: number;
}

export interface MuhurtaHooks {
  /** Activity's own day refusal (age, disha shoola ...): reasons to refuse, empty to keep. */
  dayCheck?: (d: MuhurtaDay) => string[];
}

/** Days between two YYYY-MM-DD dates (b - a). */
export function daysBetween(a: string, b: string): number {
  const pa = parseDate(a);
  const pb = parseDate(b);
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000);
}
export function addDays(date: string, n: number): string {
  const p = parseDate(date);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + n)).toISOString().slice(0, 10);
}

export function checkRange(startDate: string, endDate: string, maxDays: number, field = 'endDate'): number {
  const span = daysBetween(startDate, endDate);
  if (span < 0) throw ApiError.invalidField(field, 'must not be before startDate');
  if (span > maxDays) throw ApiError.invalidField(field, `must be at most ${maxDays} days after startDate`);
  return span;
}

const starLabel = (n: number) => {
  const cls = (Object.keys(STAR_CLASSES) as (keyof typeof STAR_CLASSES)[]).find((k) => (STAR_CLASSES[k] as readonly number[]).includes(n));
  return `${NAKSHATRAS[n - 1]!.name}${cls ? ` (${cls})` : ''}`;
};

export function findMuhurtas(body: MuhurtaInput, services: VedicServices, rules: ActivityRules, hooks: MuhurtaHooks = {}, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const span = checkRange(body.startDate, body.endDate, MAX_RANGE_DAYS);
  const settings = vedicSettings(body as unknown as VedicBirthInput);
  const sid = settings.chart;
  const { latitude, longitude } = body;
  const natives = [body.chart, body.chart2].filter((c): c is VedicBirthInput => c !== undefined).map((c) => {
    const chart = castRashi(c, services);
    return { star: chart.grahas[1]!.nakshatra.number, sign: chart.grahas[1]!.sign };
  });
  const windows: ReturnType<typeof windowOut>[] = [];
  const rejectedDays: { date: string; reasons: string[] }[] = [];
  let daysRejected = 0;
  let month: ReturnType<typeof lunarMonthAt> | null = null;
  let ayanamsaValue = 0;

  for (let i = 0; i <= span; i++) {
    const date = addDays(body.startDate, i);
    const m = resolveMoment({ date, time: '00:00:00', timezone: body.timezone, timezoneOffset: body.timezoneOffset, latitude, longitude }, services);
    const offset = m.timezoneOffset;
    const sunrise0 = nextSolarEvent(ephemeris, m.julianDayUT, 'rise', latitude, longitude, settings.sunrise);
    const day = vedicDayAt(ephemeris, sunrise0 + 1e-4, latitude, longitude, offset, settings.sunrise);
    if (i === 0) ayanamsaValue = ephemeris.ayanamsa(day.sunrise, sid.siderealMode);
    const longitudes = grahaLongitudes(ephemeris, day.sunrise, settings);
    const retrograde = longitudes.map((_, g) => (g >= 7 ? true : grahaLongitude(ephemeris, day.sunrise, g as GrahaNumber, settings).speed < 0));
    const facts: MuhurtaDay = { date, day, longitudes, retrograde, offset };

    // Day refusals.
    const dayReasons: string[] = [];
    const sun = longitudes[0]!;
    if (rules.guruShukraUdaya) {
      for (const g of [4, 5] as const) if (isCombust(g, longitudes[g]!, sun, retrograde[g]!)) dayReasons.push(`${GRAHA_NAMES[g]} combust (moudhya)`);
    }
    if (rules.noAdhikaMasa || rules.lunarMonths.length > 0) {
      if (!month || day.sunrise >= month.amanta.end || day.sunrise < month.amanta.start) month = lunarMonthAt(ephemeris, day.sunrise, sid);
      if (rules.noAdhikaMasa && month.amanta.adhika) dayReasons.push(`adhika ${month.amanta.name}`);
      if (rules.lunarMonths.length > 0 && (month.amanta.adhika || !rules.lunarMonths.includes(month.amanta.index))) dayReasons.push(`lunar month ${month.amanta.adhika ? 'adhika ' : ''}${month.amanta.name} not allowed (${rules.lunarMonths.map((k) => LUNAR_MONTHS[k]).join(', ')})`);
    }
    if (rules.uttarayana) {
      const sunSign = Math.floor(sun / 30) + 1;
      if (![10, 11, 12, 1, 2, 3].includes(sunSign)) dayReasons.push('Dakshinayana (the Sun in sidereal Cancer to Sagittarius)');
    }
    if (rules.weekdays.length > 0 && !rules.weekdays.includes(day.weekday)) dayReasons.push(`${WEEKDAY_NAMES[day.weekday]} not allowed`);
    if (hooks.dayCheck) dayReasons.push(...hooks.dayCheck(facts));
    if (dayReasons.length > 0) {
      daysRejected++;
      rejectedDays.push({ date, reasons: dayReasons });
      continue;
    }

    // Elementary spans.
    const from = day.sunrise;
    const to = day.nextSunrise;
    const cuts = new Set<number>([from, to]);
    for (const kind of ['tithi', 'karana', 'nakshatra', 'yoga'] as const) for (const b of limbBoundaries(ephemeris, from, to, kind, sid)) cuts.add(b.jd);
    const lagnas = lagnaWindows(ephemeris, from, to, latitude, longitude, sid);
    for (const w of lagnas) cuts.add(w.start);
    const rahu = rahuKaal(day);
    if (rahu.start > from && rahu.start < to) cuts.add(rahu.start);
    if (rahu.end > from && rahu.end < to) cuts.add(rahu.end);
    const points = [...cuts].sort((a, b) => a - b);
    let kept = 0;
    let open: ReturnType<typeof judge> & { start: number; end: number } | null = null;
    const flush = () => {
      if (open && open.end - open.start >= 60 / 86400) {
        windows.push(windowOut(open, offset, day.weekday, lang));
        kept++;
      }
      open = null;
    };
    for (let k = 0; k + 1 < points.length; k++) {
      const a = points[k]!;
      const b = points[k + 1]!;
      if (b - a < 1e-6) continue;
      const mid = (a + b) / 2;
      const lagna = lagnas.find((w) => mid >= w.start && mid < w.end)?.sign ?? Math.floor(ephemeris.houses(mid, latitude, longitude, 'W', sid).ascendant / 30) + 1;
      const j = judge(ephemeris, mid, sid, settings, rules, lagna, longitudes, natives, mid >= rahu.start && mid < rahu.end);
      if (!j.ok) {
        flush();
        continue;
      }
      if (open && open.lagna === j.lagna && open.star === j.star && open.tithi === j.tithi && open.score === j.score) {
        open.end = b;
      } else {
        flush();
        open = { ...j, start: a, end: b };
      }
    }
    flush();
    if (kept === 0) daysRejected++;
  }
  return { activity: rules.id, settings: vedicSettingsEcho(settings, ayanamsaValue), windows, daysScanned: span + 1, daysRejected, rejectedDays };
}

function judge(ephemeris: Ephemeris, jd: number, sid: import('@celestial/core').ZodiacSettings, settings: ReturnType<typeof vedicSettings>, rules: ActivityRules, lagna: number, dayLongitudes: number[], natives: { star: number; sign: number }[], inRahuKala: boolean) {
  const tithi = limbIndex(ephemeris, jd, 'tithi', sid) + 1;
  const karana = karanaName(limbIndex(ephemeris, jd, 'karana', sid));
  const yoga = limbIndex(ephemeris, jd, 'yoga', sid);
  const moon = grahaLongitude(ephemeris, jd, 1, settings).longitude;
  const star = nakshatraOf(moon).nakshatra.number;
  const moonSign = Math.floor(moon / 30) + 1;
  const paksha = tithiName(tithi).paksha;
  const base = { lagna, star, tithi, ok: false, score: 0, reasons: [] as string[], warnings: [] as string[] };
  if (!rules.nakshatras.includes(star)) return base;
  if ((BASE_BAD_TITHIS as readonly number[]).includes(tithi)) return base;
  if (rules.tithis.length > 0 && !rules.tithis.includes(tithi)) return base;
  if (rules.shuklaOnly && paksha !== 'shukla') return base;
  if (karana.name === 'Vishti') return base;
  if (inRahuKala) return base;
  if (rules.lagnas.length > 0 && !rules.lagnas.includes(lagna)) return base;
  const reasons = [`Moon in ${starLabel(star)}`, `tithi ${tithiName(tithi).name} (${paksha})`, `karana ${karana.name}`, `lagna ${SIGN_NAMES_EN[lagna - 1]}${rules.lagnas.length ? ' (allowed)' : ''}`];
  const warnings: string[] = [];
  let passed = 0;
  let total = 0;
  const soft = (ok: boolean, good: string, bad: string) => {
    total++;
    if (ok) {
      passed++;
      reasons.push(good);
    } else warnings.push(bad);
  };
  for (const n of natives) {
    const tara = taraOf(n.star, star);
    const cb = chandrabalaOf(n.sign, moonSign, paksha);
    if (!tara.favourable || cb.chandrashtama) return base;
    reasons.push(`${tara.name} tara for the native`);
    soft(cb.favourable, `chandrabala (${cb.house} from the janma rashi)`, `no chandrabala (${cb.house} from the janma rashi)`);
  }
  const longitudes = dayLongitudes.slice();
  longitudes[1] = moon;
  const signOf = (g: number) => Math.floor(longitudes[g]! / 30) + 1;
  const houseOf = (g: number) => ((signOf(g) - lagna + 12) % 12) + 1;
  for (const h of rules.emptyHouses) {
    const occupants = longitudes.map((_, g) => g).filter((g) => houseOf(g) === h);
    soft(occupants.length === 0, `${h}th from the lagna empty`, `${occupants.map((g) => GRAHA_NAMES[g]).join(', ')} in the ${h}th from the lagna`);
  }
  if (rules.beneficHouses.length > 0) {
    const benefics = NATURAL_BENEFICS.filter((g) => g !== 1 && rules.beneficHouses.includes(houseOf(g)));
    soft(benefics.length > 0, `${benefics.map((g) => GRAHA_NAMES[g]).join(', ')} in a good house (${rules.beneficHouses.join(', ')})`, `no natural benefic in the houses ${rules.beneficHouses.join(', ')}`);
  }
  soft(!INAUSPICIOUS_YOGAS.has(YOGA_NAMES[yoga]!), `yoga ${YOGA_NAMES[yoga]}`, `inauspicious yoga ${YOGA_NAMES[yoga]}`);
  return { lagna, star, tithi, ok: true, score: Math.round((100 * passed) / total), reasons, warnings };
}

const WEEKDAY_SLUGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

function windowOut(w: { start: number; end: number; lagna: number; star: number; tithi: number; score: number; reasons: string[]; warnings: string[] }, offset: number, weekday: number, lang: LangCode) {
  const t = tithiName(w.tithi);
  return {
    start: localIso(w.start, offset),
    end: localIso(w.end, offset),
    score: w.score,
    lagna: { sign: w.lagna, slug: signSlug(w.lagna), name: signName(w.lagna, lang) },
    nakshatra: nakshatraNaming(w.star, lang),
    tithi: { number: w.tithi, ...limbNaming('tithi', t.name, lang), paksha: t.paksha },
    vara: { weekday, slug: WEEKDAY_SLUGS[weekday]!, name: term('weekday', WEEKDAY_SLUGS[weekday]!, lang) },
    reasons: w.reasons,
    // core's Warning shape (DESIGN.md, Vocabulary): a code for machines, the missed rule for people.
    warnings: w.warnings.map((message) => ({ code: 'muhurta-rule-missed', message })),
  };
}

/** Whole months (and days) of age at a date, for the samskara age rules. */
export function ageAt(birthDate: string, date: string): { years: number; months: number; days: number } {
  const b = parseDate(birthDate);
  const d = parseDate(date);
  let months = (d.year - b.year) * 12 + (d.month - b.month);
  if (d.day < b.day) months--;
  return { years: Math.floor(months / 12), months, days: daysBetween(birthDate, date) };
}
