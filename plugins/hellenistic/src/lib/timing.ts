/**
 * The time-lord answers: the chart cast by lib/natal.ts, the periods by lib/time-lords.ts,
 * written in the vocabulary (planets `{ slug, name }`, signs 1-12, instants with the zone's offset).
 */
import { ApiError, named, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { BODY, lotBySlug, lotLongitude, signIndexOf, SEVEN_PLANETS } from '@celestial/core/astro';
import type { BirthInput, LotPositions, SevenPlanet } from '@celestial/core/astro';
import { birthdayJd, completedAge, echo, iso, JULIAN_YEAR_DAYS, natal, planetRef, signRef, targetJd, wholeSignHouse } from './natal.js';
import type { ClockServices, Natal, Services } from './natal.js';
import { decennialOrder, decennials, firdaria, lordOfSign, profectedSign, zrCurrent, zrLevel } from './time-lords.js';
import type { FirdarLord, ZrPeriod } from './time-lords.js';

/** Longitudes a lot formula reads: the Ascendant and the seven planets. */
export function lotPositions(n: Natal): LotPositions {
  const p: LotPositions = { Asc: n.asc };
  for (const planet of SEVEN_PLANETS) p[planet] = n.lon[planet];
  return p;
}

export function lotAt(n: Natal, slug: string): number {
  return lotLongitude(lotBySlug(slug)!, lotPositions(n), n.diurnal);
}

// ---------------------------------------------------------------- annual profections

export function annualProfection(body: BirthInput & { targetDate?: string }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services, [BODY.TRUE_NODE]);
  const { date, jd } = targetJd(n, services, body.targetDate);
  if (jd < n.chart.moment.julianDayUT) throw ApiError.invalidField('targetDate', 'must not be before the birth date');
  const age = completedAge(n, services, jd);
  const ascSign = signIndexOf(n.asc);
  const sign = profectedSign(ascSign, age);
  const lord = lordOfSign(sign);
  const points: [string, string, number][] = [
    ...SEVEN_PLANETS.map((p) => [p.toLowerCase(), planetRef(p, lang).name, n.lon[p]] as [string, string, number]),
    ['ascendant', term('chart-angle', 'ascendant', lang), n.asc], ['midheaven', term('chart-angle', 'midheaven', lang), n.mc],
    ['fortune', term('lot', 'fortune', lang), lotAt(n, 'fortune')], ['spirit', term('lot', 'spirit', lang), lotAt(n, 'spirit')],
  ];
  return {
    ...echo(n, services, lang),
    targetDate: date,
    age,
    profectedSign: signRef(sign, lang),
    profectedHouse: age % 12 + 1,
    lordOfYear: planetRef(lord, lang),
    lordOfYearNatal: { ...signRef(signIndexOf(n.lon[lord]), lang), wholeSignHouse: wholeSignHouse(n.lon[lord], n.asc) },
    planetsInProfectedSign: SEVEN_PLANETS.filter((p) => signIndexOf(n.lon[p]) === sign).map((p) => planetRef(p, lang)),
    periodStart: iso(n, birthdayJd(n, services, age)),
    periodEnd: iso(n, birthdayJd(n, services, age + 1)),
    profectedPoints: points.map(([slug, name, lon]) => ({ slug, name, natal: signRef(signIndexOf(lon), lang), profected: signRef(profectedSign(signIndexOf(lon), age), lang) })),
  };
}

// ---------------------------------------------------------------- zodiacal releasing

export function zodiacalReleasing(
  body: BirthInput & { lot?: 'spirit' | 'fortune' | 'eros' | 'necessity'; levels?: number; fromDate?: string; years?: number; targetDate?: string },
  services: ClockServices,
  lang: LangCode,
) {
  const n = natal(body, services);
  const lotSlug = body.lot ?? 'spirit';
  const levels = body.levels ?? 2;
  // Level 3 runs about 830 periods a century and level 4 about 10,000: the window shrinks with
  // depth so an answer stays a readable size (defaults 100, 100, 5 and 0.5 years).
  const years = body.years ?? [100, 100, 5, 0.5][levels - 1]!;
  const maxYears = [120, 120, 10, 1][levels - 1]!;
  if (years > maxYears) throw ApiError.invalidField('years', `must be at most ${maxYears} with levels ${levels}`);
  const lot = lotAt(n, lotSlug);
  const fortuneSign = signIndexOf(lotAt(n, 'fortune'));
  const birth = n.chart.moment.julianDayUT;
  const from = body.fromDate ? targetJd(n, services, body.fromDate).jd : birth;
  if (from < birth) throw ApiError.invalidField('fromDate', 'must not be before the birth date');
  const to = from + years * 365.25;
  // Periods from birth (the releasing always starts at birth); only those overlapping the
  // window are kept at every level, so a deep level stays bounded.
  const periods = zrLevel(1, signIndexOf(lot), birth, birth + 120 * 365.25 + 360 * 30, fortuneSign, levels, { from, to });
  const now = targetJd(n, services, body.targetDate).jd;
  const out = (p: ZrPeriod): unknown => ({
    level: p.level,
    ...signRef(p.signIndex, lang),
    lord: planetRef(lordOfSign(p.signIndex), lang),
    start: iso(n, p.start),
    end: iso(n, p.end),
    peak: p.peak,
    loosingOfBond: p.loosingOfBond,
    children: p.children.map(out),
  });
  return {
    ...echo(n, services, lang),
    lot: { slug: lotSlug, name: term('lot', lotSlug, lang), longitude: lot, ...signRef(signIndexOf(lot), lang) },
    fortuneSign: signRef(fortuneSign, lang),
    periods: periods.map(out),
    current: zrCurrent(periods, now).map((p) => ({ level: p.level, ...signRef(p.signIndex, lang), lord: planetRef(lordOfSign(p.signIndex), lang), start: iso(n, p.start), end: iso(n, p.end) })),
  };
}

// ---------------------------------------------------------------- firdaria

/** A firdar's lord: a planet, or the Dragon's Head or Tail by core's lunar-node table (north-node, south-node). */
function firdarRef(lord: FirdarLord, lang: LangCode) {
  if (lord === 'North Node') return named('lunar-node', 'north-node', lang);
  if (lord === 'South Node') return named('lunar-node', 'south-node', lang);
  return planetRef(lord, lang);
}

export function firdariaAnswer(body: BirthInput & { targetDate?: string; nodesPlacement?: 'end' | 'bonatti' }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services);
  const birth = n.chart.moment.julianDayUT;
  const periods = firdaria(birth, n.diurnal, body.nodesPlacement ?? 'end', JULIAN_YEAR_DAYS, 2);
  const { jd } = targetJd(n, services, body.targetDate);
  const major = periods.find((p) => p.start <= jd && jd < p.end);
  const minor = major?.subPeriods.find((s) => s.start <= jd && jd < s.end);
  return {
    ...echo(n, services, lang),
    sect: n.diurnal ? ('day' as const) : ('night' as const),
    nodesPlacement: body.nodesPlacement ?? 'end',
    periods: periods.slice(0, 9).map((p) => ({
      lord: firdarRef(p.lord, lang), years: p.years, start: iso(n, p.start), end: iso(n, p.end),
      subPeriods: p.subPeriods.map((s) => ({ lord: planetRef(s.lord, lang), start: iso(n, s.start), end: iso(n, s.end) })),
    })),
    current: major && jd >= birth ? { major: firdarRef(major.lord, lang), minor: minor ? planetRef(minor.lord, lang) : null } : null,
  };
}

// ---------------------------------------------------------------- decennials

export function decennialsAnswer(body: BirthInput & { targetDate?: string }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services);
  const sectLight: SevenPlanet = n.diurnal ? 'Sun' : 'Moon';
  const order = decennialOrder(n.lon, sectLight);
  const birth = n.chart.moment.julianDayUT;
  // 11 decennials (about 118 years) cover a life.
  const periods = decennials(birth, order, 11);
  const { jd } = targetJd(n, services, body.targetDate);
  const major = periods.find((p) => p.start <= jd && jd < p.end);
  const sub = major?.subPeriods.find((s) => s.start <= jd && jd < s.end);
  return {
    ...echo(n, services, lang),
    sectLight: planetRef(sectLight, lang),
    order: order.map((p) => planetRef(p, lang)),
    periods: periods.map((p) => ({
      lord: planetRef(p.lord, lang), start: iso(n, p.start), end: iso(n, p.end),
      subPeriods: p.subPeriods.map((s) => ({ lord: planetRef(s.lord, lang), months: s.months, start: iso(n, s.start), end: iso(n, s.end) })),
    })),
    current: major && sub && jd >= birth ? { major: planetRef(major.lord, lang), sub: planetRef(sub.lord, lang) } : null,
  };
}

export type { Services };
