/**
 * The two zodiacs (tropical: from the vernal equinox; sidereal: from the stars, less the
 * ayanamsa). Hindi names them as Jyotisha does: sayana (with the precession) and nirayana
 * (without it).
 */
import type { TermTable } from '../terms.js';

export const ZODIAC_TYPE_TERMS = {
  tropical: {
    uk: 'Тропічний', en: 'Tropical', de: 'Tropisch', ru: 'Тропический', pl: 'Tropikalny', es: 'Tropical', pt: 'Tropical', fr: 'Tropical', it: 'Tropicale', nl: 'Tropisch', cs: 'Tropický', ro: 'Tropical', hu: 'Tropikus', el: 'Τροπικός', tr: 'Tropikal', ar: 'استوائي', hi: 'सायन', ja: 'トロピカル', ko: '트로피컬', vi: 'Nhiệt đới', id: 'Tropis',
  },
  sidereal: {
    uk: 'Сидеричний', en: 'Sidereal', de: 'Siderisch', ru: 'Сидерический', pl: 'Syderyczny', es: 'Sideral', pt: 'Sideral', fr: 'Sidéral', it: 'Siderale', nl: 'Siderisch', cs: 'Siderický', ro: 'Sideral', hu: 'Sziderikus', el: 'Αστρικός', tr: 'Yıldızsal', ar: 'نجمي', hi: 'निरयण', ja: 'サイデリアル', ko: '항성', vi: 'Thiên văn', id: 'Sideris',
  },
} satisfies TermTable;
