/** The one warning of the divination answers whose texts exist in English only. */
import type { LangCode, Warning } from '@celestial/core';

export function englishTextWarnings(lang: LangCode): Warning[] {
  return lang === 'en' ? [] : [{ code: 'text-in-english', message: 'The descriptive texts of this answer (meanings, traits, keywords) are in English only; names of the tradition are given as it writes them.' }];
}
