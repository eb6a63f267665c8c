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
import { ApiError, DateString, Latitude, Longitude, Instant, kebab, named, signName, signSlug, StringEnum, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { grahaNaming, GrahaRefSchema, limbNaming, NamedMembers, nakshatraNaming, NakshatraMembers } from './vocabulary.js';
import { listOf, numbersOf, sentence } from './explanations.js';
import type { Fill } from './explanations.js';
import type { Ephemeris } from '@celestial/core';
import { parseDate, resolveMoment } from '@celestial/core/astro';
import { vedicDayAt, nextSolarEvent } from './day.js';
import type { VedicDay } from './day.js';
import { isCombust, NATURAL_BENEFICS } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { karanaName, limbBoundaries, limbIndex, tithiName, YOGA_NAMES } from './limbs.js';
import { INAUSPICIOUS_YOGAS, lagnaWindows, lunarMonthAt, LUNAR_MONTHS } from './panchang.js';
import { rahuKaal } from './panchang-periods.js';
import { castRashi, grahaLongitude, grahaLongitudes } from './rashi.js';
import type { VedicBirthInput, VedicServices } from './rashi.js';
import { localIso, vedicBirthData } from './schemas.js';
import { VedicOptions, vedicSettings, vedicSettingsEcho, VedicSettingsEcho } from './settings.js';
import { chandrabalaOf, taraOf } from './tara.js';
import { nakshatraOf } from '@celestial/core/astro';
import type { ActivityRules, StarClass } from './muhurta-rules.js';
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

const Named = (description: string) => Type.Object(NamedMembers, { description });

/**
 * The data a muhurta reason names, as members (issue 12: the reasons were English sentences):
 * each reason carries the ones its rule reads.
 */
const MuhurtaReasonData = {
  nakshatra: Type.Optional(Type.Object(NakshatraMembers, { description: "the Moon's nakshatra" })),
  starClass: Type.Optional(Named('its class by nature (Muhurta Chintamani, Nakshatra prakarana): dhruva, chara, kshipra, mridu, ugra, mishra, tikshna')),
  tithi: Type.Optional(Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), ...NamedMembers })),
  paksha: Type.Optional(Named('shukla or krishna')),
  karana: Type.Optional(Named('the karana')),
  sign: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'the lagna sign, Aries 1' })),
  signName: Type.Optional(Type.String({ description: "the sign's name in the answer's language" })),
  degree: Type.Optional(Type.Number({ description: 'degrees of the lagna in its sign' })),
  tara: Type.Optional(Named("the native's tara (janma ... parama-mitra)")),
  house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'the house the rule reads' })),
  houses: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'the houses the rule reads' })),
  grahas: Type.Optional(Type.Array(GrahaRefSchema, { description: 'the grahas the rule found there' })),
  before: Type.Optional(Type.Array(GrahaRefSchema, { description: 'malefics in the sign before (papa-kartari)' })),
  after: Type.Optional(Type.Array(GrahaRefSchema, { description: 'malefics in the sign after (papa-kartari)' })),
  yoga: Type.Optional(Named('the panchang yoga')),
  graha: Type.Optional(GrahaRefSchema),
  month: Type.Optional(Named('the amanta lunar month')),
  months: Type.Optional(Type.Array(Type.Object(NamedMembers), { description: 'the lunar months the activity allows' })),
  weekday: Type.Optional(Named('the weekday (sunday ... saturday)')),
  direction: Type.Optional(StringEnum(['east', 'west', 'north', 'south'] as const, { description: 'the direction the disha shoola pierces' })),
  day: Type.Optional(Type.Integer({ minimum: 1, description: 'day of life (the birth day is the 1st)' })),
  solarMonth: Type.Optional(Type.Integer({ minimum: 1, description: 'solar month of age' })),
  year: Type.Optional(Type.Integer({ description: 'year of age (or from conception, upanayana)' })),
};

/** A reason: `slug` (core's muhurta-reason table), the sentence in `text`, the rule's data as members. */
export const MuhurtaReasonSchema = Type.Object({
  slug: Type.String({ description: "the rule, stable (moon-nakshatra, tithi, karana, lagna, graha-combust, adhika-masa, disha-shoola-east ...): key an app's own text to it" }),
  text: Type.String({ description: "the reason in the answer's language, filled with the data below" }),
  ...MuhurtaReasonData,
});
export type MuhurtaReason = { slug: string; text: string } & Record<string, unknown>;

/** A reason of `slug` in `lang`: the sentence filled with `fill` (names already in `lang`), and the data as members. */
export function muhurtaReason(slug: string, lang: LangCode, fill: Fill = {}, data: Record<string, unknown> = {}): MuhurtaReason {
  return { slug, text: sentence('muhurta-reason', slug, lang, fill), ...data };
}

export const MuhurtaWindow = Type.Object({
  start: Instant('local time ISO 8601'),
  end: Instant('local time ISO 8601'),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  lagna: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String({ description: "the sign's name in the answer's language" }) }),
  nakshatra: Type.Object(NakshatraMembers),
  tithi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), ...NamedMembers, paksha: Type.String() }),
  vara: Type.Object({ weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 Sunday' }), slug: Type.String({ description: 'sunday ... saturday' }), name: Type.String({ description: "the weekday in the answer's language" }) }),
  reasons: Type.Array(MuhurtaReasonSchema, { description: 'why the window is kept: the star, tithi, karana, lagna and the scored rules it meets' }),
  warnings: Type.Array(Type.Object({
    code: Type.Literal('muhurta-rule-missed'),
    slug: MuhurtaReasonSchema.properties.slug,
    message: Type.String({ description: "the missed rule in the answer's language (core's muhurta-reason table)" }),
    ...MuhurtaReasonData,
  }), { description: 'soft rules the window misses (code muhurta-rule-missed): the rule by slug, its data as members, the sentence in message' }),
});
export const MuhurtaAnswer = Type.Object({
  activity: Type.String(),
  settings: VedicSettingsEcho,
  windows: Type.Array(MuhurtaWindow),
  daysScanned: Type.Integer({ minimum: 0 }),
  daysRejected: Type.Integer({ minimum: 0 }),
  rejectedDays: Type.Array(Type.Object({ date: Type.String(), reasons: Type.Array(MuhurtaReasonSchema) }), { description: 'days refused by the day rules, with why' }),
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
  /** Activity's own day refusal (age, disha shoola ...): reasons to refuse (in `lang`), empty to keep. */
  dayCheck?: (d: MuhurtaDay, lang: LangCode) => MuhurtaReason[];
}

const WEEKDAY_SLUGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** `{ slug, name }` of weekday 0 (Sunday) ... 6 in `lang`. */
export function weekdayNamed(weekday: number, lang: LangCode): { slug: string; name: string } {
  return named('weekday', WEEKDAY_SLUGS[weekday]!, lang);
}

/** The class by nature of nakshatra 1-27 (every star is in one class). */
export function starClassOf(star: number): StarClass {
  return (Object.keys(STAR_CLASSES) as StarClass[]).find((k) => (STAR_CLASSES[k] as readonly number[]).includes(star))!;
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
  const rejectedDays: { date: string; reasons: MuhurtaReason[] }[] = [];
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
    const dayReasons: MuhurtaReason[] = [];
    const sun = longitudes[0]!;
    if (rules.guruShukraUdaya) {
      for (const g of [4, 5] as const) if (isCombust(g, longitudes[g]!, sun, retrograde[g]!)) dayReasons.push(combustReason(g, lang));
    }
    if (rules.noAdhikaMasa || rules.lunarMonths.length > 0) {
      if (!month || day.sunrise >= month.amanta.end || day.sunrise < month.amanta.start) month = lunarMonthAt(ephemeris, day.sunrise, sid);
      const m = lunarMonthNamed(month.amanta.name, lang);
      if (rules.noAdhikaMasa && month.amanta.adhika) dayReasons.push(muhurtaReason('adhika-masa', lang, { month: m.name }, { month: m }));
      if (rules.lunarMonths.length > 0 && (month.amanta.adhika || !rules.lunarMonths.includes(month.amanta.index))) {
        const allowed = rules.lunarMonths.map((k) => lunarMonthNamed(LUNAR_MONTHS[k]!, lang));
        dayReasons.push(muhurtaReason(month.amanta.adhika ? 'adhika-month-not-allowed' : 'lunar-month-not-allowed', lang, { month: m.name, months: listOf(allowed.map((x) => x.name), lang) }, { month: m, months: allowed }));
      }
    }
    if (rules.uttarayana) {
      const sunSign = Math.floor(sun / 30) + 1;
      if (![10, 11, 12, 1, 2, 3].includes(sunSign)) dayReasons.push(muhurtaReason('dakshinayana', lang));
    }
    if (rules.weekdays.length > 0 && !rules.weekdays.includes(day.weekday)) {
      const w = weekdayNamed(day.weekday, lang);
      dayReasons.push(muhurtaReason('weekday-not-allowed', lang, { weekday: w.name }, { weekday: w }));
    }
    if (hooks.dayCheck) dayReasons.push(...hooks.dayCheck(facts, lang));
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
      const j = judge(ephemeris, mid, sid, settings, rules, lagna, longitudes, natives, mid >= rahu.start && mid < rahu.end, lang);
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

function judge(ephemeris: Ephemeris, jd: number, sid: import('@celestial/core').ZodiacSettings, settings: ReturnType<typeof vedicSettings>, rules: ActivityRules, lagna: number, dayLongitudes: number[], natives: { star: number; sign: number }[], inRahuKala: boolean, lang: LangCode) {
  const tithi = limbIndex(ephemeris, jd, 'tithi', sid) + 1;
  const karana = karanaName(limbIndex(ephemeris, jd, 'karana', sid));
  const yoga = limbIndex(ephemeris, jd, 'yoga', sid);
  const moon = grahaLongitude(ephemeris, jd, 1, settings).longitude;
  const star = nakshatraOf(moon).nakshatra.number;
  const moonSign = Math.floor(moon / 30) + 1;
  const paksha = tithiName(tithi).paksha;
  const base = { lagna, star, tithi, ok: false, score: 0, reasons: [] as MuhurtaReason[], warnings: [] as MuhurtaReason[] };
  if (!rules.nakshatras.includes(star)) return base;
  if ((BASE_BAD_TITHIS as readonly number[]).includes(tithi)) return base;
  if (rules.tithis.length > 0 && !rules.tithis.includes(tithi)) return base;
  if (rules.shuklaOnly && paksha !== 'shukla') return base;
  if (karana.name === 'Vishti') return base;
  if (inRahuKala) return base;
  if (rules.lagnas.length > 0 && !rules.lagnas.includes(lagna)) return base;
  // Why the span is kept, in the answer's language (core's muhurta-reason table), its data as members.
  const nk = nakshatraNaming(star, lang);
  const cls = named('nakshatra-class', starClassOf(star), lang);
  const t = { number: tithi, ...limbNaming('tithi', tithiName(tithi).name, lang) };
  const pk = named('paksha', paksha, lang);
  const kr = limbNaming('karana', karana.name, lang);
  const lagnaName = signName(lagna, lang);
  const reasons: MuhurtaReason[] = [
    muhurtaReason('moon-nakshatra', lang, { nakshatra: nk.name, starClass: cls.name }, { nakshatra: nk, starClass: cls }),
    muhurtaReason('tithi', lang, { tithi: t.name, paksha: pk.name }, { tithi: t, paksha: pk }),
    muhurtaReason('karana', lang, { karana: kr.name }, { karana: kr }),
    muhurtaReason(rules.lagnas.length ? 'lagna-allowed' : 'lagna', lang, { sign: lagnaName }, { sign: lagna, signName: lagnaName }),
  ];
  const warnings: MuhurtaReason[] = [];
  let passed = 0;
  let total = 0;
  const soft = (ok: boolean, good: () => MuhurtaReason, bad: () => MuhurtaReason) => {
    total++;
    if (ok) {
      passed++;
      reasons.push(good());
    } else warnings.push(bad());
  };
  for (const n of natives) {
    const tara = taraOf(n.star, star);
    const cb = chandrabalaOf(n.sign, moonSign, paksha);
    if (!tara.favourable || cb.chandrashtama) return base;
    const tr = named('tara', kebab(tara.name), lang);
    reasons.push(muhurtaReason('native-tara', lang, { tara: tr.name }, { tara: tr }));
    soft(cb.favourable, () => muhurtaReason('chandrabala', lang, { house: cb.house }, { house: cb.house }), () => muhurtaReason('no-chandrabala', lang, { house: cb.house }, { house: cb.house }));
  }
  const longitudes = dayLongitudes.slice();
  longitudes[1] = moon;
  const signOf = (g: number) => Math.floor(longitudes[g]! / 30) + 1;
  const houseOf = (g: number) => ((signOf(g) - lagna + 12) % 12) + 1;
  for (const h of rules.emptyHouses) {
    const occupants = longitudes.map((_, g) => g).filter((g) => houseOf(g) === h);
    soft(occupants.length === 0, () => muhurtaReason('house-empty', lang, { house: h }, { house: h }), () => grahasInHouse(h, occupants, lang));
  }
  if (rules.beneficHouses.length > 0) {
    const houses = [...rules.beneficHouses];
    const benefics = NATURAL_BENEFICS.filter((g) => g !== 1 && rules.beneficHouses.includes(houseOf(g))).map((g) => grahaNaming(g, lang));
    soft(benefics.length > 0, () => muhurtaReason('benefics-in-houses', lang, { houses: numbersOf(houses, lang), grahas: listOf(benefics.map((b) => b.name), lang) }, { houses, grahas: benefics }), () => muhurtaReason('no-benefic-in-houses', lang, { houses: numbersOf(houses, lang) }, { houses }));
  }
  const yg = limbNaming('panchang-yoga', YOGA_NAMES[yoga]!, lang);
  soft(!INAUSPICIOUS_YOGAS.has(YOGA_NAMES[yoga]!), () => muhurtaReason('yoga', lang, { yoga: yg.name }, { yoga: yg }), () => muhurtaReason('inauspicious-yoga', lang, { yoga: yg.name }, { yoga: yg }));
  return { lagna, star, tithi, ok: true, score: Math.round((100 * passed) / total), reasons, warnings };
}

/** The grahas found in house `house` from the lagna, by reference (muhurta-reason house-occupied). */
export function grahasInHouse(house: number, grahas: readonly number[], lang: LangCode): MuhurtaReason {
  const refs = grahas.map((g) => grahaNaming(g, lang));
  return muhurtaReason('house-occupied', lang, { house, grahas: listOf(refs.map((r) => r.name), lang) }, { house, grahas: refs });
}

/** A graha combust (moudhya), by reference. */
export function combustReason(graha: number, lang: LangCode): MuhurtaReason {
  const g = grahaNaming(graha, lang);
  return muhurtaReason('graha-combust', lang, { graha: g.name }, { graha: g });
}

/** `{ slug, name }` of a lunar month by its English (transliterated) name, from core's lunar-month table. */
function lunarMonthNamed(englishName: string, lang: LangCode): { slug: string; name: string } {
  return named('lunar-month', kebab(englishName), lang);
}

function windowOut(w: { start: number; end: number; lagna: number; star: number; tithi: number; score: number; reasons: MuhurtaReason[]; warnings: MuhurtaReason[] }, offset: number, weekday: number, lang: LangCode) {
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
    // core's Warning shape (DESIGN.md, Vocabulary): a code for machines, the missed rule by slug
    // with its data, and the sentence for people in the answer's language.
    warnings: w.warnings.map(({ slug, text, ...data }) => ({ code: 'muhurta-rule-missed' as const, slug, message: text, ...data })),
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
