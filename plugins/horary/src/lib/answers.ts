/**
 * The horary answers: the figure of lib/figure.ts written in the vocabulary (planets
 * `{ slug, name }`, positions, instants with the request zone's offset), and /horary itself in
 * the catalogue's member names (spec-fixed).
 */
import { ApiError, bodyName, position, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { momentEcho, settingsEcho, signIndexOf } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import {
  ASPECT_SLUG, castFigure, considerations, directPerfection, iso, lillyDignity, moonCourse, planetaryHourAt, planetRef, radicality, radixHouse, SEVEN,
  VOID_MODERN, VOID_TRADITIONAL,
} from './figure.js';
import type { ConsiderationDetail, Figure, Perfection, Services, TermsTable, VoidOfCourseRule } from './figure.js';
import { explanation } from './testimony.js';
import { domicileLordOf, SWISS_ID } from './lilly.js';

export function echo(f: Figure, services: Services, lang: LangCode) {
  return { moment: momentEcho(f.chart.moment, services.ephemeris), settings: settingsEcho(f.chart.settings, f.jd, services.ephemeris, lang) };
}

/** The request's void-of-course rule (Lilly's orbs unless `within-sign` is sent). */
export const vocRuleOf = (body: { voidOfCourseRule?: VoidOfCourseRule }): VoidOfCourseRule => body.voidOfCourseRule ?? 'lilly-orbs';

/** The echo of an answer that reads the Moon's course: the settings name the void-of-course rule. */
export function echoWithVoidRule(f: Figure, services: Services, rule: VoidOfCourseRule, lang: LangCode) {
  const e = echo(f, services, lang);
  return { ...e, settings: { ...e.settings, voidOfCourseRule: rule } };
}

const SLUG_OF_ID = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const aspectRef = (angle: number, lang: LangCode) => ({ slug: ASPECT_SLUG[angle]!, name: term('aspect', ASPECT_SLUG[angle]!, lang) });
const bodyRef = (id: number, lang: LangCode) => ({ slug: SLUG_OF_ID[id]!, name: bodyName(SLUG_OF_ID[id]!, lang) });

function quesitedLord(f: Figure, house: number): SevenPlanet {
  return domicileLordOf(f.cusps[house - 1]!);
}

function checkHouse(field: string, h: number | undefined) {
  if (h !== undefined && (!Number.isInteger(h) || h < 1 || h > 12)) throw ApiError.invalidField(field, 'must be a house number 1-12');
}

// ---------------------------------------------------------------- POST /horary (spec-fixed names)

export function horaryFigure(body: BirthInput & { quesitedHouse?: number; derivedFrom?: number; question?: string; voidOfCourseRule?: VoidOfCourseRule }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const hour = planetaryHourAt(f, services, body.latitude, body.longitude);
  const rule = vocRuleOf(body);
  const course = moonCourse(f, services, VOID_TRADITIONAL, rule);
  const querent = domicileLordOf(f.asc);
  const quesitedHouse = body.quesitedHouse === undefined ? null : radixHouse(body.quesitedHouse, body.derivedFrom);
  const quesited = quesitedHouse === null ? null : quesitedLord(f, quesitedHouse);
  const perfection = quesited === null || quesited === querent ? null : directPerfection(f, services, querent, quesited);
  const outer = f.chart.bodies.filter((b) => b.id >= 7 && b.id <= 9);
  const node = f.chart.bodies.find((b) => b.id === 11)!;
  const aspectOf = (p: Perfection | undefined | null) => (p ? { planet: bodyName(SLUG_OF_ID[p.other]!, lang), aspect: ASPECT_SLUG[p.angle]!, date: iso(f, p.jd) } : null);
  return {
    ...echoWithVoidRule(f, services, rule, lang),
    planets: [
      ...SEVEN.map((p) => {
        const b = f.chart.bodies.find((x) => x.id === SWISS_ID[p])!;
        return { planet: bodyName(p.toLowerCase(), lang), slug: p.toLowerCase(), longitude: b.longitude, sign: position(b.longitude, lang).signName, degInSign: b.degreeInSign, speed: b.speed, retrograde: b.speed < 0, house: b.house, essentialScore: lillyDignity(p, b.longitude, f.diurnal).score as number | null, modern: false };
      }),
      { planet: term('body', 'true-node', lang), slug: 'true-node', longitude: node.longitude, sign: position(node.longitude, lang).signName, degInSign: node.degreeInSign, speed: node.speed, retrograde: node.speed < 0, house: node.house, essentialScore: null, modern: false },
      ...outer.map((b) => ({ planet: bodyName(b.id, lang), slug: SLUG_OF_ID[b.id]!, longitude: b.longitude, sign: position(b.longitude, lang).signName, degInSign: b.degreeInSign, speed: b.speed, retrograde: b.speed < 0, house: b.house, essentialScore: null, modern: true })),
    ],
    houses: f.cusps.slice(0, 12),
    ascendant: f.asc,
    mc: f.mc,
    planetaryHour: hour ? { dayRuler: bodyName(hour.dayRuler.toLowerCase(), lang), hourRuler: bodyName(hour.hourRuler.toLowerCase(), lang) } : null,
    significators: {
      querent: bodyName(querent.toLowerCase(), lang),
      quesited: quesited ? bodyName(quesited.toLowerCase(), lang) : null,
      moon: bodyName('moon', lang),
    },
    moon: { lastAspect: aspectOf(course.last), nextAspect: aspectOf(course.next[0]), voidOfCourse: course.voidOfCourse },
    considerations: considerations(f, course).filter((c) => c.triggered).map((c) => c.code),
    perfection: perfection
      ? { perfects: perfection.perfects, mode: perfection.perfects ? 'direct' : 'none', aspect: perfection.angle === null ? null : ASPECT_SLUG[perfection.angle]!, daysToPerfect: perfection.jd === null ? null : perfection.jd - f.jd }
      : null,
  };
}

// ---------------------------------------------------------------- /horary/considerations

export function considerationsAnswer(body: BirthInput & { voidOfCourseRule?: VoidOfCourseRule }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const rule = vocRuleOf(body);
  const list = considerations(f, moonCourse(f, services, VOID_TRADITIONAL, rule)).map((c) => ({ code: c.code, triggered: c.triggered, detail: considerationDetail(c.detail, lang) }));
  const cautionCount = list.filter((c) => c.triggered).length;
  return { ...echoWithVoidRule(f, services, rule, lang), considerations: list, cautionCount, safeToJudge: cautionCount === 0 };
}

/**
 * A consideration's detail in the answer's language (core's horary-consideration table); when the
 * void Moon is in Taurus, Cancer, Sagittarius or Pisces, Lilly's allowance (p. 122) is added to the
 * text and flagged by `yetPerforms`.
 */
export function considerationDetail(d: ConsiderationDetail, lang: LangCode) {
  const e = explanation('horary-consideration', d.slug, lang, d.data);
  if (!d.yetPerforms) return { ...e, yetPerforms: false };
  return { ...e, yetPerforms: true, text: `${e.text}; ${explanation('horary-consideration', 'moon-yet-performs', lang, d.data).text}` };
}

// ---------------------------------------------------------------- /horary/radicality

export function radicalityAnswer(body: BirthInput, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const hour = planetaryHourAt(f, services, body.latitude, body.longitude);
  if (!hour) throw new ApiError('CALCULATION_ERROR', `The Sun does not rise or set at latitude ${body.latitude} around this date (polar day or night): unequal planetary hours are undefined there`);
  const r = radicality(f, hour);
  return {
    ...echo(f, services, lang),
    isDaytime: hour.isDaytime,
    dayRuler: planetRef(hour.dayRuler, lang),
    hourNumber: hour.hourNumber,
    hourRuler: planetRef(hour.hourRuler, lang),
    hourStart: iso(f, hour.start),
    hourEnd: iso(f, hour.end),
    ascendant: position(f.asc, lang),
    ascLord: planetRef(r.ascLord, lang),
    agreement: { samePlanet: r.samePlanet, sameTriplicity: r.sameTriplicity, sameNature: r.sameNature },
    radical: r.radical,
  };
}

// ---------------------------------------------------------------- /horary/significators

/** Natural significators by topic (Lilly, Christian Astrology Book I, the planets' significations). */
export const TOPIC_SIGNIFICATORS: Readonly<Record<string, readonly SevenPlanet[]>> = {
  love: ['Venus'], marriage: ['Venus', 'Sun', 'Moon'], writings: ['Mercury'], contracts: ['Mercury'], authority: ['Sun'], employment: ['Sun', 'Jupiter'],
  property: ['Saturn'], wealth: ['Jupiter'], religion: ['Jupiter'], war: ['Mars'], surgery: ['Mars'], travel: ['Moon', 'Mercury'], mother: ['Moon'], father: ['Sun', 'Saturn'],
};
export const TOPICS = Object.keys(TOPIC_SIGNIFICATORS);

export function significatorsAnswer(body: BirthInput & { quesitedHouse: number; derivedFrom?: number; topic?: string }, services: Services, lang: LangCode) {
  checkHouse('quesitedHouse', body.quesitedHouse);
  checkHouse('derivedFrom', body.derivedFrom);
  const f = castFigure(body, services);
  const house = radixHouse(body.quesitedHouse, body.derivedFrom);
  const querent = domicileLordOf(f.asc);
  const quesited = quesitedLord(f, house);
  const inHouse = (h: number) => SEVEN.filter((p) => f.house[p] === h).map((p) => planetRef(p, lang));
  return {
    ...echo(f, services, lang),
    querent: { lord: planetRef(querent, lang), planetsInFirst: inHouse(1), moonCoSignificator: planetRef('Moon', lang) },
    quesited: { house: body.quesitedHouse, derivedFrom: body.derivedFrom ?? null, radixHouse: house, cusp: position(f.cusps[house - 1]!, lang), lord: planetRef(quesited, lang), planetsInHouse: inHouse(house) },
    naturalSignificators: (body.topic ? TOPIC_SIGNIFICATORS[body.topic] ?? [] : []).map((p) => planetRef(p, lang)),
    sameLord: querent === quesited,
  };
}

// ---------------------------------------------------------------- /horary/essential-dignities

export function essentialDignitiesAnswer(body: BirthInput & { terms?: TermsTable }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const terms = body.terms ?? 'ptolemaic';
  const rows = SEVEN.map((p) => {
    const d = lillyDignity(p, f.lon[p], f.diurnal, terms);
    // Mutual reception by sign (Lilly p. 112): each in a sign the other rules; Lilly scores it as domicile.
    const lord = domicileLordOf(f.lon[p]);
    const mutual = lord !== p && domicileLordOf(f.lon[lord]) === p;
    return { planet: p, d, mutual, score: d.score + (mutual && !d.domicile ? 5 : 0) };
  });
  const sorted = [...rows].sort((a, b) => b.score - a.score);
  return {
    ...echo(f, services, lang),
    terms,
    sect: f.diurnal ? ('day' as const) : ('night' as const),
    planets: rows.map((r) => ({
      ...planetRef(r.planet, lang), ...position(f.lon[r.planet], lang),
      domicile: r.d.domicile, exaltation: r.d.exaltation, triplicity: r.d.triplicity, term: r.d.term, face: r.d.face,
      detriment: r.d.detriment, fall: r.d.fall, peregrine: r.d.peregrine,
      mutualReception: r.mutual ? planetRef(domicileLordOf(f.lon[r.planet]), lang) : null,
      score: r.score,
    })),
    strongest: planetRef(sorted[0]!.planet, lang),
    weakest: planetRef(sorted[sorted.length - 1]!.planet, lang),
  };
}

// ---------------------------------------------------------------- /horary/perfection

type ReceptionDignity = 'domicile' | 'exaltation' | 'triplicity' | 'term' | 'face';

/** The dignities `host` holds at `guest`'s place: `host` receives `guest` by them (Lilly). */
export function receivedBy(host: SevenPlanet, guestLongitude: number, diurnal: boolean): ReceptionDignity[] {
  const d = lillyDignity(host, guestLongitude, diurnal, 'ptolemaic');
  return (['domicile', 'exaltation', 'triplicity', 'term', 'face'] as const).filter((k) => d[k]);
}

export function perfectionAnswer(body: BirthInput & { quesitedHouse: number; derivedFrom?: number }, services: Services, lang: LangCode) {
  checkHouse('quesitedHouse', body.quesitedHouse);
  checkHouse('derivedFrom', body.derivedFrom);
  const f = castFigure(body, services);
  const house = radixHouse(body.quesitedHouse, body.derivedFrom);
  const querent = domicileLordOf(f.asc);
  const quesited = quesitedLord(f, house);
  const sameLord = querent === quesited;
  const p = sameLord ? null : directPerfection(f, services, querent, quesited);
  const querentReceives = receivedBy(querent, f.lon[quesited], f.diurnal);
  const quesitedReceives = receivedBy(quesited, f.lon[querent], f.diurnal);
  return {
    ...echo(f, services, lang),
    significators: { querent: planetRef(querent, lang), quesited: planetRef(quesited, lang), quesitedHouse: house },
    sameLord,
    perfects: p?.perfects ?? false,
    aspect: p && p.angle !== null ? aspectRef(p.angle, lang) : null,
    inOrbs: p?.inOrbs ?? false,
    orb: p?.orb ?? null,
    daysToPerfect: p && p.jd !== null ? p.jd - f.jd : null,
    perfectionDate: p && p.jd !== null ? iso(f, p.jd) : null,
    beforeSignChange: p?.beforeSignChange ?? false,
    beforeStation: p?.beforeStation ?? false,
    reception: { querentReceives: querentReceives.length > 0, quesitedReceives: quesitedReceives.length > 0, mutual: querentReceives.length > 0 && quesitedReceives.length > 0, querentBy: querentReceives, quesitedBy: quesitedReceives },
  };
}

// ---------------------------------------------------------------- /horary/moon-course

export function moonCourseAnswer(body: BirthInput & { voidOfCourseRule?: VoidOfCourseRule }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const rule = vocRuleOf(body);
  // The traditional course is the modern one without Uranus, Neptune and Pluto (each planet's
  // aspects are found on their own), so the Moon's course is searched once.
  const modern = moonCourse(f, services, VOID_MODERN, rule);
  const traditionalVoid = !modern.next.some((p) => (VOID_TRADITIONAL as readonly number[]).includes(p.other));
  const aspect = (p: Perfection) => ({ planet: bodyRef(p.other, lang), aspect: aspectRef(p.angle, lang), date: iso(f, p.jd) });
  const nextSign = (signIndexOf(f.lon.Moon) + 1) % 12;
  return {
    ...echoWithVoidRule(f, services, rule, lang),
    moon: { ...position(f.lon.Moon, lang), speed: f.speed.Moon },
    lastAspect: modern.last ? aspect(modern.last) : null,
    nextAspects: modern.next.map(aspect),
    signEntry: iso(f, modern.signEntry),
    signExit: iso(f, modern.signExit),
    nextSign: { sign: nextSign + 1, signName: position(nextSign * 30, lang).signName },
    voidOfCourse: { traditional: traditionalVoid, modern: modern.voidOfCourse },
  };
}

