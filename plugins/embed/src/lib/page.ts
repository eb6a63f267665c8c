/**
 * The widget page (issue 17, catalogue embed-public.jsonl /embed/*): one self-contained HTML
 * document for an iframe. Inline CSS and SVG only, no outside asset, font or script, so a page
 * embeds under any Content-Security-Policy of the host and leaks no visitor to a third party.
 * Every interpolated string goes through `esc` (names and dates come from the query string).
 */
import { Type } from '@sinclair/typebox';
import type { LangCode } from '@celestial/core';
import { labels } from './labels.js';
import { embeddedFontFaces } from './fonts.js';
import type { Labels } from './labels.js';

/** The free-tier mark; the same words as the /public/* answers carry (a key removes both). */
export { WATERMARK } from '@celestial/plugin-public/lib/public';
import { WATERMARK } from '@celestial/plugin-public/lib/public';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** HTML-escapes text for element content and quoted attribute values. */
export function esc(value: unknown): string {
  return String(value).replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

export const THEMES = ['dark', 'light', 'console'] as const;
export type Theme = (typeof THEMES)[number];

/** The catalogue: dark, light or console; anything else falls back to dark (never a 400). */
export function themeOf(value: unknown): Theme {
  return (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : 'dark';
}

/** Languages written right to left among the 21 (Arabic). */
const RTL: ReadonlySet<LangCode> = new Set(['ar']);

/**
 * The arrow from a range's start to its end as the line is read: Unicode does not mirror
 * arrows in right-to-left text (they have no Bidi_Mirrored property), so Arabic gets ← (the
 * start stands to the right of it, the end to the left).
 */
export function rangeArrow(lang: LangCode): string {
  return RTL.has(lang) ? '←' : '→';
}

const PALETTES: Record<Theme, string> = {
  dark: '--bg:#111827;--fg:#e5e7eb;--muted:#9ca3af;--accent:#fbbf24;--line:#374151;--hi:#1f2937;--moon:#f3f4f6;--shade:#1f2937;--font:"Celestial Embedded",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif',
  light: '--bg:#ffffff;--fg:#111827;--muted:#4b5563;--accent:#b45309;--line:#d1d5db;--hi:#fef3c7;--moon:#fde68a;--shade:#d1d5db;--font:"Celestial Embedded",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif',
  console: '--bg:#000000;--fg:#33ff66;--muted:#22aa44;--accent:#66ffcc;--line:#115522;--hi:#0a2a12;--moon:#33ff66;--shade:#0a2a12;--font:"Celestial Embedded",ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace',
};

const CSS = `*{box-sizing:border-box}html,body{margin:0;padding:0}
body{background:var(--bg);color:var(--fg);font:14px/1.45 var(--font);padding:12px}
h1{font-size:16px;margin:0 0 8px;color:var(--accent)}
.sub{color:var(--muted);font-size:12px;margin:0 0 8px}
table{border-collapse:collapse;width:100%}
td,th{padding:3px 6px;border-bottom:1px solid var(--line);text-align:start;vertical-align:top}
th{color:var(--muted);font-weight:600}
tr.now td{background:var(--hi);font-weight:600}
.big{font-size:22px;font-weight:700}
.row{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.wm{margin-top:10px;font-size:11px;color:var(--muted)}
.rx{color:var(--accent);font-weight:700}
.ticker{overflow:hidden;white-space:nowrap;border:1px solid var(--line);padding:6px 0}
.ticker span.track{display:inline-block;animation:scroll 40s linear infinite}
[dir=rtl] .ticker span.track{animation-name:scroll-rtl}
.ticker:hover span.track{animation-play-state:paused}
.ticker span.item{margin-inline:14px}
@keyframes scroll{from{transform:translateX(0)}to{transform:translateX(-50%)}}
@keyframes scroll-rtl{from{transform:translateX(0)}to{transform:translateX(50%)}}
@media (prefers-reduced-motion:reduce){.ticker{white-space:normal}.ticker span.track{animation:none}.ticker span.copy{display:none}}
p{margin:6px 0}`;

export interface PageInput {
  lang: LangCode;
  theme: Theme;
  /** Plain text: escaped here. */
  title: string;
  /** Already-built HTML: every string in it escaped by the widget with `esc`. */
  body: string;
  /** The free-tier mark, or null when a key was sent (SERVICE-SPEC "Authentication" 2). */
  watermark: string | null;
  /** An inline script of the page's own (the eclipse countdown), or none. */
  script?: string;
}

/** Instants (2024-02-09 22:59 +00:00, with T or UTC±h) and angles (18°38′55″). */
const LTR_RUNS = /\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?(?: ?(?:[+-]\d{2}:\d{2}|Z|UTC(?:[+-]\d{1,2}(?::\d{2})?)?))?|\d+°(?:\s?\d+[′'])?(?:\s?\d+(?:\.\d+)?[″"])?/g;

/**
 * Angles and instants written left to right inside right-to-left text: the degree, minute and
 * second marks and an offset's sign are neutral or weak to the Unicode bidi algorithm, so in an
 * Arabic line 18°38′55″ was shown with its numbers reordered (18°55′38″ in the ar transit
 * ticker) and "2024-02-09 22:59 +00:00" as "00:00+ 22:59 2024-02-09". Only text between tags
 * is touched, and inline SVG is left whole (its numbers are set left to right by the render kit).
 */
export function isolateAngles(html: string): string {
  return html.split(/(<svg[\s\S]*?<\/svg>)/).map((part) => part.startsWith('<svg') ? part
    : part.split(/(<[^>]*>)/).map((seg) => seg.startsWith('<') ? seg : seg.replace(LTR_RUNS, (m) => `<span dir="ltr">${m}</span>`)).join('')).join('');
}

/** The whole document. */
export function page(p: PageInput): string {
  const dir = RTL.has(p.lang) ? 'rtl' : 'ltr';
  if (dir === 'rtl') p = { ...p, body: isolateAngles(p.body) };
  const wm = p.watermark === null ? '' : `<div class="wm" data-watermark>${esc(p.watermark)}</div>`;
  const script = p.script ? `<script>${p.script}</script>` : '';
  return `<!DOCTYPE html><html lang="${esc(p.lang)}" dir="${dir}" data-theme="${p.theme}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">`
    // An empty icon: without it the browser asks the host for /favicon.ico.
    + `<link rel="icon" href="data:,">`
    // The glyphs a visitor's system may lack travel inside the page (lib/fonts.ts).
    + `<title>${esc(p.title)}</title><style>${embeddedFontFaces(`${p.title}${p.body}${p.watermark ?? ''}${p.script ?? ''}`, p.lang)}:root{${PALETTES[p.theme]}}${CSS}</style></head>`
    + `<body><main><h1>${esc(p.title)}</h1>${p.body}</main>${wm}${script}</body></html>`;
}

/** The watermark a caller gets: the mark without a key, none with one. */
export function watermarkOf(caller: { kind: 'key' | 'bearer' | 'anonymous' }): string | null {
  return caller.kind === 'key' ? null : WATERMARK;
}

/** What every widget handler needs from its input. */
export function pageContext(input: { lang: LangCode; query: { theme?: string }; caller: { kind: 'key' | 'bearer' | 'anonymous' } }): { lang: LangCode; theme: Theme; watermark: string | null; t: Labels } {
  return { lang: input.lang, theme: themeOf(input.query.theme), watermark: watermarkOf(input.caller), t: labels(input.lang) };
}

/** The theme query parameter: any string (unknown falls back to dark, as the catalogue says). */
export const ThemeParam = Type.Optional(Type.String({ maxLength: 32, description: 'dark, light or console; anything else is dark' }));

/** The answer of every widget: the page itself. */
export const HtmlPage = Type.String({ description: 'A self-contained text/html page for an iframe' });

export const HTML = 'text/html; charset=utf-8';

/** Today's date in UTC (the widgets' default date). */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

const ISO_INSTANT = /(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})/g;

/**
 * An ISO instant with its offset as the language writes a date and clock time (Intl.DateTimeFormat
 * with the language: "1. Aug. 2024, 02:46" in German, "2024/08/01 2:46" in Japanese), at the
 * instant's own offset, which follows as "UTC" or "UTC+05:30". Intl accepts only named zones
 * (Node 20 refuses "+05:30", and Etc/GMT-n has whole hours only), so the ISO text's own wall
 * clock (already the offset's local time) is formatted as if in UTC. Unparseable text is returned
 * as it is.
 */
export function localInstant(iso: string, lang: LangCode): string {
  const m = new RegExp(ISO_INSTANT.source).exec(iso);
  if (!m) return iso;
  const [, date, hh, mm, ss, zone] = m;
  const offset = zone === 'Z' ? '+00:00' : zone!;
  const wall = new Date(`${date}T${hh}:${mm}:${ss ?? '00'}Z`);
  const text = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(wall);
  return `${text} ${offset === '+00:00' ? 'UTC' : `UTC${offset}`}`;
}

/**
 * An instant as a widget shows it: localInstant's text in a <time> carrying the ISO instant, in
 * a <bdi>, so that in an Arabic line two instants joined by a dash or an arrow keep their own
 * order (without the isolation the bidi algorithm let "2024/05/13" of the second one run into
 * the first: seen in the ar retrograde-status and chinese-zodiac PNGs).
 */
export function instantHtml(iso: string, lang: LangCode): string {
  return `<bdi><time datetime="${esc(iso)}">${esc(localInstant(iso, lang))}</time></bdi>`;
}

/** Every ISO instant inside a text (the horoscope phrases interpolate them) written by localInstant. */
export function localizeInstants(text: string, lang: LangCode): string {
  return text.replace(ISO_INSTANT, (iso) => localInstant(iso, lang));
}

/** A table from a header row and body rows of already-escaped cells. */
export function table(head: readonly string[], rows: readonly (readonly string[])[], rowClass: (i: number) => string = () => ''): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const trs = rows.map((r, i) => `<tr${rowClass(i) ? ` class="${rowClass(i)}"` : ''}>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}

/**
 * A scrolling line: the items twice in one track moved by half its width, so the loop has no
 * gap and the first items are visible from the start (the copy is hidden from screen readers).
 */
export function ticker(itemsHtml: string): string {
  return `<div class="ticker"><span class="track">${itemsHtml}<span class="copy" aria-hidden="true">${itemsHtml}</span></span></div>`;
}
