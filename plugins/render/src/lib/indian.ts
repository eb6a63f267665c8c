/**
 * The two Indian chart forms from the Vedic family's answers (Operations service): the
 * sidereal grahas and lagna of POST /vedic/chart/rashi (longitudes, signs, retrograde flags)
 * and, for a divisional chart, the varga signs of POST /vedic/divisional/d<n> (BPHS ch. 6):
 * - North Indian: fixed houses in a square cut by its diagonals and the inner diamond, the
 *   lagna house at top centre, houses running anticlockwise, each with its sign number.
 * - South Indian: fixed signs round a 4 x 4 grid, Pisces top left and clockwise; the lagna's
 *   sign marked with a diagonal stroke across its corner.
 * Each graha is written with a short name in the answer's language, its degrees and minutes in
 * the rashi (sidereal) and R when retrograde.
 */
import type { Caller, LangCode, Operations } from '@celestial/core';
import { signName, term } from '@celestial/core';
import type { VargaNumber } from '@celestial/plugin-vedic/lib/vargas';
// A name table: the varga's slug for its name in the centre of the South Indian chart.
import { vargaSlug } from '@celestial/plugin-vedic/lib/divisional';
import { birthOf } from './charts.js';
import { answer, canvasOf, degMin, document, line, text } from './kit.js';
import type { Canvas, RenderOptionsInput } from './kit.js';
import type { LabelBox } from './wheel.js';
import { distanceToOutline, insidePolygon } from './polygon.js';
import type { Pt } from './polygon.js';

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

/** A word without Arabic's article (al-, which five of the nine grahas' names begin with: الشمس, القمر, المريخ ...). */
const withoutArticle = (word: string) => (word.startsWith('ال') && graphemes(word).length > 3 ? word.slice(2) : word);

/**
 * The word a short name is cut from: the last word of a name of several (Vietnamese Mặt Trời,
 * Sao Hỏa ...: the first word is shared by the Sun and the Moon, and by the five star-planets),
 * without Arabic's article.
 */
function stem(name: string): string {
  const words = name.trim().split(/\s+/);
  return withoutArticle(words[words.length - 1]!);
}

const SYLLABIC = /^[\u3040-\u9fff\uac00-\ud7af\u0900-\u097f]/;

/**
 * A short graha name: one character for CJK and one syllable for Devanagari (su, chan, man ...
 * as Hindi charts write them), else the first two letters of the name's stem in the language.
 */
export function shortName(name: string, length = 2): string {
  if (SYLLABIC.test(name)) return graphemes(name)[0]!;
  return graphemes(stem(name)).slice(0, length).join('');
}

/**
 * The short names of a chart's grahas, told apart: two names that begin alike (Dutch Maan and
 * Mars, Indonesian Matahari and Mars: "Ma") are cut a letter longer until they differ.
 */
export function shortNames(names: readonly string[]): string[] {
  const out = names.map((name) => shortName(name));
  for (let length = 3; length <= 6; length++) {
    const clash = out.map((s, i) => out.some((o, j) => j !== i && o === s && !SYLLABIC.test(names[i]!)));
    if (!clash.includes(true)) break;
    clash.forEach((c, i) => { if (c) out[i] = shortName(names[i]!, length); });
  }
  return out;
}

/** The lagna's label: its name (without Arabic's article) when short, else its first three letters. */
function lagnaLabel(lang: LangCode): string {
  const name = withoutArticle(term('chart-angle', 'ascendant', lang));
  const g = graphemes(name);
  return lang === 'en' ? 'Asc' : g.length <= 5 ? name : g.slice(0, 3).join('');
}

/** A graha as /vedic/chart/rashi answers it (and as the cast holds it, with its name). */
export interface AnsweredGraha {
  graha: number;
  name: string;
  longitude: number;
  /** The rashi (D1) sign, 1-12. */
  sign: number;
  retrograde: boolean;
}

/** What the drawing reads of /vedic/chart/rashi's answer. */
export interface AnsweredRashi {
  lagna: { longitude: number; sign: number };
  planets: AnsweredGraha[];
}

/** What the drawing reads of /vedic/divisional/d<n>'s answer: the varga signs, 1-12. */
export interface AnsweredVarga {
  lagna: { sign: number };
  planets: { graha: number; sign: number }[];
}

/** The entries of each sign: the lagna and the grahas at their varga signs, with their rashi degrees. */
function placeIndian(n: VargaNumber, lagnaLongitude: number, lagnaSign: number, grahas: readonly (AnsweredGraha & { vargaSign: number })[], lang: LangCode): IndianChart {
  const bySign: IndianEntry[][] = Array.from({ length: 12 }, () => []);
  const lagnaDm = degMin(lagnaLongitude);
  bySign[lagnaSign - 1]!.push({ label: lagnaLabel(lang), detail: `${lagnaDm.deg}${lagnaDm.min}`, retrograde: false, lagna: true });
  const labels = shortNames(grahas.map((g) => g.name));
  grahas.forEach((g, i) => {
    const dm = degMin(g.longitude);
    // Rahu and Ketu always move backwards: R is shown for the true grahas that station.
    bySign[g.vargaSign - 1]!.push({ label: labels[i]!, detail: `${dm.deg}${dm.min}`, retrograde: g.retrograde && g.graha < 7, lagna: false });
  });
  return { varga: n, lagnaSign, bySign };
}

/** The varga number of a code (`D9` -> 9). */
export const vargaNumber = (code: VargaCode) => Number(code.slice(1)) as VargaNumber;

/**
 * The chart of /vedic/chart/rashi's answer and, for a divisional chart, /vedic/divisional/d<n>'s
 * (its varga signs; the rashi gives the degrees and retrograde flags the drawing writes, which
 * the divisional answer does not carry). Without a varga answer the rashi signs are placed (D1).
 */
export function indianChartOf(rashi: AnsweredRashi, varga: AnsweredVarga | null, code: VargaCode, lang: LangCode): IndianChart {
  const signOf = new Map((varga?.planets ?? rashi.planets).map((p) => [p.graha, p.sign]));
  return placeIndian(vargaNumber(code), rashi.lagna.longitude, (varga ?? rashi).lagna.sign, rashi.planets.map((g) => ({ ...g, vargaSign: signOf.get(g.graha)! })), lang);
}

/**
 * Invokes the answers a drawing needs (the rashi, and the divisional chart unless D1, side by
 * side) for a render body (its own `varga` and `options` left out of the Vedic calls).
 */
export async function indianAnswers(body: Record<string, unknown>, code: VargaCode, operations: Operations, lang: LangCode, caller: Caller): Promise<IndianChart> {
  const birth = birthOf(body, ['options', 'varga']);
  const [rashi, varga] = await Promise.all([
    operations.invoke<AnsweredRashi>('POST /vedic/chart/rashi', { body: birth, lang, caller }),
    code === 'D1' ? null : operations.invoke<AnsweredVarga>(`POST /vedic/divisional/d${vargaNumber(code)}`, { body: birth, lang, caller }),
  ]);
  return indianChartOf(rashi, varga, code, lang);
}

/**
 * Whether a box (centre x, y; w x h) lies inside a convex house with `margin` pixels to spare:
 * its four corners inside and at least `margin` from the house lines.
 */
export function boxInside(b: { x: number; y: number; w: number; h: number }, poly: readonly Pt[], margin: number): boolean {
  const corners: Pt[] = [[b.x - b.w / 2, b.y - b.h / 2], [b.x + b.w / 2, b.y - b.h / 2], [b.x + b.w / 2, b.y + b.h / 2], [b.x - b.w / 2, b.y + b.h / 2]];
  return corners.every((p) => insidePolygon(p, poly) && distanceToOutline(p, poly) >= margin);
}

/**
 * The entries of one house or sign ("Su 12°34' R"): the largest text size from `size` down
 * that lets them stand, in one to three columns, wholly inside the house (`region`), moved
 * from `anchor` along `toward` (to the wide side of a triangle, away from the sign number)
 * as far as needed, and clear of the `avoid` boxes (the sign number). A crowded house used
 * to spill its entries over the house lines or off the canvas (the 1962 stellium: eight
 * grahas in one sign). Returns their boxes for the collision check.
 */
function entries(c: Canvas, list: readonly IndianEntry[], anchor: Pt, toward: Pt, region: readonly Pt[], avoid: readonly LabelBox[], size: number, owner: string, parts: string[], labels: LabelBox[]) {
  if (list.length === 0) return;
  const t = c.theme;
  const span = Math.max(...region.map((p) => Math.hypot(p[0] - anchor[0], p[1] - anchor[1])));
  const minSize = Math.max(6, size * 0.45);
  // With degrees and minutes first; when even the smallest size cannot hold them (a crowded
  // sign on a 300 px chart), the grahas' names alone, as Indian charts are often written.
  // In a right-to-left drawing the degrees and minutes are isolated left to right (U+2066 ...
  // U+2069): without it the bidi algorithm laid 23°36' out as 36°23 beside an Arabic name.
  const ltr = (s: string) => (c.rtl ? `\u2066${s}\u2069` : s);
  const full = list.map((e) => `${e.label} ${ltr(`${e.detail}${e.retrograde && c.showRetrograde ? ' ℞' : ''}`)}`);
  const short = list.map((e) => `${e.label}${e.retrograde && c.showRetrograde ? ' ℞' : ''}`);
  const visible = (s: string) => s.replace(/[\u2066-\u2069]/g, '').length;
  let strings = full;
  let widest = 0;
  let best: { size: number; columns: number; rows: number; x: number; y: number } | null = null;
  for (const candidate of [full, short]) {
    strings = candidate;
    widest = Math.max(...strings.map(visible), 1) * 0.6;
    best = place();
    if (best) break;
  }
  function place(): { size: number; columns: number; rows: number; x: number; y: number } | null {
    for (let k = size; k >= minSize; k *= 0.94) {
    for (let columns = Math.max(1, Math.ceil(list.length / 6)); columns <= Math.min(3, list.length); columns++) {
      const rows = Math.ceil(list.length / columns);
      const colW = widest * k + k * 0.6;
      const w = columns * colW - k * 0.6;
      const h = (rows - 1) * k * 1.25 + k;
      for (let d = -span / 2; d <= span; d += Math.max(2, k * 0.4)) {
        // Try the anchor first, then further along `toward`, then back.
        const dd = d < 0 ? -d - span / 2 : d;
        const box = { owner, x: anchor[0] + toward[0] * (d < 0 ? -dd : dd), y: anchor[1] + toward[1] * (d < 0 ? -dd : dd), w, h };
        if (boxInside(box, region, 2.5) && !avoid.some((a) => Math.abs(a.x - box.x) * 2 < a.w + box.w + 4 && Math.abs(a.y - box.y) * 2 < a.h + box.h + 4)) {
          return { size: k, columns, rows, x: box.x, y: box.y };
        }
      }
    }
  }
  return null;
  }
  // Nothing fits (never seen in the tests): the smallest size at the anchor.
  const columns = Math.min(3, list.length);
  const fit = best ?? { size: minSize, columns, rows: Math.ceil(list.length / columns), x: anchor[0], y: anchor[1] };
  const k = fit.size;
  const colW = widest * k + k * 0.6;
  list.forEach((e, i) => {
    const col = Math.floor(i / fit.rows);
    const row = i % fit.rows;
    const x = fit.x + (col - (fit.columns - 1) / 2) * colW;
    const y = fit.y + (row - (fit.rows - 1) / 2) * k * 1.25;
    const s = strings[i]!;
    parts.push(text(x, y, s, { size: k, fill: e.lagna ? t.accent : e.retrograde ? t.retrograde : t.foreground, weight: e.lagna ? 700 : 400, rtl: c.rtl }));
    labels.push({ owner: `${owner}:${i}`, x, y, w: visible(s) * 0.6 * k, h: k });
  });
}

/** The twelve houses of the North Indian chart (fractions of its side), house 1 the top diamond, anticlockwise. */
export const NORTH_HOUSES: readonly (readonly Pt[])[] = [
  [[0.5, 0], [0.75, 0.25], [0.5, 0.5], [0.25, 0.25]], [[0, 0], [0.5, 0], [0.25, 0.25]], [[0, 0], [0.25, 0.25], [0, 0.5]],
  [[0.25, 0.25], [0.5, 0.5], [0.25, 0.75], [0, 0.5]], [[0, 0.5], [0.25, 0.75], [0, 1]], [[0, 1], [0.25, 0.75], [0.5, 1]],
  [[0.5, 0.5], [0.75, 0.75], [0.5, 1], [0.25, 0.75]], [[0.5, 1], [0.75, 0.75], [1, 1]], [[1, 1], [0.75, 0.75], [1, 0.5]],
  [[0.75, 0.25], [1, 0.5], [0.75, 0.75], [0.5, 0.5]], [[1, 0.5], [0.75, 0.25], [1, 0]], [[1, 0], [0.75, 0.25], [0.5, 0]],
];
/** Away from each house's sign number: towards the wide side of the triangles, outward in the diamonds. */
const NORTH_TOWARD: readonly Pt[] = [[0, -1], [0, -1], [-1, 0], [-1, 0], [-1, 0], [0, 1], [0, 1], [0, 1], [1, 0], [1, 0], [1, 0], [0, -1]];

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
  const regions: Record<string, Pt[]> = {};
  const size = S / 34;
  for (let h = 1; h <= 12; h++) {
    const sign = ((ch.lagnaSign - 1 + h - 1) % 12) + 1;
    const [nx, ny] = P(...numberAt[h - 1]!);
    parts.push(`<g><title>${signName(sign, lang)}</title>${text(nx, ny, String(sign), { size: size * 0.95, fill: t.muted })}</g>`);
    const number = { owner: `n${h}`, x: nx, y: ny, w: String(sign).length * 0.6 * size * 0.95, h: size * 0.95 };
    const region = NORTH_HOUSES[h - 1]!.map(([x, y]) => P(x, y));
    regions[`h${h}`] = region;
    entries(c, ch.bySign[sign - 1]!, P(...centres[h - 1]!), NORTH_TOWARD[h - 1]!, region, [number], h === 1 || h === 4 || h === 7 || h === 10 ? size : size * 0.9, `h${h}`, parts, labels);
  }
  return { answer: answer(c, document(c, parts.join(''))), labels, regions };
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
  const regions: Record<string, Pt[]> = {};
  const size = cell / 9;
  for (let sign = 1; sign <= 12; sign++) {
    const [r, k] = SOUTH_CELLS[sign - 1]!;
    const x = ox + k * cell;
    const y = oy + r * cell;
    parts.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${t.ring}" stroke="${t.line}" stroke-width="1.2"/>`);
    parts.push(text(x + cell - 4, y + size * 0.8, signName(sign, lang), { size: size * 0.75, fill: t.muted, anchor: 'end', rtl: c.rtl }));
    if (sign === ch.lagnaSign) parts.push(line(x, y + cell * 0.28, x + cell * 0.28, y, t.accent, 2.2));
    // Below the sign's name; clear of the lagna's corner stroke.
    const region: Pt[] = [[x, y + size * 1.5], [x + cell, y + size * 1.5], [x + cell, y + cell], [x, y + cell]];
    regions[`s${sign}`] = region;
    const avoid = sign === ch.lagnaSign ? [{ owner: 'lagna', x: x + cell * 0.14, y: y + cell * 0.14, w: cell * 0.28, h: cell * 0.28 }] : [];
    entries(c, ch.bySign[sign - 1]!, [x + cell / 2, y + cell * 0.58], [0, 1], region, avoid, size, `s${sign}`, parts, labels);
  }
  const varga = `D${ch.varga} · ${term('varga', vargaSlug(ch.varga), lang)}`;
  parts.push(text(ox + S / 2, oy + S / 2, varga, { size: Math.min(cell / 5, (cell * 1.8) / Math.max(1, varga.length * 0.6)), fill: t.foreground, weight: 700, rtl: c.rtl }));
  return { answer: answer(c, document(c, parts.join(''))), labels, regions };

}
