/**
 * An operation's declaration: everything its file declares except the handler (method, path,
 * summary, schemas, examples, deps, ...), as one line of JSON. `npm run generate:indexes`
 * writes one line per operation into each family's generated declarations file, and the built
 * service registers its routes, validation and OpenAPI document from these lines, importing an
 * operation's module (its handler and its whole lib) only on its first call (registry.ts).
 *
 * TypeBox marks its schemas with symbol keys (`[Kind]: 'Object'`, `[OptionalKind]: 'Optional'`,
 * ...), which JSON drops; TypeBox's own builders read them (Type.Object derives `required` from
 * OptionalKind, as http/common-query.ts's query schemas do), so they are kept: every such key is
 * a registered symbol (`Symbol.for('TypeBox.Kind')`, typebox/build/esm/type/symbols), written as
 * the string key SYMBOL_KEY + its registry name and revived as the same symbol. Anything else JSON
 * would change (a function, a class instance, a non-finite number, an undefined array item, an
 * unregistered symbol) is refused with its path, so a declaration read back is the object the
 * file declared, member for member (test/build/declarations.test.ts compares the whole registry).
 */
import type { Operation } from '@celestial/core';

/** The prefix of a revived symbol key; a NUL cannot start a real member name of a schema or example. */
const SYMBOL_KEY = '\u0000Symbol.for:';

/** What a declaration holds: the operation less its handler and its brand. */
export type Declaration = Omit<Operation, 'handler' | '__operation'>;

function encode(value: unknown, at: string): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${at}: ${value} does not survive JSON`);
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      if (item === undefined) throw new Error(`${at}[${i}]: undefined does not survive JSON`);
      return encode(item, `${at}[${i}]`);
    });
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw new Error(`${at}: a ${proto?.constructor?.name ?? 'non-plain'} object does not survive JSON`);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const member = (value as Record<string, unknown>)[key];
      // JSON.stringify drops an undefined member too; the HTTP body and the OpenAPI document
      // are JSON, and `x.member === undefined` reads the same either way.
      if (member === undefined) continue;
      out[key] = encode(member, `${at}.${key}`);
    }
    for (const symbol of Object.getOwnPropertySymbols(value)) {
      const name = Symbol.keyFor(symbol);
      if (name === undefined) throw new Error(`${at}: the unregistered symbol key ${String(symbol)} does not survive JSON`);
      out[SYMBOL_KEY + name] = encode((value as Record<symbol, unknown>)[symbol], `${at}[${String(symbol)}]`);
    }
    return out;
  }
  throw new Error(`${at}: a ${typeof value} does not survive JSON`);
}

/** One operation's declaration as a line of JSON; throws, naming the member, on anything JSON would change. */
export function declarationLine(op: Operation): string {
  const { handler: _handler, __operation: _brand, ...declaration } = op;
  return JSON.stringify(encode(declaration, `${op.method} ${op.path}`));
}

/**
 * A parsed member with its symbol keys put back. Objects are rebuilt rather than edited: a
 * `delete` would turn the object into a slow dictionary-mode one in V8.
 */
function revive(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = revive(value[i]);
    return value;
  }
  const out: Record<string | symbol, unknown> = {};
  for (const key of Object.keys(value)) {
    const member = revive((value as Record<string, unknown>)[key]);
    if (key.startsWith(SYMBOL_KEY)) out[Symbol.for(key.slice(SYMBOL_KEY.length))] = member;
    else out[key] = member;
  }
  return out;
}

/** A declaration read back from its parsed JSON (which it takes over): the declared object, symbol keys included. */
export function reviveDeclaration(parsed: unknown): Declaration {
  return revive(parsed) as Declaration;
}

/** A declaration read back from its line. */
export function parseDeclaration(line: string): Declaration {
  return reviveDeclaration(JSON.parse(line));
}
