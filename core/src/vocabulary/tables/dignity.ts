/**
 * Essential dignities and debilities (Ptolemy, Tetrabiblos I.17-21; Lilly, Christian Astrology
 * p. 101-104): rulership, exaltation, triplicity, term (bound), face (decan), and their
 * opposites; peregrine when none applies.
 */
import type { TermTable } from '../terms.js';

export const DIGNITY_TERMS = {
  domicile: { en: 'Domicile' },
  exaltation: { en: 'Exaltation' },
  triplicity: { en: 'Triplicity' },
  term: { en: 'Term' },
  face: { en: 'Face' },
  detriment: { en: 'Detriment' },
  fall: { en: 'Fall' },
  peregrine: { en: 'Peregrine' },
} satisfies TermTable;
