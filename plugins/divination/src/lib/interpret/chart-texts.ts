/**
 * The chart facts of /interpret/natal, /synastry and /transit as short texts in the answer's
 * language, from the service's own translated tables: body, sign, aspect and dignity names
 * (core/src/vocabulary), house ordinals and areas, list punctuation (the western family's
 * horoscope phrase bundles, 21 languages each). The composer writes its readings from these
 * texts only, so its words are the same for the same chart in the same language.
 */
import type { LangCode } from '@celestial/core';
import { bodyName, term } from '@celestial/core';
import { areaOf, joinList, ordinalOf, phrase } from '@celestial/plugin-western/lib/horoscope-phrases';

/** The name in `lang` of a chart point written by its English name or slug ('Sun', 'Ascendant', 'MC', 'mean-node'). */
export function pointName(nameOrSlug: string, lang: LangCode): string {
  const k = nameOrSlug.toLowerCase().replace(/\s+/g, '-');
  if (k === 'ascendant' || k === 'asc') return term('chart-angle', 'ascendant', lang);
  if (k === 'mc' || k === 'midheaven') return term('chart-angle', 'midheaven', lang);
  return bodyName(k, lang);
}

/** "Sun 23°14′05″ Leo, 10th (career and reputation)". */
export function placementText(lang: LangCode, body: { slug: string; name: string; formatted: string }, house: number | null): string {
  const where = house === null ? '' : `, ${ordinalOf(lang, house)} (${areaOf(lang, house)})`;
  return `${body.name} ${body.formatted}${where}`;
}

/** The five Ptolemaic aspects have phrase-bundle verbs ("conjunct", "trine"); others their table name. */
const PTOLEMAIC = new Set(['conjunction', 'sextile', 'square', 'trine', 'opposition']);

/** "Sun trine Moon (orb 2.1°)". */
export function aspectText(lang: LangCode, name1: string, aspectSlug: string, name2: string, orb: number): string {
  const aspect = PTOLEMAIC.has(aspectSlug) ? phrase(lang, `aspect.${aspectSlug}`) : term('aspect', aspectSlug, lang);
  return `${phrase(lang, 'pair', { planet1: name1, aspect, planet2: name2 })} (${orb.toFixed(1)}°)`;
}

/** "Venus: domicile". */
export function dignityText(lang: LangCode, bodySlug: string, dignity: string): string {
  return `${bodyName(bodySlug, lang)}: ${term('dignity', dignity, lang)}`;
}

/** Texts joined as one sentence in `lang` (its separators and full stop). */
export function sentence(lang: LangCode, items: readonly string[]): string {
  return items.length === 0 ? '' : `${joinList(lang, items)}${phrase(lang, 'list.end')}`;
}
