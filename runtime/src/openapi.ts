/**
 * The OpenAPI 3.1 document, generated from the registry (SERVICE-SPEC, "Versioning" 2):
 * every operation with its schemas, tier, plan and examples; keyless operations carry an
 * explicit empty security requirement. A snapshot is committed (openapi.snapshot.json) and
 * a test fails when the registry and the snapshot part.
 *
 * What the document adds to the registry:
 * - tags by area (western/chart, transits, vedic/panchang ...), declared at the top level with
 *   descriptions, from each operation's path and family (`areaOf`);
 * - named component schemas for the shapes many operations share (birth data, the moment,
 *   settings, aspect and planet items ...), referenced by `$ref`. They are found at generation
 *   time by structural identity: a subschema that recurs verbatim is written once. Shapes core
 *   exports get their own names; the rest are named from where they first occur;
 * - a response example on every operation: a real answer of its first example, recorded by
 *   `npm run openapi:examples` into openapi.examples.json (committed);
 * - per operation the refusals it can really give, by its manifest's auth kind, tier, plan and
 *   pack, mirroring the access steps of runtime/src/http/access.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AspectItem, BirthData, birthData, ERROR_CATALOGUE, Moment, Settings, Warnings } from '@celestial/core';
import type { ErrorCode } from '@celestial/core';
import type { Registry, RegisteredOperation } from './registry.js';
import { REPO_ROOT } from './registry.js';
import { COMMON_QUERY } from './http/common-query.js';

/** TypeBox schemas carry symbol keys; JSON round-trip keeps plain JSON Schema only. */
function plain(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema ?? {}));
}

/**
 * An operation's answer as the runtime sends it: an operation that reads a body may get
 * `warnings` naming the members it did not read (runtime/src/http/vocabulary.ts
 * withMemberWarnings adds them to any object answer), so its schema documents the member,
 * optional, in core's Warnings shape, for the typed client (issue 12).
 */
export function documentedResponse(op: { body?: unknown; response: unknown }): Record<string, unknown> {
  const s = plain(op.response);
  const props = s.properties as Record<string, unknown> | undefined;
  if (!op.body || s.type !== 'object' || !props || 'warnings' in props) return s;
  return { ...s, properties: { ...props, warnings: plain(Warnings) } };
}

/**
 * Catalogue operations the runtime answers itself rather than through their handlers: GET
 * /openapi.json is this document, built from the whole registry (which no handler sees) and sent
 * raw and precompressed by app.ts, outside the access step (keyless, and none of SERVICE-SPEC's
 * keyless namespaces, so no counters). Its file, plugins/platform/src/openapi.ts, declares the
 * catalogue line (manifest, this document's entry, the contract example); app.ts mounts no
 * pipeline route for the keys named here.
 */
export const RUNTIME_ANSWERED: ReadonlySet<string> = new Set(['GET /openapi.json']);

const TIER_CREDITS: Record<number, number> = { 0: 0, 1: 10, 2: 20, 3: 50, 4: 100, 5: 250, 6: 500 };

export function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function parametersOf(schema: unknown, where: 'query' | 'path'): Record<string, unknown>[] {
  const s = plain(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, sch]) => ({
    name,
    in: where,
    required: where === 'path' ? true : (s.required ?? []).includes(name),
    ...(sch.description ? { description: sch.description } : {}),
    schema: sch,
  }));
}

// ---------------------------------------------------------------------------------------------
// Tags by area

export interface Area {
  name: string;
  description: string;
}

/** Declared in this order in the document (Swagger UI lists tags in declaration order). */
export const AREAS: readonly Area[] = [
  { name: 'western/chart', description: 'The natal chart and its parts: bodies with sign, degree and house, aspects, receptions, speculum, temperament, Sabian symbols, and the chart variants (solar, heliocentric, topocentric, draconic, unknown time).' },
  { name: 'western/houses', description: 'House cusps by system, the angles, the vertex, hemispheres, the balance of elements and modalities, and the chart shape.' },
  { name: 'western/aspect-patterns', description: 'Aspect patterns (grand trine, T-square, yod, kite ...), the aspect grid, midpoints, antiscia and harmonics.' },
  { name: 'western/points', description: 'Rulers and points: dispositors, the chart ruler, house rulers, almuten, decans, declinations, Lilith, the nodes and the Arabic parts.' },
  { name: 'western/events', description: 'Events in time for everyone: stations, ingresses, the void-of-course Moon, lunations, sky aspects, out-of-bounds periods, the ephemeris and the forecast calendar.' },
  { name: 'transits', description: 'Transits to a natal chart: aspects, calendars, houses, angles, declinations, antiscia, intensity and timelines.' },
  { name: 'progressions', description: 'Secondary, tertiary, minor and converse progressions; solar-arc and primary directions.' },
  { name: 'returns', description: 'Solar, lunar and planetary returns, half returns, and life cycles.' },
  { name: 'rectification', description: 'Birth-time rectification: events against transits, progressions and arcs; the trutine of Hermes; the animodar.' },
  { name: 'relationships', description: 'Synastry, composite and Davison charts, their transits and progressions, and compatibility scores.' },
  { name: 'horoscopes', description: 'Sign horoscopes (daily to yearly, love, career, money, health, lucky days) computed from real transits, in 21 languages.' },
  { name: 'sky', description: 'Fixed stars, planetary hours, lunar mansions, asteroids, centaurs, trans-Neptunian objects and constellations.' },
  { name: 'vedic/panchang', description: 'The Vedic day: tithi, yoga, karana, vara, nakshatra, rise and set, rahu kaal and the other periods of the day, and the calendar.' },
  { name: 'vedic/chart', description: 'The rashi chart, bhava chalit and Sripati houses, avakhada, functional natures, upagrahas and the special lagnas.' },
  { name: 'vedic/divisional', description: 'The divisional charts (vargas) D2 to D60.' },
  { name: 'vedic/dasha', description: 'Dasha systems: Vimshottari to five levels, Yogini, Ashtottari and the conditional nakshatra dashas, Kalachakra, Sudarshana.' },
  { name: 'vedic/varshaphal', description: 'The Tajika annual chart: muntha, year lord, sahams, tajika yogas, mudda and patyayini dashas, maasa pravesha.' },
  { name: 'vedic/strength', description: 'Shadbala, bhava bala, ashtakavarga, avasthas, planetary friendship, graha drishti and longevity.' },
  { name: 'vedic/yogas', description: 'Yogas (pancha mahapurusha, raja, dhana, nabhasa, BPHS ch. 36 ...) and doshas (manglik, kaal sarp, sade sati ...).' },
  { name: 'vedic/jaimini', description: 'Jaimini: chara karakas, argala, arudha padas, upapada and the sign dashas.' },
  { name: 'vedic/kp', description: 'Krishnamurti Paddhati: cusps, planets, significators, ruling planets, the sub table, horary and event promise.' },
  { name: 'vedic/match', description: 'Marriage matching: ashtakoot, dashakoot, nadi dosha and manglik compatibility.' },
  { name: 'vedic/muhurta', description: 'Electional astrology: activity finders, siddhi yogas, lagna shuddhi, tarabala and chandrabala checks, good time windows.' },
  { name: 'vedic/gochara', description: 'Vedic transits (gochara) counted from the Moon sign.' },
  { name: 'horary', description: 'Horary astrology: the considerations before judgement, significators, perfection and its obstacles, and electional searches.' },
  { name: 'hellenistic', description: 'Hellenistic time lords (profections, zodiacal releasing, firdaria, decennials), sect, lots and rulers by author; the modern schools (Arroyo, Hand, Huber, Uranian, Ebertin, Addey, Rudhyar).' },
  { name: 'astronomy', description: 'Eclipses, lunar phases and distances, planetary phenomena, rise and set, twilights, occultations, meteor showers, seasons, sidereal time, Julian days, Delta T, obliquity and the equation of time.' },
  { name: 'astrocartography', description: 'Astrocartography lines, parans, cities along the lines, relocated and geodetic charts, local space.' },
  { name: 'chinese', description: 'Chinese astrology: the calendar from the ephemeris, Bazi, the almanac, Nine Star Ki and flying stars, Qi Men and Zi Wei Dou Shu.' },
  { name: 'iching', description: 'The I Ching: hexagrams and trigrams, seeded coin and yarrow throws, relations and Na Jia.' },
  { name: 'tarot', description: 'Tarot (Rider-Waite-Smith, Marseille) and Petit Lenormand: decks, cards, seeded draws and spreads.' },
  { name: 'divination', description: 'Numerology, Human Design, runes, geomancy, the Mayan and Dreamspell calendars, tree calendars, biorhythms and astro dice.' },
  { name: 'public', description: 'Keyless compact answers for pages and widgets: a chart, a synastry teaser, the Moon phase, the Sun sign, planet positions and retrograde status (30 calls an hour per address, 300 per declared site; a key removes the watermark).' },
  { name: 'render', description: 'Drawings as SVG or PNG: chart wheels, the aspect grid, North and South Indian charts, the bodygraph, maps, the Moon phase, tarot spreads, hexagrams, the graphic ephemeris, the eclipse path.' },
  { name: 'embed', description: 'Self-contained HTML widgets for an iframe, keyless under the keyless limits, in three themes and 21 languages.' },
  { name: 'reports', description: 'PDF and HTML reports built from the families\' operations, and the report records.' },
  { name: 'reference', description: 'Keyless reference dictionaries (signs, planets, houses, aspects, nakshatras, lots ...), localised with lang. 0 credits, within the keyless hourly budget.' },
  { name: 'platform/keys', description: 'API key management with the master key: create, list, edit, rotate, revoke; usage.' },
  { name: 'platform/account', description: 'Login, logout and the account behind a Bearer token (/me/*).' },
  { name: 'platform/billing', description: "Plans, price tiers and the calling key's status." },
  { name: 'platform/webhooks', description: 'Webhook subscriptions for the event kinds, their deliveries and signing secrets.' },
  { name: 'platform/streams', description: 'Server-sent event streams of the sky as it happens.' },
  { name: 'platform/i18n', description: 'The languages the service speaks and its translation tables.' },
  { name: 'platform/docs', description: 'This OpenAPI document, keyless and free.' },
];

/** The first path segment of a Western operation to its area. */
const WESTERN_AREAS: Record<string, string> = {
  chart: 'western/chart', planets: 'western/chart', aspects: 'western/chart', receptions: 'western/chart', speculum: 'western/chart', temperament: 'western/chart', 'sabian-symbols': 'western/chart',
  houses: 'western/houses', angles: 'western/houses', vertex: 'western/houses', hemispheres: 'western/houses', balance: 'western/houses', 'chart-shape': 'western/houses',
  'aspect-patterns': 'western/aspect-patterns', 'aspect-grid': 'western/aspect-patterns', midpoints: 'western/aspect-patterns', antiscia: 'western/aspect-patterns', harmonics: 'western/aspect-patterns',
  dispositors: 'western/points', 'chart-ruler': 'western/points', 'house-rulers': 'western/points', almuten: 'western/points', decans: 'western/points', declinations: 'western/points', lilith: 'western/points', nodes: 'western/points', 'arabic-parts': 'western/points',
  retrograde: 'western/events', ingresses: 'western/events', 'moon-voc': 'western/events', 'moon-aspects': 'western/events', 'lunation-charts': 'western/events', 'sky-aspects': 'western/events', 'sky-parallels': 'western/events', 'out-of-bounds': 'western/events', ephemeris: 'western/events', 'forecast-calendar': 'western/events',
  transits: 'transits', 'transit-calendar': 'transits', 'aspect-timeline': 'transits', 'aspect-bar': 'transits',
  progressions: 'progressions', directions: 'progressions',
  returns: 'returns', 'life-cycles': 'returns',
  rectification: 'rectification',
  synastry: 'relationships', composite: 'relationships', davison: 'relationships', match: 'relationships',
  horoscope: 'horoscopes',
  'fixed-stars': 'sky', 'planetary-hours': 'sky', 'lunar-mansions': 'sky', asteroids: 'sky', centaurs: 'sky', tnos: 'sky', constellations: 'sky',
};

/** The second path segment of a /vedic operation to its area. */
const VEDIC_AREAS: Record<string, string> = {
  panchang: 'vedic/panchang',
  chart: 'vedic/chart', upagrahas: 'vedic/chart', lagnas: 'vedic/chart',
  divisional: 'vedic/divisional',
  dasha: 'vedic/dasha',
  varshaphal: 'vedic/varshaphal',
  shadbala: 'vedic/strength', bhavabala: 'vedic/strength', strength: 'vedic/strength', ashtakavarga: 'vedic/strength', avasthas: 'vedic/strength', friendship: 'vedic/strength', drishti: 'vedic/strength', longevity: 'vedic/strength',
  yogas: 'vedic/yogas', dosha: 'vedic/yogas',
  jaimini: 'vedic/jaimini', kp: 'vedic/kp', match: 'vedic/match', muhurta: 'vedic/muhurta', gochara: 'vedic/gochara',
};

const PLATFORM_AREAS: Record<string, string> = { keys: 'platform/keys', auth: 'platform/keys', me: 'platform/account', plans: 'platform/billing', pricing: 'platform/billing', status: 'platform/billing', webhooks: 'platform/webhooks', stream: 'platform/streams', i18n: 'platform/i18n', 'openapi.json': 'platform/docs' };

/**
 * The area (tag) of an operation. An explicit `tag` on the operation wins. An unmapped path
 * falls back to its family, which AREAS does not declare: test/openapi.test.ts fails then, so a
 * new namespace gets an area when it is added.
 */
export function areaOf(path: string, family: string, explicit?: string): string {
  if (explicit) return explicit;
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  if (first === 'auth' && (second === 'login' || second === 'logout')) return 'platform/account';
  if (first === 'vedic') return VEDIC_AREAS[second] ?? family;
  if (first === 'muhurta') return 'vedic/muhurta';
  if (family === 'platform') return PLATFORM_AREAS[first] ?? family;
  if (first === 'reference') return 'reference';
  if (first === 'horary') return 'horary';
  // The other families are one area each, named as the family (the tags above).
  return family === 'western' ? (WESTERN_AREAS[first] ?? family) : family;
}

// ---------------------------------------------------------------------------------------------
// Refusals by auth kind

/**
 * The error codes an operation can answer with, by HTTP status, following the access steps of
 * runtime/src/http/access.ts in order:
 * - bearer (/me/*): a missing, wrong-kind or unknown token (401); the account gone (404). The
 *   Bearer path returns before origin, scope, plan and rate checks, so no 402/403/429.
 * - key and master: a missing or unknown key (401); suspension, origin and scope (403), and for
 *   master operations a regular key (403 INSUFFICIENT_SCOPE); an expired subscription, a plan
 *   below the manifest's or a missing pack (402); the key's rate window (429); and, when the
 *   tier costs credits, the Free plan's credit page (402 credits_exhausted), the monthly budget
 *   with overage off and the key's budget (429); the AI pack's spend cap (429).
 * - keyless: the hourly keyless budget (429); a key sent anyway is checked like any key
 *   (401/402/403), but a keyless operation costs 0 credits, so no credit refusals.
 * Input refusals (400) where the operation takes input; 404 where a path names a resource;
 * 422 on calculations and on the operations that compose them (answersCalculationError); 500 everywhere (INTERNAL_ERROR is never planned, but always possible).
 */
export function refusalsOf(entry: Pick<RegisteredOperation, 'op' | 'manifest'>): Record<string, ErrorCode[]> {
  const { op, manifest } = entry;
  const out: Record<string, ErrorCode[]> = {};
  const add = (...codes: ErrorCode[]) => {
    for (const code of codes) (out[String(ERROR_CATALOGUE[code].status)] ??= []).push(code);
  };
  if (op.body || op.query || op.params || op.calculation) add('INVALID_INPUT', 'INVALID_FIELD', 'MISSING_FIELDS');
  if (op.body) add('BAD_JSON');
  if (manifest.auth === 'bearer') {
    add('MISSING_BEARER', 'WRONG_AUTH_METHOD', 'INVALID_API_KEY', 'NOT_FOUND');
  } else {
    if (manifest.auth !== 'keyless') add('MISSING_API_KEY');
    add('INVALID_API_KEY', 'KEY_SUSPENDED', 'ORIGIN_FORBIDDEN', 'ORIGIN_NOT_ALLOWED', 'ENDPOINT_NOT_IN_SCOPE');
    if (manifest.auth === 'master') add('INSUFFICIENT_SCOPE');
    add('SUBSCRIPTION_EXPIRED');
    if (manifest.plan !== 'free') add('PLAN_UPGRADE_REQUIRED');
    if (manifest.pack !== null) add('PLAN_PACK_MISMATCH');
    const paid = manifest.tier > 0;
    if (paid) add('credits_exhausted');
    add('RATE_LIMIT');
    if (paid) add('CREDITS_EXHAUSTED', 'KEY_BUDGET_EXHAUSTED');
    if (manifest.pack === 'ai') add('SPEND_CAP_REACHED');
    if (op.params) add('NOT_FOUND');
  }
  if (op.answersCalculationError ?? op.calculation) add('CALCULATION_ERROR');
  add('INTERNAL_ERROR');
  return Object.fromEntries(Object.entries(out).map(([s, codes]) => [s, [...new Set(codes)]]).sort(([a], [b]) => Number(a) - Number(b)));
}

const STATUS_TEXT: Record<string, string> = {
  '400': 'Bad request', '401': 'Unauthorized', '402': 'Payment required', '403': 'Forbidden', '404': 'Not found',
  '422': 'Not calculable', '429': 'Too many requests', '500': 'Internal error',
};

/** PascalCase of an error code, for response component names. */
const pascalCode = (code: string) => code.toLowerCase().split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

/** One response component per (status, code set): each operation references the one it can give. */
function refusalResponse(status: string, codes: ErrorCode[]): { name: string; response: Record<string, unknown> } {
  const name = `Error${status}` + (codes.length <= 3 ? codes.map(pascalCode).join('') : `${codes.map((c) => pascalCode(c).slice(0, 3)).join('')}`);
  return {
    name,
    response: {
      description: `${STATUS_TEXT[status] ?? 'Failure'}: ${codes.map((c) => `\`${c}\``).join(', ')}`,
      ...(status === '429' ? { headers: { 'Retry-After': { description: 'seconds until a slot frees', schema: { type: 'integer', minimum: 0 } } } } : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/ErrorEnvelope' },
              { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: codes } } } } },
            ],
          },
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Response examples from real runs

/** One recorded answer (scripts/openapi-examples.ts writes these into openapi.examples.json). */
export interface RecordedExample {
  /** The example's name in the operation. */
  example: string;
  status: number;
  /** The JSON envelope, shortened (see shortenExample). */
  body?: unknown;
  /** For a non-JSON answer: its media type and first characters. */
  mediaType?: string;
  text?: string;
}

export const EXAMPLES_FILE = 'openapi.examples.json';

/** Arrays longer than this are cut to SHORT_ARRAY_KEEP items in the recorded examples. */
export const SHORT_ARRAY_LIMIT = 6;
export const SHORT_ARRAY_KEEP = 3;

/**
 * A recorded answer made small enough to embed: arrays longer than SHORT_ARRAY_LIMIT keep their
 * first SHORT_ARRAY_KEEP items (a year's transit calendar is 0.8 MB), and non-integer numbers
 * keep 6 decimals (the `precision` parameter's rounding). Everything kept is what the service
 * answered.
 */
export function shortenExample(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, value.length > SHORT_ARRAY_LIMIT ? SHORT_ARRAY_KEEP : value.length).map(shortenExample);
  if (typeof value === 'number') return Number.isInteger(value) ? value : Math.round(value * 1e6) / 1e6;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortenExample(v)]));
  return value;
}

/** The committed examples; none when the file is absent (a bare build), which the tests rule out. */
export function loadRecordedExamples(file = path.join(REPO_ROOT, EXAMPLES_FILE)): Record<string, RecordedExample> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, RecordedExample>;
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Shared shapes as named components

/** Keys sorted at every level: two schemas are the same shape when these strings are equal. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}

/** The shapes core exports, by the names the domain uses. */
function namedShapes(): [string, unknown][] {
  return [
    ['BirthData', BirthData],
    ['BirthDataShortTime', birthData(undefined, { time: 'HH:mm|HH:mm:ss' })],
    ['BirthDataChineseTime', birthData(undefined, { time: 'chinese' })],
    ['Moment', Moment],
    ['Settings', Settings],
    ['AspectItem', AspectItem],
  ];
}

/** Member names that say too little alone: the parent member's name goes in front. */
const GENERIC_MEMBER_NAMES = new Set(['Type', 'First', 'Second', 'Body', 'Data', 'Value', 'Item', 'Result', 'Groom', 'Bride', 'Person', 'Entry', 'Details']);

/** A subschema is written once when it recurs at least this often and is at least this long. */
const HOIST_MIN_COUNT = 3;
const HOIST_MIN_LENGTH = 240;

const pascal = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

/**
 * Replaces every recurring object schema in the operations by a `$ref` to a named component.
 * Counting goes bottom-up over all schemas; replacing goes top-down, so the largest shared shape
 * is referenced and the shapes inside it are referenced from its component.
 */
class ShapeHoister {
  private counts = new Map<string, number>();
  private names = new Map<string, string>();
  readonly schemas: Record<string, unknown> = {};

  /** Core's birth-data variants, which birth data with extra members is split against. */
  private birthDataBases: [string, Record<string, unknown>][] = [];

  constructor() {
    for (const [name, schema] of namedShapes()) {
      const c = canonical(plain(schema));
      this.names.set(c, name);
      if (name.startsWith('BirthData')) this.birthDataBases.push([name, plain(schema)]);
    }
  }

  count(schema: unknown): void {
    if (!schema || typeof schema !== 'object') return;
    if (Array.isArray(schema)) {
      for (const s of schema) this.count(s);
      return;
    }
    const s = schema as Record<string, unknown>;
    if (s.type === 'object') {
      const c = canonical(s);
      if (c.length >= HOIST_MIN_LENGTH) this.counts.set(c, (this.counts.get(c) ?? 0) + 1);
    }
    for (const [k, v] of Object.entries(s)) if (k !== 'examples' && k !== 'default' && k !== 'enum' && k !== 'const') this.count(v);
  }

  /** `hint`: the member or place the schema sits at, for naming an unnamed shape. */
  hoist(schema: unknown, hint: string, family: string): unknown {
    if (!schema || typeof schema !== 'object') return schema;
    if (Array.isArray(schema)) return schema.map((s) => this.hoist(s, hint, family));
    const s = schema as Record<string, unknown>;
    if (s.type === 'object') {
      const c = canonical(s);
      const known = this.names.get(c);
      if ((this.counts.get(c) ?? 0) >= HOIST_MIN_COUNT || (known && this.counts.has(c))) {
        let name = known;
        if (!name) {
          name = this.freeName(hint, family, s);
          this.names.set(c, name);
        }
        if (!(name in this.schemas)) {
          this.schemas[name] = {}; // reserve the name before descending (no self-reference occurs in JSON data)
          this.schemas[name] = this.descend(s, name, family);
        }
        return { $ref: `#/components/schemas/${name}` };
      }
    }
    return this.descend(s, hint, family);
  }

  private descend(s: Record<string, unknown>, hint: string, family: string): Record<string, unknown> {
    const split = this.splitBirthData(s, hint, family);
    if (split) return split;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(s)) {
      if (k === 'properties' && v && typeof v === 'object') {
        out[k] = Object.fromEntries(Object.entries(v).map(([p, sub]) => [p, this.hoist(sub, `${hint}>${p}`, family)]));
      } else if (k === 'items') out[k] = this.hoist(v, `${hint}Item`, family);
      else if (k === 'examples' || k === 'default' || k === 'enum' || k === 'const') out[k] = v;
      else out[k] = this.hoist(v, hint, family);
    }
    return out;
  }

  /**
   * Birth data with an operation's own members (core's `birthData(extra)`) as
   * `allOf: [BirthData, { the extra members }]`, when every BirthData member is there unchanged.
   */
  private splitBirthData(s: Record<string, unknown>, hint: string, family: string): Record<string, unknown> | null {
    if (!s['x-birth-data'] || !s.properties) return null;
    const props = s.properties as Record<string, unknown>;
    const required = (s.required as string[] | undefined) ?? [];
    for (const [name, base] of this.birthDataBases) {
      const baseProps = base.properties as Record<string, unknown>;
      const baseRequired = (base.required as string[] | undefined) ?? [];
      const extra = Object.keys(props).filter((k) => !(k in baseProps));
      if (extra.length === 0) continue;
      if (!Object.entries(baseProps).every(([k, v]) => k in props && canonical(props[k]) === canonical(v))) continue;
      if (!baseRequired.every((r) => required.includes(r))) continue;
      const extraRequired = required.filter((r) => !baseRequired.includes(r));
      if (!(name in this.schemas)) this.schemas[name] = base;
      const { properties: _p, required: _r, type: _t, additionalProperties: _a, 'x-birth-data': _x, ...rest } = s;
      return {
        ...rest,
        allOf: [
          { $ref: `#/components/schemas/${name}` },
          {
            type: 'object',
            properties: Object.fromEntries(extra.map((k) => [k, this.hoist(props[k], `${hint}>${k}`, family)])),
            ...(extraRequired.length ? { required: extraRequired } : {}),
          },
        ],
      };
    }
    return null;
  }

  /**
   * A name for a shape without one: its member's name (`planets` items: PlanetsItem), with the
   * parent member's when the member's own is too generic or taken, then with the family's;
   * birth data with extra members is the family's BirthData.
   */
  private freeName(hint: string, family: string, s: Record<string, unknown>): string {
    const segments = hint.split('>');
    const last = pascal(segments.at(-1) ?? '') || 'Shape';
    const parent = segments.length > 1 ? pascal(segments.at(-2) ?? '') : '';
    const fam = pascal(family);
    const candidates = s['x-birth-data']
      ? [`${fam}BirthData`]
      : GENERIC_MEMBER_NAMES.has(last) || /\d$/.test(last)
        ? [parent + last, fam + parent + last]
        : [last, parent + last, fam + last, fam + parent + last];
    const taken = (n: string) => n in this.schemas || [...this.names.values()].includes(n);
    for (const candidate of candidates) if (candidate && !taken(candidate)) return candidate;
    const stem = candidates.at(-1)!;
    for (let i = 2; ; i++) if (!taken(`${stem}${i}`)) return `${stem}${i}`;
  }

}

// ---------------------------------------------------------------------------------------------

export function buildOpenApi(registry: Registry, recorded: Record<string, RecordedExample> = loadRecordedExamples()): Record<string, unknown> {
  const entries = [...registry.operations].sort((a, b) => a.key.localeCompare(b.key));
  const hoister = new ShapeHoister();
  for (const { op } of entries) {
    hoister.count(plain(op.body));
    hoister.count(documentedResponse(op));
  }
  const commonQueryRefs = Object.keys(COMMON_QUERY).map((name) => ({ $ref: `#/components/parameters/${name}` }));
  const refusalComponents: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const { op, manifest, family } = entry;
    const p = '/v1' + op.path;
    const parameters = [
      ...(op.params ? parametersOf(op.params, 'path') : []),
      ...(op.calculation ? commonQueryRefs : []),
      ...(op.query ? parametersOf(op.query, 'query') : []),
    ];
    const examples = Object.fromEntries(op.examples.map((ex, i) => [ex.name ?? `example${i + 1}`, { value: ex.body ?? ex.query ?? ex.params ?? {} }]));
    const rec = recorded[entry.key];
    const recordedExample = rec
      ? {
          examples: {
            [rec.example]: {
              summary: `The answer to the example "${rec.example}", recorded from a real run (arrays over ${SHORT_ARRAY_LIMIT} items cut to ${SHORT_ARRAY_KEEP}, numbers to 6 decimals)`,
              value: rec.body ?? rec.text,
            },
          },
        }
      : {};
    // A raw answer that is JSON itself (GET /openapi.json) is documented by its own schema; a
    // page or a file (text/html, image/png) as a string.
    const rawSchema = (type: string) => (/^application\/json\b/.test(type) ? hoister.hoist(documentedResponse(op), `${areaOf(op.path, family, op.tag)} result`, family) : { type: 'string' });
    const success = op.produces
      ? { description: 'Success', content: { [op.produces]: { schema: rawSchema(op.produces), ...recordedExample } } }
      : {
          description: 'Success',
          content: {
            'application/json': {
              schema: { type: 'object', required: ['ok', 'data'], properties: { ok: { const: true }, data: hoister.hoist(documentedResponse(op), `${areaOf(op.path, family, op.tag)} result`, family) } },
              ...recordedExample,
            },
          },
        };
    // Answers chosen per call instead of the envelope (a RawAnswer: a report's ?format=html page,
    // a stored file): further contents of the same success.
    for (const type of op.alsoProduces ?? []) (success.content as Record<string, unknown>)[type] = { schema: { type: 'string' } };
    const responses: Record<string, unknown> = { '200': success };
    for (const [status, codes] of Object.entries(refusalsOf(entry))) {
      const { name: base, response } = refusalResponse(status, codes);
      let name = base;
      // Abbreviated names of long code sets could meet; a different set takes a number.
      for (let i = 2; refusalComponents[name] && canonical(refusalComponents[name]) !== canonical(response); i++) name = `${base}${i}`;
      refusalComponents[name] ??= response;
      responses[status] = { $ref: `#/components/responses/${name}` };
    }
    // Refused before any route runs (http/client-error.ts), in the envelope with INVALID_INPUT:
    // node's parser answers 431 to a request line and headers over 16 KB on every operation,
    // fastify's router 414 to a path parameter over 100 characters (Schemathesis listed both
    // as undocumented statuses).
    for (const [status, name, what, applies] of [
      ['414', 'Error414PathParameterTooLong', 'a path parameter longer than 100 characters', Boolean(op.params)],
      ['431', 'Error431HeadersTooLarge', 'a request line and headers larger than 16 KB', true],
    ] as const) {
      if (!applies) continue;
      const { response } = refusalResponse(status, ['INVALID_INPUT']);
      refusalComponents[name] ??= { ...response, description: `Refused before the operation runs, ${what}: \`INVALID_INPUT\`` };
      responses[status] = { $ref: `#/components/responses/${name}` };
    }
    const operation: Record<string, unknown> = {
      operationId: operationId(op.method, op.path),
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [areaOf(op.path, family, op.tag)],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: hoister.hoist(plain(op.body), 'body', family), ...(op.examples.some((e) => e.body) ? { examples } : {}) } },
            },
          }
        : {}),
      responses,
      security: manifest.auth === 'keyless' ? [] : manifest.auth === 'bearer' ? [{ Bearer: [] }] : [{ ApiKey: [] }],
      'x-auth': manifest.auth,
      'x-tier': manifest.tier,
      'x-credits': manifest.tier === 7 ? 'report price' : TIER_CREDITS[manifest.tier],
      'x-plan': manifest.plan,
      'x-pack': manifest.pack,
      ...(manifest.deprecated ? { deprecated: true, ...(manifest.sunset ? { 'x-sunset': manifest.sunset } : {}) } : {}),
    };
    (paths[p] ??= {})[op.method.toLowerCase()] = operation;
  }
  const used = new Set(Object.values(paths).flatMap((m) => Object.values(m).flatMap((o) => (o as { tags: string[] }).tags)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Celestial API',
      version: '1.0.0',
      description:
        'Astrology and divination calculations, metered in credits. Every answer is the envelope { ok, data } or { ok: false, error }. ' +
        'Send your key as X-Api-Key; the reference dictionaries are keyless, /me/* takes a Bearer token from /auth/login.',
    },
    servers: [{ url: '/' }],
    security: [{ ApiKey: [] }],
    tags: AREAS.filter((a) => used.has(a.name)).map((a) => ({ name: a.name, description: a.description })),
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        Bearer: { type: 'http', scheme: 'bearer' },
      },
      parameters: Object.fromEntries(parametersOf({ properties: COMMON_QUERY }, 'query').map((p) => [p.name as string, p])),
      schemas: {
        ErrorCode: { type: 'string', enum: Object.keys(ERROR_CATALOGUE) },
        ErrorEnvelope: {
          type: 'object',
          required: ['ok', 'error'],
          properties: {
            ok: { const: false },
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { $ref: '#/components/schemas/ErrorCode' },
                message: { type: 'string' },
                details: { oneOf: [{ type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } }, { type: 'object' }] },
                request_id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
              },
            },
          },
        },
        /** SERVICE-SPEC "Report record (returned by /reports/*)": no operation returns it yet. */
        ReportRecord: {
          type: 'object',
          description: 'What a /reports/* operation returns (SERVICE-SPEC "Report record")',
          required: ['url', 'storage_key', 'byte_length', 'page_count', 'duration_ms', 'expires_at'],
          properties: {
            url: { type: 'string' },
            storage_key: { type: 'string' },
            byte_length: { type: 'number' },
            page_count: { type: 'number' },
            duration_ms: { type: 'number' },
            expires_at: { type: 'string', format: 'date-time' },
          },
        },
        ...Object.fromEntries(Object.entries(hoister.schemas).sort(([a], [b]) => a.localeCompare(b))),
      },
      responses: {
        Error: { description: 'Failure envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ...Object.fromEntries(Object.entries(refusalComponents).sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}
