/**
 * Numerology: the letter-value systems the divination family offers, Pythagorean (A=1 ... I=9,
 * repeating) and Chaldean (1-8 by sound, 9 never given to a letter), in the 21 response languages.
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const NUMEROLOGY_SYSTEM_SLUGS = ['pythagorean', 'chaldean'] as const;

export const NUMEROLOGY_SYSTEM_TERMS = tableOfRows('numerology-system', NUMEROLOGY_SYSTEM_SLUGS, {
  en: 'Pythagorean|Chaldean',
  uk: 'Піфагорійська система|Халдейська система',
  de: 'Pythagoreisches System|Chaldäisches System',
  ru: 'Пифагорейская система|Халдейская система',
  pl: 'System pitagorejski|System chaldejski',
  es: 'Sistema pitagórico|Sistema caldeo',
  pt: 'Sistema pitagórico|Sistema caldeu',
  fr: 'Système pythagoricien|Système chaldéen',
  it: 'Sistema pitagorico|Sistema caldeo',
  nl: 'Pythagorisch systeem|Chaldeeuws systeem',
  cs: 'Pythagorejský systém|Chaldejský systém',
  ro: 'Sistemul pitagoreic|Sistemul caldeean',
  hu: 'Püthagoraszi rendszer|Káld rendszer',
  el: 'Πυθαγόρειο σύστημα|Χαλδαϊκό σύστημα',
  tr: 'Pisagor sistemi|Keldani sistemi',
  ar: 'النظام الفيثاغوري|النظام الكلداني',
  hi: 'पाइथागोरियन पद्धति|कैल्डियन पद्धति',
  ja: 'ピタゴラス式|カルデア式',
  ko: '피타고라스식|칼데아식',
  vi: 'Hệ Pythagoras|Hệ Chaldea',
  id: 'Sistem Pythagoras|Sistem Kaldea',
}) satisfies TermTable;
