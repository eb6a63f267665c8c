/**
 * Login secrets: argon2id password hashes (@node-rs/argon2) and opaque Bearer tokens.
 *
 * - Passwords: argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1, the OWASP
 *   minimum), kept as the PHC string (`$argon2id$v=19$...`), which carries its own parameters.
 * - A login with an unknown email still runs one verification against a fixed hash, so the
 *   answer takes about as long as a wrong password and does not tell which emails exist.
 * - Tokens: 32 random bytes, base64url (43 characters). Only the SHA-256 hex of the token is
 *   stored, the same digest the access step computes from the `Authorization: Bearer` header.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../sha256.js';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is `const` in the typings and has no runtime value under tsx. */
const ARGON2ID = 2;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID as never });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the time of one verification; always false. */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a Bearer token: what the store keeps and looks sessions up by. */
export function sessionTokenHash(token: string): string {
  return sha256Hex(token);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-case, trimmed; null when it is not an address. */
export function normaliseEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const e = email.trim().toLowerCase();
  return e.length <= 254 && EMAIL.test(e) ? e : null;
}
