/**
 * The sign dictionaries (signs, elements, modalities, polarities), assembled from the core
 * tables: SIGNS (zodiac.ts) and the dignity tables (dignities.ts). Nothing here repeats a
 * rulership or an exaltation: it reads them.
 */
import { DOMICILE_LORDS, EXALTATIONS, MODERN_DOMICILE_LORDS, SIGNS, SIGN_NAMES, TRIPLICITY_LORDS } from '@celestial/core/astro';
import type { Element, Modality, PlanetName } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { classical, planetRef, signRef } from './schemas.js';
import type { ClassicalName } from './schemas.js';

/** U+2648 ARIES ... U+2653 PISCES (Unicode, Miscellaneous Symbols). */
export const SIGN_GLYPH_FIRST = 0x2648;

/**
 * The melothesia of Manilius, Astronomica II.453-465 (English; the answers read the 21
 * languages from core's body-part table, whose English this list pins in the tests): the Ram the head, the Bull the neck,
 * the Twins the arms with the shoulders, the Crab the breast, the Lion the sides and
 * shoulder-blades, the Virgin the belly, the Balance the loins, the Scorpion the groin, the
 * Archer the thighs, Capricorn the knees, the Water-bearer the shanks, the Fishes the feet.
 */
export const MANILIUS_BODY_PARTS: readonly string[] = [
  'head', 'neck', 'arms and shoulders', 'breast', 'sides and shoulder-blades', 'belly',
  'loins (buttocks)', 'groin (genitals)', 'thighs', 'knees', 'shanks (lower legs)', 'feet',
];

/** The planet exalted in a sign, with Ptolemy's degree, or null (Tetrabiblos I.19). */
export function exaltationIn(signIndex: number): { planet: ClassicalName; degree: number } | null {
  for (const [planet, ex] of Object.entries(EXALTATIONS)) {
    if (ex && ex.sign === signIndex) return { planet: classical(planet as PlanetName), degree: ex.degree };
  }
  return null;
}

/** The planet in its fall in a sign (opposite its exaltation), or null. */
export function fallIn(signIndex: number): ClassicalName | null {
  return exaltationIn((signIndex + 6) % 12)?.planet ?? null;
}

/** The planet in its detriment in a sign: the traditional lord of the opposite sign (Tetrabiblos I.17). */
export function detrimentIn(signIndex: number): ClassicalName {
  return classical(DOMICILE_LORDS[(signIndex + 6) % 12]!);
}

export function modernLord(signIndex: number): PlanetName {
  return MODERN_DOMICILE_LORDS[signIndex] ?? DOMICILE_LORDS[signIndex]!;
}

export function signsTable(lang: LangCode) {
  return SIGNS.map((s) => {
    const exaltation = exaltationIn(s.index);
    const fall = fallIn(s.index);
    return {
      sign: s.index + 1,
      slug: s.slug,
      name: term('sign', s.slug, lang),
      glyph: String.fromCodePoint(SIGN_GLYPH_FIRST + s.index),
      startLongitude: s.index * 30,
      element: s.element,
      modality: s.modality,
      polarity: s.polarity,
      rulers: { traditional: planetRef(DOMICILE_LORDS[s.index]!, lang), modern: planetRef(modernLord(s.index), lang) },
      exaltation: exaltation ? { planet: planetRef(exaltation.planet, lang), degree: exaltation.degree } : null,
      detriment: planetRef(detrimentIn(s.index), lang),
      fall: fall ? planetRef(fall, lang) : null,
      bodyPart: term('body-part', s.slug, lang),
      i18nKey: `sign.${s.slug}`,
    };
  });
}

const signsWhere = (pred: (s: (typeof SIGNS)[number]) => boolean, lang: LangCode) => SIGNS.filter(pred).map((s) => signRef(s.index, lang));

/**
 * The four elements with Aristotle's qualities (On Generation and Corruption II.3: fire hot
 * and dry, air hot and wet, water cold and wet, earth cold and dry) and the Dorothean
 * triplicity lords (Carmen Astrologicum I.1) from TRIPLICITY_LORDS.
 */
const QUALITIES: Readonly<Record<Element, { temperature: 'hot' | 'cold'; moisture: 'dry' | 'wet' }>> = {
  fire: { temperature: 'hot', moisture: 'dry' },
  earth: { temperature: 'cold', moisture: 'dry' },
  air: { temperature: 'hot', moisture: 'wet' },
  water: { temperature: 'cold', moisture: 'wet' },
};
export function triplicityOf(e: Element): { day: ClassicalName; night: ClassicalName; participating: ClassicalName } {
  const t = TRIPLICITY_LORDS[e];
  return { day: classical(t.day), night: classical(t.night), participating: classical(t.participating) };
}

/** The triplicity lords as `{ slug, name }` in `lang`. */
export function triplicityRefs(e: Element, lang: LangCode) {
  const t = triplicityOf(e);
  return { day: planetRef(t.day, lang), night: planetRef(t.night, lang), participating: planetRef(t.participating, lang) };
}

export function elementsTable(lang: LangCode) {
  return (['fire', 'earth', 'air', 'water'] as const).map((e) => ({
    slug: e,
    name: term('element', e, lang),
    signs: signsWhere((s) => s.element === e, lang),
    qualities: QUALITIES[e],
    triplicityRulers: triplicityRefs(e, lang),
  }));
}

/**
 * Ptolemy, Tetrabiblos I.11: the tropical (solstitial) and equinoctial signs that begin the
 * seasons, the solid signs that follow them, and the bicorporeal signs between, which share
 * the nature of two seasons (their roles, in 21 languages, are core's season-role table).
 */
const CLASSICAL_MODALITY_NAMES: Readonly<Record<Modality, 'tropical' | 'solid' | 'bicorporeal'>> = { cardinal: 'tropical', fixed: 'solid', mutable: 'bicorporeal' };

export function modalitiesTable(lang: LangCode) {
  return (['cardinal', 'fixed', 'mutable'] as const).map((m) => ({
    slug: m,
    name: term('modality', m, lang),
    classicalName: CLASSICAL_MODALITY_NAMES[m],
    signs: signsWhere((s) => s.modality === m, lang),
    seasonRole: term('season-role', m, lang),
    i18nKey: `modality.${m}`,
  }));
}

/** Ptolemy, Tetrabiblos I.12: masculine and diurnal signs alternate with feminine and nocturnal ones from Aries. */
export function polaritiesTable(lang: LangCode) {
  return [
    { slug: 'masculine' as const, name: term('polarity', 'masculine', lang), sect: 'diurnal' as const, yinYang: 'yang' as const, signs: signsWhere((s) => s.polarity === 'masculine', lang) },
    { slug: 'feminine' as const, name: term('polarity', 'feminine', lang), sect: 'nocturnal' as const, yinYang: 'yin' as const, signs: signsWhere((s) => s.polarity === 'feminine', lang) },
  ];
}

export { SIGN_NAMES };
