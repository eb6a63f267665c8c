/**
 * Rudhyar's progressed lunation (secondary progressions: a day after birth for each year of
 * life), Huber's Age Point (six years a Koch house, linear in longitude) and Arroyo's element
 * reading of the aspects.
 */
import { ApiError, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { angleTrack, ASPECTS, castChart, momentEcho, normalizeDegrees, settingsEcho, shortestArc, SIGNS, signIndexOf, trackCrossings } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { echo, iso, natal, signRef, targetJd } from './natal.js';
import type { ClockServices, Services } from './natal.js';
import { LUNATION_PHASES } from './modern.js';

/** The tropical year (days) a progressed day stands for. */
export const TROPICAL_YEAR = 365.24219;

export function progressedLunation(body: BirthInput & { targetDate?: string }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services);
  const birth = n.chart.moment.julianDayUT;
  const { date, jd } = targetJd(n, services, body.targetDate);
  if (jd < birth) throw ApiError.invalidField('targetDate', 'must not be before the birth date');
  const age = (jd - birth) / TROPICAL_YEAR;
  if (age > 120) throw ApiError.invalidField('targetDate', 'must be within 120 years of birth');
  const z = n.chart.settings;
  const elong = (t: number) => {
    const m = services.ephemeris.longitudeAt(t, 1, z);
    const s = services.ephemeris.longitudeAt(t, 0, z);
    return { value: m.longitude - s.longitude, speed: m.speed - s.speed };
  };
  // The progressed days from before birth (the last progressed new moon may precede it) to
  // 30 progressed days past the target: roots of the elongation at each multiple of 45 deg.
  const track = angleTrack(elong, birth - 32, birth + age + 32, 0.5);
  const events = LUNATION_PHASES.flatMap((phase, k) => trackCrossings(track, k * 45).map((r) => ({ phase, k, pjd: r.jd }))).sort((a, b) => a.pjd - b.pjd);
  const toDate = (pjd: number) => birth + (pjd - birth) * TROPICAL_YEAR;
  const point = (e: (typeof events)[number]) => {
    const lon = services.ephemeris.position(e.pjd, 1, z).longitude;
    return { date: iso(n, toDate(e.pjd)), age: e.pjd - birth, longitude: lon, ...signRef(signIndexOf(lon), lang) };
  };
  const pNow = birth + age;
  const current = [...events].filter((e) => e.pjd <= pNow).pop()!;
  const next = events.find((e) => e.pjd > pNow)!;
  const news = events.filter((e) => e.k === 0);
  const lastNew = [...news].filter((e) => e.pjd <= pNow).pop();
  const nextNew = news.find((e) => e.pjd > pNow);
  return {
    ...echo(n, services, lang),
    targetDate: date,
    age,
    progressedElongation: normalizeDegrees(elong(pNow).value),
    currentPhase: { phase: current.phase, start: iso(n, toDate(current.pjd)), end: iso(n, toDate(next.pjd)) },
    lastProgressedNewMoon: lastNew ? point(lastNew) : null,
    nextProgressedNewMoon: nextNew ? point(nextNew) : null,
    cycle: events.filter((e) => e.pjd >= birth).map((e) => ({ phase: e.phase, ...point(e) })),
  };
}

// ---------------------------------------------------------------- Huber's Age Point

const CONTACT_ANGLES = [0, 30, 60, 90, 120, 150, 180] as const;
const CONTACT_SLUG: Readonly<Record<number, string>> = { 0: 'conjunction', 30: 'semi-sextile', 60: 'sextile', 90: 'square', 120: 'trine', 150: 'quincunx', 180: 'opposition' };
const TEN = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

/** The Age Point at an age (years): Koch house floor(age / 6) mod 12 + 1, linear in longitude across it. */
export function agePoint(cusps: readonly number[], age: number): { longitude: number; house: number; positionInHouse: number } {
  const k = Math.floor(age / 6);
  const h = k % 12;
  const x = (age - 6 * k) / 6;
  const span = normalizeDegrees(cusps[(h + 1) % 12]! - cusps[h]!);
  return { longitude: normalizeDegrees(cusps[h]! + x * span), house: h + 1, positionInHouse: x };
}

export function hubersAgePoint(body: BirthInput & { targetDate?: string; years?: number }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services, [7, 8, 9]);
  const chart = n.chart;
  const birth = chart.moment.julianDayUT;
  const { date, jd } = targetJd(n, services, body.targetDate);
  if (jd < birth) throw ApiError.invalidField('targetDate', 'must not be before the birth date');
  // Koch houses whatever houseSystem says (Huber's method is built on them).
  const cusps = services.ephemeris.houses(birth, body.latitude, body.longitude, 'K', chart.settings).cusps.slice(0, 12);
  const age = (jd - birth) / TROPICAL_YEAR;
  const ap = agePoint(cusps, age);
  const years = body.years ?? 12;
  const contacts: { planet: { slug: string; name: string }; aspect: { slug: string; name: string }; age: number; jd: number }[] = [];
  // Within each six-year house the Age Point is linear in longitude: each target degree is
  // crossed at most once there, at the age the linear scale gives.
  for (let k = Math.floor(age / 6); 6 * k < age + years; k++) {
    const h = k % 12;
    const span = normalizeDegrees(cusps[(h + 1) % 12]! - cusps[h]!);
    for (const [i, slug] of TEN.entries()) {
      const lon = chart.bodies.find((b) => b.id === i)!.longitude;
      for (const a of CONTACT_ANGLES) {
        for (const target of a === 0 || a === 180 ? [lon + a] : [lon + a, lon - a]) {
          const x = normalizeDegrees(target - cusps[h]!) / span;
          if (x >= 1) continue;
          const at = 6 * k + 6 * x;
          if (at < age || at > age + years) continue;
          contacts.push({ planet: { slug, name: term('body', slug, lang) }, aspect: { slug: CONTACT_SLUG[a]!, name: term('aspect', CONTACT_SLUG[a]!, lang) }, age: at, jd: birth + at * TROPICAL_YEAR });
        }
      }
    }
  }
  contacts.sort((a, b) => a.age - b.age);
  return {
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, birth, services.ephemeris, lang),
    targetDate: date,
    age,
    kochCusps: cusps,
    agePoint: { ...ap, ...signRef(signIndexOf(ap.longitude), lang), degreeInSign: ap.longitude - signIndexOf(ap.longitude) * 30 },
    nextHouseAt: iso(n, birth + 6 * (Math.floor(age / 6) + 1) * TROPICAL_YEAR),
    contacts: contacts.map((c) => ({ planet: c.planet, aspect: c.aspect, age: c.age, date: iso(n, c.jd) })),
  };
}

// ---------------------------------------------------------------- Arroyo: energy patterns

type Element = 'fire' | 'earth' | 'air' | 'water';
const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];

export function elementRelation(a: Element, b: Element): 'same' | 'compatible' | 'incompatible' {
  if (a === b) return 'same';
  const pair = [a, b].sort().join('-');
  return pair === 'air-fire' || pair === 'earth-water' ? 'compatible' : 'incompatible';
}

export function energyPatterns(body: BirthInput & { orbs?: Record<string, number> }, services: Services, lang: LangCode) {
  const chart = castChart(body, services, { bodies: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
  const majors = ASPECTS.filter((a) => a.isMajor);
  for (const k of Object.keys(body.orbs ?? {})) {
    if (!majors.some((a) => a.slug === k)) throw ApiError.invalidField(`orbs.${k}`, `names no major aspect; they are ${majors.map((a) => a.slug).join(', ')}`);
  }
  const orbOf = (slug: string, d: number) => body.orbs?.[slug] ?? d;
  const matrix = Object.fromEntries(ELEMENTS.map((e) => [e, Object.fromEntries(ELEMENTS.map((f) => [f, 0]))])) as Record<Element, Record<Element, number>>;
  const aspects: {
    planet1: { slug: string; name: string }; planet2: { slug: string; name: string }; aspect: { slug: string; name: string }; orb: number;
    element1: Element; element2: Element; elementRelation: 'same' | 'compatible' | 'incompatible'; flow: 'harmonious' | 'challenging' | 'blending';
  }[] = [];
  for (let i = 0; i < 10; i++) {
    for (let j = i + 1; j < 10; j++) {
      const a = chart.bodies.find((b) => b.id === i)!;
      const b = chart.bodies.find((x) => x.id === j)!;
      const sep = shortestArc(a.longitude, b.longitude);
      const hit = majors.map((k) => ({ k, orb: Math.abs(sep - k.angle), max: orbOf(k.slug, k.defaultOrb) })).filter((x) => x.orb <= x.max).sort((x, y) => x.orb - y.orb)[0];
      if (!hit) continue;
      const e1 = SIGNS[signIndexOf(a.longitude)]!.element as Element;
      const e2 = SIGNS[signIndexOf(b.longitude)]!.element as Element;
      const flow = hit.k.slug === 'conjunction' ? ('blending' as const) : hit.k.slug === 'trine' || hit.k.slug === 'sextile' ? ('harmonious' as const) : ('challenging' as const);
      // Orb-weighted: an exact aspect counts 1, one at the edge of its orb nearly 0.
      const w = hit.max > 0 ? 1 - hit.orb / hit.max : 1;
      matrix[e1][e2] += w;
      if (e1 !== e2) matrix[e2][e1] += w;
      aspects.push({
        planet1: { slug: TEN[i]!, name: term('body', TEN[i]!, lang) }, planet2: { slug: TEN[j]!, name: term('body', TEN[j]!, lang) },
        aspect: { slug: hit.k.slug, name: term('aspect', hit.k.slug, lang) }, orb: hit.orb,
        element1: e1, element2: e2, elementRelation: elementRelation(e1, e2), flow,
      });
    }
  }
  const count = (f: string) => aspects.filter((a) => a.flow === f).length;
  return {
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang),
    aspects,
    elementMatrix: matrix,
    summary: { harmonious: count('harmonious'), challenging: count('challenging'), blending: count('blending'), incompatibleElements: aspects.filter((a) => a.elementRelation === 'incompatible').length },
  };
}
