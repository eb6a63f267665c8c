/**
 * The application/json body parser (issue 10, "Input"): one linear pass over the raw text that
 *
 * - refuses nesting deeper than MAX_BODY_DEPTH with 400 INVALID_INPUT (path `(body)`) before
 *   anything recursive sees the value: JSON nested ~5000 deep in a member no schema reads used
 *   to overflow the stack when the cache key was built with JSON.stringify (a 500);
 * - keeps the body's bytes with the whitespace between tokens removed (`request.bodyKey`): the
 *   response cache keys on that (SERVICE-SPEC "Caching": same JSON body after whitespace
 *   normalisation), never on a re-serialisation of the parsed value;
 * - refuses a `__proto__` member, as fastify's own parser does by default (secure-json-parse,
 *   onProtoPoisoning 'error'), so replacing that parser loosens nothing.
 *
 * The scan is a loop with a depth counter, not a recursive descent, so no input can exhaust
 * the stack here; JSON.parse then runs only on text at most MAX_BODY_DEPTH deep.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@celestial/core';

/** Deepest nesting of arrays and objects a body may have. The deepest schema in the catalogue nests about 6. */
export const MAX_BODY_DEPTH = 64;

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text without insignificant whitespace (set by the parser; undefined without a JSON body). */
    bodyKey?: string;
  }
}

export interface ScannedJson {
  /** The text with the whitespace outside strings removed. */
  compact: string;
  /** Deepest nesting met (0 for a scalar). */
  depth: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isJsonWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/**
 * One pass over `text`: strips the whitespace between tokens, measures the nesting and stops at
 * the first level beyond `maxDepth` (throws INVALID_INPUT) or at a `__proto__` key (BAD_JSON).
 * Syntax is left to JSON.parse; the scan only has to know where strings begin and end.
 */
export function scanJson(text: string, maxDepth: number = MAX_BODY_DEPTH): ScannedJson {
  let depth = 0;
  let deepest = 0;
  const parts: string[] = [];
  let runStart = 0; // start of the current run of kept characters
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i;
      i++;
      let escaped = false;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) {
          escaped = true;
          i += 2;
          continue;
        }
        if (d === QUOTE) break;
        i++;
      }
      i++; // past the closing quote (or past the end: JSON.parse reports the syntax error)
      if (isProtoKey(text, start, Math.min(i, n), escaped)) {
        throw new ApiError('BAD_JSON', 'The request body is not valid JSON: a "__proto__" member is not accepted');
      }
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (depth > maxDepth) {
          throw new ApiError('INVALID_INPUT', `Validation failed: (body) is nested deeper than ${maxDepth} levels`, {
            details: [{ path: '(body)', message: `is nested deeper than ${maxDepth} levels` }],
          });
        }
      }
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (isJsonWhitespace(c)) {
      if (i > runStart) parts.push(text.slice(runStart, i));
      while (i < n && isJsonWhitespace(text.charCodeAt(i))) i++;
      runStart = i;
      continue;
    }
    i++;
  }
  if (n > runStart) parts.push(text.slice(runStart, n));
  return { compact: parts.length === 1 ? parts[0]! : parts.join(''), depth: deepest };
}

/** True when the string token text[start, end) is a member name that decodes to `__proto__`. */
function isProtoKey(text: string, start: number, end: number, escaped: boolean): boolean {
  const len = end - start;
  if (len < 11) return false;
  if (!escaped && len !== 11) return false;
  if (len > 80) return false; // `__proto__` with every character escaped is 6 x 9 + 2 long
  let j = end;
  while (j < text.length && isJsonWhitespace(text.charCodeAt(j))) j++;
  if (text.charCodeAt(j) !== 0x3a) return false; // not followed by ':' -> a value, not a key
  try {
    return JSON.parse(text.slice(start, end)) === '__proto__';
  } catch {
    return false;
  }
}

/** Parses a JSON body: depth-capped, `request.bodyKey` set, errors as catalogued envelopes. */
export function parseJsonBody(request: FastifyRequest, text: string): unknown {
  const { compact } = scanJson(text);
  if (compact === '') throw new ApiError('BAD_JSON', 'The request body is not valid JSON: the body is empty');
  let value: unknown;
  try {
    value = JSON.parse(compact);
  } catch (err) {
    throw new ApiError('BAD_JSON', `The request body is not valid JSON: ${(err as Error).message}`);
  }
  request.bodyKey = compact;
  return value;
}

/** Replaces fastify's application/json parser with parseJsonBody (body limit unchanged). */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(request, body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
