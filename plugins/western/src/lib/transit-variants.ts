/**
 * Transit variants: heliocentric transits to the heliocentric natal chart, transits to the
 * secondary-progressed chart (moving targets) and the daily transit intensity index. The root
 * searches are the shared-sample tracks of core/src/astro/crossings.ts, as /transit-calendar.
 */
import { ApiError, jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  angleTrack, aspectByAngle, castChart, checkBodyIds, eventRange, jdToIso, normalizeDegrees, progressedHouses, shortestArc, SUPPORTED_BODY_IDS, TROPICAL_YEAR_DAYS, trackCrossings,
} from '@celestial/core/astro';
import type { BirthInput, AngleSampler } from '@celestial/core/astro';
import { EARTH, HELIOCENTRIC_BODIES } from './chart-frames.js';
import { tropicalNatalFrame } from './progressions.js';
import { aspectNaming } from './transits.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

export const PTOLEMAIC: readonly number[] = [0, 60, 90, 120, 180];
const NAMES: Readonly<Record<number, string>> = { 0: 'Sun', 1: 'Moon', 2: 'Mercury', 3: 'Venus', 4: 'Mars', 5: 'Jupiter', 6: 'Saturn', 7: 'Uranus', 8: 'Neptune', 9: 'Pluto', 10: 'Mean Node', 11: 'True Node', 14: 'Earth', 15: 'Chiron' };
const nameOf = (id: number) => NAMES[id] ?? `Body ${id}`;
const aspectName = (angle: number) => aspectByAngle(angle)?.name ?? `${angle}\u00B0`;

/** Aspect angles folded to 0-180 without repeats. */
export function foldedAngles(angles: readonly number[] | undefined): number[] {
  return [...new Set((angles ?? PTOLEMAIC).map((a) => { const n = normalizeDegrees(a); return Math.min(n, 360 - n); }))];
}

/** Both separations of an aspect (0 and 180 have one). */
export function sidesOf(angle: number): number[] {
  return angle === 0 || angle === 180 ? [angle] : [angle, 360 - angle];
}

/** The range of a one-year search: 400 naming the field beyond 366 days. */
function yearRange(ephemeris: Ephemeris, startDate: string, endDate: string) {
  const r = eventRange(ephemeris, startDate, endDate, 1);
  if (r.end - r.start > 367) throw ApiError.invalidField('endDate', 'must be at most one year after startDate');
  return r;
}

// ---- /transits/heliocentric -------------------------------------------------------------------

/**
 * Heliocentric sampling step (days): the fastest heliocentric mover, Mercury, runs about 6 deg a
 * day at perihelion; the tracks never reverse (heliocentric longitudes are always direct), so the
 * step only has to keep one sample interval well under half a turn and give Newton a good start.
 */
export function heliocentricStep(id: number): number {
  if (id === 2) return 2;
  if (id === 3) return 4;
  if (id === EARTH || id === 4) return 6;
  return 15;
}

export function heliocentricTransits(body: BirthInput & { startDate: string; endDate: string; aspectAngles?: number[] }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const { start, end } = yearRange(ephemeris, body.startDate, body.endDate);
  const natal = castChart(body, services, { bodies: [0] });
  const zodiac: ZodiacSettings = natal.settings;
  const jd0 = natal.moment.julianDayUT;
  const natalHelio = HELIOCENTRIC_BODIES.map((id) => ({ id, planet: nameOf(id), longitude: normalizeDegrees(ephemeris.heliocentric(jd0, id, zodiac).longitude) }));
  const angles = foldedAngles(body.aspectAngles);
  const events = [];
  for (const id of HELIOCENTRIC_BODIES) {
    const track = angleTrack((t) => { const p = ephemeris.heliocentric(t, id, zodiac); return { value: p.longitude, speed: p.longitudeSpeed }; }, start, end, heliocentricStep(id));
    for (const n of natalHelio) {
      for (const angle of angles) {
        for (const side of sidesOf(angle)) {
          for (const r of trackCrossings(track, n.longitude + side)) {
            if (r.jd < start || r.jd > end) continue;
            events.push({ transitPlanet: nameOf(id), transitPlanetId: id, natalPoint: n.planet, natalLongitude: n.longitude, aspect: aspectNaming(angle, lang), angle, exactAt: jdToIsoWithOffset(r.jd, natal.moment.timezoneOffset * 60), julianDayUT: r.jd });
          }
        }
      }
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return {
    moment: { utc: natal.moment.utc, julianDayUT: jd0 },
    natalHeliocentric: natalHelio.map((n) => ({ planet: n.planet, longitude: n.longitude })),
    events,
    count: events.length,
  };
}

// ---- /transits/to-progressed ------------------------------------------------------------------

export const TO_PROGRESSED_TRANSITS: readonly number[] = [0, 2, 3, 4, 5, 6, 7, 8, 9];
export const PROGRESSED_TARGETS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const ASC = -1;
const MC = -2;

/** The secondary-progressed instant of a calendar instant: birth + elapsed tropical years x 1 day. */
export function progressedInstant(birthJd: number, jd: number): number {
  return birthJd + (jd - birthJd) / TROPICAL_YEAR_DAYS;
}

export function transitsToProgressed(body: BirthInput & { startDate: string; endDate: string; transitPlanetIds?: number[]; aspectAngles?: number[] }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const { start, end } = yearRange(ephemeris, body.startDate, body.endDate);
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  const natal = castChart(body, services, { bodies: [0] });
  const birthJd = natal.moment.julianDayUT;
  if (start < birthJd) throw ApiError.invalidField('startDate', 'must not be before the birth date');
  const zodiac = natal.settings;
  const frame = tropicalNatalFrame(natal, body, ephemeris);
  const angles = foldedAngles(body.aspectAngles);
  const ids = [...new Set(body.transitPlanetIds ?? TO_PROGRESSED_TRANSITS)];
  ids.forEach((id, i) => {
    if (!ephemeris.canPlace(start, id) || !ephemeris.canPlace(end, id)) throw ApiError.invalidField(`transitPlanetIds.${i}`, `${nameOf(id)} has an ephemeris for 1800-2400 only`);
  });
  // Progressed angles by solar arc in right ascension (as /progressions): ARMC + arc, cusps at the birth latitude.
  const angleAt = (jd: number, which: number) => {
    const pjd = progressedInstant(birthJd, jd);
    const h = progressedHouses(ephemeris, frame, pjd, (jd - birthJd) / TROPICAL_YEAR_DAYS, 'solar-arc-ra', zodiac);
    return which === ASC ? h.ascendant : h.mc;
  };
  const targetAt = (id: number, jd: number): { value: number; speed: number } => {
    if (id === ASC || id === MC) {
      // The progressed angles move about a degree a year: a one-day difference is their rate.
      const a = angleAt(jd, id);
      return { value: a, speed: shortestSigned(a, angleAt(jd + 1, id)) };
    }
    const p = ephemeris.position(progressedInstant(birthJd, jd), id, zodiac);
    return { value: p.longitude, speed: p.longitudeSpeed / TROPICAL_YEAR_DAYS };
  };
  const targets = [...PROGRESSED_TARGETS, ASC, MC];
  const events = [];
  for (const id of ids) {
    for (const target of targets) {
      const fn: AngleSampler = (t) => {
        const tr = ephemeris.position(t, id, zodiac);
        const pr = targetAt(target, t);
        return { value: tr.longitude - pr.value, speed: tr.longitudeSpeed - pr.speed };
      };
      const track = angleTrack(fn, start, end, stepFor(id));
      for (const angle of angles) {
        for (const side of sidesOf(angle)) {
          for (const r of trackCrossings(track, side)) {
            if (r.jd < start || r.jd > end) continue;
            const lon = normalizeDegrees(targetAt(target, r.jd).value);
            events.push({
              transitPlanet: nameOf(id), transitPlanetId: id,
              progressedPoint: target === ASC ? 'Ascendant' : target === MC ? 'MC' : nameOf(target),
              aspect: aspectNaming(angle, lang), angle,
              exactAt: jdToIsoWithOffset(r.jd, natal.moment.timezoneOffset * 60), julianDayUT: r.jd,
              progressedLongitude: lon,
              retrograde: r.direction < 0,
            });
          }
        }
      }
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { moment: { utc: natal.moment.utc, julianDayUT: birthJd }, events, count: events.length };
}

function shortestSigned(a: number, b: number): number {
  const d = normalizeDegrees(b - a);
  return d > 180 ? d - 360 : d;
}

/** Sampling step of a transiting body's track (below its shortest retrograde run; crossings.ts). */
function stepFor(id: number): number {
  if (id === 1) return 0.5;
  if (id === 0 || id === 3 || id === 4) return 4;
  if (id === 2) return 3;
  return 8;
}

// ---- /transits/intensity ----------------------------------------------------------------------

/**
 * The weights of the intensity index (catalogue table, echoed in every answer). Slower transiting
 * bodies weigh more (their contacts last), hits to the luminaries and angles weigh more (the
 * personal points of the chart), and the aspects by their strength in the Ptolemaic order.
 */
export const INTENSITY_WEIGHTS = {
  transitPlanet: { Moon: 0.5, Sun: 1, Mercury: 1, Venus: 1, Mars: 1.5, Jupiter: 2, Saturn: 2.5, Uranus: 3, Neptune: 3, Pluto: 3 } as Record<string, number>,
  aspect: { Conjunction: 1, Opposition: 0.9, Square: 0.9, Trine: 0.7, Sextile: 0.5 } as Record<string, number>,
  natalPoint: { Sun: 2, Moon: 2, Ascendant: 2, MC: 2, Mercury: 1.5, Venus: 1.5, Mars: 1.5, Jupiter: 1, Saturn: 1, Uranus: 0.75, Neptune: 0.75, Pluto: 0.75 } as Record<string, number>,
  maxOrb: 3,
  /** Conjunctions take the transiting planet's nature: benefics harmonious, malefics and the modern outer planets challenging, the rest neither. */
  conjunctionNature: { harmonious: ['Venus', 'Jupiter'], challenging: ['Mars', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] },
};

export const INTENSITY_TRANSITS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const INTENSITY_NATAL: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface Contact { transitPlanet: string; natalPoint: string; aspect: string; orb: number; weight: number; family: 'harmonious' | 'challenging' | 'neutral' }

/** One contact's weight: w(transit) x w(aspect) x w(natal point) x (1 - orb / maxOrb). */
export function contactWeight(transitPlanet: string, aspect: string, natalPoint: string, orb: number, w = INTENSITY_WEIGHTS): number {
  if (orb > w.maxOrb) return 0;
  return (w.transitPlanet[transitPlanet] ?? 1) * (w.aspect[aspect] ?? 0.5) * (w.natalPoint[natalPoint] ?? 1) * (1 - orb / w.maxOrb);
}

export function familyOf(transitPlanet: string, angle: number, w = INTENSITY_WEIGHTS): Contact['family'] {
  if (angle === 60 || angle === 120) return 'harmonious';
  if (angle === 90 || angle === 180) return 'challenging';
  if (w.conjunctionNature.harmonious.includes(transitPlanet)) return 'harmonious';
  if (w.conjunctionNature.challenging.includes(transitPlanet)) return 'challenging';
  return 'neutral';
}

export function transitIntensity(body: BirthInput & { startDate: string; endDate: string; transitPlanetIds?: number[] }, services: Services) {
  const { ephemeris } = services;
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', INTENSITY_TRANSITS);
  const { start, end } = yearRange(ephemeris, body.startDate, body.endDate);
  const natal = castChart(body, services, { bodies: INTENSITY_NATAL });
  const points = [
    ...natal.bodies.map((b) => ({ name: b.name, longitude: b.longitude })),
    { name: 'Ascendant', longitude: natal.angles.ascendant },
    { name: 'MC', longitude: natal.angles.mc },
  ];
  const ids = [...new Set(body.transitPlanetIds ?? INTENSITY_TRANSITS)];
  const w = INTENSITY_WEIGHTS;
  const days = [];
  // One sample a day at 12:00 UT, from startDate to endDate.
  for (let noon = start + 0.5; noon < end; noon += 1) {
    const contacts: Contact[] = [];
    for (const id of ids) {
      const name = nameOf(id);
      const lon = ephemeris.position(noon, id, natal.settings).longitude;
      for (const p of points) {
        const sep = shortestArc(lon, p.longitude);
        for (const angle of PTOLEMAIC) {
          const orb = Math.abs(sep - angle);
          if (orb > w.maxOrb) continue;
          const aspect = aspectName(angle);
          contacts.push({ transitPlanet: name, natalPoint: p.name, aspect, orb, weight: contactWeight(name, aspect, p.name, orb), family: familyOf(name, angle) });
        }
      }
    }
    const sum = (f: (c: Contact) => boolean) => (contacts.filter(f).reduce((s, c) => s + c.weight, 0));
    days.push({
      date: jdToIso(ephemeris, noon).slice(0, 10),
      score: sum(() => true),
      harmonious: sum((c) => c.family === 'harmonious'),
      challenging: sum((c) => c.family === 'challenging'),
      top: [...contacts].sort((a, b) => b.weight - a.weight).slice(0, 3).map((c) => ({ transitPlanet: c.transitPlanet, natalPoint: c.natalPoint, aspect: c.aspect, orb: c.orb, weight: c.weight })),
    });
  }
  return { days, peaks: peaksOf(days), weights: w };
}

/** Local maxima of the daily score (higher than both neighbours; an end day counts against its one neighbour), highest first. */
export function peaksOf(days: readonly { date: string; score: number }[]): { date: string; score: number }[] {
  const out = [];
  for (let i = 0; i < days.length; i++) {
    const s = days[i]!.score;
    const prev = i > 0 ? days[i - 1]!.score : -Infinity;
    const next = i + 1 < days.length ? days[i + 1]!.score : -Infinity;
    if (s > 0 && s > prev && s >= next) out.push({ date: days[i]!.date, score: s });
  }
  return out.sort((a, b) => b.score - a.score);
}
