/**
 * The panchanga of a moment and place: the five limbs with their boundaries (from limbs.ts,
 * root finding), the Vedic day (day.ts), Moon rise and set, the lunar month, the samvatsara,
 * ritu, ayana, sankrantis, panchaka, bhadra, the Anandadi yogas and the tyajya/amrita ghatis.
 *
 * Sources are cited at each function; times are Julian days (UT) here, formatted by the
 * operations in the chart's local time (localIso).
 */
import { ApiError, term } from '@celestial/core';
import type { Ephemeris, LangCode, ResolvedMoment, ZodiacSettings } from '@celestial/core';
import { brentRoot, NAKSHATRAS, normalizeDegrees, resolveMoment } from '@celestial/core/astro';
import { confirmedRiseSet, vedicDayAt } from './day.js';
import type { VedicDay } from './day.js';
import { GRAHA_NAMES, RASHI_NAMES, SIGN_NAMES_EN } from './grahas.js';
import { karanaName, LIMB_SPAN, limbAngle, limbAt, limbBoundaries, limbCrossing, tithiName, YOGA_NAMES } from './limbs.js';
import { nakshatra28Of, nakshatra28Start } from './nakshatra28.js';
import { castRashi } from './rashi.js';
import type { RashiChart, VedicBirthInput, VedicServices } from './rashi.js';
import { localIso } from './schemas.js';

export const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

/** A chart with its place, offset and Vedic day: what every panchang operation starts from. */
export interface PanchangContext {
  chart: RashiChart;
  ephemeris: Ephemeris;
  jd: number;
  latitude: number;
  longitude: number;
  offset: number;
  sidereal: ZodiacSettings;
  day: VedicDay;
}

export function panchangContext(body: VedicBirthInput, services: VedicServices): PanchangContext {
  const chart = castRashi(body, services);
  const offset = chart.moment.timezoneOffset;
  const day = vedicDayAt(services.ephemeris, chart.jd, body.latitude, body.longitude, offset, chart.settings.sunrise);
  return { chart, ephemeris: services.ephemeris, jd: chart.jd, latitude: body.latitude, longitude: body.longitude, offset, sidereal: chart.settings.chart, day };
}

/** Local ISO time of a Julian day in the context's offset. */
export const at = (ctx: { offset: number }, jd: number) => localIso(jd, ctx.offset);
/** UTC ISO time of a Julian day, to the second. */
export const utcAt = (jd: number) => localIso(jd, 0).replace('+00:00', 'Z');

// ---------------------------------------------------------------- the five limbs

/** Tithi groups by (n - 1) mod 5 (Muhurta Chintamani): Nanda, Bhadra, Jaya, Rikta, Purna. */
export const TITHI_GROUPS = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;

export function tithiAt(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings) {
  const span = limbAt(ephemeris, jd, 'tithi', sidereal);
  const number = span.index + 1;
  const next = ((number % 30) + 1);
  const nextEnd = limbCrossing(ephemeris, span.endsAt + 1e-6, 'tithi', (next % 30) * 12, 1, sidereal);
  return {
    number,
    ...tithiName(number),
    group: TITHI_GROUPS[(number - 1) % 5]!,
    elongation: limbAngle(ephemeris, jd, 'tithi', sidereal),
    fraction: span.fraction,
    startsAt: span.startsAt,
    endsAt: span.endsAt,
    next: { number: next, name: tithiName(next).name, paksha: tithiName(next).paksha, endsAt: nextEnd },
  };
}

/** Yogas flagged inauspicious (Muhurta Chintamani, Shubhashubha prakarana). */
export const INAUSPICIOUS_YOGAS = new Set(['Vishkambha', 'Atiganda', 'Shula', 'Ganda', 'Vyaghata', 'Vajra', 'Vyatipata', 'Parigha', 'Vaidhriti']);

export function yogaAt(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings) {
  const span = limbAt(ephemeris, jd, 'yoga', sidereal);
  const name = YOGA_NAMES[span.index]!;
  return { number: span.index + 1, name, auspicious: !INAUSPICIOUS_YOGAS.has(name), sum: limbAngle(ephemeris, jd, 'yoga', sidereal), fraction: span.fraction, startsAt: span.startsAt, endsAt: span.endsAt };
}

export function karanaAt(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings) {
  const span = limbAt(ephemeris, jd, 'karana', sidereal);
  const k = karanaName(span.index);
  const nextIndex = (span.index + 1) % 60;
  const nextEnd = limbCrossing(ephemeris, span.endsAt + 1e-6, 'karana', ((nextIndex + 1) % 60) * 6, 1, sidereal);
  return { index: span.index + 1, ...k, isVishti: k.name === 'Vishti', startsAt: span.startsAt, endsAt: span.endsAt, next: { name: karanaName(nextIndex).name, endsAt: nextEnd } };
}

export function nakshatraAt(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings) {
  const span = limbAt(ephemeris, jd, 'nakshatra', sidereal);
  const lon = limbAngle(ephemeris, jd, 'nakshatra', sidereal);
  const info = NAKSHATRAS[span.index]!;
  const pada = Math.min(4, Math.floor((lon - span.index * LIMB_SPAN.nakshatra) / (10 / 3) + 1e-12) + 1);
  return { number: span.index + 1, name: info.name, ruler: info.ruler, pada, moonLongitude: lon, fraction: span.fraction, startsAt: span.startsAt, endsAt: span.endsAt };
}

/** Vara of a Vedic day: number 1 Sunday ... 7 Saturday, lord = lord of the first hora at sunrise. */
export const VARA_SANSKRIT = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;
export function varaOf(weekday: number) {
  return { number: weekday + 1, name: VARA_SANSKRIT[weekday]!, lord: GRAHA_NAMES[weekday]! };
}

// ---------------------------------------------------------------- Moon rise and set

/**
 * First moonrise and moonset in [from, to) (swe_rise_trans, same convention as the sunrise), null
 * when none. Confirmed like the sunrise (day.ts confirmedRiseSet): a search that starts seconds
 * after a moonrise can answer a later, non-existent one (issue 10).
 */
export function moonEvents(ephemeris: Ephemeris, from: number, to: number, latitude: number, longitude: number, convention: 'hindu' | 'upper-limb') {
  const ev = (e: 'rise' | 'set') => {
    const t = confirmedRiseSet(ephemeris, from, 1, e, latitude, longitude, convention);
    return t !== null && Number.isFinite(t) && t < to ? t : null;
  };
  return { moonrise: ev('rise'), moonset: ev('set') };
}

// ---------------------------------------------------------------- the Sun's crossings

/**
 * The instant the Sun's longitude (in `zodiac`) reaches `target`, forward or backward from jd.
 * The Sun moves 0.95-1.02 deg a day, so the root lies within arc / 0.9 days: Brent on the
 * signed distance (Surya Siddhanta ch. 14: sankranti = the Sun's entry into a sign).
 */
export function sunCrossing(ephemeris: Ephemeris, jd: number, target: number, direction: 1 | -1, zodiac: ZodiacSettings): number {
  const lon = (t: number) => ephemeris.position(t, 0, zodiac).longitude;
  // The signed distance below is continuous only within 180 deg of the target: hop 60 deg at a time.
  for (let guard = 0; guard < 7; guard++) {
    const arc0 = direction === 1 ? normalizeDegrees(target - lon(jd)) : normalizeDegrees(lon(jd) - target);
    if (arc0 <= 90) break;
    jd = sunCrossing(ephemeris, jd, normalizeDegrees(lon(jd) + direction * 60), direction, zodiac);
  }
  const f = (t: number) => {
    const d = normalizeDegrees(lon(t) - target);
    return d > 180 ? d - 360 : d;
  };
  const arc = direction === 1 ? normalizeDegrees(target - lon(jd)) : normalizeDegrees(lon(jd) - target);
  const far = jd + direction * (arc / 0.9 + 1e-3);
  const a = direction === 1 ? jd - 1e-7 : far;
  const b = direction === 1 ? far : jd + 1e-7;
  return brentRoot(f, a, b);
}

/** Next sidereal sankranti after jd: the sign entered (1-12) and the instant. */
export function nextSankranti(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings): { sign: number; at: number } {
  const lon = normalizeDegrees(ephemeris.position(jd, 0, sidereal).longitude);
  const sign = (Math.floor(lon / 30 + 1e-12) + 1) % 12; // 0-based sign entered
  return { sign: sign + 1, at: sunCrossing(ephemeris, jd, sign * 30, 1, sidereal) };
}

/**
 * The sidereal sankrantis from startJd to before endJd (POST /vedic/panchang/sankranti's year):
 * each the sign entered (1-12) and the instant; at most 13 (a year holds 12, or 13 when its
 * first instants fall just before one ingress and its last just after the next year's same one).
 */
export function sankrantisBetween(ephemeris: Ephemeris, startJd: number, endJd: number, sidereal: ZodiacSettings): { sign: number; at: number }[] {
  const out: { sign: number; at: number }[] = [];
  let t = startJd;
  for (let i = 0; i < 13; i++) {
    const next = nextSankranti(ephemeris, t, sidereal);
    if (next.at >= endJd) break;
    out.push(next);
    t = next.at + 1;
  }
  return out;
}

export const SANKRANTI_NAMES = RASHI_NAMES.map((r) => `${r} sankranti`);

// ---------------------------------------------------------------- lunar month

/** Amanta months, Chaitra first (opened by the new moon with the Sun in Meena). */
export const LUNAR_MONTHS = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'] as const;

const sunSign0 = (ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings) => Math.floor(normalizeDegrees(ephemeris.position(jd, 0, sidereal).longitude) / 30 + 1e-12) % 12;

/**
 * limbs.ts' limbCrossing for any arc: its signed distance is continuous only within 180 deg of
 * the target, so longer searches (a new moon 25 days back, the Moon's entry into Kumbha) hop
 * 90 deg at a time (at most 4 hops).
 */
export function limbCrossingFar(ephemeris: Ephemeris, jd: number, kind: 'tithi' | 'nakshatra', target: number, direction: 1 | -1, sidereal: ZodiacSettings): number {
  let t = jd;
  for (let guard = 0; guard < 4; guard++) {
    const a = limbAngle(ephemeris, t, kind, sidereal);
    const arc = direction === 1 ? normalizeDegrees(target - a) : normalizeDegrees(a - target);
    if (arc <= 90) break;
    t = limbCrossing(ephemeris, t, kind, normalizeDegrees(a + direction * 90), direction, sidereal);
  }
  return limbCrossing(ephemeris, t, kind, target, direction, sidereal);
}

/** The new moon (elongation 0) at or before jd, and the one after it. */
export function newMoonsAround(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings): { previous: number; next: number } {
  return { previous: limbCrossingFar(ephemeris, jd, 'tithi', 0, -1, sidereal), next: limbCrossingFar(ephemeris, jd + 1e-6, 'tithi', 0, 1, sidereal) };
}

/**
 * The amanta month opened by the new moon `start` and closed by `end`: named from the Sun's
 * sidereal sign at the opening new moon (Sun in Meena -> Chaitra, Mesha -> Vaishakha ...);
 * adhika when no sankranti falls between the two new moons (the Sun's sign the same at both:
 * the month takes the name of the following, nija month), kshaya when two fall (the Sun moves
 * two signs) (Surya Siddhanta ch. 14).
 */
export function amantaMonth(ephemeris: Ephemeris, start: number, end: number, sidereal: ZodiacSettings) {
  const s0 = sunSign0(ephemeris, start, sidereal);
  const s1 = sunSign0(ephemeris, end, sidereal);
  const sankrantis = (s1 - s0 + 12) % 12;
  const index = (s0 + 1) % 12;
  return { index, name: LUNAR_MONTHS[index]!, adhika: sankrantis === 0, kshaya: sankrantis >= 2, start, end };
}

export function lunarMonthAt(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings) {
  const nm = newMoonsAround(ephemeris, jd, sidereal);
  const amanta = amantaMonth(ephemeris, nm.previous, nm.next, sidereal);
  const elongation = limbAngle(ephemeris, jd, 'tithi', sidereal);
  const paksha: 'shukla' | 'krishna' = elongation < 180 ? 'shukla' : 'krishna';
  // Purnimanta: full moon to full moon; the Krishna paksha of amanta month M is purnimanta M+1.
  const fullBefore = limbCrossingFar(ephemeris, jd, 'tithi', 180, -1, sidereal);
  const fullAfter = limbCrossingFar(ephemeris, jd + 1e-6, 'tithi', 180, 1, sidereal);
  const pIndex = paksha === 'shukla' ? amanta.index : (amanta.index + 1) % 12;
  return { amanta, purnimanta: { index: pIndex, name: LUNAR_MONTHS[pIndex]!, start: fullBefore, end: fullAfter }, paksha };
}

// ---------------------------------------------------------------- samvatsara

/** The 60 samvatsaras, Prabhava first. */
export const SAMVATSARA_NAMES = [
  'Prabhava', 'Vibhava', 'Shukla', 'Pramoda', 'Prajapati', 'Angirasa', 'Shrimukha', 'Bhava', 'Yuva', 'Dhatri',
  'Ishvara', 'Bahudhanya', 'Pramathi', 'Vikrama', 'Vrisha', 'Chitrabhanu', 'Subhanu', 'Tarana', 'Parthiva', 'Vyaya',
  'Sarvajit', 'Sarvadhari', 'Virodhi', 'Vikriti', 'Khara', 'Nandana', 'Vijaya', 'Jaya', 'Manmatha', 'Durmukhi',
  'Hevilambi', 'Vilambi', 'Vikari', 'Sharvari', 'Plava', 'Shubhakrit', 'Shobhakrit', 'Krodhi', 'Vishvavasu', 'Parabhava',
  'Plavanga', 'Kilaka', 'Saumya', 'Sadharana', 'Virodhakrit', 'Paridhavi', 'Pramadi', 'Ananda', 'Rakshasa', 'Nala',
  'Pingala', 'Kalayukti', 'Siddharthi', 'Raudra', 'Durmati', 'Dundubhi', 'Rudhirodgari', 'Raktakshi', 'Krodhana', 'Akshaya',
] as const;

/** Kali epoch (Surya Siddhanta: all mean planets at 0 Aries), JD 588465.5. */
export const KALI_EPOCH_JD = 588465.5;
/** Surya Siddhanta I.29-34: Jupiter's revolutions and the civil days in a mahayuga. */
const JUPITER_REVOLUTIONS = 364_220;
const MAHAYUGA_CIVIL_DAYS = 1_577_917_828;

/**
 * Chaitra Shukla Pratipada (the new moon opening Chaitra: the first new moon with the Sun in
 * sidereal Meena) at or before jd. At most 14 lunations back, so bounded.
 */
export function chaitraStartBefore(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings): number {
  let nm = limbCrossingFar(ephemeris, jd, 'tithi', 0, -1, sidereal);
  for (let i = 0; i < 15; i++) {
    const prev = limbCrossingFar(ephemeris, nm - 1e-3, 'tithi', 0, -1, sidereal);
    // The first new moon of the year with the Sun in Meena (11), the previous one not.
    if (sunSign0(ephemeris, nm, sidereal) === 11 && sunSign0(ephemeris, prev, sidereal) !== 11) return nm;
    nm = prev;
  }
  throw new ApiError('CALCULATION_ERROR', 'Chaitra Shukla Pratipada not found within 15 lunations');
}

/** Barhaspatya samvatsara number 1-60 at a Julian day by Jupiter's Surya Siddhanta mean motion. */
export function barhaspatyaNumber(jd: number): number {
  const revolutions = ((jd - KALI_EPOCH_JD) * JUPITER_REVOLUTIONS) / MAHAYUGA_CIVIL_DAYS;
  // 12 x completed revolutions + the index of the mean sign = floor(12 x revolutions).
  const n = ((Math.floor(12 * revolutions) % 60) + 60) % 60;
  return ((n + 26) % 60) + 1; // n = 0 is Vijaya (27)
}

export function samvatsaraAt(ephemeris: Ephemeris, jd: number, offset: number, sidereal: ZodiacSettings) {
  const chaitra = chaitraStartBefore(ephemeris, jd, sidereal);
  const ce = ephemeris.calendarDate(chaitra + offset / 24).year;
  const shaka = ce - 78;
  const south = ((((shaka + 12) % 60) + 60) % 60) || 60;
  const north = barhaspatyaNumber(chaitra);
  return {
    southIndian: { number: south, name: SAMVATSARA_NAMES[south - 1]! },
    northIndian: { number: north, name: SAMVATSARA_NAMES[north - 1]! },
    shakaYear: shaka,
    vikramYear: ce + 57,
    kaliYear: shaka + 3179,
    kaliAhargana: Math.floor(jd + offset / 24 - KALI_EPOCH_JD),
    yearStartsAt: chaitra,
  };
}

// ---------------------------------------------------------------- ritu and ayana

export const RITU_NAMES = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;
/** Solar ritu from the Sun's sign 1-12: Vasanta = Pisces and Aries, then by pairs. */
export const solarRituIndex = (sign: number) => Math.floor((sign % 12) / 2);
/** Lunar ritu from the amanta month index (0 Chaitra): Chaitra-Vaishakha Vasanta, then by pairs. */
export const lunarRituIndex = (month: number) => Math.floor(month / 2);

/** Uttarayana while the Sun goes from 270 deg to 90 deg (either zodiac); the bounding solstices/sankrantis. */
export function ayanaAt(ephemeris: Ephemeris, jd: number, zodiac: ZodiacSettings) {
  const lon = normalizeDegrees(ephemeris.position(jd, 0, zodiac).longitude);
  const uttara = lon >= 270 || lon < 90;
  return { ayana: uttara ? ('uttarayana' as const) : ('dakshinayana' as const), since: sunCrossing(ephemeris, jd, uttara ? 270 : 90, -1, zodiac), until: sunCrossing(ephemeris, jd, uttara ? 90 : 270, 1, zodiac) };
}

// ---------------------------------------------------------------- Moon-sign spans (panchaka, chandrabala)

/** The instant the sidereal Moon reaches `target` deg (limbs.ts' nakshatra angle is the sidereal Moon). */
export const moonCrossing = (ephemeris: Ephemeris, jd: number, target: number, direction: 1 | -1, sidereal: ZodiacSettings) => limbCrossingFar(ephemeris, jd, 'nakshatra', target, direction, sidereal);

export function moonSignAt(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings) {
  const lon = limbAngle(ephemeris, jd, 'nakshatra', sidereal);
  const s0 = Math.min(11, Math.floor(lon / 30 + 1e-12));
  return { number: s0 + 1, name: SIGN_NAMES_EN[s0]!, rashi: RASHI_NAMES[s0]!, longitude: lon, startsAt: moonCrossing(ephemeris, jd, s0 * 30, -1, sidereal), endsAt: moonCrossing(ephemeris, jd, ((s0 + 1) % 12) * 30, 1, sidereal) };
}

/**
 * Panchaka: the Moon in sidereal Kumbha and Meena, [300, 360) (Dhanishtha 3rd pada to the end
 * of Revati); type by the (sunrise-bound) weekday of entry: Sun Roga, Mon Raja, Tue Agni,
 * Fri Chora, Sat Mrityu, Wed/Thu none (Muhurta Chintamani).
 */
export const PANCHAKA_TYPES = ['Roga', 'Raja', 'Agni', 'none', 'none', 'Chora', 'Mrityu'] as const;

export function panchakaAt(ctx: PanchangContext) {
  const { ephemeris, sidereal } = ctx;
  const type = (entry: number) => PANCHAKA_TYPES[vedicDayAt(ephemeris, entry, ctx.latitude, ctx.longitude, ctx.offset, ctx.chart.settings.sunrise).weekday]!;
  const lon = limbAngle(ephemeris, ctx.jd, 'nakshatra', sidereal);
  const active = lon >= 300;
  let current: { start: number; end: number; type: string } | null = null;
  let from = ctx.jd;
  if (active) {
    const start = moonCrossing(ephemeris, ctx.jd, 300, -1, sidereal);
    const end = moonCrossing(ephemeris, ctx.jd, 0, 1, sidereal);
    current = { start, end, type: type(start) };
    from = end + 1e-4;
  }
  const nStart = moonCrossing(ephemeris, from, 300, 1, sidereal);
  const nEnd = moonCrossing(ephemeris, nStart + 1e-4, 0, 1, sidereal);
  return { active, current, next: { start: nStart, end: nEnd, type: type(nStart) } };
}

// ---------------------------------------------------------------- bhadra (Vishti karana)

/** Loka of Bhadra by the Moon's sign 1-12 (Muhurta Chintamani): Bhuloka is the harmful one. */
export function bhadraLoka(sign: number): 'swarga' | 'bhuloka' | 'patala' {
  if ([4, 5, 11, 12].includes(sign)) return 'bhuloka';
  if ([1, 2, 3, 8].includes(sign)) return 'swarga';
  return 'patala';
}

/** Vishti spans in [from, to), split where the Moon changes sign (the loka follows the Moon). */
export function bhadraPeriods(ephemeris: Ephemeris, from: number, to: number, sidereal: ZodiacSettings) {
  const spans: { start: number; end: number }[] = [];
  const k0 = limbAt(ephemeris, from, 'karana', sidereal);
  if (karanaName(k0.index).name === 'Vishti') spans.push({ start: k0.startsAt, end: k0.endsAt });
  const bounds = limbBoundaries(ephemeris, from, to, 'karana', sidereal);
  for (let i = 0; i < bounds.length; i++) {
    const b = bounds[i]!;
    if (karanaName(b.index).name !== 'Vishti') continue;
    const end = i + 1 < bounds.length ? bounds[i + 1]!.jd : limbCrossing(ephemeris, b.jd + 1e-6, 'karana', ((b.index + 1) % 60) * 6, 1, sidereal);
    spans.push({ start: b.jd, end });
  }
  const out: { start: number; end: number; moonSign: number }[] = [];
  for (const s of spans) {
    let t = s.start;
    for (let guard = 0; guard < 3 && t < s.end; guard++) {
      const sign = moonSignAt(ephemeris, t + 1e-7, sidereal);
      const end = Math.min(s.end, sign.endsAt);
      out.push({ start: t, end, moonSign: sign.number });
      t = end;
    }
  }
  return out;
}

// ---------------------------------------------------------------- Anandadi yogas

export const ANANDADI_NAMES = ['Ananda', 'Kaladanda', 'Dhumra', 'Prajapati', 'Saumya', 'Dhwanksha', 'Dhwaja', 'Shrivatsa', 'Vajra', 'Mudgara', 'Chhatra', 'Mitra', 'Manasa', 'Padma', 'Lumbaka', 'Utpata', 'Mrityu', 'Kana', 'Siddhi', 'Shubha', 'Amrita', 'Musala', 'Gada', 'Matanga', 'Rakshasa', 'Chara', 'Sthira', 'Vardhamana'] as const;
/** Inauspicious Anandadi yogas: named for harm (Muhurta Chintamani, Shubhashubha prakarana). */
export const INAUSPICIOUS_ANANDADI = new Set(['Kaladanda', 'Dhumra', 'Dhwanksha', 'Vajra', 'Mudgara', 'Lumbaka', 'Utpata', 'Mrityu', 'Kana', 'Musala', 'Gada', 'Rakshasa']);
/** The weekday's starting star in the 28-star scheme: Sun Ashwini 1, Mon Mrigashira 5, Tue Ashlesha 9, Wed Hasta 13, Thu Anuradha 17, Fri Uttarashadha 21, Sat Shatabhisha 25. */
export const ANANDADI_START_STAR = [1, 5, 9, 13, 17, 21, 25] as const;

export function anandadiYoga(weekday: number, star28: number) {
  const number = ((star28 - ANANDADI_START_STAR[weekday]! + 28) % 28) + 1;
  const name = ANANDADI_NAMES[number - 1]!;
  return { number, name, auspicious: !INAUSPICIOUS_ANANDADI.has(name) };
}

/** When the Moon leaves its star of the 28-star scheme. */
export function star28EndsAt(ephemeris: Ephemeris, jd: number, sidereal: ZodiacSettings): number {
  const s = nakshatra28Of(limbAngle(ephemeris, jd, 'nakshatra', sidereal));
  return moonCrossing(ephemeris, jd, s.number === 28 ? 0 : nakshatra28Start(s.number + 1), 1, sidereal);
}

// ---------------------------------------------------------------- tyajya and amrita ghatis

/**
 * Tyajya (varjyam) ghatis of each nakshatra (Muhurta Chintamani), Mula with two; Amrita ghatis
 * (South Indian panchangas). The same table as PyJHora's amrita_gadiya_varjyam_star_map (there
 * in units of 24ths: 16.8/24 = 42/60).
 */
export const VARJYAM_GHATIS: readonly (readonly number[])[] = [[50], [24], [30], [40], [14], [21], [30], [20], [32], [30], [20], [18], [21], [20], [14], [14], [10], [14], [20, 56], [24], [20], [10], [10], [18], [16], [24], [30]];
export const AMRITA_GHATIS: readonly number[] = [42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54];

/** The nakshatras overlapping [from, to) with their own start and end. */
export function nakshatrasOverlapping(ephemeris: Ephemeris, from: number, to: number, sidereal: ZodiacSettings) {
  const first = limbAt(ephemeris, from, 'nakshatra', sidereal);
  const out = [{ number: first.index + 1, start: first.startsAt, end: first.endsAt }];
  for (const b of limbBoundaries(ephemeris, from, to, 'nakshatra', sidereal)) {
    const last = out[out.length - 1]!;
    last.end = b.jd;
    out.push({ number: b.index + 1, start: b.jd, end: limbCrossing(ephemeris, b.jd + 1e-6, 'nakshatra', ((b.index + 1) % 27) * LIMB_SPAN.nakshatra, 1, sidereal) });
  }
  return out.map((n) => ({ ...n, name: NAKSHATRAS[n.number - 1]!.name }));
}

/** Periods starting g/60 of the star's duration into it, lasting 4/60 of it, overlapping [from, to). */
export function ghatiPeriods(stars: { number: number; name: string; start: number; end: number }[], table: 'varjyam' | 'amrit', from: number, to: number) {
  const out: { nakshatra: string; number: number; start: number; end: number }[] = [];
  for (const s of stars) {
    const d = s.end - s.start;
    const gs = table === 'varjyam' ? VARJYAM_GHATIS[s.number - 1]! : [AMRITA_GHATIS[s.number - 1]!];
    for (const g of gs) {
      const start = s.start + (g / 60) * d;
      const end = start + (4 / 60) * d;
      if (end > from && start < to) out.push({ nakshatra: s.name, number: s.number, start, end });
    }
  }
  return out;
}

// ---------------------------------------------------------------- lagna windows (panchaka rahita)

/** Lagna changes in [from, to): the sidereal ascendant enters a new sign (Brent on the lagna). */
export function lagnaWindows(ephemeris: Ephemeris, from: number, to: number, latitude: number, longitude: number, sidereal: ZodiacSettings) {
  const asc = (t: number) => normalizeDegrees(ephemeris.houses(t, latitude, longitude, 'W', sidereal).ascendant);
  const windows: { start: number; end: number; sign: number }[] = [];
  let t = from;
  // Each sign rises in 40 min to 3.5 h outside the polar circles; 40 windows cover a day with margin.
  for (let guard = 0; guard < 40 && t < to; guard++) {
    const sign0 = Math.floor(asc(t + 1e-7) / 30 + 1e-12) % 12;
    const target = ((sign0 + 1) % 12) * 30;
    const f = (x: number) => {
      const d = normalizeDegrees(asc(x) - target);
      return d > 180 ? d - 360 : d;
    };
    // Scan in 10-minute steps for the sign change (the ascendant always advances), then Brent.
    let a = t + 1e-7;
    let end = to;
    for (let s = 0; s < 200; s++) {
      const b = a + 10 / 1440;
      if (f(a) < 0 && f(b) >= 0) {
        end = brentRoot(f, a, b);
        break;
      }
      a = b;
      if (a >= to) break;
    }
    windows.push({ start: t, end: Math.min(end, to), sign: sign0 + 1 });
    t = end;
  }
  return windows;
}

// ---------------------------------------------------------------- answer helpers

/** A period in local time and in UTC. */
export function spanOut(ctx: { offset: number }, p: { start: number; end: number }) {
  return { start: at(ctx, p.start), end: at(ctx, p.end), startUtc: utcAt(p.start), endUtc: utcAt(p.end) };
}

/** The weekday of the Vedic day (0 Sunday): slug, number 1-7, name in `lang`, and its Sanskrit vara name. */
export function weekdayOut(w: number, lang: LangCode) {
  const slug = WEEKDAY_SLUGS[w]!;
  return { slug, number: w + 1, name: term('weekday', slug, lang), vara: VARA_SANSKRIT[w]! };
}
const WEEKDAY_SLUGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

// ---------------------------------------------------------------- the transit moment of the muhurta checks

/**
 * The moment a native's muhurta check is made for: targetDate/targetTime at the native's place
 * in the native's zone (or offset); without targetDate, today's local date from the clock;
 * without targetTime, 12:00:00 when a date is named, else now.
 */
export function targetMoment(body: VedicBirthInput & { targetDate?: string; targetTime?: string }, services: VedicServices, now: Date, natal: RashiChart): ResolvedMoment {
  let date = body.targetDate;
  let time = body.targetTime ?? (date ? '12:00:00' : undefined);
  if (date === undefined) {
    const jdNow = now.getTime() / 86_400_000 + 2440587.5;
    const zone = natal.moment.timezone;
    const utc = localIso(jdNow, 0);
    const offset = zone ? services.timeZones.offsetAtLocal(zone, utc.slice(0, 10), utc.slice(11, 19)) : natal.moment.timezoneOffset;
    const local = localIso(jdNow, offset);
    date = local.slice(0, 10);
    time ??= local.slice(11, 19);
  }
  const zone = natal.moment.timezone;
  return resolveMoment({ date, time: time!, latitude: body.latitude, longitude: body.longitude, ...(zone ? { timezone: zone } : { timezoneOffset: natal.moment.timezoneOffset }) }, services);
}
