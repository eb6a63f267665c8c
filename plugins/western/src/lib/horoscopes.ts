/**
 * Sun-sign horoscopes computed from real transits: /horoscope/daily, weekly, monthly, yearly,
 * lucky-days, decan, retrogrades. One rule table (the catalogue's) serves them all.
 *
 * Solar houses are whole signs counted from the sign: house n = ((sign(planet) - sign) mod 12)
 * + 1, the newspaper method begun by R. H. Naylor (Sunday Express, 1930). Time searches are the
 * bracket-and-refine root finders of core/src/astro/events.ts (findAspectInstants,
 * findIngresses, findLunations, findStations); the void-of-course Moon is /moon-voc's own
 * (moonVoid, lib/transits.ts); retrograde periods are /retrograde's (retrogradePeriods).
 *
 * Texts are assembled from the computed facts in the resolved response language through the
 * phrase bundles (lib/horoscope-phrases.ts), deterministic per sign, date and language. Only
 * prose is localized: the structured members (planet, sign, aspect, phase) stay the English
 * identifiers clients key on.
 */
import { ApiError, jdToIsoWithOffset, kebab, named } from '@celestial/core';
import type { Clock, Ephemeris, LangCode, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  ASPECTS, bodyById, EVENT_YEARS, findAspectInstants, findIngresses, findLongitudeCrossings, findLunations, findStations, jdToIso, normalizeDegrees, shortestArc,
  signIndexByName, signIndexOf, SIGN_NAMES,
} from '@celestial/core/astro';
import { moonVoid } from './transits.js';
import { retrogradePeriods } from './time-events.js';
import { areaOf, aspectName, joinList, ordinalOf, phrase, planetName, signName, toneOf } from './horoscope-phrases.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
  clock: Clock;
}

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
const PTOLEMAIC = [0, 60, 90, 120, 180] as const;
/** Sun, Mercury-Pluto: the planets listed as transits (the Moon has a block of her own). */
export const TRANSIT_PLANETS = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const r2 = (x: number) => Math.round(x * 100) / 100;
const nameOf = (id: number) => bodyById(id)?.name ?? `Body ${id}`;
const clamp = (x: number) => Math.max(1, Math.min(5, Math.round(x)));

// ---- the rule table ---------------------------------------------------------------------------

/** Solar house of a planet's sign counted from the sun sign (both 0 Aries ... 11 Pisces). */
export function solarHouse(planetSignIndex: number, signIndex: number): number {
  return ((planetSignIndex - signIndex + 12) % 12) + 1;
}

/** Sign index from the body's `sign`; 400 naming the field when not aries to pisces. */
export function parseSign(value: string, field = 'sign'): number {
  const i = signIndexByName(value);
  if (i < 0) throw ApiError.invalidField(field, 'must be a zodiac sign, aries to pisces (case and surrounding spaces ignored)');
  return i;
}

/** Benefics (+) in these solar houses. */
export const BENEFIC_HOUSES = [1, 5, 9, 10, 11] as const;
/** Malefics (-) in these solar houses. */
export const MALEFIC_HOUSES = [1, 8, 12] as const;
/** The Moon (+) in the sign's trine and sextile signs (3, 5, 9, 11) or its solar 1st, 5th, 9th, 10th, 11th. */
export const MOON_GOOD_HOUSES = [1, 3, 5, 9, 10, 11] as const;
/** The Moon (-) in the 8th or 12th or square the sign (4th, 10th). */
export const MOON_HARD_HOUSES = [4, 8, 10, 12] as const;
/** Orb for a transit to the sign's middle degree: the aspect's default orb (trine 7, square 7). */
const MID_ORB = { trine: 7, square: 7 } as const;

export type Topic = 'love' | 'career' | 'health';
/**
 * `reason` is the English wording (kept for logs and the rule-table tests); `phrase` is the same
 * fact as a bundle key and its raw parameters, so a text can render it in any language.
 */
export interface RuleHit { planet: string; effect: 1 | -1; reason: string; topics: Topic[]; phrase: { key: 'hit.house'; house: number } | { key: 'hit.aspect'; aspect: string; orb: number } }

const TOPICS: Record<number, Topic[]> = { 1: ['love', 'health'], 3: ['love'], 4: ['love', 'career', 'health'], 5: ['career'], 6: ['career', 'health'] };

export function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}

/** The Moon's effect by solar house: the two rules add (her 10th is both a good house and square the sign: 0). */
export function moonEffect(house: number): number {
  return ((MOON_GOOD_HOUSES as readonly number[]).includes(house) ? 1 : 0) - ((MOON_HARD_HOUSES as readonly number[]).includes(house) ? 1 : 0);
}

/**
 * The catalogue's rule table on longitudes (id -> tropical longitude): Venus and Jupiter in
 * solar houses 1, 5, 9, 10, 11 or trine the sign's middle degree (+1 each), Saturn and Mars in
 * 1, 8, 12 or square it (-1 each), the Moon by her solar house (moonEffect).
 */
export function ruleHits(longitudes: Record<number, number>, signIndex: number): RuleHit[] {
  const mid = signIndex * 30 + 15;
  const hits: RuleHit[] = [];
  const sign = SIGN_NAMES[signIndex]!;
  for (const id of [3, 5, 4, 6]) {
    const lon = longitudes[id];
    if (lon === undefined) continue;
    const h = solarHouse(signIndexOf(lon), signIndex);
    const benefic = id === 3 || id === 5;
    const houses: readonly number[] = benefic ? BENEFIC_HOUSES : MALEFIC_HOUSES;
    const angle = benefic ? 120 : 90;
    const orb = Math.abs(shortestArc(lon, mid) - angle);
    if (houses.includes(h)) hits.push({ planet: nameOf(id), effect: benefic ? 1 : -1, reason: `${nameOf(id)} in your solar ${ordinal(h)} house`, topics: TOPICS[id]!, phrase: { key: 'hit.house', house: h } });
    else if (orb <= (benefic ? MID_ORB.trine : MID_ORB.square)) hits.push({ planet: nameOf(id), effect: benefic ? 1 : -1, reason: `${nameOf(id)} ${benefic ? 'trine' : 'square'} ${sign} 15\u00B0 (orb ${r2(orb)}\u00B0)`, topics: TOPICS[id]!, phrase: { key: 'hit.aspect', aspect: benefic ? 'trine' : 'square', orb: r2(orb) } });
  }
  const moon = longitudes[1];
  if (moon !== undefined) {
    const h = solarHouse(signIndexOf(moon), signIndex);
    const e = moonEffect(h);
    if (e !== 0) hits.push({ planet: 'Moon', effect: e as 1 | -1, reason: `the Moon in your solar ${ordinal(h)} house`, topics: TOPICS[1]!, phrase: { key: 'hit.house', house: h } });
  }
  return hits;
}

export interface Ratings { overall: number; love: number; career: number; health: number }

/** Ratings 1-5: clamp(3 + sum of effects), overall from every hit, a topic from its planets' hits. */
export function ratingsOf(hits: readonly RuleHit[]): Ratings {
  const sum = (f: (h: RuleHit) => boolean) => hits.filter(f).reduce((s, h) => s + h.effect, 0);
  return {
    overall: clamp(3 + sum(() => true)),
    love: clamp(3 + sum((h) => h.topics.includes('love'))),
    career: clamp(3 + sum((h) => h.topics.includes('career'))),
    health: clamp(3 + sum((h) => h.topics.includes('health'))),
  };
}

/** Mean of several days' ratings, rounded. */
function meanRatings(list: readonly Ratings[]): Ratings {
  const m = (k: keyof Ratings) => clamp(list.reduce((s, r) => s + r[k], 0) / Math.max(1, list.length));
  return { overall: m('overall'), love: m('love'), career: m('career'), health: m('health') };
}

// ---- phrases ----------------------------------------------------------------------------------

/** The English house areas (the bundles' house.1-12 in en.json); kept for callers outside the texts. */

export const HOUSE_AREAS = [
  'self and appearance', 'money and possessions', 'communication and short trips', 'home and family', 'romance, creativity and fun', 'work routine and health',
  'partnerships', 'shared resources and intimacy', 'travel, study and beliefs', 'career and reputation', 'friends and hopes', 'rest, retreat and the hidden',
] as const;
/** A rule hit in `lang` (its sign is the horoscope's). */
function hitText(lang: string, h: RuleHit, signIndex: number): string {
  const planet = planetName(lang, h.planet);
  return h.phrase.key === 'hit.house'
    ? phrase(lang, 'hit.house', { planet, house: ordinalOf(lang, h.phrase.house) })
    : phrase(lang, 'hit.aspect', { planet, aspect: aspectName(lang, h.phrase.aspect), sign: signName(lang, SIGN_NAMES[signIndex]!), orb: h.phrase.orb });
}

/** The (+) / (-) after a factor: a sign, not a word, so the same in every language. */
const effectMark = (e: number) => (e > 0 ? '(+)' : '(-)');

function topicText(lang: string, topic: Topic, rating: number, hits: readonly RuleHit[], signIndex: number): string {
  const mine = hits.filter((h) => h.topics.includes(topic)).map((h) => hitText(lang, h, signIndex));
  const params = { topic: phrase(lang, `topic.${topic}`), tone: toneOf(lang, rating), rating };
  return mine.length ? phrase(lang, 'topicText.factors', { ...params, list: joinList(lang, mine) }) : phrase(lang, 'topicText.none', params);
}

// ---- shared computation -----------------------------------------------------------------------

interface Window { start: number; end: number }

function checkYear(year: number, field: string): void {
  if (year < EVENT_YEARS.first || year > EVENT_YEARS.last) throw ApiError.invalidField(field, `must be in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
}

function today(services: Services): string {
  return services.clock.now().toISOString().slice(0, 10);
}

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function dateJd(eph: Ephemeris, date: string, hourUT: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return eph.julianDay(y, m, d, hourUT);
}

/** The local calendar day (timezoneOffset hours east) as UT Julian days. */
function localDay(eph: Ephemeris, date: string, offset: number): Window {
  const start = dateJd(eph, date, 0) - offset / 24;
  return { start, end: start + 1 };
}

function longitudesAt(eph: Ephemeris, jd: number): Record<number, number> {
  const out: Record<number, number> = {};
  for (const id of [0, 1, ...TRANSIT_PLANETS.slice(1)]) out[id] = normalizeDegrees(eph.position(jd, id, TROPICAL).longitude);
  return out;
}

function transitsAt(eph: Ephemeris, jd: number, signIndex: number) {
  return TRANSIT_PLANETS.map((id) => {
    const p = eph.position(jd, id, TROPICAL);
    const s = signIndexOf(p.longitude);
    return { planet: nameOf(id), sign: SIGN_NAMES[s]!, solarHouse: solarHouse(s, signIndex), retrograde: p.longitudeSpeed < 0 };
  });
}

/** Phase name from the Moon-Sun elongation (eight 45-degree phases centred on the quarters). */
export function phaseName(elongation: number): string {
  const names = ['new moon', 'waxing crescent', 'first quarter', 'waxing gibbous', 'full moon', 'waning gibbous', 'last quarter', 'waning crescent'];
  return names[Math.floor(normalizeDegrees(elongation + 22.5) / 45) % 8]!;
}

/** Exact Ptolemaic aspects between every pair of `ids` in [start, end) (findAspectInstants). */
function exactAspects(eph: Ephemeris, ids: readonly number[], w: Window) {
  const out: { planet1: string; planet2: string; aspect: string; jd: number }[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      for (const angle of PTOLEMAIC) {
        for (const a of findAspectInstants(eph, ids[i]!, ids[j]!, angle, w.start, w.end, TROPICAL)) {
          if (a.jd >= w.start && a.jd < w.end) out.push({ planet1: nameOf(ids[i]!), planet2: nameOf(ids[j]!), aspect: ASPECTS.find((k) => k.angle === angle)!.slug, jd: a.jd });
        }
      }
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}

/** Void-of-course windows of the Moon (modern method, /moon-voc) overlapping [start, end). */
export function voidWindows(services: Services, w: Window): Window[] {
  const iso = jdToIso(services.ephemeris, w.start);
  const v = moonVoid({ date: iso.slice(0, 10), time: iso.slice(11, 19), timezoneOffset: 0 }, services);
  const out: Window[] = [];
  for (const x of [v.current, v.next]) {
    if (x && x.startJulianDayUT < w.end && x.endJulianDayUT > w.start && !out.some((o) => o.start === x.startJulianDayUT)) out.push({ start: x.startJulianDayUT, end: x.endJulianDayUT });
  }
  return out;
}

function dayRating(eph: Ephemeris, date: string, signIndex: number): Ratings & { moonSolarHouse: number; hits: RuleHit[] } {
  const lons = longitudesAt(eph, dateJd(eph, date, 12));
  const hits = ruleHits(lons, signIndex);
  return { ...ratingsOf(hits), moonSolarHouse: solarHouse(signIndexOf(lons[1]!), signIndex), hits };
}

function overviewText(lang: string, signIndex: number, what: string, r: Ratings, hits: readonly RuleHit[], extra: string[]): string {
  const parts = [phrase(lang, 'overview.head', { sign: signName(lang, SIGN_NAMES[signIndex]!), what, tone: toneOf(lang, r.overall), rating: r.overall })];
  if (hits.length) parts.push(phrase(lang, 'overview.factors', { list: joinList(lang, hits.map((h) => `${hitText(lang, h, signIndex)} ${effectMark(h.effect)}`)) }));
  return [...parts, ...extra].join(' ');
}

function texts(lang: string, signIndex: number, what: string, r: Ratings, hits: readonly RuleHit[], extra: string[]) {
  return {
    overview: overviewText(lang, signIndex, what, r, hits, extra),
    love: topicText(lang, 'love', r.love, hits, signIndex),
    career: topicText(lang, 'career', r.career, hits, signIndex),
    health: topicText(lang, 'health', r.health, hits, signIndex),
  };
}

/** What every dated sign horoscope reads first: the sign, the date (today by default, within the served years) and the offset. */
function horoscopeRequest(body: { sign: string; date?: string; timezoneOffset?: number }, services: Services) {
  const signIndex = parseSign(body.sign);
  const date = body.date ?? today(services);
  checkYear(Number(date.slice(0, 4)), 'date');
  return { eph: services.ephemeris, signIndex, sign: SIGN_NAMES[signIndex]!, date, offset: body.timezoneOffset ?? 0 };
}

// ---- /horoscope/daily -------------------------------------------------------------------------

export function dailyHoroscope(body: { sign: string; date?: string; timezoneOffset?: number }, services: Services, lang: LangCode = 'en') {
  const { eph, signIndex, sign, date, offset } = horoscopeRequest(body, services);
  const day = localDay(eph, date, offset);
  const noon = dateJd(eph, date, 12);
  const lons = longitudesAt(eph, noon);
  const hits = ruleHits(lons, signIndex);
  const ratings = ratingsOf(hits);
  const moonSign = signIndexOf(lons[1]!);
  const voc = voidWindows(services, day)[0] ?? null;
  const keyAspects = exactAspects(eph, [0, 1, ...TRANSIT_PLANETS.slice(1)], day).map((a) => ({ planet1: a.planet1, planet2: a.planet2, aspect: a.aspect, exactAt: jdToIsoWithOffset(a.jd, offset * 60) }));
  const mid = signIndex * 30 + 15;
  const signContacts = [0, 1, ...TRANSIT_PLANETS.slice(1)].flatMap((id) => {
    const arc = shortestArc(lons[id]!, mid);
    const k = ASPECTS.filter((a) => a.isMajor).find((a) => Math.abs(arc - a.angle) <= a.defaultOrb);
    return k ? [{ planet: nameOf(id), aspect: k.slug, orb: Math.abs(arc - k.angle) }] : [];
  });
  const moon = { sign: SIGN_NAMES[moonSign]!, solarHouse: solarHouse(moonSign, signIndex), phase: named('lunar-phase', kebab(phaseName(lons[1]! - lons[0]!)), lang), voidOfCourse: voc ? { start: jdToIsoWithOffset(voc.start, offset * 60), end: jdToIsoWithOffset(voc.end, offset * 60) } : null };
  const phaseIndex = Math.floor(normalizeDegrees(lons[1]! - lons[0]! + 22.5) / 45) % 8; // as phaseName
  const extra = [phrase(lang, 'daily.moon', { moonSign: signName(lang, moon.sign), house: ordinalOf(lang, moon.solarHouse), area: areaOf(lang, moon.solarHouse), phase: phrase(lang, `phase.${phaseIndex}`) })];
  if (voc) extra.push(phrase(lang, 'daily.void', { start: moon.voidOfCourse!.start, end: moon.voidOfCourse!.end }));
  if (keyAspects.length) extra.push(phrase(lang, 'daily.exact', { list: joinList(lang, keyAspects.map((a) => pairText(lang, a))) }));
  return {
    sign,
    period: { from: jdToIsoWithOffset(day.start, offset * 60), to: jdToIsoWithOffset(day.end, offset * 60) },
    transits: transitsAt(eph, noon, signIndex),
    moon,
    keyAspects,
    signContacts,
    ratings,
    text: texts(lang, signIndex, date, ratings, hits, extra),
    language: lang,
  };
}

/** "Sun trine Moon" in `lang`. */
function pairText(lang: string, a: { planet1: string; aspect: string; planet2: string }): string {
  return phrase(lang, 'pair', { planet1: planetName(lang, a.planet1), aspect: aspectName(lang, a.aspect), planet2: planetName(lang, a.planet2) });
}

// ---- /horoscope/weekly ------------------------------------------------------------------------

export function weeklyHoroscope(body: { sign: string; date?: string; timezoneOffset?: number }, services: Services, lang: LangCode = 'en') {
  const { eph, signIndex, sign, date, offset } = horoscopeRequest(body, services);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 Monday
  const monday = addDays(date, -weekday);
  const w: Window = { start: localDay(eph, monday, offset).start, end: localDay(eph, monday, offset).start + 7 };
  const days = Array.from({ length: 7 }, (_, i) => {
    const d = addDays(monday, i);
    const r = dayRating(eph, d, signIndex);
    return { date: d, moonSolarHouse: r.moonSolarHouse, rating: r.overall, ratings: r as Ratings };
  });
  const keyDates: { date: string; event: string }[] = [];
  const localDate = (jd: number) => jdToIso(eph, jd + offset / 24).slice(0, 10);
  for (const a of exactAspects(eph, TRANSIT_PLANETS, w)) {
    keyDates.push({ date: localDate(a.jd), event: phrase(lang, 'event.exact', { planet1: planetName(lang, a.planet1), aspect: aspectName(lang, a.aspect), planet2: planetName(lang, a.planet2), at: jdToIsoWithOffset(a.jd, offset * 60) }) });
  }
  for (const id of TRANSIT_PLANETS) {
    for (const g of findIngresses(eph, id, w.start, w.end, TROPICAL)) {
      keyDates.push({
        date: localDate(g.jd),
        event: phrase(lang, g.retrograde ? 'event.ingressRetrograde' : 'event.ingress', { planet: planetName(lang, nameOf(id)), toSign: signName(lang, SIGN_NAMES[g.toSignIndex]!), house: ordinalOf(lang, solarHouse(g.toSignIndex, signIndex)), at: jdToIsoWithOffset(g.jd, offset * 60) }),
      });
    }
  }
  const best = [...days].sort((a, b) => b.rating - a.rating || a.date.localeCompare(b.date))[0]!;
  const hardest = [...days].sort((a, b) => a.rating - b.rating || a.date.localeCompare(b.date))[0]!;
  keyDates.push({ date: best.date, event: phrase(lang, 'event.best', { rating: best.rating }) }, { date: hardest.date, event: phrase(lang, 'event.hardest', { rating: hardest.rating }) });
  keyDates.sort((a, b) => a.date.localeCompare(b.date));
  const ratings = meanRatings(days.map((d) => d.ratings));
  const mid = dateJd(eph, addDays(monday, 3), 12);
  const hits = ruleHits(longitudesAt(eph, mid), signIndex).filter((h) => h.planet !== 'Moon');
  const extra = [phrase(lang, 'weekly.bestHardest', { best: best.date, hardest: hardest.date })];
  return {
    sign,
    period: { from: jdToIsoWithOffset(w.start, offset * 60), to: jdToIsoWithOffset(w.end, offset * 60) },
    transits: transitsAt(eph, mid, signIndex),
    days: days.map(({ date, moonSolarHouse, rating }) => ({ date, moonSolarHouse, rating })),
    keyDates,
    ratings,
    text: texts(lang, signIndex, phrase(lang, 'what.week', { date: monday }), ratings, hits, extra),
    language: lang,
  };
}

// ---- /horoscope/lucky-days --------------------------------------------------------------------

function monthOf(month: string | undefined, services: Services, field = 'month'): { year: number; month: number; days: number } {
  const m = month ?? today(services).slice(0, 7);
  const [y, mo] = m.split('-').map(Number) as [number, number];
  checkYear(y, field);
  if (!(mo >= 1 && mo <= 12)) throw ApiError.invalidField(field, 'must be YYYY-MM with month 01-12');
  return { year: y, month: mo, days: new Date(Date.UTC(y, mo, 0)).getUTCDate() };
}

export interface LuckyFacts {
  moonLongitude: number;
  voidHours: number;
  /** Exact Venus or Jupiter aspects to the sign's middle degree during the day. */
  beneficContacts: { planet: string; aspect: string }[];
  mercuryRetrograde: boolean;
}

/** The lucky-day rule table on one day's facts: score and reasons. */
export function luckyScore(f: LuckyFacts, signIndex: number, lang: LangCode = 'en'): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  const h = solarHouse(signIndexOf(f.moonLongitude), signIndex);
  // The leading + or - is the reason's effect: a sign, the same in every language.
  const moonHouse = { house: ordinalOf(lang, h), area: areaOf(lang, h) };
  if ((MOON_GOOD_HOUSES as readonly number[]).includes(h)) { score++; reasons.push(`+ ${phrase(lang, 'lucky.moonHouse', moonHouse)}`); }
  if ((MOON_HARD_HOUSES as readonly number[]).includes(h)) { score--; reasons.push(`- ${phrase(lang, h === 4 || h === 10 ? 'lucky.moonSquare' : 'lucky.moonHouse', moonHouse)}`); }
  if (f.voidHours > 0) { score--; reasons.push(`- ${phrase(lang, 'lucky.void', { hours: r2(f.voidHours) })}`); }
  for (const c of f.beneficContacts) { score++; reasons.push(`+ ${phrase(lang, 'lucky.benefic', { planet: planetName(lang, c.planet), aspect: aspectName(lang, c.aspect), sign: signName(lang, SIGN_NAMES[signIndex]!) })}`); }
  if (f.mercuryRetrograde) { score--; reasons.push(`- ${phrase(lang, 'lucky.mercuryRetrograde')}`); }
  return { score, reasons };
}

/** Exact Ptolemaic aspects of a body to a fixed degree in [start, end): crossings of degree +- angle (findLongitudeCrossings). */
function fixedDegreeContacts(eph: Ephemeris, body: number, degree: number, w: Window) {
  const out: { angle: number; jd: number }[] = [];
  for (const angle of PTOLEMAIC) {
    for (const side of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
      for (const c of findLongitudeCrossings(eph, body, normalizeDegrees(degree + side), w.start, w.end, TROPICAL)) if (c.jd >= w.start && c.jd < w.end) out.push({ angle, jd: c.jd });
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}

export function luckyDays(body: { sign: string; month?: string }, services: Services, lang: LangCode = 'en') {
  const { ephemeris: eph } = services;
  const signIndex = parseSign(body.sign);
  const { year, month, days: n } = monthOf(body.month, services);
  const mid = signIndex * 30 + 15;
  const mStart = eph.julianDay(year, month, 1, 0);
  const days = Array.from({ length: n }, (_, i) => {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`;
    const w: Window = { start: mStart + i, end: mStart + i + 1 };
    const noon = w.start + 0.5;
    const voidHours = voidWindows(services, w).reduce((s, v) => s + (Math.min(v.end, w.end) - Math.max(v.start, w.start)) * 24, 0);
    const beneficContacts = [3, 5].flatMap((id) => fixedDegreeContacts(eph, id, mid, w).map((c) => ({ planet: nameOf(id), aspect: ASPECTS.find((k) => k.angle === c.angle)!.slug })));
    const f: LuckyFacts = { moonLongitude: eph.position(noon, 1, TROPICAL).longitude, voidHours, beneficContacts, mercuryRetrograde: eph.position(noon, 2, TROPICAL).longitudeSpeed < 0 };
    return { date, ...luckyScore(f, signIndex, lang) };
  });
  const ranked = [...days].sort((a, b) => b.score - a.score || a.date.localeCompare(b.date));
  return {
    sign: SIGN_NAMES[signIndex]!,
    days,
    best: ranked.slice(0, 5).map((d) => d.date).sort(),
    avoid: [...days].sort((a, b) => a.score - b.score || a.date.localeCompare(b.date)).slice(0, 3).map((d) => d.date).sort(),
    language: lang,
  };
}

// ---- /horoscope/decan -------------------------------------------------------------------------

/** Arc from a point to the span [from, from + 10] (0 inside). */
export function arcToSpan(point: number, from: number): number {
  const off = normalizeDegrees(point - from);
  if (off <= 10) return 0;
  return Math.min(off - 10, 360 - off);
}

export interface DecanContact { planet: string; aspect: string; angle: number; orb: number }

/**
 * Planets aspecting a decan span: for each Ptolemaic aspect, the planet's aspect point(s)
 * (lambda +- angle) measured to the span; within the aspect's default orb (8/5/7/7/8). The
 * closest aspect per planet.
 */
export function decanContacts(longitudes: Record<number, number>, spanFrom: number): DecanContact[] {
  const out: DecanContact[] = [];
  for (const [idText, lon] of Object.entries(longitudes)) {
    let best: DecanContact | null = null;
    for (const k of ASPECTS.filter((a) => a.isMajor)) {
      for (const side of k.angle === 0 || k.angle === 180 ? [k.angle] : [k.angle, -k.angle]) {
        const orb = arcToSpan(lon + side, spanFrom);
        if (orb <= k.defaultOrb && (!best || orb < best.orb)) best = { planet: nameOf(Number(idText)), aspect: k.slug, angle: k.angle, orb };
      }
    }
    if (best) out.push(best);
  }
  return out;
}

/** Effect of a decan contact: trines and sextiles +1, squares and oppositions -1, conjunctions of Venus/Jupiter +1 and of Mars/Saturn -1. */
export function contactEffect(c: DecanContact): number {
  if (c.angle === 60 || c.angle === 120) return 1;
  if (c.angle === 90 || c.angle === 180) return -1;
  if (c.planet === 'Venus' || c.planet === 'Jupiter') return 1;
  if (c.planet === 'Mars' || c.planet === 'Saturn') return -1;
  return 0;
}

export function decanHoroscope(body: { sign: string; decan: number; date?: string }, services: Services, lang: LangCode = 'en') {
  const { ephemeris: eph } = services;
  const signIndex = parseSign(body.sign);
  if (![1, 2, 3].includes(body.decan)) throw ApiError.invalidField('decan', 'must be 1, 2 or 3');
  const date = body.date ?? today(services);
  checkYear(Number(date.slice(0, 4)), 'date');
  const from = signIndex * 30 + (body.decan - 1) * 10;
  const noon = dateJd(eph, date, 12);
  const lons = longitudesAt(eph, noon);
  const day: Window = { start: dateJd(eph, date, 0), end: dateJd(eph, date, 24) };
  const centre = from + 5;
  const contacts = decanContacts(lons, from).map((c) => {
    const id = Object.keys(lons).map(Number).find((i) => nameOf(i) === c.planet)!;
    // exact to the decan's centre within the day: a root of lambda - (centre +- angle)
    const hit = fixedDegreeContacts(eph, id, centre, day).find((x) => x.angle === c.angle)?.jd ?? null;
    return { planet: c.planet, aspect: c.aspect, orb: c.orb, exactAt: hit === null ? null : jdToIsoWithOffset(hit, 0), effect: contactEffect(c) };
  });
  const rating = clamp(3 + contacts.reduce((s, c) => s + c.effect, 0));
  const sign = SIGN_NAMES[signIndex]!;
  const head = phrase(lang, 'decan.head', { sign: signName(lang, sign), decan: body.decan, from: r2(from % 30), to: r2(from % 30 + 10), date, tone: toneOf(lang, rating), rating });
  const body2 = contacts.length
    ? joinList(lang, contacts.map((c) => phrase(lang, c.exactAt ? 'decan.contactExact' : 'decan.contact', { planet: planetName(lang, c.planet), aspect: aspectName(lang, c.aspect), orb: c.orb, at: c.exactAt ?? '' }))) + phrase(lang, 'list.end')
    : phrase(lang, 'decan.none');
  return { sign, decan: { number: body.decan, from, to: from + 10 }, contacts, rating, text: `${head} ${body2}`, language: lang };
}

// ---- /horoscope/retrogrades -------------------------------------------------------------------

export function retrogradeHoroscope(body: { sign: string; startDate?: string; endDate?: string }, services: Services, lang: LangCode = 'en') {
  const signIndex = parseSign(body.sign);
  const startDate = body.startDate ?? today(services);
  const endDate = body.endDate ?? addDays(startDate, 365);
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86400000;
  if (days > 366) throw ApiError.invalidField('endDate', 'must be at most 1 year after startDate');
  const { periods } = retrogradePeriods({ startDate, endDate }, services);
  const sign = SIGN_NAMES[signIndex]!;
  return {
    sign,
    periods: periods.map((p) => {
      const solarHouses = p.signs.map((s) => solarHouse(SIGN_NAMES.indexOf(s), signIndex));
      return {
        planet: p.planet,
        stationRetrograde: p.stationRetrograde.date,
        stationDirect: p.stationDirect.date,
        signs: p.signs,
        solarHouses,
        text: phrase(lang, 'retro.text', {
          planet: planetName(lang, p.planet), from: p.stationRetrograde.date.slice(0, 10), to: p.stationDirect.date.slice(0, 10),
          signs: joinList(lang, p.signs.map((s) => signName(lang, s)), 'and'), sign: signName(lang, sign),
          houses: joinList(lang, solarHouses.map((h) => phrase(lang, 'retro.house', { house: ordinalOf(lang, h), area: areaOf(lang, h) })), 'and'),
        }),
      };
    }),
    language: lang,
  };
}

// ---- /horoscope/monthly -----------------------------------------------------------------------

/** Eclipse maximum within 12 hours of a new (solar) or full (lunar) moon, as /transits/lunations. */
function isEclipse(eph: Ephemeris, jd: number, kind: 'new' | 'full'): boolean {
  const max = eph.nextEclipseMaximum(jd - 1, kind === 'new' ? 'solar' : 'lunar');
  return max !== null && Math.abs(max - jd) < 0.5;
}

function dailyRatings(eph: Ephemeris, dates: readonly string[], signIndex: number) {
  return dates.map((date) => ({ date, ...dayRating(eph, date, signIndex) }));
}

export function monthlyHoroscope(body: { sign: string; month?: string; timezoneOffset?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris: eph } = services;
  const signIndex = parseSign(body.sign);
  const sign = SIGN_NAMES[signIndex]!;
  const { year, month, days: n } = monthOf(body.month, services);
  const offset = body.timezoneOffset ?? 0;
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const w: Window = { start: dateJd(eph, first, 0) - offset / 24, end: dateJd(eph, first, 0) - offset / 24 + n };
  const localDate = (jd: number) => jdToIso(eph, jd + offset / 24).slice(0, 10);
  const house = (lon: number) => solarHouse(signIndexOf(lon), signIndex);
  const lunations = findLunations(eph, w.start, w.end, TROPICAL).filter((l) => l.phase === 0 || l.phase === 180).map((l) => {
    const kind = l.phase === 0 ? 'new' as const : 'full' as const;
    const lon = normalizeDegrees(eph.position(l.jd, 1, TROPICAL).longitude);
    return { kind, at: jdToIsoWithOffset(l.jd, offset * 60), sign: SIGN_NAMES[signIndexOf(lon)]!, solarHouse: house(lon), isEclipse: isEclipse(eph, l.jd, kind) };
  });
  const ingresses = TRANSIT_PLANETS.flatMap((id) => findIngresses(eph, id, w.start, w.end, TROPICAL).map((g) => ({
    planet: nameOf(id), toSign: SIGN_NAMES[g.toSignIndex]!, at: jdToIsoWithOffset(g.jd, offset * 60), solarHouse: solarHouse(g.toSignIndex, signIndex), retrograde: g.retrograde, jd: g.jd,
  }))).sort((a, b) => a.jd - b.jd).map(({ jd: _jd, ...rest }) => rest);
  const stations = [2, 3, 4, 5, 6, 7, 8, 9].flatMap((id) => findStations(eph, id, w.start, w.end, TROPICAL).map((s) => ({ planet: nameOf(id), kind: s.kind, at: jdToIsoWithOffset(s.jd, offset * 60), jd: s.jd })))
    .sort((a, b) => a.jd - b.jd).map(({ jd: _jd, ...rest }) => rest);
  const days = dailyRatings(eph, Array.from({ length: n }, (_, i) => addDays(first, i)), signIndex);
  const best = [...days].sort((a, b) => b.overall - a.overall || a.date.localeCompare(b.date))[0]!;
  const hardest = [...days].sort((a, b) => a.overall - b.overall || a.date.localeCompare(b.date))[0]!;
  const keyDates = [
    ...lunations.map((l) => ({
      date: localDate(Date.parse(l.at) / 86400000 + 2440587.5),
      event: phrase(lang, lunationKey('event', l), { sign: signName(lang, l.sign), house: ordinalOf(lang, l.solarHouse) }),
    })),
    ...ingresses.filter((g) => g.planet === 'Venus' || g.planet === 'Mars').map((g) => ({
      date: localDate(Date.parse(g.at) / 86400000 + 2440587.5),
      event: phrase(lang, 'event.enters', { planet: planetName(lang, g.planet), toSign: signName(lang, g.toSign), house: ordinalOf(lang, g.solarHouse) }),
    })),
    ...stations.map((s) => ({ date: localDate(Date.parse(s.at) / 86400000 + 2440587.5), event: phrase(lang, s.kind === 'retrograde' ? 'event.stationRetrograde' : 'event.stationDirect', { planet: planetName(lang, s.planet) }) })),
    { date: best.date, event: phrase(lang, 'event.best', { rating: best.overall }) },
    { date: hardest.date, event: phrase(lang, 'event.hardest', { rating: hardest.overall }) },
  ].sort((a, b) => a.date.localeCompare(b.date));
  const mid = dateJd(eph, addDays(first, 14), 12);
  const ratings = meanRatings(days);
  const hits = ruleHits(longitudesAt(eph, mid), signIndex).filter((h) => h.planet !== 'Moon');
  const extra = [
    ...lunations.map((l) => phrase(lang, lunationKey('monthly', l), { date: l.at.slice(0, 10), house: ordinalOf(lang, l.solarHouse), area: areaOf(lang, l.solarHouse) })),
    ...[3, 4].map((id) => { const h = house(eph.position(mid, id, TROPICAL).longitude); return phrase(lang, 'monthly.midMonth', { planet: planetName(lang, nameOf(id)), house: ordinalOf(lang, h), area: areaOf(lang, h) }); }),
  ];
  return {
    sign,
    period: { from: jdToIsoWithOffset(w.start, offset * 60), to: jdToIsoWithOffset(w.end, offset * 60) },
    transits: transitsAt(eph, mid, signIndex),
    lunations,
    ingresses,
    stations,
    keyDates,
    ratings,
    text: texts(lang, signIndex, `${first.slice(0, 7)}`, ratings, hits, extra),
    language: lang,
  };
}

/** The bundle key of a lunation line: event.newMoon ... monthly.lunarEclipse. */
function lunationKey(prefix: 'event' | 'monthly', l: { kind: 'new' | 'full'; isEclipse: boolean }): string {
  return `${prefix}.${l.isEclipse ? (l.kind === 'new' ? 'solarEclipse' : 'lunarEclipse') : l.kind === 'new' ? 'newMoon' : 'fullMoon'}`;
}

// ---- /horoscope/yearly ------------------------------------------------------------------------

export function yearlyHoroscope(body: { sign: string; year?: number; timezoneOffset?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris: eph } = services;
  const signIndex = parseSign(body.sign);
  const sign = SIGN_NAMES[signIndex]!;
  const year = body.year ?? services.clock.now().getUTCFullYear();
  checkYear(year, 'year');
  const offset = body.timezoneOffset ?? 0;
  const w: Window = { start: eph.julianDay(year, 1, 1, 0) - offset / 24, end: eph.julianDay(year + 1, 1, 1, 0) - offset / 24 };
  const house = (lon: number) => solarHouse(signIndexOf(lon), signIndex);
  const passages = (id: number) => {
    const cuts = [w.start, ...findIngresses(eph, id, w.start, w.end, TROPICAL).map((g) => g.jd), w.end];
    return cuts.slice(0, -1).map((a, i) => {
      const lon = eph.position((a + cuts[i + 1]!) / 2, id, TROPICAL).longitude;
      return { sign: SIGN_NAMES[signIndexOf(lon)]!, solarHouse: house(lon), from: jdToIsoWithOffset(a, offset * 60), to: jdToIsoWithOffset(cuts[i + 1]!, offset * 60) };
    });
  };
  const eclipses: { kind: 'solar' | 'lunar'; at: string; sign: string; solarHouse: number; jd: number }[] = [];
  for (const kind of ['solar', 'lunar'] as const) {
    let t = w.start;
    for (let k = 0; k < 8; k++) {
      const max = eph.nextEclipseMaximum(t, kind);
      if (max === null || max >= w.end) break;
      const lon = eph.position(max, kind === 'solar' ? 0 : 1, TROPICAL).longitude;
      eclipses.push({ kind, at: jdToIsoWithOffset(max, offset * 60), sign: SIGN_NAMES[signIndexOf(lon)]!, solarHouse: house(lon), jd: max });
      t = max + 1;
    }
  }
  eclipses.sort((a, b) => a.jd - b.jd);
  const y = String(year).padStart(4, '0');
  const { periods } = retrogradePeriods({ startDate: `${y}-01-01`, endDate: `${y}-12-31`, planetIds: [2, 3, 4] }, services);
  const retrogrades = periods.map((p) => ({ planet: p.planet, from: p.stationRetrograde.date, to: p.stationDirect.date, signs: p.signs, solarHouses: p.signs.map((s) => solarHouse(SIGN_NAMES.indexOf(s), signIndex)) }));
  // Benefic contacts per month: days (12:00 UT) with a Venus or Jupiter hit of the rule table.
  const dates = Array.from({ length: Math.round(eph.julianDay(year + 1, 1, 1, 0) - eph.julianDay(year, 1, 1, 0)) }, (_, i) => addDays(`${y}-01-01`, i));
  const days = dailyRatings(eph, dates, signIndex);
  const byMonth = new Map<string, number>();
  for (const d of days) byMonth.set(d.date.slice(0, 7), (byMonth.get(d.date.slice(0, 7)) ?? 0) + (d.hits.some((h) => h.effect > 0 && (h.planet === 'Venus' || h.planet === 'Jupiter')) ? 1 : 0));
  const keyMonths = [...byMonth.entries()].map(([month, beneficDays]) => ({ month, beneficDays })).sort((a, b) => b.beneficDays - a.beneficDays || a.month.localeCompare(b.month)).slice(0, 3);
  const ratings = meanRatings(days);
  const startJd = eph.julianDay(year, 1, 1, 12);
  const hits = ruleHits(longitudesAt(eph, startJd), signIndex).filter((h) => h.planet !== 'Moon');
  const jupiter = passages(5);
  const saturn = passages(6);
  const passagesText = (planet: string, list: typeof jupiter) => phrase(lang, 'yearly.passages', {
    planet: planetName(lang, planet),
    list: joinList(lang, list.map((p) => phrase(lang, 'yearly.passage', { house: ordinalOf(lang, p.solarHouse), area: areaOf(lang, p.solarHouse), date: p.from.slice(0, 10) }))),
  });
  const extra = [
    passagesText('Jupiter', jupiter),
    passagesText('Saturn', saturn),
    ...(eclipses.length ? [phrase(lang, 'yearly.eclipses', { houses: joinList(lang, [...new Set(eclipses.map((e) => e.solarHouse))].map((h) => ordinalOf(lang, h)), 'and') })] : []),
    phrase(lang, 'yearly.bestMonths', { months: keyMonths.map((m) => m.month).join(', ') }),
  ];
  return {
    sign,
    period: { from: jdToIsoWithOffset(w.start, offset * 60), to: jdToIsoWithOffset(w.end, offset * 60) },
    transits: transitsAt(eph, startJd, signIndex),
    jupiter,
    saturn,
    eclipses: eclipses.map(({ jd: _jd, ...rest }) => rest),
    retrogrades,
    keyMonths,
    ratings,
    text: texts(lang, signIndex, String(year), ratings, hits, extra),
    language: lang,
  };
}

// ---- /horoscope/love, career, money, health -----------------------------------------------------

export type TopicName = 'love' | 'career' | 'money' | 'health';

/** The catalogue's topic table: the planets and the solar houses they are read through. */
export const TOPIC_TABLE: Record<TopicName, { planets: number[]; houses: number[] }> = {
  love: { planets: [3, 4, 1], houses: [5, 7, 8] },
  career: { planets: [0, 6, 5, 4], houses: [10, 6, 2] },
  money: { planets: [3, 5, 6], houses: [2, 8, 11] },
  health: { planets: [4, 6, 0], houses: [1, 6, 12] },
};

/** Benefic (+1): Sun, Moon, Venus, Jupiter; malefic (-1): Mars, Saturn (Saturn restricting money). */
export function planetNature(id: number): 1 | -1 {
  return id === 4 || id === 6 ? -1 : 1;
}

/** Effect of an exact aspect of a topic planet to the sign's middle degree: trine, sextile +1; square, opposition -1; conjunction by the planet's nature. */
export function aspectEffect(id: number, angle: number): 1 | -1 {
  if (angle === 60 || angle === 120) return 1;
  if (angle === 90 || angle === 180) return -1;
  return planetNature(id);
}

function periodWindow(eph: Ephemeris, period: 'day' | 'week' | 'month', date: string): { w: Window; first: string } {
  if (period === 'day') return { w: { start: dateJd(eph, date, 0), end: dateJd(eph, date, 24) }, first: date };
  if (period === 'week') {
    const monday = addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
    return { w: { start: dateJd(eph, monday, 0), end: dateJd(eph, monday, 0) + 7 }, first: monday };
  }
  const first = `${date.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number) as [number, number];
  return { w: { start: dateJd(eph, first, 0), end: eph.julianDay(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1, 0) }, first };
}

export function topicHoroscope(topic: TopicName, body: { sign: string; period?: 'day' | 'week' | 'month'; date?: string }, services: Services, lang: LangCode = 'en') {
  const { ephemeris: eph } = services;
  const signIndex = parseSign(body.sign);
  const sign = SIGN_NAMES[signIndex]!;
  const date = body.date ?? today(services);
  checkYear(Number(date.slice(0, 4)), 'date');
  const period = body.period ?? 'day';
  const { w, first } = periodWindow(eph, period, date);
  const { houses } = TOPIC_TABLE[topic];
  // The Moon's passages average out over a week or a month: she counts for a day only.
  const planets = TOPIC_TABLE[topic].planets.filter((id) => id !== 1 || period === 'day');
  const mid = signIndex * 30 + 15;
  const house = (jd: number, id: number) => solarHouse(signIndexOf(eph.position(jd, id, TROPICAL).longitude), signIndex);
  const factors: { planet: string; solarHouse: number; aspect: string | null; at: string; effect: 1 | -1; jd: number }[] = [];
  const startRef = period === 'day' ? w.start + 0.5 : w.start;
  for (const id of planets) {
    const h0 = house(startRef, id);
    if (houses.includes(h0)) factors.push({ planet: nameOf(id), solarHouse: h0, aspect: null, at: jdToIsoWithOffset(startRef, 0), effect: planetNature(id), jd: startRef });
    if (period !== 'day') {
      for (const g of findIngresses(eph, id, w.start, w.end, TROPICAL)) {
        const h = solarHouse(g.toSignIndex, signIndex);
        if (houses.includes(h)) factors.push({ planet: nameOf(id), solarHouse: h, aspect: null, at: jdToIsoWithOffset(g.jd, 0), effect: planetNature(id), jd: g.jd });
      }
    }
    for (const c of fixedDegreeContacts(eph, id, mid, w)) {
      factors.push({ planet: nameOf(id), solarHouse: house(c.jd, id), aspect: ASPECTS.find((k) => k.angle === c.angle)!.slug, at: jdToIsoWithOffset(c.jd, 0), effect: aspectEffect(id, c.angle), jd: c.jd });
    }
  }
  factors.sort((a, b) => a.jd - b.jd);
  const rating = clamp(3 + factors.reduce((s, f) => s + f.effect, 0));
  const keyDates = [...new Set(factors.filter((f) => f.jd > w.start).map((f) => f.at.slice(0, 10)))];
  const what = period === 'day' ? date : period === 'week' ? phrase(lang, 'what.week', { date: first }) : first.slice(0, 7);
  const signText = signName(lang, sign);
  const head = phrase(lang, 'topic.head', { topic: phrase(lang, `topic.${topic}`), sign: signText, what, tone: toneOf(lang, rating), rating });
  const factorText = (f: (typeof factors)[number]) => {
    const planet = planetName(lang, f.planet);
    const line = f.aspect
      ? phrase(lang, 'topic.factorAspect', { planet, aspect: aspectName(lang, f.aspect), sign: signText, date: f.at.slice(0, 10) })
      : phrase(lang, f.jd > w.start && period !== 'day' ? 'topic.factorHouseFrom' : 'topic.factorHouse', { planet, house: ordinalOf(lang, f.solarHouse), area: areaOf(lang, f.solarHouse), date: f.at.slice(0, 10) });
    return `${line} ${effectMark(f.effect)}`;
  };
  const rest = factors.length ? `${joinList(lang, factors.map(factorText))}${phrase(lang, 'list.end')}` : phrase(lang, 'topic.none', { houses: joinList(lang, houses.map((h) => ordinalOf(lang, h)), 'comma') });
  return { sign, period: { from: jdToIsoWithOffset(w.start, 0), to: jdToIsoWithOffset(w.end, 0) }, factors: factors.map(({ jd: _jd, ...rest }) => rest), rating, keyDates, text: `${head} ${rest}`, language: lang };
}
