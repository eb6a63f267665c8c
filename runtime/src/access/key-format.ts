/**
 * Key values (SERVICE-SPEC "Authentication" 4, "API key"): generation, parsing, hashing and
 * the display parts. Pure apart from the CSPRNG; no I/O.
 *
 * Format: `<prefix><32 base62 characters>`.
 * - Secret (server-side) keys: `cel_live_` (production, deducts credits) and `cel_test_`
 *   (sandbox, consumes no credits); `cel` is the service's `<svc>`.
 * - Browser keys (class `public`): `pk_live_` and `pk_test_`. The specification only says a
 *   browser key "has the prefix pk_"; we keep the mode in the value as for secret keys, because
 *   `mode: test` applies to every key (a sandbox widget key must be told apart from a production
 *   one by its value, like `cel_test_`), and because the Store's display `prefix` is documented
 *   as `pk_live_`. So every browser key still starts with `pk_`, then the mode, then 32 characters.
 *   A bare `pk_<32>` is not a value we issue and is refused as malformed.
 *
 * Randomness: each character is `crypto.randomInt(62)`, which draws by rejection sampling, so
 * every one of the 62 characters is equally likely (no modulo bias). 32 characters give
 * 32 * log2(62) ≈ 190 bits.
 *
 * Display parts: the store keeps `prefix`, `first4` and `last4`. "First and last 4 characters"
 * are taken from the random body, not the whole value: the whole value's first four are always
 * `cel_` or `pk_l` and would say nothing. The dashboard shows `cel_live_AbCd…WxYz`.
 */
import { randomInt } from 'node:crypto';
import { sha256Hex } from '../sha256.js';
import type { KeyClass, KeyMode } from '../store/store.js';

export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const KEY_BODY_LENGTH = 32;

export const KEY_PREFIXES: Readonly<Record<KeyClass, Readonly<Record<KeyMode, string>>>> = {
  secret: { live: 'cel_live_', test: 'cel_test_' },
  public: { live: 'pk_live_', test: 'pk_test_' },
};

/** Every value we issue, and nothing else. */
export const KEY_VALUE_PATTERN = /^(?:cel|pk)_(?:live|test)_[0-9A-Za-z]{32}$/;

export interface ParsedKey {
  class: KeyClass;
  mode: KeyMode;
  /** e.g. `cel_live_` */
  prefix: string;
  /** The 32 random characters. */
  body: string;
}

export interface KeyDisplayParts {
  prefix: string;
  first4: string;
  last4: string;
}

/** A source of uniform integers in [0, max); the default is the CSPRNG. Tests may pass their own. */
export type UniformInt = (max: number) => number;

export function prefixFor(keyClass: KeyClass, mode: KeyMode): string {
  return KEY_PREFIXES[keyClass][mode];
}

/** 32 base62 characters, each uniform over the alphabet. */
export function randomBase62(length: number = KEY_BODY_LENGTH, uniform: UniformInt = randomInt): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62_ALPHABET[uniform(BASE62_ALPHABET.length)]!;
  return out;
}

/** A fresh key value of the given class and mode. */
export function generateKeyValue(keyClass: KeyClass, mode: KeyMode, uniform: UniformInt = randomInt): string {
  return prefixFor(keyClass, mode) + randomBase62(KEY_BODY_LENGTH, uniform);
}

/** Class, mode and parts of a presented value, or null when it is not a well-formed key. */
export function parseKeyValue(value: unknown): ParsedKey | null {
  if (typeof value !== 'string' || !KEY_VALUE_PATTERN.test(value)) return null;
  for (const keyClass of ['secret', 'public'] as const) {
    for (const mode of ['live', 'test'] as const) {
      const prefix = KEY_PREFIXES[keyClass][mode];
      if (value.startsWith(prefix)) return { class: keyClass, mode, prefix, body: value.slice(prefix.length) };
    }
  }
  return null;
}

/** sha256 hex of the value: what the store keeps and looks keys up by. */
export function hashKeyValue(value: string): string {
  return sha256Hex(value);
}

/** Display parts of a well-formed value; throws on a malformed one (only issued values get here). */
export function keyDisplayParts(value: string): KeyDisplayParts {
  const parsed = parseKeyValue(value);
  if (!parsed) throw new Error('not a well-formed key value');
  return { prefix: parsed.prefix, first4: parsed.body.slice(0, 4), last4: parsed.body.slice(-4) };
}

/** The masked form shown after creation: `cel_live_AbCd…WxYz`. */
export function maskedKey(parts: KeyDisplayParts): string {
  return `${parts.prefix}${parts.first4}…${parts.last4}`;
}

/** Everything a new key record needs from its value. */
export function issueKey(keyClass: KeyClass, mode: KeyMode, uniform: UniformInt = randomInt): { value: string; hash: string } & KeyDisplayParts {
  const value = generateKeyValue(keyClass, mode, uniform);
  return { value, hash: hashKeyValue(value), ...keyDisplayParts(value) };
}
