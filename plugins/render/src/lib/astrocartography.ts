/**
 * Astrocartography and Local Space maps from the astrocartography family's own lines
 * (imported, not copied):
 * - the ACG map: Jim Lewis's MC/IC meridians (alpha - GAST) and ASC/DSC curves
 *   (cos H = -tan(lat) tan(dec)) of acgLines, over the equirectangular Natural Earth map; MC
 *   and IC labelled along the top edge, ASC and DSC where they cross the equator, each row of
 *   labels spread without reordering;
 * - the Local Space map: each body's azimuth at the birthplace (localSpace: swe_azalt) drawn
 *   as the great circle localSpaceLine traces, on an azimuthal-equidistant map centred on the
 *   birthplace (d3-geo), clipped at radiusKm; glyphs round the rim, spread along the ring.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { bodyName } from '@celestial/core';
import type { BirthInput } from '@celestial/core/astro';
// Not moved onto the Operations service yet: the lines are computed here as /acg/* computes them.
import { birthSky } from '@celestial/plugin-astrocartography/lib/chart';
import { acgLines } from '@celestial/plugin-astrocartography/lib/lines';
import type { AcgAngle } from '@celestial/plugin-astrocartography/lib/lines';
import { localSpace, localSpaceLine } from '@celestial/plugin-astrocartography/lib/local-space';
import { geoAzimuthalEquidistant, geoPath } from 'd3-geo';
import { bodyGlyph } from './glyphs.js';
import { declutter, declutter1d } from './declutter.js';
import { answer, canvasOf, circle, document, line, n, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';
import { equirectangularFrame, landFeature } from './map.js';

const PALETTE = ['#f5c542', '#d9d9d9', '#7fd1ff', '#7bd88f', '#ff6b6b', '#c39bff', '#ffb86c', '#5fd7d7', '#8aa2ff', '#ff8fd1', '#b5e853', '#e0e0a0'];
const colourOf = (k: number, console: boolean, fg: string) => (console ? fg : PALETTE[k % PALETTE.length]!);

export type Services = { ephemeris: Ephemeris; timeZones: TimeZones };

export function renderAcgMap(body: BirthInput & { planetIds?: number[]; lines?: ('MC' | 'IC' | 'ASC' | 'DSC')[]; options?: RenderOptionsInput & { showGraticule?: boolean } }, services: Services, lang: LangCode) {
  const sky = birthSky(body, services);
  const wanted = new Set((body.lines?.length ? body.lines : ['MC', 'IC', 'ASC', 'DSC']).map((l) => l.toLowerCase() as AcgAngle));
  const o = body.options ?? {};
  const c = canvasOf(o, lang, { width: 1000, height: 500 });
  const t = c.theme;
  const frame = equirectangularFrame(c, o.showGraticule ?? true);
  const parts = [frame.base, `<g clip-path="url(#${frame.clipId})">`];
  const ids = sky.bodies.map((b) => b.id);
  const top: { x: number; glyph: string; colour: string }[] = [];
  const equator: { x: number; glyph: string; colour: string }[] = [];
  for (const l of acgLines(sky.bodies, sky.gastDeg, 1)) {
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

export function renderLocalSpaceMap(body: BirthInput & { planetIds?: number[]; radiusKm?: number; options?: RenderOptionsInput }, services: Services, lang: LangCode) {
  const sky = birthSky(body, services);
  const ids = sky.bodies.map((b) => b.id);
  const bodies = localSpace(services.ephemeris, sky.jd, { longitude: body.longitude, latitude: body.latitude, altitude: 0 }, ids);
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
    for (const seg of localSpaceLine({ latitude: body.latitude, longitude: body.longitude }, b.azimuth, 1)) {
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
