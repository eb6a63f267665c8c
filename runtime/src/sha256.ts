/**
 * sha256 hex of a text's UTF-8 bytes, the one helper for it: API key hashes (access/key-format.ts),
 * Bearer session tokens (accounts/passwords.ts), response cache keys (http/access.ts), the
 * default account's id (bootstrap.ts) and webhook delivery ids (events/engine.ts).
 *
 * crypto.hash (Node 20.12 and later; @types/node 20 does not declare it): one call, no Hash
 * object, 0.3 µs a sha256 of a key where createHash().update().digest() took 1.0 (this machine,
 * 2026-11-27). The request path hashes twice a call (the key, the cache key). createHash where
 * crypto.hash is absent.
 */
import * as nodeCrypto from 'node:crypto';

const oneShotHash = (nodeCrypto as unknown as { hash?: (algorithm: string, data: string, outputEncoding: 'hex') => string }).hash;

export const sha256Hex: (text: string) => string = oneShotHash
  ? (text) => oneShotHash('sha256', text, 'hex')
  : (text) => nodeCrypto.createHash('sha256').update(text, 'utf8').digest('hex');
