/**
 * A hexagram drawn bottom to top from the I Ching family's answers (Operations service, no
 * second copy of its tables): POST /iching/from-lines identifies the cast (the King Wen
 * number, the changing lines, the relating hexagram, zhi gua), GET /iching/lookup/{n} gives
 * each figure's lines (`binary`), name and trigrams in the answer's language. Yang a solid
 * bar, yin a broken one; old yin (6) marked x and old yang (9) marked o, the changing lines of
 * the yarrow and coin casts; the relating hexagram (changing lines flipped) beside it.
 */
import type { Caller, LangCode, Operations } from '@celestial/core';
import { ApiError } from '@celestial/core';
import { answer, canvasOf, document, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';

export type LineValue = 6 | 7 | 8 | 9;

/** What the drawing reads of GET /iching/lookup/{n}'s answer. */
export interface AnsweredHexagram {
  number: number;
  displayName: string;
  /** Bottom line first, 1 = yang. */
  binary: string;
  trigrams: { lower: { name: string }; upper: { name: string } };
}

/** What the drawing reads of POST /iching/from-lines' answer. */
export interface AnsweredCast {
  lines: { value: LineValue }[];
  primary: { number: number };
  relating: { number: number } | null;
}

/** One figure as drawn: its lines bottom first (6-9 for the cast, 0/1 for the relating figure). */
export interface HexagramFigure {
  number: number;
  name: string;
  trigrams: { lower: string; upper: string };
  lines: readonly number[];
  /** Whether the changing lines are marked (the cast; the relating figure has none). */
  marks: boolean;
}

/** A figure from a lookup answer: its own lines (0/1), or the cast's values for the primary. */
export function figureOf(h: AnsweredHexagram, lines: readonly number[] | null): HexagramFigure {
  return {
    number: h.number,
    name: h.displayName,
    trigrams: { lower: h.trigrams.lower.name, upper: h.trigrams.upper.name },
    lines: lines ?? [...h.binary].map(Number),
    marks: lines !== null,
  };
}

/**
 * The figures to draw: the cast (from `lines`, or from `number` with its lines all still, as
 * the lookup's `binary` gives them) and, when it has changing lines and `showRelating`, the
 * relating hexagram.
 */
export async function hexagramFigures(
  input: { number?: number; lines?: { value: LineValue }[] },
  showRelating: boolean,
  operations: Operations,
  lang: LangCode,
  caller: Caller,
): Promise<HexagramFigure[]> {
  const lookup = (n: number) => operations.invoke<AnsweredHexagram>('GET /iching/lookup/{n}', { params: { n: String(n) }, lang, caller });
  let values: LineValue[];
  let given: AnsweredHexagram | null = null;
  if (input.lines) {
    if (input.lines.length !== 6) throw new ApiError('INVALID_INPUT', 'Validation failed: lines must hold 6 lines', { details: [{ path: 'lines', message: 'must hold exactly 6 lines, bottom first' }] });
    values = input.lines.map((l) => l.value);
  } else if (input.number !== undefined) {
    given = await lookup(input.number);
    values = [...given.binary].map((bit) => (bit === '1' ? 7 : 8));
  } else {
    throw new ApiError('INVALID_INPUT', 'Validation failed: number or lines is required', { details: [{ path: 'number', message: 'send number (1-64) or lines' }] });
  }
  const cast = await operations.invoke<AnsweredCast>('POST /iching/from-lines', { body: { lines: values }, lang, caller });
  const relating = showRelating ? cast.relating : null;
  const [primary, second] = await Promise.all([
    given?.number === cast.primary.number ? given : lookup(cast.primary.number),
    relating ? lookup(relating.number) : null,
  ]);
  return [figureOf(primary, cast.lines.map((l) => l.value)), ...(second ? [figureOf(second, null)] : [])];
}

export function renderHexagram(figures: readonly HexagramFigure[], options: RenderOptionsInput | undefined, lang: LangCode) {
  const c = canvasOf(options, lang);
  const t = c.theme;
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
    const name = `${f.number}. ${f.name}`;
    const tri = `${f.trigrams.upper} / ${f.trigrams.lower}`;
    const yCap = c.height - captionH + 6;
    const fit = (s: string, base: number) => Math.min(base, (colW * 0.92) / Math.max(1, s.length * 0.6));
    parts.push(text(cx, yCap + captionH * 0.25, name, { size: fit(name, captionH * 0.22), fill: t.foreground, weight: 700, rtl: c.rtl }));
    parts.push(text(cx, yCap + captionH * 0.6, tri, { size: fit(tri, captionH * 0.16), fill: t.muted, rtl: c.rtl }));
  });
  if (figures.length === 2) parts.push(text(c.width / 2, top + 10 + 2.7 * step, '→', { size: step * 0.8, fill: t.muted }));
  return answer(c, document(c, parts.join('')));
}
