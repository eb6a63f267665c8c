/**
 * Localised names for the reference dictionaries: `data/i18n.json` holds each name by its
 * i18nKey in the 21 response languages (SERVICE-SPEC, common query parameter `lang`).
 * English when `lang` is absent; a key without a translation keeps the English name.
 */
import fs from 'node:fs';
import { LANG_CODES } from '@celestial/core';
import type { LangCode } from '@celestial/core';

type Translations = Record<string, Record<LangCode, string>>;

const raw = JSON.parse(fs.readFileSync(new URL('../../data/i18n.json', import.meta.url), 'utf8')) as Record<string, unknown>;

export const I18N: Readonly<Translations> = Object.fromEntries(Object.entries(raw).filter(([k]) => !k.startsWith('$'))) as Translations;

export const DEFAULT_LANG: LangCode = 'en';

/** The language the caller asked for (the runtime has validated it), English otherwise. */
export function langOf(query: unknown): LangCode {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  return typeof lang === 'string' && (LANG_CODES as readonly string[]).includes(lang) ? (lang as LangCode) : DEFAULT_LANG;
}

/** The name under `key` in `lang`; `fallback` (the English name) when the table lacks it. */
export function localName(key: string, lang: LangCode, fallback: string): string {
  return I18N[key]?.[lang] ?? fallback;
}
