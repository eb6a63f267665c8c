/**
 * The message bundles of the answers (catalogue/platform.jsonl, /i18n/*): one namespace per
 * concept table of core's vocabulary (core/src/vocabulary/tables: one table per concept, as
 * DESIGN.md "Vocabulary" requires), keyed `<namespace>.<slug>` like the i18nKey members of the
 * answers (aspect.conjunction). A missing translation falls back to English and is listed.
 */
import { ApiError, CONCEPTS, LANG_CODES, TABLES } from '@celestial/core';
import type { LangCode } from '@celestial/core';

/** The 21 response languages (SERVICE-SPEC; LANG_CODES): English and native names, script direction. */
export const LANGUAGES: readonly { code: LangCode; name: string; nativeName: string; direction: 'ltr' | 'rtl' }[] = [
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', direction: 'ltr' },
  { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', direction: 'ltr' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', direction: 'ltr' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', direction: 'ltr' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', direction: 'ltr' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', direction: 'ltr' },
  { code: 'fr', name: 'French', nativeName: 'Français', direction: 'ltr' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', direction: 'ltr' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', direction: 'ltr' },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština', direction: 'ltr' },
  { code: 'ro', name: 'Romanian', nativeName: 'Română', direction: 'ltr' },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', direction: 'ltr' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', direction: 'ltr' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', direction: 'ltr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', direction: 'rtl' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', direction: 'ltr' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', direction: 'ltr' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', direction: 'ltr' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', direction: 'ltr' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', direction: 'ltr' },
];

export function namespaces() {
  return CONCEPTS.map((name) => {
    const table = TABLES[name] as Readonly<Record<string, Partial<Record<LangCode, string>>>>;
    const keys = Object.keys(table);
    const completeness = Object.fromEntries(LANG_CODES.map((l) => [l, keys.length ? keys.filter((k) => table[k]![l] !== undefined).length / keys.length : 1]));
    return { slug: name, name, keyCount: keys.length, completeness };
  });
}

export function bundle(lang: LangCode, namespace: string) {
  if (!(CONCEPTS as readonly string[]).includes(namespace)) throw new ApiError('NOT_FOUND', `No message namespace ${namespace}; GET /i18n/namespaces lists them`);
  const table = TABLES[namespace as (typeof CONCEPTS)[number]] as Readonly<Record<string, Partial<Record<LangCode, string>> & { en: string }>>;
  const strings: Record<string, string> = {};
  const fallbackKeys: string[] = [];
  for (const [slug, terms] of Object.entries(table)) {
    const key = `${namespace}.${slug}`;
    const text = terms[lang];
    if (text === undefined) fallbackKeys.push(key);
    strings[key] = text ?? terms.en;
  }
  return { lang, namespace, strings, fallbackKeys };
}
