/**
 * The fonts a widget page carries inside itself (no outside asset): for each character of the
 * page that an ordinary system font may lack, an @font-face of the family EMBEDDED_FAMILY, as
 * a data: URL. The page's font stacks name it first: each face's unicode-range holds only
 * the characters it was made for, so every other character keeps the system font. (Named
 * after system-ui instead, Chromium 156 drew the first bold run of Hangul, the page title, as
 * empty boxes even after the face had loaded: seen in the ko and ja screenshots.)
 *
 * - Japanese, Korean (and Han in general) and the astrological symbols: a subset made at
 *   request time (font-subset.ts) of Noto Sans JP or KR and Noto Sans Symbols 1 and 2, with
 *   only the page's characters: a few to a few tens of kilobytes instead of 5-6 MB.
 * - Arabic and Devanagari: the whole Noto Sans Arabic or Devanagari (regular), as WOFF. Their
 *   letters change shape with their neighbours (Arabic joining, Devanagari conjuncts and
 *   reordering) through the GSUB/GPOS tables, which a cmap-and-glyf subset would break; the
 *   whole font is about 100-130 KB as WOFF. A layout-aware subsetter (harfbuzz's hb-subset, npm
 *   harfbuzzjs or subset-font) would cut these too; it is not installed.
 *
 * The Noto fonts (SIL Open Font License 1.1, which allows embedding) are the TTFs the render
 * family bundles (@expo-google-fonts/*), found through its kit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bundledFontFiles } from '@celestial/plugin-render/lib/kit';
import { parseTrueType, subsetTrueType, toWoff } from './font-subset.js';
import type { TrueTypeFont } from './font-subset.js';

/** The family name every embedded face is declared under (the page's stacks name it). */
export const EMBEDDED_FAMILY = 'Celestial Embedded';

const fontPath = (stem: string) => {
  const file = bundledFontFiles().find((f) => path.basename(f) === `${stem}_400Regular.ttf`);
  if (!file) throw new Error(`font ${stem} is not bundled`);
  return file;
};

const parsed = new Map<string, TrueTypeFont>();
function font(stem: string): TrueTypeFont {
  let f = parsed.get(stem);
  if (!f) {
    f = parseTrueType(fs.readFileSync(fontPath(stem)));
    parsed.set(stem, f);
  }
  return f;
}

const isHangul = (cp: number) => (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) || (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xac00 && cp <= 0xd7ff);
/** CJK punctuation, kana, ideographs, compatibility and full-width forms. */
const isCjk = (cp: number) => (cp >= 0x2e80 && cp <= 0x9fff) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xffef) || (cp >= 0x20000 && cp <= 0x3134f);
/** Arrows, technical signs, the Miscellaneous Symbols (planets, signs), dingbats. */
const isSymbol = (cp: number) => cp >= 0x2100 && cp <= 0x2bff;

/** Whole fonts for the scripts that need shaping, with the ranges they serve. */
const SHAPED: ReadonlyArray<{ stem: string; test: (cp: number) => boolean; range: string }> = [
  { stem: 'NotoSansArabic', test: (cp) => (cp >= 0x600 && cp <= 0x6ff) || (cp >= 0x750 && cp <= 0x77f) || (cp >= 0x8a0 && cp <= 0x8ff) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff), range: 'U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200D' },
  { stem: 'NotoSansDevanagari', test: (cp) => (cp >= 0x900 && cp <= 0x97f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff), range: 'U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF,U+200C-200D,U+25CC' },
];

const wholeWoff = new Map<string, string>();
function wholeFontBase64(stem: string): string {
  let b = wholeWoff.get(stem);
  if (!b) {
    b = toWoff(fs.readFileSync(fontPath(stem))).toString('base64');
    wholeWoff.set(stem, b);
  }
  return b;
}

const face = (base64: string, range: string) =>
  `@font-face{font-family:"${EMBEDDED_FAMILY}";font-style:normal;font-weight:400;font-display:block;src:url(data:font/woff;base64,${base64}) format("woff");unicode-range:${range}}`;

const hex = (cp: number) => cp.toString(16).toUpperCase();

/** unicode-range of a set of code points, runs joined (U+3042,U+304B-304D). */
export function unicodeRange(cps: readonly number[]): string {
  const sorted = [...new Set(cps)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return out.join(',');
}

/**
 * The @font-face rules for the characters of `text` (the page's visible text): subsets for
 * Han, kana, Hangul and symbols, whole fonts for Arabic and Devanagari; '' for a page in
 * Latin, Greek or Cyrillic alone. `lang` decides whether Han is drawn from the Korean or the
 * Japanese font.
 */
export function embeddedFontFaces(text: string, lang: string): string {
  const cps = new Set<number>();
  for (const ch of text) cps.add(ch.codePointAt(0)!);
  const rules: string[] = [];
  for (const s of SHAPED) if ([...cps].some(s.test)) rules.push(face(wholeFontBase64(s.stem), s.range));
  // Each character to the first subset font that has it: symbols, then the CJK font.
  const cjk = lang === 'ko' ? ['NotoSansKR', 'NotoSansJP'] : ['NotoSansJP', 'NotoSansKR'];
  const wanted = new Map<string, number[]>();
  for (const cp of cps) {
    const stems = isSymbol(cp) ? ['NotoSansSymbols', 'NotoSansSymbols2', ...cjk] : isHangul(cp) ? ['NotoSansKR'] : isCjk(cp) ? cjk : [];
    const stem = stems.find((st) => font(st).glyphOf(cp) > 0);
    if (stem) wanted.set(stem, [...(wanted.get(stem) ?? []), cp]);
  }
  for (const [stem, list] of wanted) {
    const { sfnt, mapped } = subsetTrueType(font(stem), list);
    if (mapped.length) rules.push(face(toWoff(sfnt).toString('base64'), unicodeRange(mapped)));
  }
  return rules.join('');
}
