/**
 * The runtime's part of the vocabulary (DESIGN.md, "Vocabulary: one language in every answer"):
 * the answer's language, resolved once per request and handed to the handler, and the
 * `warnings` that name each request member the operation did not read. SERVICE-SPEC allows
 * extra keys ("extra keys are allowed"), so an unknown member is never a 400; but a silent 200
 * for `target_date` (issue 12: transits for today instead of the date asked) is worse than a
 * warning with the nearest known name.
 */
import { defaultLangFor, resolveLang, sentence } from '@celestial/core';
import type { LangCode, Operation, Warning } from '@celestial/core';

/** Accept-Language, then `lang`, then the body's `language`; the path's default otherwise. */
export function requestLang(op: Pick<Operation, 'path'>, headers: Record<string, string | string[] | undefined>, query: unknown, body: unknown): LangCode {
  return resolveLang(headers, query, body, defaultLangFor(op.path));
}

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };

/** At most this many warnings per answer: a body of 10,000 stray keys must not echo them all. */
export const MAX_MEMBER_WARNINGS = 20;

/**
 * The members a schema declares, through unions and intersections (TypeBox Union, Intersect,
 * Optional); null when the schema is not an object with known properties (a free-form record,
 * `Type.Any`), which the check then leaves alone.
 */
function knownMembers(schema: Schema | undefined): Map<string, Schema[]> | null {
  if (!schema || typeof schema !== 'object') return null;
  // Keyed by the schema objects themselves (a fixed set, one per operation member), so the
  // cache is bounded by the registry and every request after the first pays a lookup.
  const cached = KNOWN.get(schema);
  if (cached !== undefined) return cached;
  const members = collectMembers(schema);
  KNOWN.set(schema, members);
  return members;
}

const KNOWN = new WeakMap<object, Map<string, Schema[]> | null>();

function collectMembers(schema: Schema): Map<string, Schema[]> | null {
  const out = new Map<string, Schema[]>();
  let found = false;
  const visit = (s: Schema): void => {
    if (s.properties) {
      found = true;
      for (const [k, v] of Object.entries(s.properties)) out.set(k, [...(out.get(k) ?? []), v]);
    }
    for (const list of [s.anyOf, s.oneOf, s.allOf]) if (Array.isArray(list)) for (const x of list) visit(x);
  };
  visit(schema);
  return found ? out : null;
}

/** Lower case without `_`, `-` and spaces: `target_date`, `Target-Date` and `targetDate` meet. */
function fold(s: string): string {
  return s.toLowerCase().replace(/[_\-\s]/g, '');
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions, each
 * substring edited once): `lattitude` -> `latitude` is 1, `tiem` -> `time` is 1.
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known name nearest to `member`, or null when none is near: equal once case and
 * separators are folded (`target_date` -> `targetDate`), else within a third of the name's
 * length in edits (at least 1, at most 3), ties to the first declared.
 */
export function nearestMember(member: string, known: readonly string[]): string | null {
  const f = fold(member);
  const same = known.find((k) => fold(k) === f);
  if (same) return same;
  let best: string | null = null;
  let bestDistance = Math.min(3, Math.max(1, Math.floor(f.length / 3)));
  for (const k of known) {
    const d = editDistance(f, fold(k));
    if (d < bestDistance || (d === bestDistance && best === null)) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * One `unknown-member` warning per body member the schema does not declare, at the top level
 * and inside nested objects (and arrays of objects) whose schema declares its members. The
 * body's `language` is read by the runtime whatever the schema (resolveLang), so it is known
 * everywhere at the top level; a body `lang` is pointed at it.
 */
export function unknownMemberWarnings(schema: unknown, body: unknown, lang: LangCode = 'en'): Warning[] {
  const warnings: Warning[] = [];
  const visit = (s: Schema | undefined, value: unknown, at: string, top: boolean): void => {
    if (warnings.length >= MAX_MEMBER_WARNINGS) return;
    if (Array.isArray(value)) {
      const items = (s?.items ?? knownArrayItems(s)) as Schema | undefined;
      value.forEach((v, i) => visit(items, v, `${at}[${i}]`, false));
      return;
    }
    if (!isPlainObject(value)) return;
    const known = knownMembers(s);
    if (!known) return;
    const names = [...known.keys()];
    for (const [k, v] of Object.entries(value)) {
      const path = at ? `${at}.${k}` : k;
      if (known.has(k)) {
        const subs = known.get(k)!;
        visit(subs.length === 1 ? subs[0] : { anyOf: subs }, v, path, false);
        continue;
      }
      if (top && k === 'language') continue;
      if (warnings.length >= MAX_MEMBER_WARNINGS) return;
      const suggestion = top && k === 'lang' ? 'language' : nearestMember(k, names);
      // In the answer's language (core's request-warning table); the member and the suggestion as sent.
      const ignored = sentence('request-warning', 'unknown-member', lang, { member: path });
      const message = suggestion ? `${ignored}${lang === 'ja' || lang === 'ar' ? '。' : '; '}${sentence('request-warning', 'did-you-mean', lang, { suggestion })}` : ignored;
      warnings.push({ code: 'unknown-member', member: path, suggestion, message });
    }
  };
  visit(schema as Schema, body, '', true);
  return warnings;
}

/** The item schema of an array declared inside a union (`Type.Union([Type.Array(X), Type.Null()])`). */
function knownArrayItems(s: Schema | undefined): unknown {
  for (const list of [s?.anyOf, s?.oneOf]) if (Array.isArray(list)) for (const x of list) if (x.items) return x.items;
  return undefined;
}

/**
 * The answer with the body's unknown members added to its `warnings` (created if absent,
 * existing entries kept). A copy: a handler may return a shared constant (the reference
 * tables), which must not collect one caller's warnings for the next.
 */
export function withMemberWarnings(op: Pick<Operation, 'body'>, body: unknown, data: unknown, lang: LangCode = 'en'): unknown {
  if (!op.body || !isPlainObject(data)) return data;
  const added = unknownMemberWarnings(op.body, body, lang);
  if (added.length === 0) return data;
  const existing = Array.isArray(data.warnings) ? data.warnings : [];
  return { ...data, warnings: [...existing, ...added] };
}
