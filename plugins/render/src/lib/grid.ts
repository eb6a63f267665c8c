/**
 * The aspect grid: a triangle (one chart, each pair once) or a square (chart1 rows x chart2
 * columns). Each cell holds the aspect glyph, the orb in degrees and minutes and A or S for
 * applying or separating, from the same findAspects/crossAspects call /aspects and /synastry
 * make; maxOrb hides wider aspects.
 */
import type { LangCode } from '@celestial/core';
import { crossAspects, findAspects } from '@celestial/core/astro';
import type { AspectFound, PlacedBody } from '@celestial/core/astro';
import { bodyGlyph } from './glyphs.js';
import { answer, canvasOf, document, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';
import type { LabelBox } from './wheel.js';

const pointsOf = (bodies: readonly PlacedBody[]) => bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed }));

export function orbText(orb: number): string {
  const d = Math.floor(orb);
  const m = Math.floor((orb - d) * 60 + 1e-9);
  return `${d}°${String(m).padStart(2, '0')}'`;
}

/** A grid cell's aspect, as the operations answer it (core's AspectItem) or findAspects finds it. */
export interface GridAspect {
  planet1: { id: number };
  planet2: { id: number };
  type: { symbol: string; color: string };
  orb: number;
  isApplying: boolean;
}

/** A grid's row or column body. */
type GridBody = Pick<PlacedBody, 'id' | 'name'>;

/** maxOrb hides any aspect wider than it. */
export function withinOrb<A extends { orb: number }>(found: readonly A[], maxOrb: number | undefined): A[] {
  return maxOrb === undefined ? [...found] : found.filter((a) => a.orb <= maxOrb);
}

export function gridAspects(rows: readonly PlacedBody[], cols: readonly PlacedBody[] | null, angles: readonly number[] | undefined, maxOrb: number | undefined): AspectFound[] {
  const found = cols ? crossAspects(pointsOf(rows), pointsOf(cols), { angles }) : findAspects(pointsOf(rows), { angles });
  return maxOrb === undefined ? found : found.filter((a) => a.orb <= maxOrb);
}

export function renderGrid(rows: readonly GridBody[], cols: readonly GridBody[] | null, found: readonly GridAspect[], options: RenderOptionsInput | undefined, lang: LangCode) {
  const c = canvasOf(options, lang);
  const t = c.theme;
  const square = cols !== null;
  const colBodies = cols ?? rows;
  const top = c.title ? 30 : 6;
  const count = Math.max(rows.length, colBodies.length) + 1;
  const cell = Math.min((c.width - 12) / count, (c.height - top - 6) / count);
  const x0 = 6;
  const y0 = top;
  const parts: string[] = [];
  const labels: LabelBox[] = [];
  const cellAt = (r: number, k: number) => ({ x: x0 + (k + 1) * cell, y: y0 + (r + 1) * cell });
  // Header glyphs: columns along the top (square) or the diagonal (triangle), rows down the left.
  for (let k = 0; k < colBodies.length; k++) {
    const b = colBodies[k]!;
    const p = square ? { x: x0 + (k + 1.5) * cell, y: y0 + cell / 2 } : { x: cellAt(k, k).x + cell / 2, y: cellAt(k, k).y + cell / 2 };
    parts.push(text(p.x, p.y, bodyGlyph(b.id, b.name), { size: cell * 0.5, fill: square ? t.outer : t.accent, glyph: true }));
  }
  if (square) {
    for (let r = 0; r < rows.length; r++) parts.push(text(x0 + cell / 2, y0 + (r + 1.5) * cell, bodyGlyph(rows[r]!.id, rows[r]!.name), { size: cell * 0.5, fill: t.accent, glyph: true }));
  }
  const index = (list: readonly GridBody[], id: number) => list.findIndex((b) => b.id === id);
  for (let r = 0; r < rows.length; r++) {
    for (let k = 0; k < colBodies.length; k++) {
      if (!square && k >= r) continue;
      const p = square ? cellAt(r, k) : cellAt(r, k);
      parts.push(`<rect x="${p.x}" y="${p.y}" width="${cell}" height="${cell}" fill="${(r + k) % 2 ? t.ring : t.ringAlt}" stroke="${t.line}" stroke-width="0.8"/>`);
    }
  }
  for (const a of found) {
    let r = index(rows, a.planet1.id);
    let k = index(colBodies, a.planet2.id);
    if (!square && k > r) [r, k] = [k, r];
    if (r < 0 || k < 0) continue;
    const p = cellAt(r, k);
    const glyphSize = cell * 0.42;
    const small = cell * 0.2;
    parts.push(text(p.x + cell / 2, p.y + cell * 0.36, a.type.symbol, { size: glyphSize, fill: a.type.color, glyph: true }));
    const caption = `${orbText(a.orb)}${a.isApplying ? 'A' : 'S'}`;
    parts.push(text(p.x + cell / 2, p.y + cell * 0.76, caption, { size: small, fill: t.foreground }));
    labels.push({ owner: `${r}:${k}`, x: p.x + cell / 2, y: p.y + cell * 0.36, w: glyphSize, h: glyphSize }, { owner: `${r}:${k}`, x: p.x + cell / 2, y: p.y + cell * 0.76, w: caption.length * 0.62 * small, h: small });
  }
  return { answer: answer(c, document(c, parts.join(''))), labels, cell };
}
