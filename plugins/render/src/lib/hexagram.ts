/**
 * A hexagram drawn bottom to top, its lines from the I Ching family's King Wen tables (no
 * second copy): yang a solid bar, yin a broken one; old yin (6) marked x and old yang (9)
 * marked o, the changing lines of the yarrow and coin casts; the relating hexagram (changing
 * lines flipped, zhi gua) beside it. Names from the vocabulary's hexagram and trigram tables.
 */
import type { LangCode } from '@celestial/core';
import { ApiError, term } from '@celestial/core';
// Not moved onto the Operations service yet: the King Wen tables are read here; POST
// /iching/from-lines answers the same primary and relating hexagrams.
import { changed, linesOf, numberOf, trigramsOf, TRIGRAM_SLUGS } from '@celestial/plugin-iching/lib/king-wen';
import { hexagramSlug } from '@celestial/plugin-iching/lib/cast';
import { answer, canvasOf, document, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';

export type LineValue = 6 | 7 | 8 | 9;

/** The cast as six line values, bottom first: from a number (all lines still) or from lines. */
export function castOf(input: { number?: number; lines?: { value: LineValue }[] }): LineValue[] {
  if (input.lines) {
    if (input.lines.length !== 6) throw new ApiError('INVALID_INPUT', 'Validation failed: lines must hold 6 lines', { details: [{ path: 'lines', message: 'must hold exactly 6 lines, bottom first' }] });
    return input.lines.map((l) => l.value);
  }
  if (input.number === undefined) throw new ApiError('INVALID_INPUT', 'Validation failed: number or lines is required', { details: [{ path: 'number', message: 'send number (1-64) or lines' }] });
  return linesOf(input.number).map((bit) => (bit === 1 ? 7 : 8));
}

export function hexagramsOf(cast: readonly LineValue[]): { primary: number; relating: number | null; changing: number[] } {
  const bits = cast.map((v) => (v === 7 || v === 9 ? 1 : 0));
  const primary = numberOf(bits);
  const changing = cast.flatMap((v, i) => (v === 6 || v === 9 ? [i + 1] : []));
  return { primary, relating: changing.length ? changed(primary, changing) : null, changing };
}

export function renderHexagram(cast: readonly LineValue[], showRelating: boolean, options: RenderOptionsInput | undefined, lang: LangCode) {
  const { primary, relating } = hexagramsOf(cast);
  const c = canvasOf(options, lang);
  const t = c.theme;
  const figures: { number: number; lines: readonly LineValue[] | number[]; marks: boolean }[] = [{ number: primary, lines: cast, marks: true }];
  if (showRelating && relating !== null) figures.push({ number: relating, lines: linesOf(relating), marks: false });
  const top = c.title ? 34 : 10;
  const colW = c.width / figures.length;
  const barW = Math.min(colW * 0.62, c.height * 0.5);
  const captionH = c.height * 0.2;
  const step = (c.height - top - captionH - 20) / 6.4;
  const barH = step * 0.62;
  const parts: string[] = [];
  figures.forEach((f, k) => {
    const cx = colW * (k + 0.5);
    const x0 = cx - barW / 2;
    for (let i = 0; i < 6; i++) {
      const v = f.lines[i]!;
      const yang = v === 1 || v === 7 || v === 9;
      const y = top + 10 + (5 - i) * step;
      const fill = f.marks && (v === 6 || v === 9) ? t.accent : t.foreground;
      if (yang) parts.push(`<rect x="${x0}" y="${y}" width="${barW}" height="${barH}" rx="2" fill="${fill}"/>`);
      else {
        const half = barW * 0.42;
        parts.push(`<rect x="${x0}" y="${y}" width="${half}" height="${barH}" rx="2" fill="${fill}"/>`, `<rect x="${x0 + barW - half}" y="${y}" width="${half}" height="${barH}" rx="2" fill="${fill}"/>`);
      }
      // Changing lines: o on old yang, x on old yin, in the traditional notation.
      if (f.marks && (v === 6 || v === 9)) parts.push(text(x0 + barW + barH * 0.9, y + barH / 2, v === 9 ? 'o' : 'x', { size: barH * 0.9, fill: t.accent, weight: 700 }));
    }
    const { lower, upper } = trigramsOf(f.number);
    const name = `${f.number}. ${term('hexagram', hexagramSlug(f.number), lang)}`;
    const tri = `${term('trigram', TRIGRAM_SLUGS[upper - 1]!, lang)} / ${term('trigram', TRIGRAM_SLUGS[lower - 1]!, lang)}`;
    const yCap = c.height - captionH + 6;
    const fit = (s: string, base: number) => Math.min(base, (colW * 0.92) / Math.max(1, s.length * 0.6));
    parts.push(text(cx, yCap + captionH * 0.25, name, { size: fit(name, captionH * 0.22), fill: t.foreground, weight: 700, rtl: c.rtl }));
    parts.push(text(cx, yCap + captionH * 0.6, tri, { size: fit(tri, captionH * 0.16), fill: t.muted, rtl: c.rtl }));
  });
  if (figures.length === 2) parts.push(text(c.width / 2, top + 10 + 2.7 * step, '→', { size: step * 0.8, fill: t.muted }));
  return answer(c, document(c, parts.join('')));
}
