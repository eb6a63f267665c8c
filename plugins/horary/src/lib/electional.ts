/**
 * Elections: the rule sets of /electional/activities (compiled from Sahl ibn Bishr, On
 * Elections, and Bonatti, Liber Astronomiae Tr. 7), the rule-by-rule evaluation of one moment,
 * the hours of a planet over a range of days and the Moon's void-of-course windows. Searches
 * bracket and refine on the ephemeris (sunrise and sunset by swe_rise_trans, the Moon's
 * ingresses and aspects by core's root finders), never a fine grid.
 */
import { ApiError, jdToIsoWithOffset, sentence, signName, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { angleTrack, eventRange, isAboveHorizon, normalizeDegrees, planetaryDayAt, shortestArc, SIGNS, signIndexOf, trackCrossings, voidPeriods } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { castFigure, moonCourse, planetRef, SEVEN, VOID_TRADITIONAL } from './figure.js';
import type { Figure, MoonCourse, Services } from './figure.js';
import { domicileLordOf, lillyDignity, SWISS_ID } from './lilly.js';
import { inViaCombusta } from './via-combusta.js';
import { echo } from './answers.js';
import { explanation } from './testimony.js';
import type { ExplanationData } from './testimony.js';

export const RULE_CODES = [
  'moon-not-void', 'moon-not-via-combusta', 'moon-not-combust', 'moon-increasing', 'moon-applies-to-benefic', 'asc-lord-dignified', 'house-lord-dignified',
  'asc-lord-direct', 'asc-lord-not-cadent', 'benefics-angular', 'malefics-cadent', 'significators-direct', 'mars-weak', 'moon-not-in-body-part-sign',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

/** Weights of the rules: the Moon's condition first (Sahl: "the Moon is the strongest of the significators"). */
export const RULE_WEIGHTS: Readonly<Record<RuleCode, number>> = {
  'moon-not-void': 3, 'moon-not-via-combusta': 2, 'moon-not-combust': 3, 'moon-increasing': 1, 'moon-applies-to-benefic': 2, 'asc-lord-dignified': 2,
  'house-lord-dignified': 2, 'asc-lord-direct': 1, 'asc-lord-not-cadent': 1, 'benefics-angular': 1, 'malefics-cadent': 1, 'significators-direct': 2,
  'mars-weak': 2, 'moon-not-in-body-part-sign': 3,
};

const COMMON: readonly RuleCode[] = [
  'moon-not-void', 'moon-not-via-combusta', 'moon-not-combust', 'moon-increasing', 'moon-applies-to-benefic', 'asc-lord-dignified', 'house-lord-dignified',
  'asc-lord-direct', 'asc-lord-not-cadent', 'benefics-angular', 'malefics-cadent', 'significators-direct',
];

export interface Activity { slug: string; name: string; houses: number[]; significators: SevenPlanet[]; rules: RuleCode[] }

export const ACTIVITIES: readonly Activity[] = [
  { slug: 'marriage', name: 'Marriage', houses: [7], significators: ['Venus', 'Moon'], rules: [...COMMON] },
  { slug: 'contract', name: 'Signing a contract', houses: [7, 3], significators: ['Mercury'], rules: [...COMMON] },
  { slug: 'travel', name: 'Travel', houses: [9, 3], significators: ['Moon', 'Mercury'], rules: [...COMMON] },
  { slug: 'surgery', name: 'Surgery', houses: [6], significators: ['Mars'], rules: [...COMMON.filter((r) => r !== 'significators-direct'), 'mars-weak', 'moon-not-in-body-part-sign'] },
  { slug: 'opening-business', name: 'Opening a business', houses: [10, 2], significators: ['Jupiter', 'Sun'], rules: [...COMMON] },
  { slug: 'buying-property', name: 'Buying property', houses: [4], significators: ['Saturn', 'Moon'], rules: [...COMMON] },
];
export const ACTIVITY_SLUGS: readonly string[] = ACTIVITIES.map((a) => a.slug);

/** The signs ruling the parts of the body, head to feet (Melothesia: Manilius, Astronomica II.453-465; Ptolemy III.12). */
export const BODY_PARTS = ['head', 'neck', 'arms', 'chest', 'heart', 'belly', 'kidneys', 'genitals', 'thighs', 'knees', 'shins', 'feet'] as const;

/** An activity's `{ slug, name }`, the name in the answer's language (core's electional-activity table). */
export const activityNamed = (a: Activity, lang: LangCode) => ({ slug: a.slug, name: term('electional-activity', a.slug, lang) });

/** What an electional rule found: a sentence of core's electional-rule table and the data it names. */
export interface RuleDetail { slug: string; data: ExplanationData }

/**
 * A rule's detail in the answer's language. The part of the body of moon-not-in-body-part-sign is
 * core's body-part table (the melothesia, by the sign that rules it).
 */
export function ruleDetail(d: RuleDetail, lang: LangCode) {
  const bodyPart = d.data.sign !== undefined ? term('body-part', SIGNS[d.data.sign]!.slug, lang) : undefined;
  return explanation('electional-rule', d.slug, lang, { ...d.data, ...(d.slug === 'body-part-sign' && bodyPart ? { bodyPart } : {}) });
}

export function activitiesAnswer(lang: LangCode) {
  return {
    count: ACTIVITIES.length,
    activities: ACTIVITIES.map((a) => ({ ...activityNamed(a, lang), houses: a.houses, significators: a.significators.map((p) => planetRef(p, lang)), rules: a.rules.map((code) => ({ code, weight: RULE_WEIGHTS[code] })) })),
  };
}

const ANGULAR = [1, 4, 7, 10];
const CADENT = [3, 6, 9, 12];

/**
 * The rule-by-rule evaluation of one figure. `course` is the Moon's course at the figure's
 * instant (found from the ephemeris when not given; /electional/search passes it from the
 * perfections and ingresses it has found once for its whole range). The Moon's course is read
 * by the sign-bounded void-of-course rule here, as /electional/search's table and
 * /electional/moon-void-windows (core's voidPeriods) read it, so that one election gets one
 * answer from every electional operation; the horary operations default to Lilly's orbs.
 */
export function evaluateRules(f: Figure, services: Services, activity: Activity, bodyPart?: (typeof BODY_PARTS)[number], course: Pick<MoonCourse, 'voidOfCourse' | 'next'> = moonCourse(f, services, VOID_TRADITIONAL, 'within-sign')) {
  const ascLord = domicileLordOf(f.asc);
  const houseLord = domicileLordOf(f.cusps[activity.houses[0]! - 1]!);
  const dignified = (p: SevenPlanet) => lillyDignity(p, f.lon[p], f.diurnal).score > 0;
  const elongation = normalizeDegrees(f.lon.Moon - f.lon.Sun);
  const next = course.next[0];
  const nextPlanet = next ? SEVEN.find((p) => SWISS_ID[p] === next.other) : undefined;
  // Each rule's detail is a sentence of core's electional-rule table and the data it names; the
  // answers write it in their language (evaluateAnswer), the search only scores.
  const out: { code: RuleCode; passed: boolean; weight: number; detail: RuleDetail }[] = [];
  const rule = (code: RuleCode, passed: boolean, slug: string, data: ExplanationData = {}) => { if (activity.rules.includes(code)) out.push({ code, passed, weight: RULE_WEIGHTS[code], detail: { slug, data } }); };
  rule('moon-not-void', !course.voidOfCourse, course.voidOfCourse ? 'moon-perfects-no-aspect' : 'moon-perfects-aspect');
  rule('moon-not-via-combusta', !inViaCombusta(f.lon.Moon), 'moon-longitude', { degree: f.lon.Moon });
  rule('moon-not-combust', shortestArc(f.lon.Moon, f.lon.Sun) > 8.5, 'moon-distance-from-sun', { degree: shortestArc(f.lon.Moon, f.lon.Sun) });
  rule('moon-increasing', elongation < 180, 'moon-elongation', { degree: elongation });
  rule('moon-applies-to-benefic', nextPlanet === 'Jupiter' || nextPlanet === 'Venus', nextPlanet ? 'moon-next-aspect' : 'moon-next-aspect-none', nextPlanet ? { planet: nextPlanet } : {});
  rule('asc-lord-dignified', dignified(ascLord), 'planet-scores', { planet: ascLord, score: lillyDignity(ascLord, f.lon[ascLord], f.diurnal).score });
  rule('house-lord-dignified', dignified(houseLord), 'house-lord-scores', { planet: houseLord, house: activity.houses[0]!, score: lillyDignity(houseLord, f.lon[houseLord], f.diurnal).score });
  rule('asc-lord-direct', f.speed[ascLord] >= 0, f.speed[ascLord] >= 0 ? 'planet-direct' : 'planet-retrograde', { planet: ascLord });
  rule('asc-lord-not-cadent', !CADENT.includes(f.house[ascLord]), 'planet-in-house', { planet: ascLord, house: f.house[ascLord] });
  rule('benefics-angular', ANGULAR.includes(f.house.Jupiter) || ANGULAR.includes(f.house.Venus), 'two-planets-in-houses', { planet: 'Jupiter', house: f.house.Jupiter, other: 'Venus', otherHouse: f.house.Venus });
  const weakMalefic = (p: 'Mars' | 'Saturn') => !ANGULAR.includes(f.house[p]);
  rule('malefics-cadent', weakMalefic('Mars') && weakMalefic('Saturn'), 'two-planets-in-houses', { planet: 'Mars', house: f.house.Mars, other: 'Saturn', otherHouse: f.house.Saturn });
  const retro = activity.significators.filter((p) => p !== 'Sun' && p !== 'Moon' && f.speed[p] < 0);
  rule('significators-direct', retro.length === 0, retro.length ? 'retrograde-significators' : 'no-significator-retrograde', retro.length ? { planets: retro } : {});
  const mars = lillyDignity('Mars', f.lon.Mars, f.diurnal);
  rule('mars-weak', mars.peregrine || mars.detriment || mars.fall || CADENT.includes(f.house.Mars), 'planet-scores-in-house', { planet: 'Mars', score: mars.score, house: f.house.Mars });
  if (bodyPart) {
    const s = BODY_PARTS.indexOf(bodyPart);
    rule('moon-not-in-body-part-sign', signIndexOf(f.lon.Moon) !== s, 'body-part-sign', { sign: s, moonSign: signIndexOf(f.lon.Moon) });
  }
  const total = out.reduce((s, r) => s + r.weight, 0);
  const passedWeight = out.filter((r) => r.passed).reduce((s, r) => s + r.weight, 0);
  const share = total ? passedWeight / total : 0;
  const grade: 'a' | 'b' | 'c' | 'd' | 'e' = share >= 0.85 ? 'a' : share >= 0.7 ? 'b' : share >= 0.55 ? 'c' : share >= 0.4 ? 'd' : 'e';
  return { rules: out, score: 2 * passedWeight - total, share, grade };
}

export function evaluateAnswer(body: BirthInput & { activity: string; bodyPart?: (typeof BODY_PARTS)[number] }, services: Services, lang: LangCode) {
  const activity = ACTIVITIES.find((a) => a.slug === body.activity);
  if (!activity) throw ApiError.invalidField('activity', `must be one of ${ACTIVITY_SLUGS.join(', ')}`);
  const f = castFigure(body, services);
  const r = evaluateRules(f, services, activity, body.bodyPart);
  const rules = r.rules.map((x) => ({ ...x, text: ruleDetail(x.detail, lang) }));
  return {
    ...echo(f, services, lang),
    activity: activityNamed(activity, lang),
    score: r.score,
    share: r.share,
    grade: r.grade,
    rules: rules.map((x) => ({ code: x.code, passed: x.passed, weight: x.weight, detail: x.text })),
    warnings: rules.filter((x) => !x.passed && x.weight >= 3).map((x) => ({ code: x.code, message: sentence('electional-rule', 'weighty-rule-fails', lang, { detail: x.text.text }) })),
    ascLord: planetRef(domicileLordOf(f.asc), lang),
  };
}

// ---------------------------------------------------------------- ranges

export interface RangeInput { latitude: number; longitude: number; timezoneOffset?: number | null; timezone?: string; startDate: string; endDate: string }

export function resolveRange(body: RangeInput, services: Services, maxDays: number) {
  if (body.timezone !== undefined && body.timezone !== 'auto' && !services.timeZones.isValidZone(body.timezone)) {
    throw ApiError.invalidField('timezone', 'must be an IANA zone name (Europe/Kyiv) or auto');
  }
  const zone = body.timezone === 'auto' ? services.timeZones.zoneAt(body.latitude, body.longitude) : body.timezone;
  const offset = zone ? services.timeZones.offsetAtLocal(zone, body.startDate, '00:00:00') : (body.timezoneOffset ?? 0);
  const { start, end } = eventRange(services.ephemeris, body.startDate, body.endDate, 1);
  if (end - start > maxDays + 1e-9) throw ApiError.invalidField('endDate', `must be at most ${maxDays} days after startDate`);
  return { start: start - offset / 24, end: end - offset / 24, offsetMinutes: Math.round(offset * 60) };
}

export function planetaryHourSearch(
  body: RangeInput & { planet: string; requireDirect?: boolean; requireNotCombust?: boolean; excludeVoidMoon?: boolean },
  services: Services,
  lang: LangCode,
) {
  const { start, end, offsetMinutes } = resolveRange(body, services, 31);
  const planet = SEVEN.find((p) => p.toLowerCase() === body.planet)!;
  const voids = voidPeriods(services.ephemeris, start, end + 3, 'traditional');
  const moonVoidAt = (jd: number) => voids.some((v) => v.startJd <= jd && jd < v.endJd);
  const tropical = { zodiacType: 'tropical' as const, siderealMode: 0 };
  const hours = [];
  let jd = start;
  let guard = 0;
  while (jd < end && guard++ < 40) {
    const day = planetaryDayAt(services.ephemeris, jd, body.longitude, body.latitude);
    for (const h of day.hours) {
      if (h.ruler !== planet || h.end <= start || h.start >= end) continue;
      const p = services.ephemeris.position(h.start, SWISS_ID[planet], tropical);
      const sun = services.ephemeris.position(h.start, 0, tropical).longitude;
      const retrograde = p.longitudeSpeed < 0;
      const combust = planet !== 'Sun' && shortestArc(p.longitude, sun) <= 8.5;
      const moonVoid = moonVoidAt(h.start);
      if (body.requireDirect && retrograde) continue;
      if (body.requireNotCombust && combust) continue;
      if (body.excludeVoidMoon && moonVoid) continue;
      hours.push({
        start: jdToIsoWithOffset(h.start, offsetMinutes), end: jdToIsoWithOffset(h.end, offsetMinutes), number: h.number, kind: h.kind,
        dayRuler: planetRef(day.dayRuler as SevenPlanet, lang), hourRuler: planetRef(h.ruler as SevenPlanet, lang),
        planetRetrograde: retrograde, planetCombust: combust, moonVoid,
      });
    }
    jd = day.nextSunrise + 1e-5;
  }
  return { planet: planetRef(planet, lang), hours, count: hours.length };
}

export function moonVoidWindows(body: { startDate: string; endDate: string; mode?: 'traditional' | 'modern'; timezoneOffset?: number | null }, services: Services, lang: LangCode) {
  const offset = body.timezoneOffset ?? 0;
  const { start, end } = eventRange(services.ephemeris, body.startDate, body.endDate, 1);
  const s = start - offset / 24;
  const e = end - offset / 24;
  const mode = body.mode ?? 'traditional';
  const offsetMinutes = Math.round(offset * 60);
  const windows = voidPeriods(services.ephemeris, s, e, mode)
    .filter((v) => v.startJd < e)
    .map((v) => {
      const from = (v.nextSignIndex + 11) % 12;
      const slug = v.lastAspect ? ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'][v.lastAspect.planet]! : null;
      const aspect = v.lastAspect ? (({ 0: 'conjunction', 60: 'sextile', 90: 'square', 120: 'trine', 180: 'opposition' }) as Record<number, string>)[v.lastAspect.angle]! : null;
      return {
        start: jdToIsoWithOffset(v.startJd, offsetMinutes), end: jdToIsoWithOffset(v.endJd, offsetMinutes), durationHours: (v.endJd - v.startJd) * 24,
        lastAspect: slug && aspect ? { planet: { slug, name: term('body', slug, lang) }, aspect: { slug: aspect, name: term('aspect', aspect, lang) } } : null,
        fromSign: { sign: from + 1, signName: signName(from + 1, lang) },
        toSign: { sign: v.nextSignIndex + 1, signName: signName(v.nextSignIndex + 1, lang) },
      };
    });
  return { mode, windows, count: windows.length };
}

// ---------------------------------------------------------------- benefics on the angles

/**
 * Times when Jupiter or Venus stands within orbDeg of the ascending or culminating degree at the
 * place: the difference angle(t) - lambda planet(t) is sampled every three hours (the angles turn once
 * a sidereal day and never back, so each piece is monotonic and holds one root per target and turn), each crossing of -orb, 0 and +orb
 * bracketed on the samples and refined on the ephemeris (core's angleTrack and trackCrossings;
 * the angle's rate by a one-minute forward difference of swe_houses_ex).
 */
export function angularBenefics(
  body: RangeInput & { planets?: ('jupiter' | 'venus')[]; angles?: ('ASC' | 'MC')[]; orbDeg?: number },
  services: Services,
  lang: LangCode,
) {
  const { start, end, offsetMinutes } = resolveRange(body, services, 31);
  const tropical = { zodiacType: 'tropical' as const, siderealMode: 0 };
  const orb = body.orbDeg ?? 3;
  const houses = (t: number) => services.ephemeris.houses(t, body.latitude, body.longitude, 'W', tropical);
  const angleAt = (t: number, which: 'ASC' | 'MC') => (which === 'ASC' ? houses(t).ascendant : houses(t).mc);
  const windows = [];
  for (const planetSlug of body.planets ?? ['jupiter', 'venus']) {
    const planet = planetSlug === 'jupiter' ? 'Jupiter' : 'Venus';
    for (const which of body.angles ?? ['ASC', 'MC']) {
      const h = 1 / 1440;
      const track = angleTrack((t) => {
        const p = services.ephemeris.longitudeAt(t, SWISS_ID[planet], tropical);
        const a0 = angleAt(t, which);
        const a1 = angleAt(t + h, which);
        const rate = (((a1 - a0 + 540) % 360) - 180) / h;
        return { value: a0 - p.longitude, speed: rate - p.speed };
      }, start, end, 1 / 8);
      const exacts = trackCrossings(track, 0);
      const opens = trackCrossings(track, -orb);
      const closes = trackCrossings(track, orb);
      for (const x of exacts) {
        const open = [...opens].filter((o) => o.jd < x.jd).pop();
        const close = closes.find((c) => c.jd > x.jd);
        const lon = services.ephemeris.position(x.jd, SWISS_ID[planet], tropical).longitude;
        const diurnal = isAboveHorizon(services.ephemeris.position(x.jd, 0, tropical).longitude, houses(x.jd).ascendant);
        windows.push({
          planet: planetRef(planet, lang), angle: which === 'ASC' ? ('asc' as const) : ('mc' as const),
          exact: jdToIsoWithOffset(x.jd, offsetMinutes),
          start: jdToIsoWithOffset(open && x.jd - open.jd < 0.25 ? open.jd : Math.max(start, x.jd - 0.25), offsetMinutes),
          end: jdToIsoWithOffset(close && close.jd - x.jd < 0.25 ? close.jd : Math.min(end, x.jd + 0.25), offsetMinutes),
          planetSign: { sign: signIndexOf(lon) + 1, signName: signName(signIndexOf(lon) + 1, lang) },
          essentialScore: lillyDignity(planet, lon, diurnal).score,
        });
      }
    }
  }
  windows.sort((a, b) => a.exact.localeCompare(b.exact));
  return { orbDeg: orb, windows, count: windows.length };
}
