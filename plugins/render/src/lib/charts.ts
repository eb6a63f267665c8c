/**
 * The Western wheels, drawn from the answers of /chart, /synastry, /planets, /composite and
 * /davison (the operations invoked through the Operations service: *ModelOf below), so a
 * drawing shows exactly what the JSON operation answers and costs one chart computation.
 *
 * castFor, natalModel, biwheelModel and transitBodies (the chart cast in-process, core/src/astro)
 * stay for the reports family (plugins/reports/src/lib/western.ts, timing.ts), which moves onto
 * the Operations service separately.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castChart, chartSettings, crossAspects, DEFAULT_CHART_BODIES, findAspects, placeBodies, resolveMoment } from '@celestial/core/astro';
import type { AspectFound, BirthInput, CastChart, PlacedBody } from '@celestial/core/astro';
import { answer, canvasOf, document } from './kit.js';
import type { RenderOptionsInput } from './kit.js';
import { drawWheel } from './wheel.js';
import type { WheelAspect, WheelBody, WheelDrawing, WheelModel } from './wheel.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const wheelBody = (b: PlacedBody): WheelBody => ({ id: b.id, name: b.name, longitude: b.longitude, retrograde: b.retrograde });

function aspectLines(found: readonly AspectFound[], from: readonly PlacedBody[], to: readonly PlacedBody[], rings: ['inner' | 'outer', 'inner' | 'outer']): WheelAspect[] {
  const lon = (list: readonly PlacedBody[], id: number) => list.find((b) => b.id === id)?.longitude;
  const out: WheelAspect[] = [];
  for (const a of found) {
    const l1 = lon(from, a.planet1.id);
    const l2 = lon(to, a.planet2.id);
    if (l1 === undefined || l2 === undefined) continue;
    out.push({ from: { longitude: l1, ring: rings[0] }, to: { longitude: l2, ring: rings[1] }, slug: a.type.slug, color: a.type.color });
  }
  return out;
}

export function natalModel(chart: CastChart): WheelModel {
  const found = findAspects(chart.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })));
  return {
    inner: chart.bodies.map(wheelBody),
    cusps: chart.cusps,
    ascendant: chart.angles.ascendant,
    mc: chart.angles.mc,
    aspects: aspectLines(found, chart.bodies, chart.bodies, ['inner', 'inner']),
  };
}

const pointsOf = (bodies: readonly PlacedBody[]) => bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed }));

/** Inner chart with a second set of bodies outside, inter-aspects between the rings. */
export function biwheelModel(inner: CastChart, outer: readonly PlacedBody[]): WheelModel {
  const found = crossAspects(pointsOf(inner.bodies), pointsOf(outer));
  return {
    inner: inner.bodies.map(wheelBody),
    outer: outer.map(wheelBody),
    cusps: inner.cusps,
    ascendant: inner.angles.ascendant,
    mc: inner.angles.mc,
    aspects: aspectLines(found, inner.bodies, outer, ['inner', 'outer']),
  };
}

export function transitBodies(birth: BirthInput, transit: { date: string; time: string; timezone?: string; timezoneOffset?: number | null }, services: Services): PlacedBody[] {
  const moment = resolveMoment({ ...transit, latitude: birth.latitude, longitude: birth.longitude }, services);
  return placeBodies(services.ephemeris, moment.julianDayUT, DEFAULT_CHART_BODIES, chartSettings(birth)).bodies;
}

export function castFor(birth: BirthInput, services: Services): CastChart {
  return castChart(birth, services, { bodies: DEFAULT_CHART_BODIES });
}

// ---- models from the operations' answers -----------------------------------------------------

/** A body as /chart, /synastry, /planets (BodyItem) and /composite (PointItem) answer it. */
export interface AnsweredBody {
  id: number;
  name: string;
  longitude: number;
  speed?: number;
  retrograde?: boolean;
}

/** An aspect as those operations answer it (core's AspectItem). */
export interface AnsweredAspect {
  planet1: { id: number };
  planet2: { id: number };
  type: { slug: string; color: string };
}

/** What a wheel needs of a chart answer: /chart, one side of /synastry, /composite, /davison. */
export interface AnsweredChart {
  planets: AnsweredBody[];
  houses: { longitude: number }[];
  angles: { ascendant: number; mc: number };
}

const answeredBody = (b: AnsweredBody): WheelBody => ({ id: b.id, name: b.name, longitude: b.longitude, retrograde: b.retrograde === true });

/**
 * Aspect lines between two lists of bodies; an aspect to a point that is not drawn (/synastry's
 * inter-aspects include the Ascendant and MC) has no line, as before.
 */
function answeredLines(found: readonly AnsweredAspect[], from: readonly AnsweredBody[], to: readonly AnsweredBody[], rings: ['inner' | 'outer', 'inner' | 'outer']): WheelAspect[] {
  const lon = (list: readonly AnsweredBody[], id: number) => list.find((b) => b.id === id)?.longitude;
  return found.flatMap((a) => {
    const l1 = lon(from, a.planet1.id);
    const l2 = lon(to, a.planet2.id);
    return l1 === undefined || l2 === undefined ? [] : [{ from: { longitude: l1, ring: rings[0] }, to: { longitude: l2, ring: rings[1] }, slug: a.type.slug, color: a.type.color }];
  });
}

/** One chart with its own aspects (/chart, /composite, /davison answer them). */
export function natalModelOf(chart: AnsweredChart & { aspects: readonly AnsweredAspect[] }): WheelModel {
  return {
    inner: chart.planets.map(answeredBody),
    cusps: chart.houses.map((h) => h.longitude),
    ascendant: chart.angles.ascendant,
    mc: chart.angles.mc,
    aspects: answeredLines(chart.aspects, chart.planets, chart.planets, ['inner', 'inner']),
  };
}

/** The inner chart with its houses, a second set of bodies outside, and the aspects between them (planet1 inner, planet2 outer). */
export function biwheelModelOf(inner: AnsweredChart, outer: readonly AnsweredBody[], between: readonly AnsweredAspect[]): WheelModel {
  return {
    inner: inner.planets.map(answeredBody),
    outer: outer.map(answeredBody),
    cusps: inner.houses.map((h) => h.longitude),
    ascendant: inner.angles.ascendant,
    mc: inner.angles.mc,
    aspects: answeredLines(between, inner.planets, outer, ['inner', 'outer']),
  };
}

/**
 * The birth data of a composing body without its own members (`options`, `transit`...): the
 * invoked operation validates its body as its route does, so only birth-data members are sent.
 */
export function birthOf(body: object, omit: readonly string[] = ['options']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !omit.includes(k)));
}

/** Draws a model; returns the answer and the layout (tests read the label boxes). */
export function renderWheel(model: WheelModel, options: RenderOptionsInput | undefined, lang: LangCode): { answer: ReturnType<typeof answer>; drawing: WheelDrawing } {
  const c = canvasOf(options, lang);
  const drawing = drawWheel(c, model);
  return { answer: answer(c, document(c, drawing.svg)), drawing };
}
