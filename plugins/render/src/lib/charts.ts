/**
 * The Western wheels from the same chart cast /chart, /synastry and /transits answer from
 * (core/src/astro: castChart, placeBodies, findAspects, crossAspects): nothing is computed
 * here that those operations do not compute the same way.
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

/** Draws a model; returns the answer and the layout (tests read the label boxes). */
export function renderWheel(model: WheelModel, options: RenderOptionsInput | undefined, lang: LangCode): { answer: ReturnType<typeof answer>; drawing: WheelDrawing } {
  const c = canvasOf(options, lang);
  const drawing = drawWheel(c, model);
  return { answer: answer(c, document(c, drawing.svg)), drawing };
}
