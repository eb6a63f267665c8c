/**
 * Further sign and sect doctrines: the places counted from the Lot of Fortune (Valens II), Robert
 * Hand's halb and hayz and his whole-sign against quadrant comparison, Dorotheus' triplicity
 * lords of the sect light, the prenatal syzygy (Ptolemy III.2) and the monthly profections
 * (Valens IV).
 */
import { ApiError, jdToIsoWithOffset, position, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import {
  DOMICILE_LORDS, EGYPTIAN_TERMS, findLongitudeCrossings, normalizeDegrees, prenatalSyzygy, SEVEN_PLANETS, SIGNS, signIndexOf, syzygyDegree, TRIPLICITY_LORDS,
} from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { birthdayJd, completedAge, echo, iso, natal, planetRef, signRef, SWISS_ID, targetJd, wholeSignHouse } from './natal.js';
import type { ClockServices, Natal, Services } from './natal.js';
import { boundAt } from './places.js';
import { planetSect, readSect } from './sect.js';
import { lotAt } from './timing.js';
import { lordOfSign, profectedSign } from './time-lords.js';

const planetsInSign = (n: Natal, s: number, lang: LangCode) => SEVEN_PLANETS.filter((p) => signIndexOf(n.lon[p]) === s).map((p) => planetRef(p, lang));

// ---------------------------------------------------------------- places from Fortune

export function placesFromFortune(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const fortune = lotAt(n, 'fortune');
  const f = signIndexOf(fortune);
  const place = (k: number) => {
    const s = (f + k - 1) % 12;
    return { place: k, ...signRef(s, lang), lord: planetRef(lordOfSign(s), lang), planets: planetsInSign(n, s, lang) };
  };
  const places = Array.from({ length: 12 }, (_, i) => place(i + 1));
  return {
    ...echo(n, services, lang),
    fortune: position(fortune, lang),
    places,
    acquisition: places[10]!,
    reputation: places[9]!,
  };
}

// ---------------------------------------------------------------- halb and hayz

const MASCULINE = (s: number) => s % 2 === 0; // Aries, Gemini, Leo ... (fire and air)

export function hayz(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const sect = readSect(n);
  return {
    ...echo(n, services, lang),
    sect: n.diurnal ? ('day' as const) : ('night' as const),
    planets: sect.planets.map((p) => {
      const diurnalPlanet = p.planetSect === 'diurnal';
      // Diurnal planets rejoice above the horizon by day and below by night; nocturnal ones the reverse.
      const hemisphereMatch = diurnalPlanet === n.diurnal ? p.aboveHorizon : !p.aboveHorizon;
      const signGenderMatch = MASCULINE(signIndexOf(n.lon[p.planet])) === diurnalPlanet;
      const halb = hemisphereMatch;
      return { ...planetRef(p.planet, lang), planetSect: p.planetSect, hemisphereMatch, signGenderMatch, halb, hayz: halb && signGenderMatch, contrary: !hemisphereMatch && !signGenderMatch };
    }),
  };
}

// ---------------------------------------------------------------- whole-sign comparison

const DYNAMIC = (h: number): 'angular' | 'succedent' | 'cadent' => ([1, 4, 7, 10].includes(h) ? 'angular' : [2, 5, 8, 11].includes(h) ? 'succedent' : 'cadent');

export function wholeSignComparison(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  if (n.chart.cusps.length !== 12) throw ApiError.invalidField('houseSystem', 'the comparison reads twelve quadrant houses; the Gauquelin sectors have 36');
  return {
    ...echo(n, services, lang),
    ascendantSign: signRef(signIndexOf(n.asc), lang),
    mcWholeSignHouse: wholeSignHouse(n.mc, n.asc),
    planets: SEVEN_PLANETS.map((p) => {
      const ws = wholeSignHouse(n.lon[p], n.asc);
      const q = n.chart.bodies.find((b) => b.id === SWISS_ID[p])!.house;
      return { ...planetRef(p, lang), wholeSignHouse: ws, quadrantHouse: q, differs: ws !== q, dynamic: DYNAMIC(q) };
    }),
  };
}

// ---------------------------------------------------------------- triplicity lords of the sect light

const ANGULARITY = (h: number) => DYNAMIC(h);

export function sectLightTriplicity(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const sect = readSect(n);
  const light: SevenPlanet = n.diurnal ? 'Sun' : 'Moon';
  const element = SIGNS[signIndexOf(n.lon[light])]!.element;
  const t = TRIPLICITY_LORDS[element];
  const order = (n.diurnal ? [t.day, t.night, t.participating] : [t.night, t.day, t.participating]) as SevenPlanet[];
  const lords = order.map((p, i) => {
    const h = wholeSignHouse(n.lon[p], n.asc);
    return { order: i + 1, ...planetRef(p, lang), ...signRef(signIndexOf(n.lon[p]), lang), wholeSignHouse: h, angularity: ANGULARITY(h), inSect: sect.planets.find((x) => x.planet === p)!.inSect };
  });
  const condition = (l: (typeof lords)[number]): 'strong' | 'moderate' | 'weak' => (l.angularity === 'angular' ? 'strong' : l.angularity === 'succedent' ? 'moderate' : 'weak');
  return {
    ...echo(n, services, lang),
    sectLight: { ...planetRef(light, lang), ...signRef(signIndexOf(n.lon[light]), lang), element: { slug: element, name: term('element', element, lang) } },
    lords,
    lifeThirds: (['early', 'middle', 'late'] as const).map((part, i) => ({ part, lord: planetRef(order[i]!, lang), condition: condition(lords[i]!) })),
  };
}

// ---------------------------------------------------------------- prenatal syzygy

export function prenatalSyzygyAnswer(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const z = prenatalSyzygy(services.ephemeris, n.chart.moment.julianDayUT, n.chart.settings);
  const sun = services.ephemeris.position(z.jd, 0, n.chart.settings).longitude;
  const moon = services.ephemeris.position(z.jd, 1, n.chart.settings).longitude;
  // Ptolemy III.2: at a full moon, the degree of whichever luminary was above the horizon then.
  const h = services.ephemeris.houses(z.jd, birth.latitude, birth.longitude, n.chart.settings.houseSystem === 'G' ? 'P' : n.chart.settings.houseSystem, n.chart.settings);
  const { luminary, longitude } = syzygyDegree(sun, moon, z.kind, h.ascendant);
  const b = boundAt(longitude, EGYPTIAN_TERMS);
  return {
    ...echo(n, services, lang),
    kind: z.kind === 'new' ? ('new-moon' as const) : ('full-moon' as const),
    at: iso(n, z.jd),
    luminary: planetRef(luminary, lang),
    ...position(longitude, lang),
    domicileLord: planetRef(DOMICILE_LORDS[signIndexOf(longitude)]!, lang),
    boundLord: planetRef(b.lord, lang),
    wholeSignHouse: wholeSignHouse(longitude, n.asc),
  };
}

// ---------------------------------------------------------------- monthly profections

export function monthlyProfections(body: BirthInput & { targetDate?: string; method?: 'solar' | 'equal' }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services);
  const { date, jd } = targetJd(n, services, body.targetDate);
  if (jd < n.chart.moment.julianDayUT) throw ApiError.invalidField('targetDate', 'must not be before the birth date');
  const age = completedAge(n, services, jd);
  const annual = profectedSign(signIndexOf(n.asc), age);
  const yearStart = birthdayJd(n, services, age);
  const yearEnd = birthdayJd(n, services, age + 1);
  const method = body.method ?? 'solar';
  let starts: number[];
  if (method === 'equal') {
    starts = Array.from({ length: 13 }, (_, k) => yearStart + (k * (yearEnd - yearStart)) / 12);
  } else {
    // Solar months: month k + 1 begins when the transiting Sun reaches natal Sun + 30k (roots of
    // the Sun's longitude, core's bracketing and Brent). The solar return opens the year.
    // The return nearest the birthday: within a day of it in the tropical zodiac, but a sidereal
    // return drifts by the sidereal year's excess over the calendar year (365.25636 - 365.2425 =
    // 0.0139 d a year): 24 days for a birth in 293 read in 2026, at most 42 over the 3000 years a
    // date can span. 60 days each way hold exactly one return (a 500 before with +-3 days:
    // Schemathesis, issue 10).
    const sun = n.lon.Sun;
    const ret = findLongitudeCrossings(services.ephemeris, 0, sun, yearStart - 60, yearStart + 60, n.chart.settings)[0]?.jd;
    if (ret === undefined) throw new ApiError('CALCULATION_ERROR', 'No solar return was found within 60 days of the birthday that opens the profection year');
    starts = [ret];
    for (let k = 1; k <= 12; k++) {
      const target = normalizeDegrees(sun + 30 * k);
      const from = starts[k - 1]! + 20;
      starts.push(findLongitudeCrossings(services.ephemeris, 0, target, from, from + 20, n.chart.settings)[0]!.jd);
    }
  }
  const months = Array.from({ length: 12 }, (_, k) => {
    const s = profectedSign(annual, k);
    return { index: k + 1, start: jdToIsoWithOffset(starts[k]!, n.offsetMinutes), end: jdToIsoWithOffset(starts[k + 1]!, n.offsetMinutes), ...signRef(s, lang), lord: planetRef(lordOfSign(s), lang) };
  });
  const k = starts.findIndex((s, i) => i < 12 && s <= jd && jd < starts[i + 1]!);
  const current = k >= 0 ? months[k]! : null;
  return {
    ...echo(n, services, lang),
    targetDate: date,
    method,
    age,
    annualSign: signRef(annual, lang),
    months,
    current: current ? { index: current.index, sign: current.sign, signName: current.signName, lord: current.lord } : null,
  };
}

export { planetSect };
