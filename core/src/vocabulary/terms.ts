/**
 * The shape of a translation table (DESIGN.md, "Vocabulary: one language in every answer"):
 * one table per concept, keyed by slug, each slug named in the 21 response languages of
 * SERVICE-SPEC (LANG_CODES). English is required by the type; the other twenty are required by
 * test/core-vocabulary/tables.test.ts, so a table being written can land before its last
 * language without breaking the build, and cannot stay incomplete unnoticed.
 */
import type { LangCode } from '../schemas/common.js';

export type Terms = { en: string } & Partial<Record<LangCode, string>>;
export type TermTable = Readonly<Record<string, Terms>>;
