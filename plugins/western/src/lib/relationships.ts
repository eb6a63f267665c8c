/**
 * Relationship astrology: synastry (inter-aspects, house overlays, combined patterns,
 * element complements, inter-chart receptions), the midpoint composite, the Davison chart,
 * the service's match score and sign-to-sign compatibility. Both charts are cast as /chart
 * casts one (core/src/astro/chart.ts); everything here is pure arithmetic on them.
 */
import { ApiError, named } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  armcOfMc, aspectInLanguage, AspectWeb, ASPECTS, castChart, momentEcho, settingsEcho, castHouses, chartSettings, crossAspects, DEFAULT_CHART_BODIES, findAspects, grandCrosses, greatCircleMidpoint, houseOfBody,
  kites, meanPlace, mysticRectangles, nearMidpoint, normalizeDegrees, placeBodies, resolveMoment, SIGNS, signIndexByName, signIndexOf, signOf, strongestDignityAt, tSquares, grandTrines, yods,
} from '@celestial/core/astro';
import type { AspectFound, AspectPoint, BirthInput, CastChart, ChartSettings, HouseSystemCode, PlanetName } from '@celestial/core/astro';
import { ASC_ID, MC_ID, SUN_TO_PLUTO } from './aspect-patterns.js';
import { bodyInHouseOut, bodyOut, cuspOut, pointOut } from './vocabulary.js';
import { phrase, signName } from './horoscope-phrases.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

export interface TwoCharts {
  chart1: BirthInput;
  chart2: BirthInput;
}

/** Both charts cast as /chart casts one (default bodies unless given). */
export function castBoth(body: TwoCharts, services: Services, bodies: readonly number[] = DEFAULT_CHART_BODIES): [CastChart, CastChart] {
  return [castChart(body.chart1, services, { bodies }), castChart(body.chart2, services, { bodies })];
}

/** A chart's bodies plus Ascendant and MC (natal angles do not move: speed 0) as aspect points. */
export function pointsWithAngles(chart: CastChart, bodies: readonly number[] | null = null): AspectPoint[] {
  const chosen = bodies ? chart.bodies.filter((b) => bodies.includes(b.id)) : chart.bodies;
  return [
    ...chosen.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })),
    { id: ASC_ID, name: 'Ascendant', longitude: chart.angles.ascendant, speed: 0 },
    { id: MC_ID, name: 'MC', longitude: chart.angles.mc, speed: 0 },
  ];
}

// ---------------------------------------------------------------------------------------------
// POST /synastry

export function synastry(body: TwoCharts & { aspectAngles?: number[]; orbs?: Record<string, number> }, services: Services, lang: LangCode = 'en') {
  const [c1, c2] = castBoth(body, services);
  const aspects = crossAspects(pointsWithAngles(c1), pointsWithAngles(c2), { angles: body.aspectAngles, orbs: body.orbs, lang });
  // Each chart echoes its own moment and settings (DESIGN.md, Vocabulary: every answer computed
  // from a chart carries them); bodies and cusps in the vocabulary, names in the answer's language.
  const shape = (c: CastChart) => ({
    moment: momentEcho(c.moment, services.ephemeris),
    settings: settingsEcho(c.settings, c.moment.julianDayUT, services.ephemeris, lang),
    planets: c.bodies.map((b) => bodyInHouseOut(b, lang)),
    houses: c.houses.map((h) => cuspOut(h, lang)),
    angles: { ascendant: c.angles.ascendant, mc: c.angles.mc },
  });
  return { chart1: shape(c1), chart2: shape(c2), count: aspects.length, aspects, warnings: [...c1.warnings.map((w) => `chart1: ${w}`), ...c2.warnings.map((w) => `chart2: ${w}`)] };
}

// ---------------------------------------------------------------------------------------------
// POST /synastry/house-overlays

/**
 * Fractional house position by cusp comparison: k + (lambda - cusp k) / (cusp k+1 - cusp k),
 * arcs mod 360 (Gauquelin sectors run backwards through the zodiac, as houseOfBody reads them).
 */
export function fractionalHouse(longitude: number, cusps: readonly number[], system: HouseSystemCode): number {
  const k = houseOfBody(longitude, cusps, system);
  const sign = system === 'G' ? -1 : 1;
  const from = cusps[k - 1]!;
  const to = cusps[k % cusps.length]!;
  const span = normalizeDegrees(sign * (to - from));
  const off = normalizeDegrees(sign * (longitude - from));
  return k + (span > 0 ? off / span : 0);
}

export function overlaysOf(guest: CastChart, host: CastChart) {
  return guest.bodies.map((b) => ({ planet: b.name, house: houseOfBody(b.longitude, host.cusps, host.settings.houseSystem), housePosition: fractionalHouse(b.longitude, host.cusps, host.settings.houseSystem) }));
}

/** Houses receiving three or more of the partner's planets, ascending. */
export function emphasised(overlays: readonly { house: number }[], min = 3): number[] {
  const n = new Map<number, number>();
  for (const o of overlays) n.set(o.house, (n.get(o.house) ?? 0) + 1);
  return [...n].filter(([, c]) => c >= min).map(([h]) => h).sort((a, b) => a - b);
}

export function houseOverlays(body: TwoCharts, services: Services) {
  const [c1, c2] = castBoth(body, services);
  const chart1InChart2 = overlaysOf(c1, c2);
  const chart2InChart1 = overlaysOf(c2, c1);
  return { chart1InChart2, chart2InChart1, emphasis: { chart1InChart2: emphasised(chart1InChart2), chart2InChart1: emphasised(chart2InChart1) } };
}

// ---------------------------------------------------------------------------------------------
// POST /synastry/aspect-patterns

export type ChartLabel = 'chart1' | 'chart2';
export interface Member { chart: ChartLabel; planet: string }

const OFFSET2 = 100;
const PATTERN_FINDERS = {
  // Keyed by the pattern's slug, the answers' `type` (kebab-case, DESIGN.md Vocabulary).
  'grand-trine': grandTrines, 't-square': tSquares, 'grand-cross': grandCrosses, yod: yods, kite: kites, 'mystic-rectangle': mysticRectangles,
} as const;

/**
 * Configurations of the combined points (Sun-Pluto of both charts) with at least one member
 * from each chart; the web is /aspect-patterns' (core AspectWeb) over both charts at once, so
 * intra-chart aspects close patterns as inter-chart ones do. Names are `chart1.Sun` inside the web.
 */
export function combinedPatterns(points1: readonly AspectPoint[], points2: readonly AspectPoint[], orbScale = 1) {
  const members = new Map<string, Member>();
  const tag = (chart: ChartLabel, p: AspectPoint, off: number): AspectPoint => {
    const name = `${chart}.${p.name}`;
    members.set(name, { chart, planet: p.name });
    return { ...p, id: p.id + off, name };
  };
  const web = new AspectWeb([...points1.map((p) => tag('chart1', p, 0)), ...points2.map((p) => tag('chart2', p, OFFSET2))], orbScale);
  const order = [...members.keys()];
  const out: { type: keyof typeof PATTERN_FINDERS; members: Member[]; orbs: { planets: Member[]; aspect: string; orb: number }[] }[] = [];
  for (const [type, finder] of Object.entries(PATTERN_FINDERS) as [keyof typeof PATTERN_FINDERS, (w: AspectWeb) => { orbs: { planets: [string, string] | string[]; aspect: string; orb: number }[] }[]][]) {
    for (const p of finder(web)) {
      const names = new Set(p.orbs.flatMap((l) => l.planets));
      const ms = order.filter((n) => names.has(n)).map((n) => members.get(n)!);
      if (!ms.some((m) => m.chart === 'chart1') || !ms.some((m) => m.chart === 'chart2')) continue;
      out.push({ type, members: ms, orbs: p.orbs.map((l) => ({ planets: l.planets.map((n) => members.get(n)!), aspect: l.aspect, orb: l.orb })) });
    }
  }
  return out;
}

export function synastryPatterns(body: TwoCharts & { orb?: number }, services: Services) {
  const [c1, c2] = castBoth(body, services, SUN_TO_PLUTO);
  const pts = (c: CastChart) => c.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed }));
  const patterns = combinedPatterns(pts(c1), pts(c2), body.orb ?? 1);
  return { patterns, count: patterns.length };
}

// ---------------------------------------------------------------------------------------------
// POST /synastry/elements

/**
 * Weights of the element and modality tally. The catalogue points at /modern/arroyo/element-balance,
 * which no operation defines yet; these follow Arroyo's emphasis (Astrology, Psychology and the
 * Four Elements, 1975, ch. 6): the personal factors count most (Sun, Moon, Ascendant 3), the
 * other personal planets next (Mercury, Venus, Mars 2), the social planets least (Jupiter,
 * Saturn 1); Uranus, Neptune and Pluto stay a generation in a sign and are not counted.
 */
export const ELEMENT_WEIGHTS: Readonly<Record<string, number>> = { Sun: 3, Moon: 3, Ascendant: 3, Mercury: 2, Venus: 2, Mars: 2, Jupiter: 1, Saturn: 1 };
const ELEMENT_TOTAL = Object.values(ELEMENT_WEIGHTS).reduce((a, b) => a + b, 0); // 17
/** An element is lacking at 1 point or less, held strongly at 5 points or more (of 17). */
export const LACKING_AT_MOST = 1;
export const STRONG_AT_LEAST = 5;

export type Tally = { fire: number; earth: number; air: number; water: number; cardinal: number; fixed: number; mutable: number };

export function tally(points: readonly { name: string; longitude: number }[]): Tally {
  const t: Tally = { fire: 0, earth: 0, air: 0, water: 0, cardinal: 0, fixed: 0, mutable: 0 };
  for (const p of points) {
    const w = ELEMENT_WEIGHTS[p.name] ?? 0;
    const s = SIGNS[signIndexOf(p.longitude)]!;
    t[s.element] += w;
    t[s.modality] += w;
  }
  return t;
}

export function complements(t1: Tally, t2: Tally) {
  const out: { element: 'fire' | 'earth' | 'air' | 'water'; lackingIn: ChartLabel; suppliedBy: ChartLabel }[] = [];
  for (const e of ['fire', 'earth', 'air', 'water'] as const) {
    if (t1[e] <= LACKING_AT_MOST && t2[e] >= STRONG_AT_LEAST) out.push({ element: e, lackingIn: 'chart1', suppliedBy: 'chart2' });
    if (t2[e] <= LACKING_AT_MOST && t1[e] >= STRONG_AT_LEAST) out.push({ element: e, lackingIn: 'chart2', suppliedBy: 'chart1' });
  }
  return out;
}

export function synastryElements(body: TwoCharts, services: Services) {
  const [c1, c2] = castBoth(body, services, SUN_TO_PLUTO);
  const pts = (c: CastChart) => [...c.bodies, { name: 'Ascendant', longitude: c.angles.ascendant }];
  const t1 = tally(pts(c1));
  const t2 = tally(pts(c2));
  const combined = Object.fromEntries(Object.keys(t1).map((k) => [k, t1[k as keyof Tally] + t2[k as keyof Tally]])) as Tally;
  return { chart1: t1, chart2: t2, combined, total: ELEMENT_TOTAL, complements: complements(t1, t2) };
}

// ---------------------------------------------------------------------------------------------
// POST /synastry/receptions

/**
 * Inter-chart receptions by domicile or exaltation (the tables of /receptions,
 * core/src/astro/dignities.ts): type1 is the dignity chart2's planet holds where chart1's
 * planet stands, type2 the converse. strongestDignityAt ranks domicile, then exaltation, above
 * the lesser dignities, so keeping only those two answers is the domicile-or-exaltation test.
 */
export function interReceptions(bodies1: readonly { id: number; name: string; longitude: number }[], bodies2: readonly { id: number; name: string; longitude: number }[]) {
  const major = (planet: string, lon: number) => {
    const d = strongestDignityAt(planet as PlanetName, lon, true, 'traditional');
    return d === 'domicile' || d === 'exaltation' ? d : null;
  };
  const out = [];
  for (const a of bodies1) {
    for (const b of bodies2) {
      const type1 = major(b.name, a.longitude);
      const type2 = major(a.name, b.longitude);
      if (type1 === null && type2 === null) continue;
      out.push({ planet1: a.name, planet2: b.name, type1, type2, isMutual: type1 !== null && type2 !== null });
    }
  }
  return out;
}

export function synastryReceptions(body: TwoCharts, services: Services) {
  const seven = [0, 1, 2, 3, 4, 5, 6];
  const [c1, c2] = castBoth(body, services, seven);
  const receptions = interReceptions(c1.bodies, c2.bodies);
  return { receptions, count: receptions.length, mutual: receptions.filter((r) => r.isMutual).length };
}

// ---------------------------------------------------------------------------------------------
// Composite and Davison

function sameZodiac(body: TwoCharts): ChartSettings {
  const s1 = chartSettings(body.chart1);
  const s2 = chartSettings(body.chart2);
  if (s1.zodiacType !== s2.zodiacType || s1.ayanamsa !== s2.ayanamsa) throw ApiError.invalidField('chart2.zodiacType', 'must match chart1 (zodiacType and ayanamsa): a relationship chart is cast in one zodiac');
  return s1;
}

const signed = (lon: number) => {
  const { sign, degreeInSign } = signOf(lon);
  return { sign, degreeInSign };
};

/**
 * House cusps whose MC is `mc` (in the chart's zodiac) at geographic latitude `latitude`:
 * the ARMC of that MC, reached by casting at the geographic longitude whose local sidereal
 * time is that ARMC (ARMC = Greenwich sidereal time + east longitude, so the shift is exact).
 */
export function housesFromMc(ephemeris: Ephemeris, jd: number, mc: number, latitude: number, s: ChartSettings) {
  const tropicalMc = s.zodiacType === 'sidereal' ? mc + ephemeris.ayanamsa(jd, s.siderealMode) : mc;
  const armc = armcOfMc(normalizeDegrees(tropicalMc), ephemeris.obliquity(jd));
  const armcGreenwich = ephemeris.houses(jd, latitude, 0, 'E', s).armc;
  let lon = normalizeDegrees(armc - armcGreenwich);
  if (lon > 180) lon -= 360;
  return castHouses(ephemeris, jd, latitude, lon, s);
}

export function composite(
  body: TwoCharts & { houseMethod?: 'derived-asc' | 'reference-place'; referencePlace?: { latitude: number; longitude: number } },
  services: Services,
) {
  const s = sameZodiac(body);
  const method = body.houseMethod ?? 'derived-asc';
  if (method === 'reference-place' && !body.referencePlace) throw ApiError.invalidField('referencePlace', 'is required when houseMethod is reference-place');
  const [c1, c2] = castBoth(body, services);
  // Robert Hand, Planets in Composite (1975), ch. 1: each composite planet is the near
  // midpoint of the two natal positions of that planet; the composite MC the near midpoint of
  // the MCs; the Ascendant and cusps are derived from the composite MC at the latitude of the
  // relationship's place (the mean birth latitude, or the reference place's).
  const bodies = c1.bodies.flatMap((a) => {
    const b = c2.bodies.find((x) => x.id === a.id);
    return b ? [{ id: a.id, name: a.name, longitude: nearMidpoint(a.longitude, b.longitude), speed: (a.speed + b.speed) / 2 }] : [];
  });
  const mc = nearMidpoint(c1.angles.mc, c2.angles.mc);
  const latitude = method === 'reference-place' ? body.referencePlace!.latitude : (body.chart1.latitude + body.chart2.latitude) / 2;
  const jd = (c1.moment.julianDayUT + c2.moment.julianDayUT) / 2;
  const { houses, cusps, angles } = housesFromMc(services.ephemeris, jd, mc, latitude, s);
  const planets = bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, ...signed(b.longitude), house: houseOfBody(b.longitude, cusps, s.houseSystem) }));
  const aspects = findAspects(bodies);
  return {
    houseMethod: method,
    latitude,
    planets,
    angles: { ascendant: angles.ascendant, mc: angles.mc },
    houses,
    aspects,
  };
}

export function davison(body: TwoCharts & { placeMethod?: 'mean' | 'great-circle' }, services: Services) {
  const s = sameZodiac(body);
  // Only the two moments are needed: the partners' own houses are never cast here.
  const jd = (resolveMoment(body.chart1, services).julianDayUT + resolveMoment(body.chart2, services).julianDayUT) / 2;
  const method = body.placeMethod ?? 'mean';
  const a = body.chart1;
  const b = body.chart2;
  const place = method === 'great-circle' ? greatCircleMidpoint(a.latitude, a.longitude, b.latitude, b.longitude) : meanPlace(a.latitude, a.longitude, b.latitude, b.longitude);
  const { houses, cusps, angles } = castHouses(services.ephemeris, jd, place.latitude, place.longitude, s);
  const { bodies, warnings } = placeBodies(services.ephemeris, jd, DEFAULT_CHART_BODIES, s);
  const planets = bodies.map((p) => ({ id: p.id, name: p.name, longitude: p.longitude, sign: p.sign, degreeInSign: p.degreeInSign, speed: p.speed, retrograde: p.retrograde, house: houseOfBody(p.longitude, cusps, s.houseSystem) }));
  return {
    moment: { utc: utcOfJd(services.ephemeris, jd), julianDayUT: jd },
    place: { ...place, method },
    planets,
    houses,
    angles: { ascendant: angles.ascendant, mc: angles.mc },
    aspects: findAspects(bodies),
    warnings,
    bodies,
    cusps,
  };
}

/**
 * The echo of a moment the technique derives rather than reads (the Davison mean Julian day,
 * the composite's mean moment for its houses): UTC, no zone, its ΔT and ephemeris.
 */
export function derivedMomentEcho(ephemeris: Ephemeris, jd: number) {
  return { utc: utcOfJd(ephemeris, jd), timezoneOffset: 0, timezone: null, julianDayUT: jd, deltaTSeconds: ephemeris.deltaTSeconds(jd), ephemeris: ephemeris.sourceFor(jd) };
}

/** POST /composite's answer: the composite in the vocabulary, with the moment and settings its houses were cast for. */
export function compositeAnswer(body: Parameters<typeof composite>[0], services: Services, lang: LangCode) {
  const c = composite(body, services);
  const jd = (resolveMoment(body.chart1, services).julianDayUT + resolveMoment(body.chart2, services).julianDayUT) / 2;
  const s = chartSettings(body.chart1);
  return {
    moment: derivedMomentEcho(services.ephemeris, jd),
    settings: settingsEcho(s, jd, services.ephemeris, lang),
    houseMethod: c.houseMethod,
    latitude: c.latitude,
    planets: c.planets.map((p) => ({ ...pointOut(p, lang), house: p.house })),
    angles: c.angles,
    houses: c.houses.map((h) => cuspOut(h, lang)),
    aspects: c.aspects.map((a) => aspectInLanguage(a, lang)),
  };
}

/** POST /davison's answer: the Davison chart in the vocabulary, its derived moment and settings echoed. */
export function davisonAnswer(body: Parameters<typeof davison>[0], services: Services, lang: LangCode) {
  const d = davison(body, services);
  const s = chartSettings(body.chart1);
  return {
    moment: derivedMomentEcho(services.ephemeris, d.moment.julianDayUT),
    settings: settingsEcho(s, d.moment.julianDayUT, services.ephemeris, lang),
    place: d.place,
    planets: d.bodies.map((b) => ({ ...bodyOut(b, lang), house: houseOfBody(b.longitude, d.cusps, s.houseSystem) })),
    houses: d.houses.map((h) => cuspOut(h, lang)),
    angles: d.angles,
    aspects: d.aspects.map((a) => aspectInLanguage(a, lang)),
    warnings: d.warnings,
  };
}

export function utcOfJd(ephemeris: Ephemeris, jd: number): string {
  const { year, month, day, hour } = ephemeris.calendarDate(jd);
  const ms = Math.round(hour * 3_600_000);
  const d = new Date(Date.UTC(2000, month - 1, day) + ms);
  d.setUTCFullYear(year);
  return d.toISOString().replace('.000Z', 'Z');
}

// ---------------------------------------------------------------------------------------------
// POST /match/score (service formula, catalogue line "/match/score")

export const MATCH_WEIGHTS: Readonly<Record<string, number>> = { Sun: 3, Moon: 3, Venus: 3, Mars: 3, Ascendant: 3, Mercury: 2, Jupiter: 1.5, Saturn: 1.5 };
const MATCH_ANGLES = [0, 60, 90, 120, 180];
const ATTRACTION_PAIRS = [['Venus', 'Mars'], ['Sun', 'Moon'], ['Moon', 'Venus']];

export type Effect = 'harmony' | 'tension' | 'attraction';
export interface Contact { planet1: string; planet2: string; aspect: string; orb: number; w: number; harmony: boolean; tension: boolean; attraction: boolean; saturn: boolean }

/** Classifies one inter-aspect and weighs it: w = pw1 x pw2 x (1 - orb / maxOrb). */
export function contactOf(a: AspectFound): Contact {
  const p1 = a.planet1.name;
  const p2 = a.planet2.name;
  const w = MATCH_WEIGHTS[p1]! * MATCH_WEIGHTS[p2]! * (1 - a.orb / a.type.orb);
  const slug = ASPECTS.find((k) => k.angle === a.type.angle)!.slug;
  const malefic = [p1, p2].some((p) => p === 'Mars' || p === 'Saturn');
  const harmony = slug === 'trine' || slug === 'sextile' || (slug === 'conjunction' && !malefic);
  const attraction = p1 === 'Ascendant' || p2 === 'Ascendant' || ATTRACTION_PAIRS.some(([x, y]) => (p1 === x && p2 === y) || (p1 === y && p2 === x));
  return { planet1: p1, planet2: p2, aspect: slug, orb: a.orb, w, harmony, tension: !harmony, attraction, saturn: p1 === 'Saturn' || p2 === 'Saturn' };
}

export const squash = (s: number) => Math.round((100 * s) / (s + 20));

export function matchScoreOf(contacts: readonly Contact[], lang: LangCode = 'en') {
  let h = 0;
  let t = 0;
  let a = 0;
  for (const c of contacts) {
    if (c.harmony) h += c.w;
    if (c.tension) t += c.w * (c.saturn ? 1.5 : 1);
    if (c.attraction) a += c.w;
  }
  const harmony = squash(h);
  const tension = squash(t);
  const attraction = squash(a);
  const score = Math.round(Math.min(100, Math.max(0, 50 + 0.5 * (harmony - tension) + 0.25 * attraction - 12.5)));
  const label: 'challenging' | 'mixed' | 'good' | 'excellent' = score < 40 ? 'challenging' : score < 60 ? 'mixed' : score < 80 ? 'good' : 'excellent';
  // Stable order: weight descending, then the order the aspects were found in (chart1 body order).
  const ranked = contacts.map((c, i) => ({ c, i })).sort((x, y) => y.c.w - x.c.w || x.i - y.i).map((x) => x.c);
  const effect = (c: Contact): Effect => (c.attraction ? 'attraction' : c.harmony ? 'harmony' : 'tension');
  // A flag is the contact itself (issue 12: it was the English phrase "Venus sextile Venus"): the
  // two bodies (written as references at the boundary) and the aspect by reference in `lang`.
  const flag = (c: Contact) => ({ planet1: c.planet1, planet2: c.planet2, aspect: named('aspect', c.aspect, lang) });
  return {
    score, label, harmony, tension, attraction,
    topAspects: ranked.slice(0, 5).map((c) => ({ planet1: c.planet1, planet2: c.planet2, aspect: c.aspect, orb: c.orb, effect: effect(c) })),
    greenFlags: ranked.filter((c) => c.harmony).slice(0, 3).map(flag),
    redFlags: ranked.filter((c) => c.tension).slice(0, 3).map(flag),
  };
}

export function matchScore(body: TwoCharts, services: Services, lang: LangCode = 'en') {
  const seven = [0, 1, 2, 3, 4, 5, 6];
  const [c1, c2] = castBoth(body, services, seven);
  const pts = (c: CastChart) => [...c.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })), { id: ASC_ID, name: 'Ascendant', longitude: c.angles.ascendant, speed: 0 }];
  const contacts = crossAspects(pts(c1), pts(c2), { angles: MATCH_ANGLES }).map(contactOf);
  return matchScoreOf(contacts, lang);
}

// ---------------------------------------------------------------------------------------------
// POST /horoscope/compatibility

/** The phrase bundles key a relation in camelCase (compat.sameSign); answers write it in kebab-case. */
const camelRelation = (r: string) => r.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
export const RELATIONS = ['same-sign', 'semi-sextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] as const;
export type Relation = (typeof RELATIONS)[number];
/** The service table (catalogue line /horoscope/compatibility). */
export const RELATION_SCORES: Readonly<Record<Relation, number>> = { trine: 90, sextile: 80, 'same-sign': 75, opposition: 60, 'semi-sextile': 50, square: 40, quincunx: 35 };

// The relation sentences live in the horoscope phrase bundles (compat.<relation>), one per
// language, with both sign names as placeholders so each language builds its own clause.

export function parseSign(value: string, field: string): number {
  const i = signIndexByName(value);
  if (i < 0) throw ApiError.invalidField(field, 'must be one of aries, taurus, gemini, cancer, leo, virgo, libra, scorpio, sagittarius, capricorn, aquarius, pisces');
  return i;
}

export function signCompatibility(i1: number, i2: number, lang: LangCode = 'en') {
  const d = Math.abs(i1 - i2);
  const relation = RELATIONS[Math.min(d, 12 - d)]!;
  const s1 = SIGNS[i1]!;
  const s2 = SIGNS[i2]!;
  const compatiblePair = (x: string, y: string) => (x === 'fire' && y === 'air') || (x === 'air' && y === 'fire') || (x === 'earth' && y === 'water') || (x === 'water' && y === 'earth');
  const elementRelation: 'same' | 'compatible' | 'incompatible' = s1.element === s2.element ? 'same' : compatiblePair(s1.element, s2.element) ? 'compatible' : 'incompatible';
  // The sign by its slug and its name in the answer's language (issue 12: the name was English).
  const info = (s: typeof s1) => ({ slug: s.slug, name: signName(lang, s.slug), element: s.element, modality: s.modality, polarity: s.polarity });
  const summary = phrase(lang, 'compat.details', {
    text: phrase(lang, `compat.${camelRelation(relation)}`, { sign1: signName(lang, s1.slug), sign2: signName(lang, s2.slug) }),
    element1: phrase(lang, `element.${s1.element}`), element2: phrase(lang, `element.${s2.element}`),
    modality1: phrase(lang, `modality.${s1.modality}`), modality2: phrase(lang, `modality.${s2.modality}`),
    polarity: phrase(lang, s1.polarity === s2.polarity ? 'polarity.same' : 'polarity.opposite'),
  });
  return { sign1: info(s1), sign2: info(s2), relation, elementRelation, score: RELATION_SCORES[relation], summary, language: lang };
}

export function compatibility(body: { sign1: string; sign2: string }, lang: LangCode = 'en') {
  return signCompatibility(parseSign(body.sign1, 'sign1'), parseSign(body.sign2, 'sign2'), lang);
}
