/**
 * The runtime's part of the vocabulary (DESIGN.md, "Vocabulary: one language in every answer"):
 * the answer's language, resolved once per request and handed to the handler.
 */
import { defaultLangFor, resolveLang } from '@celestial/core';
import type { LangCode, Operation } from '@celestial/core';

/** Accept-Language, then `lang`, then the body's `language`; the path's default otherwise. */
export function requestLang(op: Pick<Operation, 'path'>, headers: Record<string, string | string[] | undefined>, query: unknown, body: unknown): LangCode {
  return resolveLang(headers, query, body, defaultLangFor(op.path));
}
