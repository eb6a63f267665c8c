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
 *
 * The members only the OpenAPI document and the tests read (DOCUMENTATION_MEMBERS: the answer's
 * schema, the examples, the description) go into a second file per family and are read on their
 * first use (deferDocumentation): they are two thirds of the 6.2 MB of declarations, and a
 * service that never answers /openapi.json never parses or keeps them.
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

/** What the routes never read: the OpenAPI document's (runtime/src/openapi.ts) and the tests'. */
export const DOCUMENTATION_MEMBERS = ['description', 'response', 'examples'] as const;
type DocumentationMember = (typeof DOCUMENTATION_MEMBERS)[number];

/**
 * One operation's declaration in two lines of JSON: what the routes read, and DOCUMENTATION_MEMBERS;
 * throws, naming the member, on anything JSON would change.
 */
export function declarationLines(op: Operation): { route: string; documentation: string } {
  const { handler: _handler, __operation: _brand, ...declaration } = op;
  const route: Record<string, unknown> = { ...declaration };
  const documentation: Record<string, unknown> = {};
  for (const m of DOCUMENTATION_MEMBERS) {
    if (m in route) documentation[m] = route[m];
    delete route[m];
  }
  const at = `${op.method} ${op.path}`;
  return { route: JSON.stringify(encode(route, at)), documentation: JSON.stringify(encode(documentation, at)) };
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

/**
 * Gives a family's operations their DOCUMENTATION_MEMBERS on first use: each is a getter until
 * one of them is read, which reads the family's whole documentation (`read`: file -> parsed
 * JSON of declarationLines().documentation) and turns every one of them into a plain member;
 * a member the file declares no value for is removed, as it was never declared.
 */
export function deferDocumentation(operations: ReadonlyArray<{ file: string; op: Operation }>, read: () => Record<string, unknown>): void {
  let filled = false;
  const fill = () => {
    if (filled) return;
    const documentation = read();
    filled = true;
    for (const { file, op } of operations) {
      const members = reviveDeclaration(documentation[file] ?? {}) as Partial<Record<DocumentationMember, unknown>>;
      for (const m of DOCUMENTATION_MEMBERS) {
        if (!Object.getOwnPropertyDescriptor(op, m)?.get) continue; // set meanwhile: that value stands
        if (members[m] === undefined) delete (op as Partial<Operation>)[m];
        else Object.defineProperty(op, m, { value: members[m], writable: true, enumerable: true, configurable: true });
      }
    }
  };
  for (const { op } of operations) {
    for (const m of DOCUMENTATION_MEMBERS) {
      Object.defineProperty(op, m, {
        get() {
          fill();
          return (op as Partial<Operation>)[m];
        },
        set(value: unknown) {
          Object.defineProperty(op, m, { value, writable: true, enumerable: true, configurable: true });
        },
        enumerable: true,
        configurable: true,
      });
    }
  }
}
