/**
 * The vocabulary lint (DESIGN.md, "Vocabulary: one language in every answer"; issue 12), in the
 * hassfest style: it walks every registered operation's response schema and reports every
 * problem at once:
 *   retired-name       a member name the vocabulary retired (degInSign, signIndex, houseNum...)
 *   snake-case         a snake_case member name that SERVICE-SPEC does not prescribe
 *   not-kebab          an enumeration value that is not lower-case kebab-case
 *   instant-no-offset  a string instant (format date-time, an `...At`/`...Utc` name, or described
 *                      as an ISO 8601 instant) whose schema has no offset pattern
 *                      (INSTANT_PATTERN; UTC_INSTANT_PATTERN for a member named utc/...Utc)
 *   named-no-slug      an object with a display `name` and no `slug`
 *   warnings-shape     a `warnings` member that is not core's Warnings (objects with a code)
 *   string-sign        a member named `sign` that may hold a string, or one named `...Sign`
 *                      (toSign, cuspSign) that may hold any string: a sign is the number 1-12
 *                      (Aries 1) with its name beside it (`signName`, `toSignName`), never a name
 *                      or a slug. A quality read from a sign is an enumeration under its own name
 *                      (horary's `bySign: male | female`), which `...Sign` allows
 *   string-body        a member named for a body (planet, ruler, lord, graha, dispositor, apex,
 *                      significator, mahadasha, antardasha, or any name ending in lord, ruler,
 *                      planet or graha: starLord, modernRuler, transitPlanet, toGraha...) that
 *                      may hold a string: a body is named by reference,
 *                      `{ id?, slug, name }` (name in the answer's language), or by number as
 *                      `id`/`graha`; an English string ("Mars") is neither (issue 12). An enumeration
 *                      under such a name is a different thing and is allowed. Also (task C2) a
 *                      string under a role that names a body (planet1, planet2, promissor,
 *                      significator, point, body, target; not beside a `<name>Type`/`<name>Kind`
 *                      that says it is another kind of thing), and an array of strings under a
 *                      plural of bodies (planets, lords, bodies, occupants, grahas), reported at
 *                      `<path>[]`
 * Members an operation marks `specFixed` (SERVICE-SPEC prescribes them) are skipped; an entry
 * written as a whole problem (`keys[] named-no-slug`) skips that one problem only, not the
 * members below it.
 *
 * Transition: problems are compared with test/vocabulary-baseline.json, one line per problem
 * ("<operation key> <path> <problem>"). A problem not in the baseline fails (new code speaks the
 * vocabulary); a baseline line that no longer occurs fails too, so the baseline only shrinks.
 * `VOCABULARY_BASELINE=prune npx tap test/vocabulary.test.ts` rewrites the file without its
 * stale lines (it never adds one).
 */
import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { INSTANT_PATTERN, UTC_INSTANT_PATTERN, isKebab } from '@celestial/core';
import { REPO_ROOT, loadRegistry } from '../runtime/src/registry.js';
import { specFile } from '../scripts/catalogue.js';
import { sharedPresent, skipWithoutShared } from './helpers/monorepo.js';

const BASELINE_FILE = path.join(REPO_ROOT, 'test/vocabulary-baseline.json');

/** Names DESIGN.md's vocabulary replaced: sign 1-12, degreeInSign, house, id/graha. */
export const RETIRED_NAMES = new Set([
  'degInSign', 'longitudeInSign', 'degreesInSign', 'signIndex', 'signIdx', 'signNum', 'signNumber', 'houseNum', 'houseIndex',
  'planetId', 'planetIndex', 'bodyId', 'nakshatraIndex', 'nakshatraNum', 'lon', 'lat', 'deg',
]);

/**
 * snake_case names SERVICE-SPEC prescribes (its platform members: `origin_restriction`,
 * `credits_cap_cycle`...): every snake_case word the specification writes. Kept here so the
 * lint runs without the shared folder; the test below pins the list to the specification.
 */
export const SPEC_SNAKE_NAMES: ReadonlySet<string> = new Set([
  'allowed_endpoints', 'allowed_origins', 'base_url', 'byte_length', 'credits_cap_cycle', 'credits_exhausted', 'credits_remaining',
  'credits_reset', 'date_a', 'date_b', 'duration_ms', 'expired_at', 'expires_at', 'grace_ended_at', 'incoming_origin', 'invalid_api_key',
  'lat_a', 'lat_b', 'lng_a', 'lng_b', 'origin_restriction', 'page_count', 'provider_1', 'provider_8', 'rate_limit_exceeded', 'request_id',
  'retry_after_seconds', 'signing_secret', 'storage_key', 'time_a', 'time_b', 'time_zone', 'tz_a', 'tz_b', 'upgrade_url',
]);

/** Member names that hold a body (DESIGN.md "Vocabulary", Bodies and points): never a string. */
export const BODY_MEMBER_NAMES: ReadonlySet<string> = new Set(['planet', 'ruler', 'lord', 'graha', 'dispositor', 'apex', 'significator', 'mahadasha', 'antardasha']);

/**
 * ...and every member whose name ends in one of those words (issue 12, task C): `starLord`,
 * `subLord`, `kakshyaLord`, `monthLord`, `dayLord`, `startLord`, `modernRuler`, `coRuler`,
 * `triplicityRuler`, `transitPlanet`, `leadingPlanet`, `toGraha`...
 */
export const BODY_MEMBER_PATTERN = /(?:lord|ruler|planet|graha)$/i;

/** A member named for a body. */
export function isBodyMember(name: string): boolean {
  return BODY_MEMBER_NAMES.has(name) || BODY_MEMBER_PATTERN.test(name);
}

/**
 * Members that name a body by their role in a technique (issue 12, task C2): an aspect's two
 * bodies, a direction's promissor, a calendar's moving body and its target, a point read in a
 * table (lunar mansions, Sabian symbols, decans). A string under one of these names is a body
 * held as text; a body is a reference. A member whose kind a sibling names (`target` beside
 * `targetType` or `targetKind`: the Sarvatobhadra's star, letter or tithi; a Uranian midpoint
 * picture) is a typed label, not a body, and passes.
 */
export const BODY_ROLE_NAMES: ReadonlySet<string> = new Set(['planet1', 'planet2', 'promissor', 'significator', 'point', 'body', 'target']);

/** Plural names whose items are bodies (issue 12, task C2): a list of bodies is a list of references, never of strings. */
export const BODY_LIST_NAMES: ReadonlySet<string> = new Set(['planets', 'lords', 'bodies', 'occupants', 'grahas']);

/** ...and compounds of them: `planetsInFirst`, `plusZonePlanets`, `natalBodies`. */
export const BODY_LIST_PATTERN = /^(?:planets|lords|bodies|occupants|grahas)[A-Z]|(?:Planets|Lords|Bodies|Occupants|Grahas)$/;

/** A member named for a list of bodies. */
export function isBodyListMember(name: string): boolean {
  return BODY_LIST_NAMES.has(name) || BODY_LIST_PATTERN.test(name);
}

/** The schema of an array's items, when it is one schema. */
function itemsOf(s: Schema): Schema | undefined {
  return s.items && !Array.isArray(s.items) && typeof s.items === 'object' ? s.items : undefined;
}

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
};

const INSTANT_NAME = /(?:At|Utc|Instant|DateTime|Timestamp)$|^(?:utc|at|sunrise|sunset|moonrise|moonset)$/;
const UTC_NAME = /(?:^utc|Utc)$/;

/** A string member that holds an instant, by its format, its name or its description. */
export function isInstantMember(name: string, s: Schema): boolean {
  if (s.format === 'date-time') return true;
  // An enumeration is a convention, not an instant: the Vedic `sunrise` setting is hindu | upper-limb.
  if (Array.isArray(s.enum) || s.const !== undefined) return false;
  if (INSTANT_NAME.test(name)) return true;
  const d = s.description ?? '';
  // "ISO 8601 date (UTC)" and "local clock time HH:mm:ss" are not instants.
  return /ISO 8601/i.test(d) && !/ISO 8601 date\b|HH:mm|duration/i.test(d);
}

function isString(s: Schema): boolean {
  return s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
}

/** A schema that admits a string: itself, or one of its anyOf / oneOf branches (`Type.Union([Type.String(), Type.Null()])`). */
export function admitsString(s: Schema): boolean {
  if (isString(s)) return true;
  return (['anyOf', 'oneOf'] as const).some((k) => Array.isArray(s[k]) && (s[k] as Schema[]).some(admitsString));
}

/** Every problem of one response schema, as "<path> <problem>" (path relative to `data`). */
export function lintSchema(root: Schema, snakeAllowed: ReadonlySet<string>): string[] {
  const problems = new Set<string>();
  const walk = (s: Schema | undefined, at: string, name: string): void => {
    if (!s || typeof s !== 'object') return;
    for (const v of [...(Array.isArray(s.enum) ? s.enum : []), ...(s.const !== undefined ? [s.const] : [])]) {
      if (typeof v === 'string' && !isKebab(v)) problems.add(`${at || '.'} not-kebab`);
    }
    if (name && isString(s) && isInstantMember(name, s)) {
      const ok = s.pattern === INSTANT_PATTERN || (UTC_NAME.test(name) && s.pattern === UTC_INSTANT_PATTERN);
      if (!ok) problems.add(`${at} instant-no-offset`);
    }
    if (s.properties) {
      const props = s.properties;
      if ('name' in props && isString(props.name!) && !('slug' in props)) problems.add(`${at || '.'} named-no-slug`);
      for (const [k, v] of Object.entries(props)) {
        const p = at ? `${at}.${k}` : k;
        if (RETIRED_NAMES.has(k)) problems.add(`${p} retired-name`);
        if (k.includes('_') && !snakeAllowed.has(k)) problems.add(`${p} snake-case`);
        if (k === 'warnings' && !isSharedWarnings(v)) problems.add(`${p} warnings-shape`);
        if ((k === 'sign' || (k.endsWith('Sign') && !Array.isArray(v.enum) && v.const === undefined)) && admitsString(v)) problems.add(`${p} string-sign`);
        const typedLabel = BODY_ROLE_NAMES.has(k) && (`${k}Type` in props || `${k}Kind` in props);
        if ((isBodyMember(k) || (BODY_ROLE_NAMES.has(k) && !typedLabel)) && !Array.isArray(v.enum) && v.const === undefined && admitsString(v)) problems.add(`${p} string-body`);
        const items = isBodyListMember(k) ? itemsOf(v) : undefined;
        if (items && !Array.isArray(items.enum) && items.const === undefined && admitsString(items)) problems.add(`${p}[] string-body`);
        walk(v, p, k);
      }
    }
    if (s.items) for (const i of Array.isArray(s.items) ? s.items : [s.items]) walk(i, `${at}[]`, name);
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = s[k];
      if (Array.isArray(list)) for (const x of list as Schema[]) walk(x, at, name);
    }
    if (s.patternProperties && typeof s.patternProperties === 'object') {
      for (const v of Object.values(s.patternProperties as Record<string, Schema>)) walk(v, `${at}{}`, name);
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties as Schema, `${at}{}`, name);
  };
  walk(root, '', '');
  return [...problems];
}

/** core's Warnings: an array of objects with a `code` and a `message`. */
function isSharedWarnings(s: Schema): boolean {
  const items = s.items as Schema | undefined;
  return s.type === 'array' && !!items?.properties && 'code' in items.properties && 'message' in items.properties;
}

/**
 * A problem at `path` is skipped when the operation marks that member, or a parent, spec-fixed,
 * or names the problem itself (`<path> <problem>`, given as `problem`).
 */
export function isSpecFixed(specFixed: true | readonly string[] | undefined, problemPath: string, problem?: string): boolean {
  if (specFixed === true) return true;
  if (!specFixed) return false;
  return specFixed.some((f) => (problem !== undefined && f === problem) || problemPath === f || problemPath.startsWith(`${f}.`) || problemPath.startsWith(`${f}[]`) || problemPath.startsWith(`${f}{}`));
}

export async function vocabularyProblems(): Promise<string[]> {
  const registry = await loadRegistry();
  const all: string[] = [];
  for (const { key, op } of registry.operations) {
    if (op.produces) continue; // HTML widgets and images have no JSON members
    for (const p of lintSchema(op.response as Schema, SPEC_SNAKE_NAMES)) {
      const at = p.slice(0, p.lastIndexOf(' '));
      if (!isSpecFixed(op.specFixed, at, p)) all.push(`${key} ${p}`);
    }
  }
  return all.sort();
}

t.test('the lint finds each kind of problem in a schema it is shown', async (t) => {
  const schema: Schema = {
    type: 'object',
    properties: {
      planets: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, signIndex: { type: 'integer' }, deg_in_sign: { type: 'number' } } } },
      phase: { type: 'string', enum: ['waxingCrescent', 'full-moon'] },
      exactAt: { type: 'string' },
      startsAt: { type: 'string', pattern: INSTANT_PATTERN },
      utc: { type: 'string', pattern: UTC_INSTANT_PATTERN },
      created_at: { type: 'string', pattern: INSTANT_PATTERN },
      warnings: { type: 'array', items: { type: 'string' } },
      pattern: { type: 'object', properties: { slug: { type: 'string' }, name: { type: 'string' } } },
      moon: { type: 'object', properties: { sign: { type: 'string' }, signName: { type: 'string' } } },
      figure: { type: 'object', properties: { sign: { anyOf: [{ type: 'string' }, { type: 'null' }] } } },
      sun: { type: 'object', properties: { sign: { type: 'integer', minimum: 1, maximum: 12 }, signName: { type: 'string' } } },
      star: { type: 'object', properties: { sign: { anyOf: [{ type: 'integer' }, { type: 'null' }] } } },
      ingress: { type: 'object', properties: { toSign: { type: 'string' }, fromSign: { type: 'integer', minimum: 1, maximum: 12 }, fromSignName: { type: 'string' }, bySign: { type: 'string', enum: ['male', 'female'] } } },
      contact: { type: 'object', properties: { planet: { type: 'string' }, ruler: { anyOf: [{ type: 'string' }, { type: 'null' }] }, graha: { type: 'integer', minimum: 0, maximum: 8 }, apex: { type: 'object', properties: { slug: { type: 'string' }, name: { type: 'string' } } }, lord: { type: 'string', enum: ['day', 'night'] } } },
      pair: { type: 'object', properties: { planet1: { type: 'string' }, planet2: { type: 'object', properties: { slug: { type: 'string' }, name: { type: 'string' } } }, promissor: { anyOf: [{ type: 'string' }, { type: 'null' }] }, point: { type: 'string', enum: ['ascendant', 'midheaven'] } } },
      vedha: { type: 'object', properties: { target: { type: 'string' }, targetType: { type: 'string', enum: ['star', 'letter'] } } },
      event: { type: 'object', properties: { body: { type: 'string' }, target: { anyOf: [{ type: 'string' }, { type: 'null' }] } } },
      stellium: { type: 'object', properties: { planets: { type: 'array', items: { type: 'string' } }, grahas: { type: 'array', items: { type: 'integer' } }, lords: { type: 'array', items: { type: 'object', properties: { slug: { type: 'string' }, name: { type: 'string' } } } }, houses: { type: 'array', items: { type: 'string' } } } },
      house: { type: 'object', properties: { occupants: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, bodies: { type: 'array', items: { type: 'string', enum: ['sun', 'moon'] } }, plusZonePlanets: { type: 'array', items: { type: 'string' } }, planetsInFirst: { type: 'array', items: { type: 'integer' } }, planetary: { type: 'array', items: { type: 'string' } } } },
      kp: { type: 'object', properties: { starLord: { type: 'string' }, modernRuler: { anyOf: [{ type: 'string' }, { type: 'null' }] }, transitPlanet: { type: 'object', properties: { slug: { type: 'string' }, name: { type: 'string' } } }, toGraha: { type: 'string' }, dayLordKind: { type: 'string' }, subLord: { type: 'string', enum: ['ketu', 'venus'] } } },
    },
  };
  t.same(lintSchema(schema, new Set(['created_at'])).sort(), [
    'contact.planet string-body',
    'contact.ruler string-body',
    'event.body string-body',
    'event.target string-body',
    'exactAt instant-no-offset',
    'figure.sign string-sign',
    'house.occupants[] string-body',
    'house.plusZonePlanets[] string-body',
    'ingress.toSign string-sign',
    'kp.modernRuler string-body',
    'kp.starLord string-body',
    'kp.toGraha string-body',
    'moon.sign string-sign',
    'pair.planet1 string-body',
    'pair.promissor string-body',
    'phase not-kebab',
    'planets[] named-no-slug',
    'planets[].deg_in_sign snake-case',
    'planets[].signIndex retired-name',
    'stellium.planets[] string-body',
    'warnings warnings-shape',
  ]);
  t.ok(isSpecFixed(['planets'], 'planets[].signIndex'));
  t.notOk(isSpecFixed(['planet'], 'planets[].signIndex'), 'a prefix of a name is not its parent');
  t.ok(isSpecFixed(true, 'anything'));
  t.ok(isSpecFixed(['keys[] named-no-slug'], 'keys[]', 'keys[] named-no-slug'), 'a whole problem named');
  t.notOk(isSpecFixed(['keys[] named-no-slug'], 'keys[].created_at', 'keys[].created_at snake-case'), 'naming a problem does not skip the members below it');
  t.notOk(isInstantMember('localTime', { type: 'string', description: 'local clock time HH:mm:ss' }));
  t.notOk(isInstantMember('date', { type: 'string', description: 'ISO 8601 date (UTC)' }));
  t.ok(isInstantMember('end', { type: 'string', description: 'local time, ISO 8601 with offset' }));
  t.notOk(isInstantMember('sunrise', { type: 'string', enum: ['hindu', 'upper-limb'] }), 'an enumerated convention named sunrise is not an instant');
});

const SPEC = specFile();
t.test('the snake_case names allowed are the specification\'s', { skip: skipWithoutShared(SPEC, 'the specification') }, async (t) => {
  if (!sharedPresent(t, SPEC, 'the specification')) return;
  const written = new Set(fs.readFileSync(SPEC, 'utf8').match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? []);
  t.same([...SPEC_SNAKE_NAMES].sort(), [...written].sort());
});

t.test('every operation speaks the vocabulary, or is in the shrinking baseline', async (t) => {
  const problems = await vocabularyProblems();
  const baseline: string[] = JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8'));
  const known = new Set(baseline);
  const found = new Set(problems);
  const added = problems.filter((p) => !known.has(p));
  const stale = baseline.filter((p) => !found.has(p));
  if (process.env.VOCABULARY_BASELINE === 'prune' && stale.length > 0) {
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline.filter((p) => found.has(p)), null, 1)}\n`);
    t.comment(`pruned ${stale.length} fixed lines from ${path.relative(REPO_ROOT, BASELINE_FILE)}`);
  } else {
    t.same(stale, [], `fixed problems still listed in the baseline (delete these lines, or run with VOCABULARY_BASELINE=prune):\n${stale.join('\n')}`);
  }
  t.same(added, [], `vocabulary problems (DESIGN.md, "Vocabulary"; mark spec-prescribed members specFixed):\n${added.join('\n')}`);
  t.same([...baseline].sort(), baseline, 'the baseline is sorted');
  t.equal(new Set(baseline).size, baseline.length, 'the baseline has no duplicate line');
  t.comment(`${problems.length} vocabulary problems left in the baseline`);
});

t.test('OpenAPI documents the warnings the runtime adds to answers of operations with a body', async (t) => {
  const { documentedResponse } = await import('../runtime/src/openapi.js');
  const withBody = documentedResponse({ body: { type: 'object', properties: { date: { type: 'string' } } }, response: { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] } });
  const w = (withBody.properties as Record<string, any>).warnings;
  t.equal(w.type, 'array');
  t.same(Object.keys(w.items.properties).sort(), ['code', 'member', 'message', 'suggestion'], "core's Warning: code, message, member, suggestion");
  t.same(withBody.required, ['count'], 'optional: an answer without unread members has none');
  t.notOk('warnings' in (documentedResponse({ response: { type: 'object', properties: { count: { type: 'integer' } } } }).properties as object), 'no body, no unread members');
  const own = { type: 'object', properties: { warnings: { type: 'array', items: { type: 'string' } } } };
  t.same(documentedResponse({ body: {}, response: own }), own, "an operation's own warnings member is kept as declared");
  // Every registered operation with a body documents warnings through the shape it answers with.
  const registry = await loadRegistry();
  const missing = registry.operations.filter(({ op }) => op.body && !op.produces && (op.response as Schema).type === 'object')
    .filter(({ op }) => !(documentedResponse(op).properties as Record<string, unknown>)?.warnings).map((e) => e.key);
  t.same(missing, []);
});
