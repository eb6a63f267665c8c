/**
 * Sky objects and time divisions: fixed stars and their conjunctions, lunar mansions,
 * planetary hours, asteroids and centaurs. Pure functions over the Ephemeris service and
 * core/src/astro (fixed-stars.ts, lunar-mansions.ts, planetary-hours.ts).
 */
import { ApiError, bodySlug, hasTerm, jdToIsoWithOffset, kebab, position, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  BODY, castChart, defaultStarList, houseOfBody, isBehenian, lunarMansionNamed, lunarMansionOf, momentEcho, planetaryDayAt,
  resolveMoment, settingsEcho, shortestArc, starNature, starOrb, chartSettings,
} from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { natureRefs, noteText, starRef } from './vocabulary.js';
import type { BodyReference } from './vocabulary.js';

type Services = { ephemeris: Ephemeris; timeZones: TimeZones };
type FixedStarPosition = NonNullable<ReturnType<Ephemeris['fixedStar']>>;

// ---------------------------------------------------------------- fixed stars

const BAYER = /^[a-z]{2,3}(-\d)?[A-Z][A-Za-z]{2}$/;
const STAR_NAME = /^[A-Za-z0-9 .'-]{1,40}$/;

/** The catalogue key for a name the caller sent: traditional names as they are, Bayer designations (alLeo) with sefstars' leading comma. */
export function starKey(input: string): string {
  const s = input.trim();
  return BAYER.test(s) ? `,${s}` : s;
}

function lookUp(eph: Ephemeris, jd: number, key: string, zodiac: { zodiacType: 'tropical' | 'sidereal'; siderealMode: number }): FixedStarPosition | null {
  return eph.fixedStar(jd, key, zodiac);
}

export interface StarOut {
  slug: string; name: string; bayer: string; longitude: number; latitude: number; rightAscension: number; declination: number;
  magnitude: number; sign: number; signName: string; degreeInSign: number; formatted: string; nature: BodyReference[] | null; behenian: boolean;
}

/**
 * The stars of a request: the named ones (each must be in sefstars.txt, else 400 naming the
 * item), or the default list (bright stars within magnitudeLimit plus the Behenian fifteen).
 */
export function starsAt(eph: Ephemeris, jd: number, zodiac: { zodiacType: 'tropical' | 'sidereal'; siderealMode: number }, stars: string[] | undefined, magnitudeLimit: number, lang: LangCode = 'en'): StarOut[] {
  const found: FixedStarPosition[] = [];
  if (stars && stars.length > 0) {
    stars.forEach((s, i) => {
      // '%' and '?' are wildcards and ',' a separator to swe_fixstar2: refuse them outright.
      if (!STAR_NAME.test(s.trim())) throw ApiError.invalidField(`stars.${i}`, 'a star name (letters, digits, spaces) or a Bayer designation such as alLeo');
      const p = lookUp(eph, jd, starKey(s), zodiac);
      if (!p) throw ApiError.invalidField(`stars.${i}`, `"${s}" is not in the Swiss Ephemeris star catalogue (sefstars.txt); use a traditional name (Regulus) or a Bayer designation (alLeo)`);
      found.push(p);
    });
  } else {
    for (const s of defaultStarList()) {
      const p = lookUp(eph, jd, `,${s.bayer}`, zodiac);
      if (p && (p.magnitude <= magnitudeLimit || isBehenian(p.bayer))) found.push({ ...p, name: p.name || s.name });
    }
  }
  const seen = new Set<string>();
  return found.filter((p) => (seen.has(p.bayer) ? false : (seen.add(p.bayer), true))).map((p) => {
    return {
      ...starRef(p.name, p.bayer, lang), bayer: p.bayer, ...position(p.longitude, lang), latitude: p.latitude,
      rightAscension: p.rightAscension, declination: p.declination, magnitude: p.magnitude, nature: natureRefs(starNature(p.bayer), lang), behenian: isBehenian(p.bayer),
    };
  });
}

type StarsInput = BirthInput & { stars?: string[]; magnitudeLimit?: number };

export function fixedStars(birth: StarsInput, services: Services, lang: LangCode = 'en') {
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth);
  const jd = moment.julianDayUT;
  const stars = starsAt(services.ephemeris, jd, settings, birth.stars, birth.magnitudeLimit ?? 2.5, lang).sort((a, b) => a.longitude - b.longitude);
  return { moment: momentEcho(moment, services.ephemeris), settings: settingsEcho(settings, jd, services.ephemeris, lang), stars, count: stars.length };
}

/** Planets, the nodes and (optionally) the angles conjoining stars in longitude within the magnitude orb. */
export function fixedStarConjunctions(birth: StarsInput & { includeAngles?: boolean }, services: Services, lang: LangCode = 'en') {
  const bodies = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, BODY.MEAN_NODE, BODY.TRUE_NODE];
  const chart = castChart(birth, services, { bodies });
  const jd = chart.moment.julianDayUT;
  const stars = starsAt(services.ephemeris, jd, chart.settings, birth.stars, birth.magnitudeLimit ?? 2.5, lang);
  const points: { point: string; longitude: number }[] = chart.bodies.map((b) => ({ point: b.name, longitude: b.longitude }));
  if (birth.includeAngles ?? true) {
    const a = chart.angles;
    points.push({ point: 'Ascendant', longitude: a.ascendant }, { point: 'MC', longitude: a.mc }, { point: 'Descendant', longitude: a.descendant }, { point: 'IC', longitude: a.ic });
  }
  const contacts = [];
  for (const s of stars) {
    const allowed = starOrb(s.magnitude);
    for (const p of points) {
      const orb = shortestArc(p.longitude, s.longitude);
      if (orb <= allowed) {
        contacts.push({ star: { slug: s.slug, name: s.name }, bayer: s.bayer, magnitude: s.magnitude, nature: s.nature, point: p.point, pointLongitude: p.longitude, starLongitude: s.longitude, orb: orb, allowedOrb: allowed });
      }
    }
  }
  contacts.sort((a, b) => a.orb - b.orb);
  return {
    moment: momentEcho(chart.moment, services.ephemeris), settings: settingsEcho(chart.settings, jd, services.ephemeris, lang),
    contacts, count: contacts.length, warnings: chart.warnings,
  };
}

// ---------------------------------------------------------------- lunar mansions

export function lunarMansions(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  // The mansions are measured from 0 Aries of the tropical zodiac whatever the chart's zodiac.
  const chart = castChart({ ...birth, zodiacType: 'tropical' }, services, { bodies: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
  const jd = chart.moment.julianDayUT;
  const moon = chart.bodies.find((b) => b.id === BODY.MOON)!;
  const m = lunarMansionOf(moon.longitude);
  const points = [...chart.bodies.map((b) => ({ point: b.name, longitude: b.longitude })), { point: 'Ascendant', longitude: chart.angles.ascendant }]
    .map((p) => { const x = lunarMansionOf(p.longitude); const n = lunarMansionNamed(x, lang); return { point: p.point, longitude: p.longitude, mansion: x.mansion, slug: n.slug, name: n.name }; });
  return {
    moment: momentEcho(chart.moment, services.ephemeris), settings: settingsEcho(chart.settings, jd, services.ephemeris, lang),
    moon: { longitude: moon.longitude, mansion: m.mansion, ...lunarMansionNamed(m, lang), startLongitude: m.startLongitude, nature: m.nature },
    points,
  };
}

// ---------------------------------------------------------------- planetary hours

export function planetaryHoursAt(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth);
  const jd = moment.julianDayUT;
  const eph = services.ephemeris;
  const day = planetaryDayAt(eph, jd, birth.longitude, birth.latitude);
  // Instants at the request zone's offset (DESIGN.md, Vocabulary): the offset the moment resolved.
  const iso = (x: number) => jdToIsoWithOffset(x, moment.timezoneOffset * 60);
  const hours = day.hours.map((h) => ({ number: h.number, ruler: h.ruler, kind: h.kind, start: iso(h.start), end: iso(h.end) }));
  const idx = day.hours.findIndex((h) => jd >= h.start && jd < h.end);
  const hour = hours[idx === -1 ? 23 : idx]!;
  return {
    moment: momentEcho(moment, eph), settings: settingsEcho(settings, jd, eph, lang),
    dayRuler: day.dayRuler, hour, sunrise: iso(day.sunrise), sunset: iso(day.sunset), nextSunrise: iso(day.nextSunrise), hours,
  };
}

// ---------------------------------------------------------------- asteroids and centaurs

/** Bodies in seas_18.se1 by MPC number -> Swiss body id (SE_CERES 17 ... SE_VESTA 20, SE_CHIRON 15, SE_PHOLUS 16). */
const SEAS_BODIES: Readonly<Record<number, { id: number; name: string }>> = {
  1: { id: 17, name: 'Ceres' }, 2: { id: 18, name: 'Pallas' }, 3: { id: 19, name: 'Juno' }, 4: { id: 20, name: 'Vesta' },
  2060: { id: 15, name: 'Chiron' }, 5145: { id: 16, name: 'Pholus' },
};
const SE_AST_OFFSET = 10000;

export const CENTAURS: readonly { number: number; name: string }[] = [
  { number: 2060, name: 'Chiron' }, { number: 5145, name: 'Pholus' }, { number: 7066, name: 'Nessus' },
  { number: 8405, name: 'Asbolus' }, { number: 10199, name: 'Chariklo' }, { number: 10370, name: 'Hylonome' },
];

/** The Swiss file an asteroid needs: seas_18.se1 for the six above, else astNNN/seNNNNNs.se1 (swephexp.h). */
export function asteroidFile(n: number): string {
  if (SEAS_BODIES[n]) return 'seas_18.se1';
  return n < 100000 ? `ast${Math.floor(n / 1000)}/se${String(n).padStart(5, '0')}s.se1` : `ast${Math.floor(n / 1000)}/s${n}s.se1`;
}

export function minorBodies(birth: BirthInput, services: Services, list: { number: number; name: string | null }[], lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: [] });
  const jd = chart.moment.julianDayUT;
  const eph = services.ephemeris;
  const bodies = [];
  const unavailable = [];
  for (const { number, name } of list) {
    const seas = SEAS_BODIES[number];
    const id = seas ? seas.id : SE_AST_OFFSET + number;
    const label = seas?.name ?? name ?? `(${number})`;
    // Slugs: the vocabulary's (chiron, ceres ...), else the kebab-case name, else the MPC number.
    const slug = bodySlug(id) ?? (seas?.name ?? name ? kebab(label) : `asteroid-${number}`);
    // Named by core's body table, else by the minor-body table (the centaurs and TNOs it lacks), else the MPC name.
    const named = hasTerm('body', slug) ? term('body', slug, lang) : hasTerm('minor-body', slug) ? term('minor-body', slug, lang) : label;
    const file = asteroidFile(number);
    // Why a body is not placed: a western-note slug with its text in `lang` (issue 12), the file a member of the item.
    const missing = { slug: 'ephemeris-file-missing', text: noteText('ephemeris-file-missing', {}, lang) };
    if (!eph.canPlace(jd, id)) {
      const reason = seas ? { slug: 'file-span-no-asteroids', text: noteText('file-span-no-asteroids', {}, lang) } : missing;
      unavailable.push({ number, slug, name: named, file, reason });
      continue;
    }
    let p;
    try {
      p = eph.position(jd, id, chart.settings);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      unavailable.push({ number, slug, name: named, file, reason: missing });
      continue;
    }
    bodies.push({
      number, slug, name: named, swissId: id, ...position(p.longitude, lang), latitude: p.latitude, speed: p.longitudeSpeed,
      retrograde: p.longitudeSpeed < 0, house: houseOfBody(p.longitude, chart.cusps, chart.settings.houseSystem),
    });
  }
  return {
    moment: momentEcho(chart.moment, eph), settings: settingsEcho(chart.settings, jd, eph, lang), bodies, unavailable,
  };
}

export function asteroids(birth: BirthInput & { asteroids?: number[] }, services: Services, lang: LangCode = 'en') {
  const numbers = birth.asteroids && birth.asteroids.length > 0 ? [...new Set(birth.asteroids)] : [1, 2, 3, 4];
  return minorBodies(birth, services, numbers.map((n) => ({ number: n, name: null })), lang);
}

export function centaurs(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  return minorBodies(birth, services, [...CENTAURS], lang);
}
