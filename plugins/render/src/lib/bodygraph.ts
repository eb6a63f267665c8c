/**
 * The Human Design bodygraph drawn from the divination family's answer (bodygraphOut of
 * plugins/divination/src/lib/human-design-view.ts, the very object /human-design/bodygraph
 * returns): nothing about gates, channels or centres is computed here, only where they go.
 *
 * The figure follows the chart of Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human
 * Design' (2011), part II: Head (triangle up) over Ajna (triangle down) over Throat (square),
 * G (diamond), Heart (small triangle right of the G), Spleen (triangle left, apex inward),
 * Solar Plexus (its mirror on the right), Sacral and Root (squares). Each gate sits inside its
 * centre on the side its channel leaves from; a channel is drawn as two halves, each half in
 * the colour of its own gate's activation: personality black (the theme's foreground on the
 * dark and console themes, where black would not show), design red, both striped, neither
 * hollow. Defined centres are filled in the book's colours; open centres are left white
 * (the background). The 13 activations of each side stand in a column: design left in red,
 * personality right, as the book prints them.
 *
 * Coordinates are in a 400 x 600 frame (FRAME_W x FRAME_H), scaled to the canvas.
 */
// The 36 channels are the figure's fixed geometry (every pipe is drawn, defined or not), a table
// of the system, not a computed answer; GET /human-design/channels lists the same table. The
// drawing reads it here so the reports family's bodygraphSvg (no Operations service) draws too.
import { CHANNELS } from '@celestial/plugin-divination/lib/human-design-data';
import type { bodygraphOut } from '@celestial/plugin-divination/lib/human-design-view';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { answer, canvasOf, circle, document, n, text, textEms } from './kit.js';
import type { Canvas, RenderAnswer, RenderOptionsInput, Theme } from './kit.js';
import type { LabelBox } from './wheel.js';

/** The answer of /human-design/bodygraph (the drawing takes exactly that object). */
export type BodygraphView = ReturnType<typeof bodygraphOut>;

export const FRAME_W = 400;
export const FRAME_H = 600;
/** Radius of a gate's disc in frame units; discs of one centre never come closer than 2r. */
export const GATE_R = 7;
/** The part of the frame anything is drawn in (x0, y0, x1, y1): the figure is scaled to it. */
const DRAWN_BOUNDS = [26, 4, 374, 594] as const;

import { insidePolygon } from './polygon.js';
import type { Pt } from './polygon.js';

// Re-exported for the tests and the reports family, which read the bodygraph's geometry here.
export { distanceToOutline, insidePolygon } from './polygon.js';

/** The outline of each centre (frame units). */
export const CENTRE_SHAPES: Readonly<Record<string, readonly Pt[]>> = {
  head: [[200, 8], [240, 72], [160, 72]],
  ajna: [[160, 88], [240, 88], [200, 152]],
  throat: [[160, 170], [240, 170], [240, 250], [160, 250]],
  g: [[200, 268], [252, 320], [200, 372], [148, 320]],
  heart: [[300, 298], [327, 362], [253, 362]],
  spleen: [[30, 370], [115, 430], [30, 490]],
  'solar-plexus': [[370, 370], [370, 490], [285, 430]],
  sacral: [[160, 400], [240, 400], [240, 480], [160, 480]],
  root: [[160, 510], [240, 510], [240, 590], [160, 590]],
};

/** Where each of the 64 gates sits: inside its centre, on the side its channel leaves. */
export const GATE_AT: Readonly<Record<number, Pt>> = {
  // Head: the base, toward the Ajna.
  64: [178, 60], 61: [200, 60], 63: [222, 60],
  // Ajna: the top edge toward the Head, the lower edges toward the Throat.
  47: [178, 100], 24: [200, 100], 4: [222, 100], 17: [187, 117], 11: [213, 117], 43: [200, 136],
  // Throat: top toward the Ajna, left toward Spleen and Sacral, right toward Heart and Solar Plexus.
  62: [182, 181], 23: [200, 181], 56: [218, 181], 16: [171, 199], 20: [171, 219],
  35: [229, 195], 12: [229, 211], 45: [229, 227], 31: [182, 239], 8: [200, 239], 33: [218, 239],
  // G: upper edges toward the Throat, the side corners, lower edges toward the Sacral.
  1: [200, 283], 7: [185, 298], 13: [215, 298], 10: [164, 320], 25: [236, 320], 15: [185, 342], 2: [200, 357], 46: [215, 342],
  // Heart.
  21: [300, 318], 51: [286, 337], 26: [272, 352], 40: [311, 352],
  // Spleen: upper edge toward the Throat, G and Heart, lower edge toward the Root.
  48: [45, 391], 57: [62, 403], 44: [79, 415], 50: [96, 430], 32: [78, 446], 28: [60, 460], 18: [43, 471],
  // Solar Plexus: the Spleen's mirror.
  36: [355, 391], 22: [338, 403], 37: [321, 415], 6: [304, 430], 49: [322, 446], 55: [340, 460], 30: [357, 471],
  // Sacral: top toward the G, left toward the Spleen, right toward the Solar Plexus, bottom to the Root.
  5: [182, 411], 14: [200, 411], 29: [218, 411], 34: [171, 431], 27: [171, 456], 59: [229, 450], 42: [182, 469], 3: [200, 469], 9: [218, 469],
  // Root: top toward the Sacral, left toward the Spleen, right toward the Solar Plexus.
  53: [182, 521], 60: [200, 521], 52: [218, 521], 54: [171, 540], 38: [171, 558], 58: [171, 576], 19: [229, 540], 39: [229, 558], 41: [229, 576],
};

/**
 * Channels that would pass under another centre go round it (as on the book's chart): the
 * Charisma channel 20-34 left of the G, Openness 12-22 and Transitoriness 35-36 right of the
 * Heart. Key: the lower gate first, as in CHANNELS.
 */
const VIA: Readonly<Record<string, readonly Pt[]>> = {
  '20-34': [[138, 320]],
  '12-22': [[333, 300]],
  '35-36': [[352, 290]],
};

/** The book's centre colours (defined centres): yellow Head and G, green Ajna, red Heart and Sacral, brown the rest. */
const CENTRE_FILL: Readonly<Record<string, string>> = {
  head: '#f2d15c', ajna: '#7cb66a', throat: '#b08a5a', g: '#f2d15c', heart: '#d9534f',
  spleen: '#b08a5a', 'solar-plexus': '#b08a5a', sacral: '#d9534f', root: '#b08a5a',
};

/** Book colours: personality black, design red; on dark grounds black becomes the foreground. */
export function sideColours(t: Theme): { personality: string; design: string } {
  if (t.slug === 'light') return { personality: '#111111', design: '#d0312d' };
  if (t.slug === 'console') return { personality: t.foreground, design: t.accent };
  return { personality: t.foreground, design: '#ff5a55' };
}

/** The body glyphs of the activation columns (Noto Sans Symbols; Earth U+2641). */
const HD_GLYPH: Readonly<Record<string, string>> = {
  sun: '☉', earth: '♁', moon: '☽', 'north-node': '☊', 'south-node': '☋', mercury: '☿', venus: '♀', mars: '♂',
  jupiter: '♃', saturn: '♄', uranus: '♅', neptune: '♆', pluto: '♇',
};

export interface GateMark {
  gate: number;
  personality: boolean;
  design: boolean;
}

/** Which sides activate each gate (a gate can carry both). */
export function gateMarks(view: Pick<BodygraphView, 'gates'>): Map<number, GateMark> {
  const marks = new Map<number, GateMark>();
  for (const a of view.gates) {
    const m = marks.get(a.gate) ?? { gate: a.gate, personality: false, design: false };
    m[a.side] = true;
    marks.set(a.gate, m);
  }
  return marks;
}

export function channelKey(gates: readonly number[]): string {
  return `${Math.min(gates[0]!, gates[1]!)}-${Math.max(gates[0]!, gates[1]!)}`;
}

/** The polyline of a channel from its first gate to its second (frame units). */
export function channelPath(gates: readonly [number, number]): Pt[] {
  return [GATE_AT[gates[0]]!, ...(VIA[channelKey(gates)] ?? []), GATE_AT[gates[1]]!];
}

/** Splits a polyline at half its length: the half nearer each gate. */
export function halves(path: readonly Pt[]): [Pt[], Pt[]] {
  const seg = path.slice(1).map((p, i) => Math.hypot(p[0] - path[i]![0], p[1] - path[i]![1]));
  let rest = seg.reduce((a, b) => a + b, 0) / 2;
  for (let i = 0; i < seg.length; i++) {
    if (rest <= seg[i]!) {
      const a = path[i]!;
      const b = path[i + 1]!;
      const f = rest / seg[i]!;
      const mid: Pt = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
      return [[...path.slice(0, i + 1), mid], [mid, ...path.slice(i + 1)]];
    }
    rest -= seg[i]!;
  }
  return [[...path], [path[path.length - 1]!]];
}

export interface BodygraphDrawing {
  svg: string;
  /** Text boxes in canvas pixels (gate numbers, the activation columns, the summary). */
  labels: LabelBox[];
}

/** Draws the bodygraph of a /human-design/bodygraph answer on a canvas. */
export function drawBodygraph(c: Canvas, view: BodygraphView): BodygraphDrawing {
  const t = c.theme;
  const colours = sideColours(t);
  const labels: LabelBox[] = [];
  const marks = gateMarks(view);
  const defined = new Set(view.centres.filter((x) => x.defined).map((x) => x.slug));

  // Layout: title band, the two activation columns, the figure between them, two summary lines.
  const top = c.title ? 32 : 8;
  const summarySize = Math.max(10, Math.min(c.width / 46, c.height / 40));
  const bottom = summarySize * 3.2;
  const colW = Math.max(46, c.width * 0.15);
  const areaW = c.width - 2 * colW;
  const areaH = c.height - top - bottom;
  // Scaled to what is drawn (the frame's outer margins are empty).
  const [bx0, by0, bx1, by1] = DRAWN_BOUNDS;
  const s = Math.min(areaW / (bx1 - bx0), areaH / (by1 - by0));
  const ox = colW + (areaW - (bx1 - bx0) * s) / 2 - bx0 * s;
  const oy = top + (areaH - (by1 - by0) * s) / 2 - by0 * s;
  const P = (p: Pt) => [ox + p[0] * s, oy + p[1] * s] as const;
  const pts = (list: readonly Pt[]) => list.map((p) => P(p).map(n).join(',')).join(' ');

  const parts: string[] = [];
  const hollow = Math.max(3, 9 * s);
  const core = Math.max(1.8, 6 * s);
  // Every channel as a hollow pipe first, then the active halves filled.
  for (const ch of CHANNELS) {
    const path = pts(channelPath(ch.gates));
    parts.push(`<polyline points="${path}" fill="none" stroke="${t.line}" stroke-width="${n(hollow)}" stroke-linejoin="round"/>`);
    parts.push(`<polyline points="${path}" fill="none" stroke="${t.background}" stroke-width="${n(hollow - Math.max(1, 2 * s))}" stroke-linejoin="round"/>`);
  }
  for (const ch of CHANNELS) {
    const [h0, h1] = halves(channelPath(ch.gates));
    for (const [gate, half] of [[ch.gates[0], h0], [ch.gates[1], h1]] as const) {
      const m = marks.get(gate);
      if (!m) continue;
      const p = pts(half);
      const colour = m.personality ? colours.personality : colours.design;
      parts.push(`<polyline points="${p}" fill="none" stroke="${colour}" stroke-width="${n(core)}" stroke-linecap="round" stroke-linejoin="round"/>`);
      // Both sides: red stripes across the black (the book's striped half-channel).
      if (m.personality && m.design) {
        const dash = Math.max(2, 5 * s);
        parts.push(`<polyline points="${p}" fill="none" stroke="${colours.design}" stroke-width="${n(core)}" stroke-dasharray="${n(dash)} ${n(dash)}" stroke-linejoin="round"/>`);
      }
    }
  }
  // The centres over the pipes.
  for (const centre of view.centres) {
    const shape = CENTRE_SHAPES[centre.slug]!;
    const fill = defined.has(centre.slug) ? (t.slug === 'console' ? t.ringAlt : CENTRE_FILL[centre.slug]!) : t.background;
    const stroke = defined.has(centre.slug) && t.slug === 'console' ? t.accent : t.foreground;
    parts.push(`<polygon data-centre="${centre.slug}" data-defined="${centre.defined}" points="${pts(shape)}" fill="${fill}" stroke="${stroke}" stroke-width="${n(Math.max(1, 1.6 * s))}" stroke-linejoin="round"><title>${centre.name}${centre.defined ? ' (defined)' : ''}</title></polygon>`);
  }
  // The gate numbers: a disc in the activation's colour (halved when both), the number on it.
  // Below about 6 px a number is a speck: small drawings keep the active gates' discs only
  // (the columns beside the figure give every active gate and line in full).
  const gateSize = 8.4 * s;
  const numbered = gateSize >= 6;
  for (const [gateText, at] of Object.entries(GATE_AT)) {
    const gate = Number(gateText);
    const [x, y] = P(at);
    const m = marks.get(gate);
    const r = numbered ? GATE_R * s : Math.max(2.5, GATE_R * s);
    if (!numbered && !m) continue;
    let fg = t.foreground;
    // data-activation names what the disc shows, so a reader (and the tests) can check it.
    const activation = !m ? 'none' : m.personality && m.design ? 'both' : m.personality ? 'personality' : 'design';
    parts.push(`<g data-gate="${gate}" data-activation="${activation}">`);
    if (m) {
      if (m.personality && m.design) {
        parts.push(`<path d="M${n(x)} ${n(y - r)} A${n(r)} ${n(r)} 0 0 0 ${n(x)} ${n(y + r)}Z" fill="${colours.personality}"/>`);
        parts.push(`<path d="M${n(x)} ${n(y - r)} A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + r)}Z" fill="${colours.design}"/>`);
      } else {
        parts.push(circle(x, y, r, m.personality ? colours.personality : colours.design));
      }
      fg = t.background;
    } else {
      // An open gate on a filled centre needs the dark ink of the book; on an open centre the foreground.
      const centre = view.centres.find((cn) => insidePolygon(at, CENTRE_SHAPES[cn.slug]!))?.slug;
      fg = centre && defined.has(centre) && t.slug !== 'console' ? '#1d2230' : t.foreground;
    }
    if (numbered) parts.push(text(x, y, gateText, { size: gateSize, fill: fg, weight: m ? 700 : 400 }));
    parts.push('</g>');
    // The number's own box (about 0.6 em a digit) or, unnumbered, the disc's.
    labels.push(numbered ? { owner: `gate ${gate}`, x, y, w: gateText.length * 0.6 * gateSize, h: gateSize } : { owner: `gate ${gate}`, x, y, w: 2 * r, h: 2 * r });
  }

  // The activation columns: design on the left, personality on the right.
  const rows = 14;
  const rowH = Math.min(areaH / rows, 40);
  const colTop = top + (areaH - rowH * rows) / 2;
  const colFont = Math.max(10, Math.min(rowH * 0.52, colW / 4.6));
  const column = (side: 'design' | 'personality', x0: number) => {
    const colour = colours[side];
    const cx = x0 + colW / 2;
    // The side's name in the drawing's language (core table hd-activation-side).
    const heading = term('hd-activation-side', side, c.lang);
    // Both headings in one size that fits the wider (kit.textEms: a CJK character is a full em).
    const widest = Math.max(...(['design', 'personality'] as const).map((s) => textEms(term('hd-activation-side', s, c.lang))));
    const headSize = Math.min(colFont * 0.82, (colW - 6) / widest);
    parts.push(text(cx, colTop + rowH / 2, heading, { size: headSize, fill: colour, weight: 700 }));
    labels.push({ owner: `${side} heading`, x: cx, y: colTop + rowH / 2, w: textEms(heading) * headSize, h: headSize });
    const list = view.gates.filter((a) => a.side === side);
    list.forEach((a, i) => {
      const y = colTop + rowH * (i + 1.5);
      const gx = x0 + colW * 0.22;
      const vx = x0 + colW * 0.62;
      parts.push(`<g><title>${a.body.name} ${a.gate}.${a.line}</title>${text(gx, y, HD_GLYPH[a.body.slug] + '\uFE0E', { size: colFont, fill: colour, glyph: true })}${text(vx, y, `${a.gate}.${a.line}`, { size: colFont, fill: colour, weight: 700 })}</g>`);
      labels.push({ owner: `${side} ${a.body.slug} glyph`, x: gx, y, w: colFont, h: colFont });
      labels.push({ owner: `${side} ${a.body.slug} gate`, x: vx, y, w: 4 * 0.6 * colFont, h: colFont });
    });
  };
  column('design', 0);
  column('personality', c.width - colW);

  // Two summary lines: type and profile; authority, definition and the incarnation cross.
  const line1 = `${view.type.name} · ${view.profile.formatted} · ${view.authority.name}`;
  const line2 = `${view.definition.name} · ${view.incarnationCross.name}`;
  const y1 = c.height - bottom + summarySize * 0.9;
  const y2 = y1 + summarySize * 1.35;
  const fit = (s0: string, size: number) => Math.min(size, (c.width - 16) / (s0.length * 0.56));
  const size1 = fit(line1, summarySize);
  const size2 = fit(line2, summarySize * 0.9);
  parts.push(text(c.width / 2, y1, line1, { size: size1, fill: t.foreground, weight: 700 }));
  parts.push(text(c.width / 2, y2, line2, { size: size2, fill: t.muted }));
  labels.push({ owner: 'summary 1', x: c.width / 2, y: y1, w: line1.length * 0.56 * size1, h: size1 });
  labels.push({ owner: 'summary 2', x: c.width / 2, y: y2, w: line2.length * 0.56 * size2, h: size2 });

  return { svg: parts.join(''), labels };
}

/** The drawing as the render family answers it (and as the reports family embeds it). */
export function renderBodygraph(view: BodygraphView, options: RenderOptionsInput | undefined, lang: LangCode): { answer: RenderAnswer; drawing: BodygraphDrawing } {
  const c: Canvas = canvasOf(options, lang, { width: 600, height: 720 });
  const drawing = drawBodygraph(c, view);
  return { answer: answer(c, document(c, drawing.svg)), drawing };
}

/** An SVG document of the bodygraph alone (for the reports family to inline in its HTML). */
export function bodygraphSvg(view: BodygraphView, options: RenderOptionsInput | undefined, lang: LangCode): string {
  const c: Canvas = canvasOf({ ...options, format: 'svg' }, lang, { width: 600, height: 720 });
  return document(c, drawBodygraph(c, view).svg);
}

