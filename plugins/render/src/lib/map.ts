/**
 * World maps: Natural Earth 1:110m land (public domain, through the world-atlas package) under
 * an equirectangular projection, x = (lng + 180)/360 * width, y = (90 - lat)/180 * height
 * (SERVICE-SPEC, /render/eclipse-path), with d3-geo cutting the outlines at the antimeridian.
 */
import { createRequire } from 'node:module';
import { geoEquirectangular, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { n } from './kit.js';
import type { Canvas } from './kit.js';

const require = createRequire(import.meta.url);
let land: unknown;
export function landFeature(): unknown {
  land ??= (() => {
    const topology = require('world-atlas/land-110m.json') as { objects: { land: unknown } };
    return feature(topology, topology.objects.land);
  })();
  return land;
}

/** Degree plane: x = lng + 180 (0-360), y = 90 - lat (0-180); the drawing scales it. */
const plane = geoEquirectangular().scale(180 / Math.PI).translate([180, 90]).precision(0.1);
const planePath = geoPath(plane);

export interface MapFrame {
  x: (lng: number) => number;
  y: (lat: number) => number;
  /** The land and graticule, and a clip rectangle for what is drawn over them. */
  base: string;
  clipId: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export function equirectangularFrame(c: Canvas, showGraticule: boolean): MapFrame {
  const t = c.theme;
  const top = c.title ? 30 : 0;
  const width = c.width;
  const height = c.height - top;
  const sx = width / 360;
  const sy = height / 180;
  const parts: string[] = [`<rect x="0" y="${top}" width="${width}" height="${height}" fill="${t.sea}"/>`];
  parts.push(`<g transform="translate(0 ${top}) scale(${n(sx)} ${n(sy)})"><path d="${planePath(landFeature()) ?? ''}" fill="${t.land}" stroke="${t.line}" stroke-width="${n(0.6 / sx)}"/></g>`);
  if (showGraticule) {
    for (let lng = -180; lng <= 180; lng += 15) parts.push(`<line x1="${n((lng + 180) * sx)}" y1="${top}" x2="${n((lng + 180) * sx)}" y2="${n(top + height)}" stroke="${t.line}" stroke-width="${lng === 0 ? 0.9 : 0.4}" stroke-opacity="0.7"/>`);
    for (let lat = -75; lat <= 75; lat += 15) parts.push(`<line x1="0" y1="${n(top + (90 - lat) * sy)}" x2="${width}" y2="${n(top + (90 - lat) * sy)}" stroke="${t.line}" stroke-width="${lat === 0 ? 0.9 : 0.4}" stroke-opacity="0.7"/>`);
  }
  const clipId = 'map-clip';
  parts.push(`<clipPath id="${clipId}"><rect x="0" y="${top}" width="${width}" height="${height}"/></clipPath>`);
  return { x: (lng) => (lng + 180) * sx, y: (lat) => top + (90 - lat) * sy, base: parts.join(''), clipId, left: 0, top, width, height };
}

/** Longitudes made continuous along a track (no jump of 360 at the antimeridian). */
export function unwrap(lngs: readonly number[]): number[] {
  const out: number[] = [];
  for (const l of lngs) {
    const prev = out[out.length - 1];
    if (prev === undefined) { out.push(l); continue; }
    let v = l;
    while (v - prev > 180) v -= 360;
    while (v - prev < -180) v += 360;
    out.push(v);
  }
  return out;
}

/**
 * The band's two edges, each point moved halfWidth degrees of arc perpendicular to the track
 * (the direction from its neighbours, longitude differences shrunk by cos(lat) so that the
 * offset is perpendicular on the sphere, not on the map).
 */
export function bandEdges(points: readonly { lng: number; lat: number }[], halfWidth: number): { left: { lng: number; lat: number }[]; right: { lng: number; lat: number }[] } {
  const left: { lng: number; lat: number }[] = [];
  const right: { lng: number; lat: number }[] = [];
  const rad = Math.PI / 180;
  for (let i = 0; i < points.length; i++) {
    const a = points[Math.max(0, i - 1)]!;
    const b = points[Math.min(points.length - 1, i + 1)]!;
    const p = points[i]!;
    const cosLat = Math.max(0.05, Math.cos(p.lat * rad));
    let dx = (b.lng - a.lng) * cosLat;
    let dy = b.lat - a.lat;
    const len = Math.hypot(dx, dy);
    if (len === 0) { dx = 1; dy = 0; } else { dx /= len; dy /= len; }
    // Perpendicular (-dy, dx): left of the direction of travel on a north-up map.
    left.push({ lng: p.lng + (-dy * halfWidth) / cosLat, lat: Math.max(-90, Math.min(90, p.lat + dx * halfWidth)) });
    right.push({ lng: p.lng - (-dy * halfWidth) / cosLat, lat: Math.max(-90, Math.min(90, p.lat - dx * halfWidth)) });
  }
  return { left, right };
}
