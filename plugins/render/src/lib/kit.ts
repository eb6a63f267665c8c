/**
 * The drawing kit every /render operation shares: the `options` members, the three themes,
 * SVG text helpers and the answer ({ svg, format, byteLength } with the base64 PNG beside it
 * when format is png). SVG is hand-built (catalogue: "no charting library"); PNG is that same
 * SVG rasterised by resvg with the Noto fonts bundled in node_modules, loaded explicitly and
 * with system fonts off, so a drawing is identical on every machine.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Resvg } from '@resvg/resvg-js';
import type { LangCode } from '@celestial/core';

export const THEME_SLUGS = ['dark', 'light', 'console'] as const;
export type ThemeSlug = (typeof THEME_SLUGS)[number];

const Px = (description: string) => Type.Integer({ minimum: 300, maximum: 2000, description });

/** The catalogue's `options` object, with bounds (SERVICE-SPEC leaves them to us). */
export const renderOptionsMembers = {
  size: Type.Optional(Px('side of a square drawing in pixels (default 600)')),
  theme: Type.Optional(Type.Union(THEME_SLUGS.map((t) => Type.Literal(t)), { description: 'dark (default), light or console' })),
  showAspects: Type.Optional(Type.Boolean({ description: 'aspect lines inside the wheel (default true)' })),
  showRetrograde: Type.Optional(Type.Boolean({ description: 'the retrograde mark R beside a retrograde body (default true)' })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  format: Type.Optional(Type.Union([Type.Literal('svg'), Type.Literal('png')], { description: 'svg (default) or png' })),
  width: Type.Optional(Px('width in pixels; overrides size')),
  height: Type.Optional(Px('height in pixels; overrides size')),
};
export const RenderOptions = Type.Object(renderOptionsMembers, { additionalProperties: false });
export type RenderOptionsInput = Static<typeof RenderOptions>;

/** The answer of every drawing (catalogue: png travels base64 in `png`, then svg is null). */
export const RenderAnswer = Type.Object({
  svg: Type.Union([Type.String(), Type.Null()], { description: 'the SVG document; null when format is png' }),
  format: Type.Union([Type.Literal('svg'), Type.Literal('png')]),
  byteLength: Type.Integer({ minimum: 0, description: 'bytes of the image (UTF-8 SVG or PNG)' }),
  png: Type.Optional(Type.String({ contentEncoding: 'base64', description: 'the PNG, base64, when format is png' })),
});
export type RenderAnswer = Static<typeof RenderAnswer>;

export interface Theme {
  slug: ThemeSlug;
  background: string;
  foreground: string;
  muted: string;
  ring: string;
  ringAlt: string;
  line: string;
  accent: string;
  outer: string;
  /** Element colours fire, earth, air, water (sign glyphs). */
  elements: readonly [string, string, string, string];
  retrograde: string;
  land: string;
  sea: string;
}

export const THEMES: Readonly<Record<ThemeSlug, Theme>> = {
  dark: {
    slug: 'dark', background: '#11151f', foreground: '#e9ecf4', muted: '#8a93a8', ring: '#1b2130', ringAlt: '#232a3b', line: '#3f4860',
    accent: '#f0c05a', outer: '#7fc8f8', elements: ['#ff8a65', '#a5d6a7', '#fff59d', '#81d4fa'], retrograde: '#ff6b6b', land: '#2e3a52', sea: '#11151f',
  },
  light: {
    slug: 'light', background: '#ffffff', foreground: '#1d2230', muted: '#5f6778', ring: '#f4f1ea', ringAlt: '#e9e4d8', line: '#b9b2a3',
    accent: '#9a6b00', outer: '#1f6fb2', elements: ['#c62828', '#2e7d32', '#a07a00', '#1565c0'], retrograde: '#c62828', land: '#dcd6c8', sea: '#f3f7fb',
  },
  // A terminal look: black, phosphor green and amber, no fills but hairlines.
  console: {
    slug: 'console', background: '#000000', foreground: '#33ff66', muted: '#1f9e40', ring: '#000000', ringAlt: '#06140a', line: '#1f9e40',
    accent: '#ffb000', outer: '#ffb000', elements: ['#33ff66', '#33ff66', '#33ff66', '#33ff66'], retrograde: '#ffb000', land: '#0b2a14', sea: '#000000',
  },
};

export interface Canvas {
  width: number;
  height: number;
  theme: Theme;
  format: 'svg' | 'png';
  showAspects: boolean;
  showRetrograde: boolean;
  title: string | undefined;
  lang: LangCode;
  rtl: boolean;
}

export function canvasOf(options: RenderOptionsInput | undefined, lang: LangCode, defaults: { width?: number; height?: number; title?: string } = {}): Canvas {
  const o = options ?? {};
  const size = o.size ?? 600;
  return {
    width: o.width ?? (o.size !== undefined ? size : defaults.width ?? size),
    height: o.height ?? (o.size !== undefined ? size : defaults.height ?? size),
    theme: THEMES[o.theme ?? 'dark'],
    format: o.format ?? 'svg',
    showAspects: o.showAspects ?? true,
    showRetrograde: o.showRetrograde ?? true,
    title: o.title ?? defaults.title,
    lang,
    rtl: lang === 'ar',
  };
}

/** Text font stack: Noto Sans first, then the scripts and the symbol fonts for the glyphs. */
export const FONT_STACK = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans JP', 'Noto Sans KR', 'Noto Sans Symbols', 'Noto Sans Symbols 2'";
/** Astrological glyphs: Noto Sans Symbols holds the planets and signs (U+2609-U+2653). */
export const GLYPH_STACK = "'Noto Sans Symbols', 'Noto Sans Symbols 2', 'Noto Sans'";

/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab, newline and return; U+FFFE,
 * U+FFFF; lone surrogates), even escaped: a title holding U+001D made an SVG no parser reads
 * and a 500 from the PNG rasteriser (Schemathesis). They are dropped from drawn text.
 */
function xmlCharacters(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    // for...of yields a lone surrogate on its own, a pair as one code point above U+FFFF.
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff || (c >= 0xd800 && c <= 0xdfff)) continue;
    out += ch;
  }
  return out;
}

export function esc(s: string): string {
  return xmlCharacters(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A number written short for SVG coordinates (0.01 px is far below a pixel). */
export function n(x: number): string {
  return String(Math.round(x * 100) / 100);
}

export interface TextOpts {
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 400 | 700;
  glyph?: boolean;
  rtl?: boolean;
  /** A halo in the background colour so a line passing behind the text does not cross it. */
  halo?: string;
}

/** A label of digits and degree, minute and second marks (no letters). */
const NUMERIC = /^[0-9°'′″.,:%+\-\s]+$/;

export function text(x: number, y: number, content: string, o: TextOpts): string {
  // Degrees and minutes stay left to right inside a right-to-left (Arabic) drawing: without
  // it the trailing ' or ° is laid out on the left of the digits ('44 instead of 44').
  const dir = o.rtl ? ' direction="rtl" unicode-bidi="embed"' : NUMERIC.test(content) ? ' direction="ltr" unicode-bidi="embed"' : '';
  return `<text x="${n(x)}" y="${n(y)}" font-family="${o.glyph ? GLYPH_STACK : FONT_STACK}" font-size="${n(o.size)}" fill="${o.fill}" text-anchor="${o.anchor ?? 'middle'}" dominant-baseline="central"${o.halo ? ` stroke="${o.halo}" stroke-width="${n(Math.max(2, o.size * 0.18))}" stroke-linejoin="round" paint-order="stroke"` : ''}${o.weight === 700 ? ' font-weight="700"' : ''}${dir}>${esc(content)}</text>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, stroke = 'none', width = 1): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" stroke="${stroke}" stroke-width="${n(width)}"/>`;
}

/** The document: background, optional title bar, then the body. */
export function document(c: Canvas, body: string): string {
  const title = c.title
    ? text(c.rtl ? c.width - 14 : 14, 18, c.title, { size: Math.max(12, c.width / 40), fill: c.theme.foreground, anchor: c.rtl ? 'end' : 'start', weight: 700, rtl: c.rtl })
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${c.height}" viewBox="0 0 ${c.width} ${c.height}"${c.rtl ? ' direction="rtl"' : ''}><rect width="100%" height="100%" fill="${c.theme.background}"/>${body}${title}</svg>`;
}

const require = createRequire(import.meta.url);
/** Only the 400 and 700 weights are loaded (brief: deterministic and not the whole families). */
const FONT_PACKAGES: ReadonlyArray<[string, string, readonly string[]]> = [
  ['noto-sans', 'NotoSans', ['400Regular', '700Bold']],
  ['noto-sans-arabic', 'NotoSansArabic', ['400Regular', '700Bold']],
  ['noto-sans-devanagari', 'NotoSansDevanagari', ['400Regular', '700Bold']],
  ['noto-sans-jp', 'NotoSansJP', ['400Regular', '700Bold']],
  ['noto-sans-kr', 'NotoSansKR', ['400Regular', '700Bold']],
  ['noto-sans-symbols', 'NotoSansSymbols', ['400Regular', '700Bold']],
  ['noto-sans-symbols-2', 'NotoSansSymbols2', ['400Regular']],
];

let fontFiles: string[] | undefined;
export function bundledFontFiles(): string[] {
  if (!fontFiles) {
    fontFiles = [];
    for (const [pkg, stem, weights] of FONT_PACKAGES) {
      const dir = path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
      for (const w of weights) fontFiles.push(path.join(dir, w, `${stem}_${w}.ttf`));
    }
  }
  return fontFiles;
}

export function rasterise(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: bundledFontFiles(), loadSystemFonts: false, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
  });
  return resvg.render().asPng();
}

/** The answer: SVG as is, or its PNG (base64) with svg null. */
export function answer(c: Canvas, svg: string): RenderAnswer {
  if (c.format === 'png') {
    const png = rasterise(svg, c.width);
    return { svg: null, format: 'png', byteLength: png.length, png: png.toString('base64') };
  }
  return { svg, format: 'svg', byteLength: Buffer.byteLength(svg, 'utf8') };
}

/** Degrees and minutes within the sign, e.g. 12°34' (truncated, as an ephemeris prints them). */
export function degMin(longitude: number): { deg: string; min: string } {
  const inSign = ((longitude % 30) + 30) % 30;
  let d = Math.floor(inSign);
  let m = Math.floor((inSign - d) * 60 + 1e-9);
  if (m === 60) { d += 1; m = 0; }
  return { deg: `${d}°`, min: `${String(m).padStart(2, '0')}'` };
}

/**
 * The width of a text in ems, for sizing a label to its room: a Latin, Cyrillic, Greek or
 * Arabic letter of the bundled Noto Sans averages about 0.62 em in bold, while the East Asian
 * wide characters (Unicode UAX #11: Hangul, CJK, kana, fullwidth forms) take a full em.
 */
export function textEms(s: string): number {
  let ems = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const wide = (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff00 && c <= 0xff60);
    ems += wide ? 1 : 0.62;
  }
  return ems;
}
