/**
 * The chart wheel: a ring of signs, house cusps, the bodies with their glyph, degrees and
 * minutes (and R when retrograde) spread by lib/declutter.ts with leader lines to the true
 * degree, aspect lines inside (conjunctions as an arc along the aspect circle, since a line
 * between two points a few degrees apart would not show), and optionally a second ring of
 * bodies outside (transits, the partner's planets). The Ascendant sits at nine o'clock and
 * the zodiac runs counter-clockwise, as charts are drawn in the Western tradition.
 */
import { signName } from '@celestial/core';
import { bodyGlyph, RETROGRADE_MARK, SIGN_GLYPHS } from './glyphs.js';
import { declutter } from './declutter.js';
import { circle, degMin, line, n, text } from './kit.js';
import type { Canvas } from './kit.js';

export interface WheelBody {
  id: number;
  name: string;
  longitude: number;
  retrograde: boolean;
}

export interface WheelAspect {
  /** Longitudes of the two ends and which ring each is on. */
  from: { longitude: number; ring: 'inner' | 'outer' };
  to: { longitude: number; ring: 'inner' | 'outer' };
  slug: string;
  color: string;
}

export interface WheelModel {
  inner: WheelBody[];
  outer?: WheelBody[];
  /** 12 cusps (house 1 first) of the inner chart, or none (composite without houses). */
  cusps?: readonly number[];
  ascendant: number;
  mc?: number;
  aspects: WheelAspect[];
}

/** A label's axis-aligned box in canvas pixels, for the collision check. */
export interface LabelBox {
  owner: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A straight line as drawn, in canvas pixels (the house cusps and the angles). */
export interface Segment {
  owner: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface WheelDrawing {
  svg: string;
  labels: LabelBox[];
  /** The cusp lines as drawn, broken where a label sits (tests check none crosses a label). */
  cusps: Segment[];
  /** Radius of the aspect circle, pixels. */
  aspectRadius: number;
}

/** Clear space kept between a cusp line and a label it passes (pixels). */
export const LINE_CLEARANCE = 2.5;

/**
 * The parameter interval (0..1 along A->B) in which a segment runs inside a box, by
 * Liang-Barsky clipping, or null when it misses the box.
 */
export function segmentInBox(x1: number, y1: number, x2: number, y2: number, b: LabelBox, pad = 0): [number, number] | null {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x1 - (b.x - b.w / 2 - pad)], [dx, b.x + b.w / 2 + pad - x1],
    [-dy, y1 - (b.y - b.h / 2 - pad)], [dy, b.y + b.h / 2 + pad - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) { if (q < 0) return null; continue; }
    const r = q / p;
    if (p < 0) { if (r > t1) return null; if (r > t0) t0 = r; }
    else { if (r < t0) return null; if (r < t1) t1 = r; }
  }
  return t0 < t1 ? [t0, t1] : null;
}

/**
 * A line broken where it would pass under a label (with LINE_CLEARANCE around it): a label
 * left of the Ascendant no longer sits on the Ascendant's line, which stops just short of it
 * and goes on beyond it.
 */
export function brokenLine(x1: number, y1: number, x2: number, y2: number, boxes: readonly LabelBox[]): [number, number][] {
  const cuts = boxes.map((b) => segmentInBox(x1, y1, x2, y2, b, LINE_CLEARANCE)).filter((x): x is [number, number] => x !== null).sort((a, b) => a[0] - b[0]);
  const pieces: [number, number][] = [];
  let from = 0;
  for (const [a, b] of cuts) {
    if (a > from) pieces.push([from, a]);
    from = Math.max(from, b);
  }
  if (from < 1) pieces.push([from, 1]);
  return pieces;
}

/** Advance widths of Noto Sans are about 0.6 em for digits and signs; glyphs about 1 em. */
const textWidth = (s: string, size: number) => s.length * 0.62 * size;

export function boxesOverlap(a: LabelBox, b: LabelBox): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;
}

/** The angular spacing (degrees) that keeps boxes of w x h at radius r apart in any direction. */
function spacingFor(w: number, h: number, r: number): number {
  const d = Math.hypot(w, h) + 2;
  return (2 * Math.asin(Math.min(1, d / (2 * r))) * 180) / Math.PI;
}

export function drawWheel(c: Canvas, m: WheelModel): WheelDrawing {
  const t = c.theme;
  const cx = c.width / 2;
  const top = c.title ? 28 : 0;
  const cy = top + (c.height - top) / 2;
  // The angle labels (Asc, MC) stand outside the ring: the margin holds them whole at 300 px.
  const angleSize = Math.max(9, (Math.min(c.width, c.height - top) / 2) * 0.035);
  const margin = Math.max((Math.min(c.width, c.height - top) / 2) * 0.07 + 4, textWidth('Asc', angleSize) + 8);
  const R = Math.min(c.width, c.height - top) / 2 - margin;
  const biwheel = (m.outer?.length ?? 0) > 0;
  const rSignOut = R;
  const rSignIn = biwheel ? R * 0.88 : R * 0.86;
  const rOuterIn = biwheel ? R * 0.64 : rSignIn;
  const rAspectMax = biwheel ? R * 0.3 : R * 0.42;
  const at = (lon: number, r: number) => {
    const th = ((180 + lon - m.ascendant) * Math.PI) / 180;
    return { x: cx + r * Math.cos(th), y: cy - r * Math.sin(th) };
  };
  const parts: string[] = [];
  const labels: LabelBox[] = [];
  parts.push(circle(cx, cy, rSignOut, t.ring, t.line, 1.2));
  parts.push(circle(cx, cy, rSignIn, t.background, t.line, 1));
  const ringAt = parts.length;

  // Signs: boundaries every 30 degrees, glyph in the middle, tinted by element.
  const signSize = (rSignOut - rSignIn) * 0.62;
  for (let s = 0; s < 12; s++) {
    const a = at(s * 30, rSignOut);
    const b = at(s * 30, rSignIn);
    parts.push(line(a.x, a.y, b.x, b.y, t.line, 1));
    for (let d = 5; d < 30; d += 5) {
      const p = at(s * 30 + d, rSignIn);
      const q = at(s * 30 + d, rSignIn + (d % 10 === 0 ? 6 : 4));
      parts.push(line(p.x, p.y, q.x, q.y, t.line, 0.8));
    }
    const g = at(s * 30 + 15, (rSignOut + rSignIn) / 2);
    parts.push(`<g><title>${signName(s + 1, c.lang)}</title>${text(g.x, g.y, SIGN_GLYPHS[s]!, { size: signSize, fill: t.elements[s % 4]!, glyph: true })}</g>`);
  }

  // Bodies on a ring: glyph, then degrees, minutes and R, stacked towards the centre.
  const ring = (bodies: WheelBody[], rOut: number, rIn: number, owner: string, colour: string, scale = 1) => {
    const depth = rOut - rIn;
    const glyphSize = Math.min(R * 0.068, depth * 0.26) * scale;
    const small = glyphSize * 0.58;
    const rGlyph = rOut - depth * 0.06 - glyphSize * 0.7;
    // Rows stacked towards the centre. Each row's box is axis-aligned, so its extent along the
    // radius depends on the angle: |cos| w + |sin| h; the step between rows is computed per
    // body from that, so a row never reaches into the next one, whatever the angle.
    const rows = [
      { size: glyphSize, w: glyphSize * 1.05, kind: 'glyph' as const },
      { size: small, w: textWidth('29°', small), kind: 'deg' as const },
      { size: small, w: textWidth("59'", small), kind: 'min' as const },
      { size: small, w: textWidth(RETROGRADE_MARK, small) + 2, kind: 'retro' as const },
    ];
    const radialExtent = (row: { w: number; size: number }, deg: number) => {
      const th = ((180 + deg - m.ascendant) * Math.PI) / 180;
      return Math.abs(Math.cos(th)) * row.w + Math.abs(Math.sin(th)) * row.size;
    };
    // Worst case for the spacing along the ring: the innermost row, boxes as wide as their diagonal.
    const worstDepth = rows.slice(1).reduce((a, row) => a + Math.hypot(row.w, row.size) + 2, Math.hypot(rows[0]!.w, glyphSize) / 2);
    const gap = Math.max(...rows.map((row, k) => spacingFor(row.w, row.size, k === 0 ? rGlyph : rGlyph - worstDepth)));
    const spread = declutter(bodies.map((b) => b.longitude), gap);
    let reached = rOut;
    const tickOuter = rOut;
    const tickInner = rOut - depth * 0.06;
    for (const sp of spread) {
      const b = bodies[sp.index]!;
      const dm = degMin(b.longitude);
      // The true degree: a tick on the ring's rim; a leader line to the glyph when it was moved.
      const t1 = at(b.longitude, tickOuter);
      const t2 = at(b.longitude, tickInner);
      parts.push(line(t1.x, t1.y, t2.x, t2.y, colour, 1.4));
      const id = `${owner}:${b.id}:${b.name}`;
      const content = { glyph: bodyGlyph(b.id, b.name), deg: dm.deg, min: dm.min, retro: RETROGRADE_MARK };
      const fill = { glyph: colour, deg: t.foreground, min: t.muted, retro: t.retrograde };
      let r = rGlyph;
      let prev: (typeof rows)[number] | null = null;
      for (const row of rows) {
        if (row.kind === 'retro' && !(b.retrograde && c.showRetrograde)) continue;
        if (prev) r -= (radialExtent(prev, sp.display) + radialExtent(row, sp.display)) / 2 + 1.5;
        const p = at(sp.display, r);
        if (row.kind === 'glyph') {
          const g0 = at(sp.display, r + radialExtent(row, sp.display) / 2);
          if (Math.abs(sp.display - b.longitude) > 0.05) parts.push(line(t2.x, t2.y, g0.x, g0.y, t.muted, 0.7));
        }
        parts.push(text(p.x, p.y, content[row.kind], { size: row.size, fill: fill[row.kind], glyph: row.kind === 'glyph', halo: t.background }));
        labels.push({ owner: id, x: p.x, y: p.y, w: row.kind === 'glyph' ? row.w : textWidth(content[row.kind], row.size), h: row.size });
        reached = Math.min(reached, r - radialExtent(row, sp.display) / 2);
        prev = row;
      }
    }
    return reached;
  };
  // The outer ring first: where its deepest label ends, the inner ring begins.
  let innerTop = rSignIn;
  if (biwheel) {
    const reached = ring(m.outer!, rSignIn, rOuterIn, 'outer', t.outer);
    innerTop = Math.min(rOuterIn, reached - 3);
    parts.splice(ringAt, 0, circle(cx, cy, innerTop, t.ringAlt, t.line, 1));
  }
  // The inner ring, then the aspect circle inside whatever its labels reached, and the cusps
  // drawn beneath the labels (spliced in before them).
  const innerAt = parts.length;
  // A crowded inner ring pushes the aspect circle towards the centre (in a biwheel it shrank to
  // a fifth of the wheel, its lines a tangle): the ring's labels are drawn up to 15 % smaller
  // until the circle keeps nine tenths of its planned radius.
  let rAspect = 0;
  for (const scale of [1, 0.93, 0.85]) {
    const [p0, l0] = [parts.length, labels.length];
    rAspect = Math.min(rAspectMax, ring(m.inner, innerTop, rAspectMax, 'inner', t.accent, scale) - 3);
    if (rAspect >= rAspectMax * 0.9 || scale === 0.85) break;
    parts.length = p0;
    labels.length = l0;
  }
  const under: string[] = [circle(cx, cy, rAspect, t.slug === 'console' ? '#000000' : t.ring, t.line, 1)];
  const cuspSegments: Segment[] = [];
  // House cusps (inner chart): from the aspect circle to the inner ring's top; angles heavier.
  if (m.cusps && m.cusps.length === 12) {
    for (let h = 0; h < 12; h++) {
      const cusp = m.cusps[h]!;
      const angular = h % 3 === 0;
      const a = at(cusp, rAspect);
      const b = at(cusp, innerTop);
      for (const [f0, f1] of brokenLine(a.x, a.y, b.x, b.y, labels)) {
        const seg = { owner: `cusp ${h + 1}`, x1: a.x + (b.x - a.x) * f0, y1: a.y + (b.y - a.y) * f0, x2: a.x + (b.x - a.x) * f1, y2: a.y + (b.y - a.y) * f1 };
        cuspSegments.push(seg);
        under.push(line(seg.x1, seg.y1, seg.x2, seg.y2, angular ? t.accent : t.line, angular ? 1.8 : 0.9));
      }
      const next = m.cusps[(h + 1) % 12]!;
      const mid = cusp + (((next - cusp) % 360) + 360) % 360 / 2;
      const p = at(mid, rAspect - R * 0.05);
      under.push(text(p.x, p.y, String(h + 1), { size: R * 0.04, fill: t.muted, halo: t.slug === 'console' ? '#000000' : t.ring }));
    }
    // Asc just above its line's outer end, right-aligned to the ring; MC beyond the ring's
    // rim along its line, so neither touches the ring or leaves the canvas.
    const asc = at(m.ascendant, rSignOut + 3);
    const ascW = textWidth('Asc', angleSize);
    const ascX = Math.max(2 + ascW, asc.x - 3);
    const ascY = asc.y - angleSize * 0.75;
    under.push(text(ascX, ascY, 'Asc', { size: angleSize, fill: t.accent, anchor: 'end' }));
    labels.push({ owner: 'angle asc', x: ascX - ascW / 2, y: ascY, w: ascW, h: angleSize });
    if (m.mc !== undefined) {
      const mcW = textWidth('MC', angleSize);
      const th = ((180 + m.mc - m.ascendant) * Math.PI) / 180;
      // Out from the rim by half the label's extent along the radius, plus a gap.
      const out = (Math.abs(Math.cos(th)) * mcW + Math.abs(Math.sin(th)) * angleSize) / 2 + 3;
      const mc = at(m.mc, rSignOut + out);
      under.push(text(mc.x, mc.y, 'MC', { size: angleSize, fill: t.accent, anchor: 'middle' }));
      labels.push({ owner: 'angle mc', x: mc.x, y: mc.y, w: mcW, h: angleSize });
    }
  }

  parts.splice(innerAt, 0, ...under);

  if (c.showAspects) {
    for (const a of m.aspects) {
      const p = at(a.from.longitude, rAspect);
      const q = at(a.to.longitude, rAspect);
      if (a.slug === 'conjunction') {
        // Drawn as a bold arc just inside the aspect circle between the two true degrees.
        const r = rAspect - 5;
        const p1 = at(a.from.longitude, r);
        const q1 = at(a.to.longitude, r);
        const sweep = ((a.to.longitude - a.from.longitude + 540) % 360) - 180 > 0 ? 0 : 1;
        parts.push(`<path d="M${n(p1.x)} ${n(p1.y)} A${n(r)} ${n(r)} 0 0 ${sweep} ${n(q1.x)} ${n(q1.y)}" fill="none" stroke="${a.color}" stroke-width="3" stroke-linecap="round"/>`);
        parts.push(circle(p1.x, p1.y, 2.5, a.color), circle(q1.x, q1.y, 2.5, a.color));
        continue;
      }
      const dash = a.from.ring !== a.to.ring ? ' stroke-dasharray="5 3"' : '';
      parts.push(line(p.x, p.y, q.x, q.y, a.color, 1.1, `${dash} stroke-opacity="0.85"`));
    }
  }
  return { svg: parts.join(''), labels, cusps: cuspSegments, aspectRadius: rAspect };
}
