/**
 * The two Indian chart forms from the Vedic family's own cast (castRashi: sidereal grahas and
 * lagna) and varga rules (vargaOf: BPHS ch. 6), imported, not copied:
 * - North Indian: fixed houses in a square cut by its diagonals and the inner diamond, the
 *   lagna house at top centre, houses running anticlockwise, each with its sign number.
 * - South Indian: fixed signs round a 4 x 4 grid, Pisces top left and clockwise; the lagna's
 *   sign marked with a diagonal stroke across its corner.
 * Each graha is written with a short name in the answer's language, its degrees and minutes in
 * the rashi (sidereal) and R when retrograde.
 */
import type { LangCode } from '@celestial/core';
import { signName, term } from '@celestial/core';
import { castRashi } from '@celestial/plugin-vedic/lib/rashi';
import type { RashiChart, VedicBirthInput, VedicServices } from '@celestial/plugin-vedic/lib/rashi';
import { vargaOf } from '@celestial/plugin-vedic/lib/vargas';
import type { VargaNumber } from '@celestial/plugin-vedic/lib/vargas';
import { vargaSlug } from '@celestial/plugin-vedic/lib/divisional';
import { grahaNaming } from '@celestial/plugin-vedic/lib/vocabulary';
import { answer, canvasOf, degMin, document, line, text } from './kit.js';
import type { Canvas, RenderOptionsInput } from './kit.js';
import type { LabelBox } from './wheel.js';

export const VARGA_CODES = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;
export type VargaCode = (typeof VARGA_CODES)[number];

export interface IndianEntry { label: string; detail: string; retrograde: boolean; lagna: boolean }

export interface IndianChart {
  varga: VargaNumber;
  /** Sign (1-12) of the lagna in this varga. */
  lagnaSign: number;
  /** Entries by sign 1-12. */
  bySign: IndianEntry[][];
}

const graphemes = (s: string) => [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(s)].map((g) => g.segment);

/**
 * A short graha name: one character for CJK and one syllable for Devanagari (su, chan, man ...
 * as Hindi charts write them), else the first two letters of the name in the language.
 */
export function shortName(name: string): string {
  if (/^[\u3040-\u9fff\uac00-\ud7af\u0900-\u097f]/.test(name)) return graphemes(name)[0]!;
  return graphemes(name).slice(0, 2).join('');
}

/** The lagna's label: its name in the language when short, else its first three letters. */
function lagnaLabel(lang: LangCode): string {
  const name = term('chart-angle', 'ascendant', lang);
  const g = graphemes(name);
  return lang === 'en' ? 'Asc' : g.length <= 5 ? name : g.slice(0, 3).join('');
}

export function indianChart(chart: RashiChart, code: VargaCode, lang: LangCode): IndianChart {
  const n = Number(code.slice(1)) as VargaNumber;
  const bySign: IndianEntry[][] = Array.from({ length: 12 }, () => []);
  const lagnaSign = vargaOf(chart.lagna.longitude, n).signIndex + 1;
  const lagnaDm = degMin(chart.lagna.longitude);
  bySign[lagnaSign - 1]!.push({ label: lagnaLabel(lang), detail: `${lagnaDm.deg}${lagnaDm.min}`, retrograde: false, lagna: true });
  for (const g of chart.grahas) {
    const sign = vargaOf(g.longitude, n).signIndex + 1;
    const dm = degMin(g.longitude);
    // Rahu and Ketu always move backwards: R is shown for the true grahas that station.
    bySign[sign - 1]!.push({ label: shortName(grahaNaming(g.graha, lang).name), detail: `${dm.deg}${dm.min}`, retrograde: g.retrograde && g.graha < 7, lagna: false });
  }
  return { varga: n, lagnaSign, bySign };
}

export function castIndian(input: VedicBirthInput, services: VedicServices, code: VargaCode, lang: LangCode): IndianChart {
  return indianChart(castRashi(input, services), code, lang);
}

/**
 * The entries of one house or sign ("Su 12°34' R"), in as many columns as needed to stay
 * within maxRows lines; returns their boxes for the collision check.
 */
function entries(c: Canvas, list: readonly IndianEntry[], cx: number, cy: number, size: number, maxRows: number, owner: string, parts: string[], labels: LabelBox[]) {
  const t = c.theme;
  const lineH = size * 1.25;
  const columns = Math.max(1, Math.ceil(list.length / maxRows));
  const rows = Math.ceil(list.length / columns);
  const strings = list.map((e) => `${e.label} ${e.detail}${e.retrograde && c.showRetrograde ? ' ℞' : ''}`);
  const colW = Math.max(...strings.map((s) => s.length), 1) * 0.6 * size + size * 0.6;
  list.forEach((e, i) => {
    const col = Math.floor(i / rows);
    const row = i % rows;
    const x = cx + (col - (columns - 1) / 2) * colW;
    const y = cy + (row - (rows - 1) / 2) * lineH;
    const s = strings[i]!;
    parts.push(text(x, y, s, { size, fill: e.lagna ? t.accent : e.retrograde ? t.retrograde : t.foreground, weight: e.lagna ? 700 : 400 }));
    labels.push({ owner: `${owner}:${i}`, x, y, w: s.length * 0.6 * size, h: size });
  });
}

export function renderNorthIndian(ch: IndianChart, options: RenderOptionsInput | undefined, lang: LangCode) {
  const c = canvasOf(options, lang);
  const t = c.theme;
  const top = c.title ? 30 : 0;
  const S = Math.min(c.width, c.height - top) - 16;
  const ox = (c.width - S) / 2;
  const oy = top + (c.height - top - S) / 2;
  const P = (x: number, y: number) => [ox + x * S, oy + y * S] as const;
  const parts: string[] = [`<rect x="${ox}" y="${oy}" width="${S}" height="${S}" fill="${t.ring}" stroke="${t.line}" stroke-width="1.5"/>`];
  const seg = (a: readonly [number, number], b: readonly [number, number]) => { const p = P(...a); const q = P(...b); parts.push(line(p[0], p[1], q[0], q[1], t.line, 1.3)); };
  seg([0, 0], [1, 1]); seg([1, 0], [0, 1]);
  seg([0.5, 0], [1, 0.5]); seg([1, 0.5], [0.5, 1]); seg([0.5, 1], [0, 0.5]); seg([0, 0.5], [0.5, 0]);
  // House centres (fractions of S), house 1 at top centre, anticlockwise; and where the sign number goes.
  const centres: [number, number][] = [[0.5, 0.25], [0.25, 0.1], [0.1, 0.25], [0.25, 0.5], [0.1, 0.75], [0.25, 0.9], [0.5, 0.75], [0.75, 0.9], [0.9, 0.75], [0.75, 0.5], [0.9, 0.25], [0.75, 0.1]];
  const numberAt: [number, number][] = [[0.5, 0.44], [0.25, 0.2], [0.2, 0.25], [0.44, 0.5], [0.2, 0.75], [0.25, 0.8], [0.5, 0.56], [0.75, 0.8], [0.8, 0.75], [0.56, 0.5], [0.8, 0.25], [0.75, 0.2]];
  const labels: LabelBox[] = [];
  const size = S / 34;
  for (let h = 1; h <= 12; h++) {
    const sign = ((ch.lagnaSign - 1 + h - 1) % 12) + 1;
    const [nx, ny] = P(...numberAt[h - 1]!);
    parts.push(`<g><title>${signName(sign, lang)}</title>${text(nx, ny, String(sign), { size: size * 0.95, fill: t.muted })}</g>`);
    const [x, y] = P(...centres[h - 1]!);
    // The side triangles are narrow at their tips: their entries sit towards the wide side.
    const diamond = h === 1 || h === 4 || h === 7 || h === 10;
    const list = ch.bySign[sign - 1]!;
    // Diamonds hold five lines in one column; the side triangles three, smaller as they fill.
    entries(c, list, x, y, diamond ? (list.length > 5 ? size * 0.85 : size) : list.length > 3 ? size * 0.72 : size * 0.9, diamond ? 5 : 3, `h${h}`, parts, labels);
  }
  return { answer: answer(c, document(c, parts.join(''))), labels };
}

/** South Indian cells (row, column) of the signs 1-12: Pisces top left, clockwise. */
export const SOUTH_CELLS: readonly [number, number][] = [[0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [3, 0], [2, 0], [1, 0], [0, 0]];

export function renderSouthIndian(ch: IndianChart, options: RenderOptionsInput | undefined, lang: LangCode) {
  const c = canvasOf(options, lang);
  const t = c.theme;
  const top = c.title ? 30 : 0;
  const S = Math.min(c.width, c.height - top) - 16;
  const cell = S / 4;
  const ox = (c.width - S) / 2;
  const oy = top + (c.height - top - S) / 2;
  const parts: string[] = [`<rect x="${ox}" y="${oy}" width="${S}" height="${S}" fill="${t.background}" stroke="${t.line}" stroke-width="1.5"/>`];
  const labels: LabelBox[] = [];
  const size = cell / 9;
  for (let sign = 1; sign <= 12; sign++) {
    const [r, k] = SOUTH_CELLS[sign - 1]!;
    const x = ox + k * cell;
    const y = oy + r * cell;
    parts.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${t.ring}" stroke="${t.line}" stroke-width="1.2"/>`);
    parts.push(text(x + cell - 4, y + size * 0.8, signName(sign, lang), { size: size * 0.75, fill: t.muted, anchor: 'end', rtl: c.rtl }));
    if (sign === ch.lagnaSign) parts.push(line(x, y + cell * 0.28, x + cell * 0.28, y, t.accent, 2.2));
    entries(c, ch.bySign[sign - 1]!, x + cell / 2, y + cell * 0.58, ch.bySign[sign - 1]!.length > 5 ? size * 0.8 : size, 5, `s${sign}`, parts, labels);
  }
  const varga = `D${ch.varga} · ${term('varga', vargaSlug(ch.varga), lang)}`;
  parts.push(text(ox + S / 2, oy + S / 2, varga, { size: Math.min(cell / 5, (cell * 1.8) / Math.max(1, varga.length * 0.6)), fill: t.foreground, weight: 700, rtl: c.rtl }));
  return { answer: answer(c, document(c, parts.join(''))), labels };
}
