/**
 * The length-of-life doctrine and the division of times that grows out of it:
 *
 * - hyleg (apheta, the "releaser") after Ptolemy, Tetrabiblos III.10 (Robbins' Loeb numbering;
 *   III.11 in some editions): the aphetic places, and the choice by sect among the Sun, the Moon,
 *   a ruling planet, the Lot of Fortune and the Ascendant;
 * - alcocoden (kadkhudah, "lord of the house") after Abu Ma'shar and Ibn Ezra (The Book of
 *   Nativities), as Bonatti (Liber Astronomiae Tr. 9) and Lilly (Christian Astrology III, on the
 *   length of life) transmit it: the planet of most essential dignity over the hyleg's degree
 *   that aspects it, granting its greater, mean or lesser years by its house. Ptolemy himself
 *   measures life by directing the hyleg to the anaretic places and gives no alcocoden; the two
 *   schools are joined here as the medieval authors joined them, Ptolemy choosing the hyleg and
 *   the Persian-Arabic doctrine giving the years;
 * - circumambulations (the division of times, Ptolemy, Tetrabiblos IV.10): the aphetic point
 *   directed through the Egyptian bounds (Tetrabiblos I.20) by primary motion, each bound's lord
 *   the distributor and the planets whose bodies or rays fall in it its partners (Gansten,
 *   Primary Directions, 2009, on the Persian distributor practice).
 *
 * All of this is historical doctrine; the answers never estimate a life expectancy.
 */
import { ApiError, houseNamed, position, sentence, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import {DOMICILE_LORDS, dignityScores, EGYPTIAN_TERMS, EXALTATIONS, eclipticToEquatorial, findLunations, NAIBOD_DEGREES_PER_YEAR, normalizeDegrees,
  placidianDirectArc, placidianPositionOf, SEVEN_PLANETS, signIndexOf, syzygyDegree, termLord, triplicityLord, TROPICAL_YEAR_DAYS,
} from '@celestial/core/astro';
import type { BirthInput, PlanetName, SevenPlanet } from '@celestial/core/astro';
import { echo, iso, natal, planetRef, signRef, SWISS_ID } from './natal.js';
import type { Natal, Services } from './natal.js';
import { lotAt } from './timing.js';

// ---------------------------------------------------------------- aphetic places

export type ApheticPlace = '1st' | '11th' | '10th' | '9th' | '7th';

/**
 * The aphetic place holding a longitude, or null (Ptolemy III.10): 30-degree zones measured in
 * longitude from the Ascendant, the 1st from 5 deg above the horizon to 25 deg below it
 * (ASC - 5 to ASC + 25), the 11th, 10th and 9th the zones sextile, square and trine dexter to it
 * (ASC - 65 to ASC - 35, ASC - 95 to ASC - 65, ASC - 125 to ASC - 95), the 7th opposite the 1st
 * (DSC - 5 to DSC + 25). Each zone includes its start and excludes its end.
 */
export function apheticPlace(longitude: number, asc: number): ApheticPlace | null {
  const rel = normalizeDegrees(longitude - asc + 5); // 0 at ASC - 5
  if (rel < 30) return '1st';
  if (rel >= 300 && rel < 330) return '11th';
  if (rel >= 270 && rel < 300) return '10th';
  if (rel >= 240 && rel < 270) return '9th';
  if (rel >= 180 && rel < 210) return '7th';
  return null;
}

/** Ptolemy's ranking of the aphetic places: the Midheaven first, then the Ascendant, the 11th, the Descendant, the 9th. */
export const APHETIC_RANK: readonly ApheticPlace[] = ['10th', '1st', '11th', '7th', '9th'];

/** Ptolemaic aspects by whole sign (the "phase" or "figure" among Ptolemy's five claims): sign distance 0, 2, 3, 4, 6 either way. */
export function wholeSignAspect(a: number, b: number): 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition' | null {
  const d = (signIndexOf(a) - signIndexOf(b) + 12) % 12;
  const k = Math.min(d, 12 - d);
  return k === 0 ? 'conjunction' : k === 2 ? 'sextile' : k === 3 ? 'square' : k === 4 ? 'trine' : k === 6 ? 'opposition' : null;
}

export type Claim = 'domicile' | 'exaltation' | 'triplicity' | 'bound' | 'aspect';

/**
 * Ptolemy's five claims of rulership (oikodespotia) a planet holds over a degree (III.2 and
 * III.10): lord of its domicile, exaltation, triplicity (of the chart's sect) and Egyptian bound,
 * and being configured with it by a Ptolemaic aspect (by sign). Counted one each.
 */
export function ptolemaicClaims(planet: SevenPlanet, longitude: number, planetLongitude: number, diurnal: boolean): Claim[] {
  const s = signIndexOf(longitude);
  const out: Claim[] = [];
  if (DOMICILE_LORDS[s] === planet) out.push('domicile');
  if (EXALTATIONS[planet as PlanetName]?.sign === s) out.push('exaltation');
  if (triplicityLord(s, diurnal) === planet) out.push('triplicity');
  if (termLord(longitude) === planet) out.push('bound');
  if (wholeSignAspect(planetLongitude, longitude) !== null) out.push('aspect');
  return out;
}

// ---------------------------------------------------------------- hyleg

export type HylegPoint = 'sun' | 'moon' | 'ascendant' | 'fortune' | SevenPlanet;

export interface HylegInput {
  diurnal: boolean;
  asc: number;
  lon: Readonly<Record<SevenPlanet, number>>;
  fortune: number;
  /** Degree of the last new moon before birth (by day) and of the last full moon (by night), Tetrabiblos III.2. */
  prenatalNewMoon: number;
  prenatalFullMoon: number;
  /** The kind of the last syzygy before birth (the night's last resort). */
  lastSyzygy: 'new' | 'full';
}

/**
 * Why a point is the hyleg or a candidate is passed over: a slug of core's hyleg-reason sentence
 * table and the data its text is filled with (the presenter writes it in the answer's language).
 */
export interface HylegReason {
  slug: 'sect-light' | 'other-light' | 'ruling-planet' | 'by-day-ascendant' | 'by-night-fortune' | 'by-night-ascendant' | 'not-in-aphetic-place' | 'ruler-not-aphetic';
  /** The light or planet the sentence names (the hyleg, or the sect light that failed). */
  light?: SevenPlanet;
  first?: SevenPlanet;
  claims?: number;
  place?: ApheticPlace;
  /** The three places the claims are counted over: the day's (Sun, prenatal new moon, ASC) or the night's. */
  places?: 'day' | 'night';
}

export interface HylegCandidate {
  point: string;
  longitude: number;
  apheticPlace: ApheticPlace | null;
  rejectedBecause: HylegReason | null;
}

export interface HylegChoice {
  point: string;
  longitude: number;
  reason: HylegReason;
  candidates: HylegCandidate[];
  /** The ruling planet's claims when the hyleg is a planet chosen by Ptolemy's third rule. */
  rulerClaims: { planet: SevenPlanet; claims: number; apheticPlace: ApheticPlace | null }[];
}

/**
 * Ptolemy's choice of the hyleg (III.10) as the catalogue line states it. By day: the Sun if in
 * an aphetic place; else the Moon if in one; else the planet holding most claims over the Sun,
 * the prenatal new moon and the Ascendant, if it is in an aphetic place; else the Ascendant. By
 * night: the Moon; else the Sun; else the planet holding most claims over the Moon, the prenatal
 * full moon and the Lot of Fortune, if in an aphetic place; else the Lot of Fortune when the last
 * syzygy before birth was a full moon, the Ascendant when it was a new moon. Ties among ruling
 * planets go to the better aphetic place in Ptolemy's ranking (10th, 1st, 11th, 7th, 9th), then
 * to the Chaldean order.
 */
export function chooseHyleg(x: HylegInput): HylegChoice {
  const candidates: HylegCandidate[] = [];
  const place = (l: number) => apheticPlace(l, x.asc);
  const [first, second]: ['Sun' | 'Moon', 'Sun' | 'Moon'] = x.diurnal ? ['Sun', 'Moon'] : ['Moon', 'Sun'];
  for (const light of [first, second]) {
    const p = place(x.lon[light]);
    const slug = light.toLowerCase();
    if (p !== null) {
      candidates.push({ point: slug, longitude: x.lon[light], apheticPlace: p, rejectedBecause: null });
      return {
        point: slug, longitude: x.lon[light], candidates, rulerClaims: [],
        reason: light === first ? { slug: 'sect-light', light, place: p } : { slug: 'other-light', light, first, place: p },
      };
    }
    candidates.push({ point: slug, longitude: x.lon[light], apheticPlace: null, rejectedBecause: { slug: 'not-in-aphetic-place' } });
  }
  // The third rule: the planet with most claims over the three places of the sect.
  const places = x.diurnal ? [x.lon.Sun, x.prenatalNewMoon, x.asc] : [x.lon.Moon, x.prenatalFullMoon, x.fortune];
  const rulerClaims = SEVEN_PLANETS.map((planet) => ({
    planet,
    claims: places.reduce((n, l) => n + ptolemaicClaims(planet, l, x.lon[planet], x.diurnal).length, 0),
    apheticPlace: place(x.lon[planet]),
  }));
  const rank = (p: ApheticPlace | null) => (p === null ? 99 : APHETIC_RANK.indexOf(p));
  const ordered = [...rulerClaims].sort((a, b) => b.claims - a.claims || rank(a.apheticPlace) - rank(b.apheticPlace) || CHALDEAN.indexOf(a.planet) - CHALDEAN.indexOf(b.planet));
  const ruler = ordered[0]!;
  const rulerSlug = ruler.planet.toLowerCase();
  const sectPlaces = x.diurnal ? ('day' as const) : ('night' as const);
  if (ruler.apheticPlace !== null) {
    candidates.push({ point: rulerSlug, longitude: x.lon[ruler.planet], apheticPlace: ruler.apheticPlace, rejectedBecause: null });
    return {
      point: rulerSlug, longitude: x.lon[ruler.planet], candidates, rulerClaims,
      reason: { slug: 'ruling-planet', light: ruler.planet, claims: ruler.claims, place: ruler.apheticPlace, places: sectPlaces },
    };
  }
  candidates.push({ point: rulerSlug, longitude: x.lon[ruler.planet], apheticPlace: null, rejectedBecause: { slug: 'ruler-not-aphetic', light: ruler.planet, claims: ruler.claims, places: sectPlaces } });
  const useFortune = !x.diurnal && x.lastSyzygy === 'full';
  const last = useFortune ? { point: 'fortune', longitude: x.fortune } : { point: 'ascendant', longitude: x.asc };
  candidates.push({ ...last, apheticPlace: place(last.longitude), rejectedBecause: null });
  return {
    ...last, candidates, rulerClaims,
    reason: { slug: x.diurnal ? 'by-day-ascendant' : useFortune ? 'by-night-fortune' : 'by-night-ascendant' },
  };
}

/** The aphetic places as the house table names them (Ptolemy's places are the 1st, 11th, 10th, 9th and 7th). */
const APHETIC_HOUSE: Readonly<Record<ApheticPlace, number>> = { '1st': 1, '11th': 11, '10th': 10, '9th': 9, '7th': 7 };

/**
 * A reason as the answer carries it: its slug, the claims counted (null when the rule counts
 * none) and its text from core's hyleg-reason table, the names filled in the answer's language.
 */
export function hylegReasonAnswer(r: HylegReason, lang: LangCode) {
  const fill: Record<string, string | number> = {};
  if (r.light) { fill.light = term('body', r.light.toLowerCase(), lang); fill.planet = fill.light; }
  if (r.first) fill.first = term('body', r.first.toLowerCase(), lang);
  if (r.claims !== undefined) fill.claims = r.claims;
  if (r.place) fill.place = houseNamed(APHETIC_HOUSE[r.place], lang).name;
  if (r.places) fill.places = term('hyleg-reason', `places-${r.places}`, lang);
  return { slug: r.slug, claims: r.claims ?? null, text: sentence('hyleg-reason', r.slug, lang, fill) };
}

const CHALDEAN: readonly SevenPlanet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

// ---------------------------------------------------------------- alcocoden

/** The planetary years (greater, mean, lesser) the alcocoden grants (Abu Ma'shar; Lilly, Christian Astrology III). */
export const PLANETARY_YEARS: Readonly<Record<SevenPlanet, { greatest: number; mean: number; least: number }>> = {
  Saturn: { greatest: 57, mean: 43.5, least: 30 },
  Jupiter: { greatest: 79, mean: 45.5, least: 12 },
  Mars: { greatest: 66, mean: 40.5, least: 15 },
  Sun: { greatest: 120, mean: 69.5, least: 19 },
  Venus: { greatest: 82, mean: 45, least: 8 },
  Mercury: { greatest: 76, mean: 48, least: 20 },
  Moon: { greatest: 108, mean: 66.5, least: 25 },
};

/** Angular houses grant the greater years, succedent the mean, cadent the lesser. */
export function yearsByHouse(house: number): 'greatest' | 'mean' | 'least' {
  const k = ((house - 1) % 3 + 3) % 3;
  return k === 0 ? 'greatest' : k === 1 ? 'mean' : 'least';
}

/**
 * The alcocoden: among the planets configured with the hyleg by a Ptolemaic aspect (by sign),
 * the one of most essential dignity over the hyleg's degree (Lilly's points: domicile 5,
 * exaltation 4, triplicity of the sect 3, Egyptian bound 2, face 1; core's dignityScores). Null
 * when no planet with dignity there aspects it (the authors then judge the life short or weak,
 * which this service does not do).
 */
export function chooseAlcocoden(hylegLongitude: number, lon: Readonly<Record<SevenPlanet, number>>, diurnal: boolean) {
  const order = ['domicile', 'exaltation', 'triplicity', 'term', 'face'];
  const best = (d: readonly string[]) => Math.min(...d.map((x) => order.indexOf(x)));
  // Equal scores: the planet holding the higher dignity (domicile before exaltation ...), as core's almutenAt ranks them.
  const aspecting = dignityScores(hylegLongitude, diurnal)
    .map((s) => ({ ...s, planet: s.planet as SevenPlanet, aspect: wholeSignAspect(lon[s.planet as SevenPlanet], hylegLongitude) }))
    .filter((s) => s.aspect !== null)
    .sort((a, b) => b.score - a.score || best(a.dignities) - best(b.dignities));
  const top = aspecting[0];
  if (!top) return null;
  return { planet: top.planet, score: top.score, dignities: top.dignities, aspect: top.aspect!, tiedWith: aspecting.slice(1).filter((x) => x.score === top.score).map((x) => x.planet) };
}

/**
 * The doctrine statements and the disclaimer as slugs of core's length-of-life-text table, the
 * text in the answer's language (issue 12); the operations' descriptions keep the full rules.
 */
const HYLEG_DOCTRINE = 'hyleg-ptolemy-alcocoden-abu-mashar';
const CIRCUMAMBULATIONS_DOCTRINE = 'circumambulations-ptolemy';
const DISCLAIMER = 'historical-doctrine-disclaimer';

export function hylegAlcocoden(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  if (n.chart.cusps.length !== 12) throw ApiError.invalidField('houseSystem', "the alcocoden's years follow its house among twelve; the Gauquelin sectors have 36");
  const jd = n.chart.moment.julianDayUT;
  const z = n.chart.settings;
  const lunations = findLunations(services.ephemeris, jd - 31, jd, z).filter((l) => (l.phase === 0 || l.phase === 180) && l.jd <= jd);
  const lastNew = [...lunations].reverse().find((l) => l.phase === 0)!;
  const lastFull = [...lunations].reverse().find((l) => l.phase === 180)!;
  const last = lunations[lunations.length - 1]!;
  // Ptolemy III.2: the degree of a full moon is that of the luminary above the horizon at the time.
  const sysHouses = z.houseSystem === 'G' ? 'P' : z.houseSystem;
  const fullAsc = services.ephemeris.houses(lastFull.jd, birth.latitude, birth.longitude, sysHouses, z).ascendant;
  const full = syzygyDegree(services.ephemeris.position(lastFull.jd, 0, z).longitude, services.ephemeris.position(lastFull.jd, 1, z).longitude, 'full', fullAsc);
  const newMoon = services.ephemeris.position(lastNew.jd, 0, z).longitude;
  const fortune = lotAt(n, 'fortune');
  const choice = chooseHyleg({ diurnal: n.diurnal, asc: n.asc, lon: n.lon, fortune, prenatalNewMoon: newMoon, prenatalFullMoon: full.longitude, lastSyzygy: last.phase === 0 ? 'new' : 'full' });
  const alco = chooseAlcocoden(choice.longitude, n.lon, n.diurnal);
  const pointRef = (p: string) => (p === 'ascendant' ? { slug: p, name: term('chart-angle', p, lang) } : p === 'fortune' ? { slug: p, name: term('lot', p, lang) } : planetRef((p.charAt(0).toUpperCase() + p.slice(1)) as SevenPlanet, lang));
  let alcocoden = null;
  let planetaryYears = null;
  if (alco) {
    const house = n.chart.bodies.find((b) => b.id === SWISS_ID[alco.planet])!.house;
    const years = PLANETARY_YEARS[alco.planet];
    const kind = yearsByHouse(house);
    alcocoden = {
      ...planetRef(alco.planet, lang), ...position(n.lon[alco.planet], lang),
      dignitiesOverHyleg: alco.dignities.map((d) => ({ slug: d, name: term('dignity', d, lang) })),
      dignityScore: alco.score,
      tiedWith: alco.tiedWith.map((p) => planetRef(p, lang)),
      aspectToHyleg: { slug: alco.aspect, name: term('aspect', alco.aspect, lang) },
      house,
      houseKind: kind === 'greatest' ? ('angular' as const) : kind === 'mean' ? ('succedent' as const) : ('cadent' as const),
    };
    planetaryYears = { ...years, selected: kind, years: years[kind] };
  }
  return {
    ...echo(n, services, lang),
    sect: n.diurnal ? ('day' as const) : ('night' as const),
    hyleg: { ...pointRef(choice.point), ...position(choice.longitude, lang), apheticPlace: apheticPlace(choice.longitude, n.asc), reason: hylegReasonAnswer(choice.reason, lang) },
    candidates: choice.candidates.map((c) => ({ ...pointRef(c.point), longitude: c.longitude, inApheticPlace: c.apheticPlace !== null, apheticPlace: c.apheticPlace, rejectedBecause: c.rejectedBecause === null ? null : hylegReasonAnswer(c.rejectedBecause, lang) })),
    rulerClaims: choice.rulerClaims.map((r) => ({ ...planetRef(r.planet, lang), claims: r.claims, apheticPlace: r.apheticPlace })),
    prenatalNewMoon: { at: iso(n, lastNew.jd), ...position(newMoon, lang) },
    prenatalFullMoon: { at: iso(n, lastFull.jd), luminary: planetRef(full.luminary, lang), ...position(full.longitude, lang) },
    alcocoden,
    planetaryYears,
    doctrineSlug: HYLEG_DOCTRINE,
    doctrine: term('length-of-life-text', HYLEG_DOCTRINE, lang),
    source: "Ptolemy, Tetrabiblos III.10 (tr. F. E. Robbins, Loeb 1940); Abu Ma'shar and Ibn Ezra, The Book of Nativities; Guido Bonatti, Liber Astronomiae, Tr. 9; William Lilly, Christian Astrology (1647), book III, of the length of life",
    disclaimerSlug: DISCLAIMER,
    disclaimer: term('length-of-life-text', DISCLAIMER, lang),
  };
}

// ---------------------------------------------------------------- circumambulations

export type ApheticChoice = 'ascendant' | 'sun' | 'moon' | 'fortune';
export type DirectionKey = 'ptolemy' | 'naibod';

/** One Egyptian bound as an arc of longitude [start, end) and its lord. */
export interface BoundArc { start: number; end: number; lord: PlanetName }

/** The Egyptian bounds from the one holding `longitude`, in zodiacal order, `count` of them. */
export function boundsFrom(longitude: number, count: number): BoundArc[] {
  const out: BoundArc[] = [];
  let s = signIndexOf(longitude);
  let i = EGYPTIAN_TERMS[s]!.findIndex((seg) => normalizeDegrees(longitude) - s * 30 < seg.endDegree);
  while (out.length < count) {
    const segs = EGYPTIAN_TERMS[s]!;
    const seg = segs[i]!;
    const start = s * 30 + (i === 0 ? 0 : segs[i - 1]!.endDegree);
    out.push({ start, end: s * 30 + seg.endDegree, lord: seg.planet });
    i++;
    if (i === segs.length) { i = 0; s = (s + 1) % 12; }
  }
  return out;
}

/** Ptolemy's rays: the sextile, square, trine and opposition cast either way (the conjunction is the body). */
const RAYS: readonly { slug: 'sextile' | 'square' | 'trine' | 'opposition'; angle: number }[] = [
  { slug: 'sextile', angle: 60 }, { slug: 'square', angle: 90 }, { slug: 'trine', angle: 120 }, { slug: 'opposition', angle: 180 },
];

/** Whether a longitude lies in the arc [start, end) of the zodiac. */
function inArc(l: number, start: number, end: number): boolean {
  return normalizeDegrees(l - start) < normalizeDegrees(end - start);
}

/** Planets whose bodies, then whose Ptolemaic rays (either side), fall in a bound. */
export function boundPartners(bound: BoundArc, lon: Readonly<Record<SevenPlanet, number>>) {
  const out: { planet: SevenPlanet; contact: 'body' | 'ray'; aspect: string | null; side: 'dexter' | 'sinister' | null; longitude: number }[] = [];
  for (const p of SEVEN_PLANETS) if (inArc(lon[p], bound.start, bound.end)) out.push({ planet: p, contact: 'body', aspect: null, side: null, longitude: lon[p] });
  for (const p of SEVEN_PLANETS) {
    for (const r of RAYS) {
      // A sinister ray is cast forward in the order of signs, a dexter one backward.
      const sides: ('sinister' | 'dexter')[] = r.angle === 180 ? ['sinister'] : ['sinister', 'dexter'];
      for (const side of sides) {
        const at = normalizeDegrees(lon[p] + (side === 'sinister' ? r.angle : -r.angle));
        if (inArc(at, bound.start, bound.end)) out.push({ planet: p, contact: 'ray', aspect: r.slug, side: r.angle === 180 ? null : side, longitude: at });
      }
    }
  }
  return out;
}

/**
 * The arc of direction of each bound boundary to the aphetic point: the boundary (an ecliptic
 * degree at latitude 0, tropical longitude `tropicalOffset` added for a sidereal chart) carried
 * by primary motion to the aphetic point's Placidian mundane position (Ptolemy's proportional
 * method): for the Ascendant (p 270) OA(boundary) - OA(ASC), the point rising under the pole of
 * the place. Arcs beyond 180 deg mean the boundary has already passed the point and are dropped.
 */
export function boundaryArcs(bounds: readonly BoundArc[], targetP: number, armc: number, phi: number, eps: number, tropicalOffset: number): (number | null)[] {
  return bounds.map((b) => {
    const arc = placidianDirectArc(eclipticToEquatorial(b.start + tropicalOffset, 0, eps), targetP, armc, phi);
    return arc === null || arc > 180 ? null : arc;
  });
}

/** One bound entered by the directed aphetic point, with its partners in the order they are met. */
export interface Distribution {
  bound: BoundArc;
  /** Arc of direction at which the bound is entered (0 for the bound holding the point at birth). */
  arc: number;
  partners: (ReturnType<typeof boundPartners>[number] & { arc: number })[];
}

/**
 * The directed aphetic point's passage through the bounds up to `maxArc`: each bound entered with
 * its arc, and its partners, each with the arc at which the point meets the body's degree or the
 * ray (a degree at latitude 0, directed like the boundaries); contacts the point had already passed
 * at birth are met at arc 0. Partners are listed in the order they are met.
 */
export function directedBounds(n: Natal, services: Services, latitude: number, aphetic: ApheticChoice, maxArc: number) {
  const jd = n.chart.moment.julianDayUT;
  const armc = n.chart.angles.armc;
  // The speculum is equatorial: a sidereal chart's longitudes are turned back to tropical.
  const tropicalOffset = n.chart.settings.zodiacType === 'sidereal' ? services.ephemeris.ayanamsa(jd, n.chart.settings.siderealMode) : 0;
  const eps = services.ephemeris.obliquities(jd).true;
  let longitude: number;
  let targetP: number | null;
  if (aphetic === 'ascendant') {
    longitude = n.asc;
    targetP = 270;
  } else if (aphetic === 'fortune') {
    longitude = lotAt(n, 'fortune');
    targetP = placidianPositionOf(eclipticToEquatorial(longitude + tropicalOffset, 0, eps), armc, latitude);
  } else {
    longitude = aphetic === 'sun' ? n.lon.Sun : n.lon.Moon;
    const eq = services.ephemeris.equatorial(jd, aphetic === 'sun' ? 0 : 1);
    targetP = placidianPositionOf({ ra: eq.rightAscension, dec: eq.declination }, armc, latitude);
  }
  if (targetP === null) throw ApiError.invalidField('aphetic', 'the aphetic point is circumpolar at this latitude: it has no semi-arc to direct through');
  const p = targetP;
  const arcTo = (degree: number) => {
    const a = placidianDirectArc(eclipticToEquatorial(degree + tropicalOffset, 0, eps), p, armc, latitude);
    return a === null || a > 180 ? null : a;
  };
  // Enough bounds to cover the arc (about 5 a sign; a degree of arc never spans less than 0.4 deg of longitude below 66 deg).
  const bounds = boundsFrom(longitude, 12 + Math.ceil(maxArc / 5) * 2);
  const arcs = boundaryArcs(bounds, p, armc, latitude, eps, tropicalOffset);
  // A point off the ecliptic (the Moon, up to 5 deg of latitude) may stand in mundo beyond the
  // next boundaries of its longitude's bound: the boundaries it has already passed (no forward arc)
  // before the first one still ahead mark the bound it is really in at birth.
  let first = 0;
  for (let i = 1; i < bounds.length && arcs[i] === null; i++) first = i;
  const distributions: Distribution[] = [];
  for (let i = first; i < bounds.length; i++) {
    const arc = i === first ? 0 : arcs[i];
    if (arc === null || arc === undefined) continue;
    if (arc > maxArc) break;
    const partners = boundPartners(bounds[i]!, n.lon).map((x) => ({ ...x, arc: i === first ? arcTo(x.longitude) ?? 0 : Math.max(arc, arcTo(x.longitude) ?? arc) }));
    distributions.push({ bound: bounds[i]!, arc, partners: partners.sort((a, b) => a.arc - b.arc) });
  }
  return { longitude, targetP: p, armc, eps, distributions };
}

/** The distributor and the last partner met at an arc of direction (null partner: none met yet in this bound). */
export function distributorAtArc(distributions: readonly Distribution[], arc: number) {
  const d = [...distributions].reverse().find((x) => x.arc <= arc);
  if (!d) return null;
  const met = d.partners.filter((x) => x.arc <= arc);
  return { distributor: d.bound.lord, partner: met.length > 0 ? met[met.length - 1]!.planet : null };
}

export function circumambulations(birth: BirthInput & { aphetic?: ApheticChoice; key?: DirectionKey; years?: number }, services: Services, lang: LangCode) {
  if (Math.abs(birth.latitude) >= 66) throw ApiError.invalidField('latitude', 'primary directions need a horizon every ecliptic degree crosses: |latitude| must be below 66 deg');
  const n: Natal = natal(birth, services);
  const aphetic = birth.aphetic ?? 'ascendant';
  const key = birth.key ?? 'ptolemy';
  const years = birth.years ?? 90;
  const rate = key === 'ptolemy' ? 1 : NAIBOD_DEGREES_PER_YEAR;
  const jd = n.chart.moment.julianDayUT;
  const { longitude, targetP, armc, eps, distributions: directed } = directedBounds(n, services, birth.latitude, aphetic, years * rate);
  const point = aphetic === 'ascendant' ? { slug: aphetic, name: term('chart-angle', aphetic, lang) } : aphetic === 'fortune' ? { slug: aphetic, name: term('lot', aphetic, lang) } : planetRef(aphetic === 'sun' ? 'Sun' : 'Moon', lang);
  const distributions = directed.map(({ bound: b, arc, partners }) => {
    const s = signIndexOf(b.start);
    const age = arc / rate;
    return {
      age,
      arc,
      date: iso(n, jd + age * TROPICAL_YEAR_DAYS),
      ...signRef(s, lang),
      boundStart: b.start - s * 30,
      boundEnd: b.end - s * 30,
      distributor: planetRef(b.lord, lang),
      partners: partners.map((p) => ({
        ...planetRef(p.planet, lang), contact: p.contact, aspect: p.aspect === null ? null : { slug: p.aspect, name: term('aspect', p.aspect, lang) }, side: p.side,
        longitude: p.longitude, age: p.arc / rate,
      })),
    };
  });
  return {
    ...echo(n, services, lang),
    aphetic: { ...point, ...position(longitude, lang), mundanePosition: targetP },
    key,
    degreesPerYear: rate,
    armc,
    obliquity: eps,
    distributions,
    doctrineSlug: CIRCUMAMBULATIONS_DOCTRINE,
    doctrine: term('length-of-life-text', CIRCUMAMBULATIONS_DOCTRINE, lang),
    source: 'Ptolemy, Tetrabiblos I.20 and IV.10 (tr. F. E. Robbins, Loeb 1940); Vettius Valens, Anthology; Martin Gansten, Primary Directions (Wessex Astrologer, 2009)',
  };
}

