/**
 * The twelve places with their Greek names and topics after Vettius Valens, Anthology
 * (tr. M. Riley), the significations of the twelve places (the Hellenistic names Good
 * Spirit, Bad Daimon, Gate of Hades, Goddess, God, Idle Place); the joys of the planets after Firmicus
 * Maternus, Mathesis II.19; angularity after Ptolemy (angles, the places rising after them,
 * and the declining places). House systems are the core HOUSE_SYSTEMS (Swiss Ephemeris hsys
 * letters, case-sensitive).
 */
import { HOUSE_SYSTEMS } from '@celestial/core/astro';
import { HOUSE_SLUGS, HOUSE_SYSTEM_SLUG, houseNamed, kebab, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { planetRef, signRef } from './schemas.js';

type Angularity = 'angular' | 'succedent' | 'cadent';

/** The planetary joys, Firmicus Maternus, Mathesis II.19: the house in which each planet rejoices. */
export const PLANETARY_JOYS: Readonly<Record<string, number>> = { Mercury: 1, Moon: 3, Venus: 5, Mars: 6, Sun: 9, Jupiter: 11, Saturn: 12 };

export function joyOf(house: number): string | null {
  return Object.entries(PLANETARY_JOYS).find(([, h]) => h === house)?.[0] ?? null;
}

/** The Greek names and, in English, the topics (each topic's 21 languages are core's house-topic table, keyed by its kebab). */
export const PLACES: readonly { greekName: string; topics: string[] }[] = [
  { greekName: 'Horoskopos (the Hour-marker, the Helm)', topics: ['life', 'the body', 'the breath (spirit)', 'character', 'the helm of the life'] },
  { greekName: 'Hadou Pyle (Gate of Hades)', topics: ['livelihood', 'possessions', 'hopes', 'giving and receiving'] },
  { greekName: 'Thea (the Goddess)', topics: ['brothers and sisters', 'living abroad', 'friends and relatives', 'royalty and authority'] },
  { greekName: 'Hypogeion (the Subterranean Angle)', topics: ['parents', 'home and estate', 'property and foundations', 'hidden things', 'the end of matters'] },
  { greekName: 'Agathe Tyche (Good Fortune)', topics: ['children', 'friendship', 'gifts and favours', 'good deeds'] },
  { greekName: 'Kake Tyche (Bad Fortune)', topics: ['illness and injuries', 'slaves and servants', 'enemies', 'weakness'] },
  { greekName: 'Dysis (the Setting)', topics: ['marriage', 'partnership', 'women', 'old age', 'death'] },
  { greekName: 'Argos Topos (the Idle Place)', topics: ['death', 'inheritances', 'idleness', 'lawsuits'] },
  { greekName: 'Theos (the God)', topics: ['travel and foreign lands', 'religion and the gods', 'divination and dreams', 'philosophy'] },
  { greekName: 'Mesouranema (the Midheaven)', topics: ['action and career', 'reputation and honour', 'rank', 'children (from the Midheaven)'] },
  { greekName: 'Agathos Daimon (Good Spirit)', topics: ['friends and benefactors', 'hopes', 'gifts', 'acquisition'] },
  { greekName: 'Kakos Daimon (Bad Spirit)', topics: ['enemies', 'slaves', 'suffering and confinement', 'dangers and illness'] },
];

export function angularityOf(house: number): Angularity {
  return (['angular', 'succedent', 'cadent'] as const)[(house - 1) % 3]!;
}

export function housesTable(lang: LangCode) {
  return {
    houses: PLACES.map((p, i) => {
      const joy = joyOf(i + 1);
      return {
        number: i + 1,
        ...houseNamed(i + 1, lang),
        angularity: angularityOf(i + 1),
        greekName: term('house-greek-name', HOUSE_SLUGS[i]!, lang),
        topics: p.topics.map((topic) => term('house-topic', kebab(topic), lang)),
        naturalSign: signRef(i, lang),
        joy: joy ? planetRef(joy, lang) : null,
      };
    }),
    houseSystems: HOUSE_SYSTEMS.map((h) => ({ code: h.code, slug: HOUSE_SYSTEM_SLUG[h.code]!, name: term('house-system', HOUSE_SYSTEM_SLUG[h.code]!, lang) })),
  };
}
