/**
 * The reports' HTML: handlebars templates (one layout, shared partials for the fact lists,
 * tables and drawings, and a template per kind for what only it shows) and one stylesheet.
 * Every kind hands over a ReportContent built from its family's lib; the template only lays it
 * out. Text is escaped by handlebars ({{ }}); the drawings are SVG made by the render family
 * from numbers and escaped names, inserted as they are ({{{ }}}).
 *
 * Fonts: for the PDF the bundled Noto fonts (the render family's, as its PNGs use) are named by
 * file:// URL in @font-face rules, so Chromium shapes Arabic, Devanagari and CJK the same on every
 * machine; the HTML answer names them by local() and falls back to the reader's sans-serif.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Handlebars from 'handlebars';
import type { LangCode } from '@celestial/core';
import { bundledFontFiles } from '@celestial/plugin-render/lib/kit';
import { labels } from './labels.js';

export interface Fact {
  label: string;
  value: string;
}

export interface Table {
  caption?: string;
  /** Column captions; absent for a two-column list that needs none. */
  head?: string[];
  rows: string[][];
  /** Columns whose cells never wrap (true at the column's index): a weekday (金曜日) broke into 金曜 / 日 in a narrow column. */
  nowrap?: boolean[];
}

export interface Section {
  heading: string;
  /** Inline SVG drawings (from plugins/render/src/lib), side by side when several. */
  drawings?: string[];
  facts?: Fact[];
  tables?: Table[];
  paragraphs?: string[];
  /** Interpretive paragraphs (core's interpretation library), shown under the section's tables. */
  readings?: string[];
  /** Starts the section on a new page in the PDF. */
  pageBreak?: boolean;
}

export interface ReportContent {
  /** The kind (path's last segment): also the body's class, so a kind's CSS can address it. */
  kind: string;
  title: string;
  subtitle?: string;
  /** Stellaforge's style (editorial, celestial, classic); absent elsewhere. */
  style?: string;
  sections: Section[];
}

export interface LayoutOptions {
  lang: LangCode;
  whitelabel: boolean;
  /** 'file': @font-face from the bundled files (PDF); 'local': by name only (the HTML answer). */
  fonts: 'file' | 'local';
}

const FAMILY_OF = (file: string) => {
  // NotoSansArabic_700Bold.ttf -> Noto Sans Arabic, weight 700
  const [stem, weight] = path.basename(file, '.ttf').split('_');
  return { family: stem!.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/Symbols2/, 'Symbols 2'), weight: Number.parseInt(weight!, 10) };
};

let fontFaceCss: string | undefined;
function fontFaces(): string {
  fontFaceCss ??= bundledFontFiles()
    .map((f) => {
      const { family, weight } = FAMILY_OF(f);
      return `@font-face{font-family:'${family}';font-weight:${weight};src:url('${pathToFileURL(f).href}') format('truetype');}`;
    })
    .join('\n');
  return fontFaceCss;
}

const FONT_STACK = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans JP', 'Noto Sans KR', 'Noto Sans Symbols', 'Noto Sans Symbols 2', sans-serif";

const CSS = `
@page { size: A4; margin: 16mm 14mm 18mm 14mm; }
* { box-sizing: border-box; }
html { font-family: ${FONT_STACK}; font-size: 10.5pt; color: #1d2433; line-height: 1.45; line-break: strict; } /* strict: a Japanese line never starts with a small kana or a long mark (ヴィシュテ / ィ, パールグニ / ー in a narrow panchanga column) */
body { margin: 0; }
header.report { border-bottom: 2px solid #2f3e63; padding-bottom: 6pt; margin-bottom: 10pt; }
header.report h1 { font-size: 20pt; margin: 0 0 2pt 0; color: #1f2a48; }
header.report .sub { color: #4a5572; font-size: 10pt; }
header.report .brand { float: right; font-size: 8.5pt; color: #6b7592; letter-spacing: .04em; }
[dir=rtl] header.report .brand { float: left; }
section { margin: 0 0 12pt 0; break-inside: auto; }
section.break { break-before: page; }
h2 { font-size: 13pt; color: #2f3e63; border-bottom: 1px solid #c9cfdf; padding-bottom: 2pt; margin: 10pt 0 6pt 0; break-after: avoid; }
.drawings { display: flex; flex-wrap: wrap; gap: 8pt; justify-content: center; break-inside: avoid; }
.drawings .drawing { flex: 1 1 0; min-width: 45%; max-width: 100%; }
.drawings svg { width: 100%; height: auto; display: block; max-height: 150mm; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2pt 12pt; margin: 0 0 6pt 0; }
dl.facts dt { color: #4a5572; }
dl.facts dd { margin: 0; font-weight: 700; }
table { border-collapse: collapse; width: 100%; margin: 0 0 8pt 0; font-size: 9.5pt; }
/* Headings and table captions stay with what follows them: a caption alone at a page's foot
   with its table on the next (seen on the Hindi kundli's antardasha table) cannot happen.
   Chromium honours break-after: avoid between blocks, not inside a table, hence the figcaption
   outside the table (measured: a table's own caption was left alone at 6 of 21 heights). */
figure.table { margin: 0; }
figcaption { text-align: start; font-weight: 700; color: #2f3e63; padding: 2pt 0; break-after: avoid; }
th, td { border-bottom: 1px solid #dde2ee; padding: 2.5pt 5pt; text-align: start; vertical-align: top; }
th { background: #eef1f8; color: #2f3e63; font-weight: 700; word-break: keep-all; } /* a CJK head (ハウス) stays one word, not a column of single characters */
tr { break-inside: avoid; }
td:first-child, td.nowrap { white-space: nowrap; }
:lang(ja) td, :lang(ko) td { word-break: keep-all; overflow-wrap: break-word; } /* a transliterated name stays whole in a narrow column (チャトゥルダシー / (シュクラ), not (シュク / ラ)); a word wider than the page still breaks */
p { margin: 0 0 6pt 0; }
.readings { margin: 2pt 0 8pt 0; font-size: 9.5pt; }
.readings p { margin: 0 0 4pt 0; break-inside: avoid; }
.readings b { color: #2f3e63; }
body.style-celestial .readings b { color: #f4d78b; }
footer.report { margin-top: 14pt; border-top: 1px solid #c9cfdf; padding-top: 4pt; font-size: 8.5pt; color: #6b7592; }
/* Stellaforge: a one-page poster in three styles, its background to the paper's edge (a named
   page without margins; the body pads itself). */
@page poster { size: A4; margin: 0; }
body.stellaforge { page: poster; min-height: 296mm; padding: 14mm 16mm; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body.stellaforge header.report { text-align: center; border: none; }
body.stellaforge header.report h1 { font-size: 26pt; }
body.stellaforge .drawings svg { max-height: 165mm; }
body.style-celestial { background: #0d1330; color: #e8ecff; }
/* The celestial poster stacks the wheel and the sky, each as tall as the page allows. */
body.style-celestial .drawings { flex-direction: column; align-items: center; gap: 4mm; }
body.style-celestial .drawings .drawing { flex: none; min-width: 0; }
/* 80 mm each (was 94): the big three's paragraphs under the facts must still fit the one page. */
body.style-celestial .drawings svg { width: auto; height: 80mm; max-height: none; }
body.stellaforge .readings { font-size: 9pt; }
body.stellaforge .readings p { margin-bottom: 2pt; }
body.style-celestial header.report h1, body.style-celestial h2 { color: #f4d78b; border-color: #3a4576; }
body.style-celestial th { background: #1b2450; color: #f4d78b; }
body.style-celestial td, body.style-celestial th { border-color: #2b3566; }
body.style-celestial dl.facts dt, body.style-celestial header.report .sub { color: #b8c0e6; }
body.style-classic { font-family: Georgia, 'Noto Serif', ${FONT_STACK}; }
body.style-classic header.report h1 { font-variant: small-caps; letter-spacing: .05em; color: #4b2e12; }
body.style-classic h2 { color: #4b2e12; border-color: #c8b48c; }
body.style-classic th { background: #f3ead7; color: #4b2e12; }
body.style-editorial header.report h1 { font-weight: 700; letter-spacing: -.01em; }
`;

const PARTIALS = {
  facts: `<dl class="facts">{{#each this}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/each}}</dl>`,
  // A captioned table is a figure whose figcaption keeps with the table (see the CSS): Chromium
  // breaks a page between a table's own <caption> and its first row.
  table: `{{#if caption}}<figure class="table"><figcaption>{{caption}}</figcaption>{{/if}}<table>{{#if head}}<thead><tr>{{#each head}}<th>{{this}}</th>{{/each}}</tr></thead>{{/if}}<tbody>{{#each rows}}<tr>{{#each this}}<td{{#if (lookup ../../nowrap @index)}} class="nowrap"{{/if}}>{{this}}</td>{{/each}}</tr>{{/each}}</tbody></table>{{#if caption}}</figure>{{/if}}`,
  drawings: `<div class="drawings">{{#each this}}<div class="drawing">{{{this}}}</div>{{/each}}</div>`,
  section: `<section class="{{#if pageBreak}}break{{/if}}"><h2>{{heading}}</h2>{{#if drawings}}{{> drawings drawings}}{{/if}}{{#if facts}}{{> facts facts}}{{/if}}{{#each paragraphs}}<p>{{this}}</p>{{/each}}{{#each tables}}{{> table this}}{{/each}}{{#if readings}}<div class="readings">{{#each readings}}<p>{{#if head}}<b>{{head}}</b>{{sep}}{{/if}}{{rest}}</p>{{/each}}</div>{{/if}}</section>`,
};

const LAYOUT = `<!DOCTYPE html>
<html lang="{{lang}}" dir="{{dir}}"><head><meta charset="utf-8"><title>{{content.title}}</title>
<style>{{{fontFaces}}}
{{{css}}}</style></head>
<body class="{{content.kind}}{{#if content.style}} style-{{content.style}}{{/if}}">
<header class="report">{{#unless whitelabel}}<span class="brand" data-brand>Celestial API</span>{{/unless}}<h1>{{content.title}}</h1>{{#if content.subtitle}}<div class="sub">{{content.subtitle}}</div>{{/if}}</header>
{{#each content.sections}}{{> section this}}{{/each}}
{{#unless whitelabel}}<footer class="report" data-brand>{{labels.generatedBy}}</footer>{{/unless}}
</body></html>`;

const hbs = Handlebars.create();
for (const [name, source] of Object.entries(PARTIALS)) hbs.registerPartial(name, source);
const layout = hbs.compile(LAYOUT, { strict: false });

/**
 * In a right-to-left report a position such as 22°43′34″ would be reordered by the bidi
 * algorithm (its marks are neutral, so they join the Arabic around them: ″34′43°22). Each run of
 * digits and degree marks is isolated left-to-right (U+2066 LRI ... U+2069 PDI, Unicode UAX #9).
 */
const NUMBER_RUN = /[+-]?\d[\d°′″'".,:\s/-]*[\d°′″'"]/g;
export function isolateNumbers(text: string): string {
  return text.replace(NUMBER_RUN, (m) => `\u2066${m}\u2069`);
}

function isolated(content: ReportContent): ReportContent {
  const t = isolateNumbers;
  return {
    ...content,
    title: t(content.title),
    ...(content.subtitle ? { subtitle: t(content.subtitle) } : {}),
    sections: content.sections.map((s) => ({
      ...s,
      heading: t(s.heading),
      ...(s.facts ? { facts: s.facts.map((f) => ({ label: t(f.label), value: t(f.value) })) } : {}),
      ...(s.tables ? { tables: s.tables.map((tb) => ({ ...tb, rows: tb.rows.map((r) => r.map(t)) })) } : {}),
      ...(s.paragraphs ? { paragraphs: s.paragraphs.map(t) } : {}),
      ...(s.readings ? { readings: s.readings.map(t) } : {}),
    })),
  };
}

/**
 * A reading's head (up to its first colon: "Sun — Leo — House 10", "Sun △ Moon (Trine)") is set
 * in bold so the eye finds the placement; the colon is each language's (French spaces it,
 * Japanese writes the full-width one).
 */
const READING_HEAD = /^(.+?)(\u00a0: |: |：)/;
export function readingParts(reading: string): { head?: string; sep?: string; rest: string } {
  const m = READING_HEAD.exec(reading);
  return m ? { head: m[1]!, sep: m[2]!, rest: reading.slice(m[0].length) } : { rest: reading };
}

function withReadingParts(content: ReportContent): ReportContent {
  return { ...content, sections: content.sections.map((s) => (s.readings ? { ...s, readings: s.readings.map(readingParts) as never } : s)) };
}

export function renderReportHtml(content: ReportContent, o: LayoutOptions): string {
  return layout({
    content: withReadingParts(o.lang === 'ar' ? isolated(content) : content),
    lang: o.lang,
    dir: o.lang === 'ar' ? 'rtl' : 'ltr',
    whitelabel: o.whitelabel,
    labels: labels(o.lang),
    css: CSS,
    fontFaces: o.fonts === 'file' ? fontFaces() : '',
  });
}
