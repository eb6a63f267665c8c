/**
 * Aspect patterns of a natal chart (/aspect-patterns/*): the chart cast once, its Sun-Pluto
 * (and, on request, Ascendant and MC) turned into an aspect web with /aspects' orbs scaled by
 * `orb`, and the configurations read off it by core/src/astro/aspect-patterns.ts
 * (Bil Tierney, Dynamics of Aspect Analysis, 1983). Stelliums group by sign, house and
 * longitude span, without orbs.
 */
import { Type } from '@sinclair/typebox';
import type { Ephemeris, LangCode, Position, TimeZones } from '@celestial/core';
import { houseNamed, Moment, PositionMembers, position, Settings, signReference } from '@celestial/core';
import { BodyRefSchema, AspectNamingSchema } from './vocabulary.js';
import {
  AspectWeb, castChart, coveringArc, grandCrosses, grandSextiles, grandTrines, houseOfBody, kites, minorGrandTrines, momentEcho, mysticRectangles,
  settingsEcho, SIGN_NAMES, signIndexOf, tSquares, yods,
} from '@celestial/core/astro';
import type { AspectPoint, BirthInput, CastChart } from '@celestial/core/astro';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

/** Sun to Pluto: the bodies the patterns are found among (nodes, Chiron and Lilith are not). */
export const SUN_TO_PLUTO: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Internal ids of the two angles when they join the points (never shown: members are named). */
export const ASC_ID = 1000;
export const MC_ID = 1001;

/** The chart's Sun-Pluto as aspect points, then Ascendant and MC (speed 0) when asked. */
export function chartPoints(chart: CastChart, includeAngles: boolean, angleSpeeds = { ascendant: 0, mc: 0 }): AspectPoint[] {
  const points: AspectPoint[] = chart.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed }));
  if (includeAngles) {
    points.push({ id: ASC_ID, name: 'Ascendant', longitude: chart.angles.ascendant, speed: angleSpeeds.ascendant });
    points.push({ id: MC_ID, name: 'MC', longitude: chart.angles.mc, speed: angleSpeeds.mc });
  }
  return points;
}

export function echo(chart: CastChart, services: Services, lang: LangCode = 'en') {
  return {
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang),
  };
}

/** Response members every chart-based answer carries. */
export const Echo = { moment: Moment, settings: Settings };

export const PatternOptions = {
  orb: Type.Optional(Type.Number({ minimum: 0.25, maximum: 2, default: 1, description: 'scale on the /aspects orbs (conjunction/opposition 8, trine/square 7, sextile 5, quincunx 3, minor 2)' })),
  includeAngles: Type.Optional(Type.Boolean({ default: false, description: 'Ascendant and MC join Sun-Pluto' })),
};

export const LinkSchema = Type.Object({
  planets: Type.Array(BodyRefSchema, { minItems: 2, maxItems: 2 }),
  aspect: AspectNamingSchema,
  orb: Type.Number({ minimum: 0, description: '|separation - aspect angle|, degrees' }),
});

export const PointSchema = Type.Object(PositionMembers);

export type Finder = 'grandTrines' | 'tSquares' | 'grandCrosses' | 'yods' | 'kites' | 'mysticRectangles' | 'grandSextiles' | 'minorGrandTrines';
const FINDERS = { grandTrines, tSquares, grandCrosses, yods, kites, mysticRectangles, grandSextiles, minorGrandTrines };

/** One configuration over the chart: { moment, settings, patterns, count }. */
/** A pattern with its sensitive point (emptyLeg, reactionPoint) written as a position. */
type AtPositions<T> = T extends { emptyLeg: unknown } ? Omit<T, 'emptyLeg'> & { emptyLeg: Position }
  : T extends { reactionPoint: unknown } ? Omit<T, 'reactionPoint'> & { reactionPoint: Position } : T;

export function natalPatterns<F extends Finder>(finder: F, birth: BirthInput & { orb?: number; includeAngles?: boolean }, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: SUN_TO_PLUTO });
  const web = new AspectWeb(chartPoints(chart, birth.includeAngles ?? false), birth.orb ?? 1);
  // The sensitive points core finds (a T-square's empty leg, a yod's reaction point) carry the
  // cast's English sign name; answers write them as the vocabulary's position (sign 1-12).
  const atPosition = (pt: { longitude: number }) => position(pt.longitude, lang);
  const patterns = (FINDERS[finder](web) as unknown as readonly Record<string, unknown>[]).map((p) => ({
    ...p,
    ...('emptyLeg' in p ? { emptyLeg: atPosition(p.emptyLeg as { longitude: number }) } : {}),
    ...('reactionPoint' in p ? { reactionPoint: atPosition(p.reactionPoint as { longitude: number }) } : {}),
  })) as unknown as AtPositions<ReturnType<(typeof FINDERS)[F]>[number]>[];
  return { ...echo(chart, services, lang), patterns, count: patterns.length };
}

export interface Stellium {
  by: 'sign' | 'house' | 'span';
  /** Sign name, house number, or for a span the sign where the cluster starts. */
  where: string | number;
  planets: string[];
  /** Arc from the first member to the last, degrees. */
  span: number;
}

/**
 * Stelliums (Tierney): at least `minBodies` of Sun-Pluto (Ascendant and MC with includeAngles)
 * in one sign, in one house (cusp comparison), or within `maxSpan` degrees of longitude.
 * A span cluster is a maximal run: every window [body, body + maxSpan] with enough members,
 * unless its members are all inside another window's.
 */
export function findStelliums(
  points: readonly { name: string; longitude: number; house: number }[],
  minBodies: number,
  maxSpan: number,
): Stellium[] {
  const out: Stellium[] = [];
  const order = (names: string[]) => points.filter((p) => names.includes(p.name)).map((p) => p.name);
  const spanOf = (group: typeof points) => coveringArc(group.map((p) => p.longitude)).span;
  for (let s = 0; s < 12; s++) {
    const group = points.filter((p) => signIndexOf(p.longitude) === s);
    if (group.length >= minBodies) out.push({ by: 'sign', where: SIGN_NAMES[s]!, planets: group.map((p) => p.name), span: spanOf(group) });
  }
  const houses = [...new Set(points.map((p) => p.house))].sort((a, b) => a - b);
  for (const h of houses) {
    const group = points.filter((p) => p.house === h);
    if (group.length >= minBodies) out.push({ by: 'house', where: h, planets: group.map((p) => p.name), span: spanOf(group) });
  }
  const windows: { start: number; members: typeof points }[] = [];
  for (const p of points) {
    const members = points.filter((q) => {
      const d = (((q.longitude - p.longitude) % 360) + 360) % 360;
      return d <= maxSpan + 1e-9;
    });
    if (members.length >= minBodies) windows.push({ start: p.longitude, members });
  }
  const seen = new Set<string>();
  for (const w of windows) {
    const inside = windows.some((o) => o !== w && o.members.length > w.members.length && w.members.every((m) => o.members.includes(m)));
    const key = w.members.map((m) => m.name).sort().join('|');
    if (inside || seen.has(key)) continue;
    seen.add(key);
    out.push({ by: 'span', where: SIGN_NAMES[signIndexOf(w.start)]!, planets: order(w.members.map((m) => m.name)), span: spanOf(w.members) });
  }
  return out;
}

export function natalStelliums(birth: BirthInput & { includeAngles?: boolean; minBodies?: number; maxSpan?: number }, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: SUN_TO_PLUTO });
  const points = chart.bodies.map((b) => ({ name: b.name, longitude: b.longitude, house: b.house }));
  if (birth.includeAngles) {
    for (const [name, lon] of [['Ascendant', chart.angles.ascendant], ['MC', chart.angles.mc]] as const) {
      points.push({ name, longitude: lon, house: houseOfBody(lon, chart.cusps, chart.settings.houseSystem) });
    }
  }
  // `where` by reference in the answer's language (issue 12: a sign was its English name): a sign
  // (a sign stellium, or where a span starts) as { sign, slug, name }, a house as { house, slug, name }.
  const stelliums = findStelliums(points, birth.minBodies ?? 3, birth.maxSpan ?? 10).map((st) => ({
    ...st,
    where: typeof st.where === 'number' ? { house: st.where, ...houseNamed(st.where, lang) } : signReference(SIGN_NAMES.indexOf(st.where as (typeof SIGN_NAMES)[number]) + 1, lang),
  }));
  return { ...echo(chart, services, lang), stelliums, count: stelliums.length };
}
