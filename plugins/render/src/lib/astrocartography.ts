/**
 * Astrocartography and Local Space maps from the astrocartography family's answers (Operations
 * service, no second copy of its lines):
 * - the ACG map: Jim Lewis's MC/IC meridians (alpha - GAST) and ASC/DSC curves
 *   (cos H = -tan(lat) tan(dec)) as POST /acg answers them, over the equirectangular Natural
 *   Earth map; MC and IC labelled along the top edge, ASC and DSC where they cross the
 *   equator, each row of labels spread without reordering;
 * - the Local Space map: each body's azimuth at the birthplace (swe_azalt) and its great
 *   circle as POST /local-space/lines answers them, dashed for a body below the horizon (its
 *   altitude from POST /local-space/chart), on an azimuthal-equidistant map centred on the
 *   birthplace (d3-geo), clipped at radiusKm; glyphs round the rim, spread along the ring.
 */
import type { Caller, LangCode, Operations } from '@celestial/core';
import { bodyName } from '@celestial/core';
import type { BirthInput } from '@celestial/core/astro';
import { geoAzimuthalEquidistant, geoPath } from 'd3-geo';
import { birthOf } from './charts.js';
import { bodyGlyph } from './glyphs.js';
import { declutter, declutter1d } from './declutter.js';
import { answer, canvasOf, circle, document, line, n, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';
import { equirectangularFrame, landFeature } from './map.js';

type Point = { latitude: number; longitude: number };
type AcgAngle = 'mc' | 'ic' | 'asc' | 'dsc';

/** What the map reads of POST /acg's answer. */
export interface AnsweredAcg { lines: { id: number; angle: AcgAngle; segments: Point[][] }[] }

/** What the map reads of POST /local-space/lines' and POST /local-space/chart's answers. */
export interface AnsweredLocalSpace {
  lines: { id: number; azimuth: number; segments: Point[][] }[];
  planets: { id: number; altitude: number }[];
}

type Invoker = { operations: Operations; caller: Caller };
type MapBody = BirthInput & { planetIds?: number[] };

/** POST /acg for the map's birth and bodies (its default latitude step, 1 degree). */
export function acgOf(body: MapBody & { lines?: unknown; options?: unknown }, { operations, caller }: Invoker, lang: LangCode): Promise<AnsweredAcg> {
  return operations.invoke<AnsweredAcg>('POST /acg', { body: birthOf(body, ['lines', 'options']), lang, caller });
}

/** POST /local-space/lines (its default step, 1 degree) and /local-space/chart for the map's birth and bodies. */
export async function localSpaceOf(body: MapBody & { radiusKm?: number; options?: unknown }, { operations, caller }: Invoker, lang: LangCode): Promise<AnsweredLocalSpace> {
  const birth = birthOf(body, ['radiusKm', 'options']);
  const [lines, chart] = await Promise.all([
    operations.invoke<Pick<AnsweredLocalSpace, 'lines'>>('POST /local-space/lines', { body: birth, lang, caller }),
    operations.invoke<Pick<AnsweredLocalSpace, 'planets'>>('POST /local-space/chart', { body: birth, lang, caller }),
  ]);
  return { lines: lines.lines, planets: chart.planets };
}

const PALETTE = ['#f5c542', '#d9d9d9', '#7fd1ff', '#7bd88f', '#ff6b6b', '#c39bff', '#ffb86c', '#5fd7d7', '#8aa2ff', '#ff8fd1', '#b5e853', '#e0e0a0'];
const colourOf = (k: number, console: boolean, fg: string) => (console ? fg : PALETTE[k % PALETTE.length]!);

export function renderAcgMap(acg: AnsweredAcg, body: { latitude: number; longitude: number; lines?: ('MC' | 'IC' | 'ASC' | 'DSC')[]; options?: RenderOptionsInput & { showGraticule?: boolean } }, lang: LangCode) {
  const wanted = new Set((body.lines?.length ? body.lines : ['MC', 'IC', 'ASC', 'DSC']).map((l) => l.toLowerCase() as AcgAngle));
  const o = body.options ?? {};
  const c = canvasOf(o, lang, { width: 1000, height: 500 });
  const t = c.theme;
  const frame = equirectangularFrame(c, o.showGraticule ?? true);
  const parts = [frame.base, `<g clip-path="url(#${frame.clipId})">`];
  // The bodies in the order asked (each has its MC line), for their colours.
  const ids = [...new Set(acg.lines.map((l) => l.id))];
  const top: { x: number; glyph: string; colour: string }[] = [];
  const equator: { x: number; glyph: string; colour: string }[] = [];
  for (const l of acg.lines) {
    if (!wanted.has(l.angle)) continue;
    const k = ids.indexOf(l.id);
    const colour = colourOf(k, t.slug === 'console', t.foreground);
    const dash = l.angle === 'ic' || l.angle === 'dsc' ? ' stroke-dasharray="6 4"' : '';
    for (const seg of l.segments) {
      if (seg.length < 2) continue;
      parts.push(`<path d="M${seg.map((p) => `${n(frame.x(p.longitude))} ${n(frame.y(p.latitude))}`).join(' L')}" fill="none" stroke="${colour}" stroke-width="1.6"${dash}/>`);
    }
    const glyph = `${bodyGlyph(l.id, bodyName(l.id, lang))}${l.angle.toUpperCase()}`;
    if (l.angle === 'mc' || l.angle === 'ic') top.push({ x: frame.x(l.segments[0]![0]!.longitude), glyph, colour });
    else {
      const nearest = l.segments.flat().reduce((a, p) => (Math.abs(p.latitude) < Math.abs(a.latitude) ? p : a), { latitude: 99, longitude: 0 });
      if (nearest.latitude !== 99) equator.push({ x: frame.x(nearest.longitude), glyph, colour });
    }
  }
  parts.push('</g>');
  const size = Math.max(10, c.width / 80);
  const row = (labels: typeof top, y: number) => {
    // Each label is a glyph (about 1 em) and two or three capitals (M 0.9 em, D 0.73, C 0.63,
    // A 0.64, S 0.56 in Noto Sans: about 0.8 em each at worst), then half an em of clear space:
    // with 0.68 em a letter the MC labels of the 1962 chart touched each other.
    const widest = Math.max(0, ...labels.map((l) => [...l.glyph].length - 2));
    const gap = size * (1.5 + 0.8 * widest);
    const xs = declutter1d(labels.map((l) => l.x), gap, gap * 0.6, c.width - gap * 0.6);
    labels.forEach((l, i) => parts.push(text(xs[i]!, y, l.glyph, { size, fill: l.colour, glyph: true, halo: t.background })));
  };
  row(top, frame.top + size * 0.9);
  row(equator, frame.y(0) - size * 0.9);
  parts.push(circle(frame.x(body.longitude), frame.y(body.latitude), 3.5, t.accent, t.background, 1));
  return answer(c, document(c, parts.join('')));
}

export function renderLocalSpaceMap(ls: AnsweredLocalSpace, body: { latitude: number; longitude: number; radiusKm?: number; options?: RenderOptionsInput }, lang: LangCode) {
  const altitude = new Map(ls.planets.map((p) => [p.id, p.altitude]));
  const bodies = ls.lines.map((l) => ({ id: l.id, azimuth: l.azimuth, altitude: altitude.get(l.id)!, segments: l.segments }));
  const c = canvasOf(body.options, lang);
  const t = c.theme;
  const top = c.title ? 30 : 0;
  const R = Math.min(c.width, c.height - top) / 2 - 34;
  const cx = c.width / 2;
  const cy = top + (c.height - top) / 2;
  const radiusDeg = Math.min(180, ((body.radiusKm ?? 20000) / 6371.0088) * (180 / Math.PI));
  const projection = geoAzimuthalEquidistant().rotate([-body.longitude, -body.latitude]).clipAngle(radiusDeg - 1e-6).scale(R / ((radiusDeg * Math.PI) / 180)).translate([cx, cy]).precision(0.2);
  const path = geoPath(projection);
  const parts = [circle(cx, cy, R, t.sea, t.line, 1.2), `<path d="${path(landFeature()) ?? ''}" fill="${t.land}" stroke="${t.line}" stroke-width="0.6"/>`];
  // Distance rings every 5000 km.
  for (let km = 5000; km < (body.radiusKm ?? 20000); km += 5000) parts.push(circle(cx, cy, (R * km) / (body.radiusKm ?? 20000), 'none', t.line, 0.5));
  bodies.forEach((b, k) => {
    const colour = colourOf(k, t.slug === 'console', t.foreground);
    for (const seg of b.segments) {
      const d = path({ type: 'LineString', coordinates: seg.map((p) => [p.longitude, p.latitude]) });
      if (d) parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.5"${b.altitude < 0 ? ' stroke-dasharray="6 4"' : ''}/>`);
    }
  });
  // Glyphs on the rim at each azimuth (north up, east right on this map), spread along the ring.
  const size = Math.max(11, R / 18);
  const spread = declutter(bodies.map((b) => b.azimuth), ((size * 1.3) / (R + 16)) * (180 / Math.PI));
  for (const s of spread) {
    const b = bodies[s.index]!;
    const colour = colourOf(s.index, t.slug === 'console', t.foreground);
    const a = (s.display * Math.PI) / 180;
    const tr = (s.longitude * Math.PI) / 180;
    parts.push(line(cx + R * Math.sin(tr), cy - R * Math.cos(tr), cx + (R + 8) * Math.sin(a), cy - (R + 8) * Math.cos(a), colour, 0.8));
    parts.push(text(cx + (R + 18) * Math.sin(a), cy - (R + 18) * Math.cos(a), bodyGlyph(b.id, bodyName(b.id, lang)), { size, fill: colour, glyph: true }));
  }
  parts.push(text(cx, top + 10, 'N', { size: 11, fill: t.muted }), circle(cx, cy, 3.5, t.accent, t.background, 1));
  return answer(c, document(c, parts.join('')));
}
