/**
 * Numerology: the core numbers of a chart (Matthew Oliver Goodwin, 'Numerology: The Complete
 * Guide', 1981; Hans Decoz, 'Numerology', 1994: life path, expression, soul urge, personality,
 * birthday, personal year), as the divination family computes them, in the 21 response languages.
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const NUMEROLOGY_NUMBER_SLUGS = ['life-path', 'expression', 'soul-urge', 'personality', 'birthday', 'personal-year'] as const;

export const NUMEROLOGY_NUMBER_TERMS = tableOfRows('numerology-number', NUMEROLOGY_NUMBER_SLUGS, {
  en: 'Life path|Expression|Soul urge|Personality|Birthday|Personal year',
  uk: 'Життєвий шлях|Число виразу|Число душі|Число особистості|Число дня народження|Особистий рік',
  de: 'Lebensweg|Ausdruckszahl|Seelenzahl|Persönlichkeitszahl|Geburtstagszahl|Persönliches Jahr',
  ru: 'Жизненный путь|Число выражения|Число души|Число личности|Число дня рождения|Личный год',
  pl: 'Droga życia|Liczba ekspresji|Liczba duszy|Liczba osobowości|Liczba dnia urodzenia|Rok osobisty',
  es: 'Camino de vida|Expresión|Impulso del alma|Personalidad|Cumpleaños|Año personal',
  pt: 'Caminho de vida|Expressão|Desejo da alma|Personalidade|Aniversário|Ano pessoal',
  fr: 'Chemin de vie|Expression|Élan spirituel|Personnalité|Anniversaire|Année personnelle',
  it: 'Sentiero di vita|Espressione|Anima|Personalità|Compleanno|Anno personale',
  nl: 'Levenspad|Expressie|Zielsverlangen|Persoonlijkheid|Verjaardag|Persoonlijk jaar',
  cs: 'Životní cesta|Číslo výrazu|Číslo duše|Číslo osobnosti|Číslo dne narození|Osobní rok',
  ro: 'Calea vieții|Expresie|Dorința sufletului|Personalitate|Ziua nașterii|An personal',
  hu: 'Életút|Kifejezésszám|Lélekszám|Személyiségszám|Születésnap|Személyes év',
  el: 'Μονοπάτι ζωής|Έκφραση|Παρόρμηση ψυχής|Προσωπικότητα|Γενέθλια|Προσωπικό έτος',
  tr: 'Yaşam yolu|İfade|Ruh arzusu|Kişilik|Doğum günü|Kişisel yıl',
  ar: 'مسار الحياة|رقم التعبير|رغبة الروح|الشخصية|يوم الميلاد|السنة الشخصية',
  hi: 'जीवन पथ|अभिव्यक्ति अंक|आत्मा अंक|व्यक्तित्व अंक|जन्मदिन अंक|व्यक्तिगत वर्ष',
  ja: 'ライフパス|表現数|ソウル数|人格数|誕生日数|個人年',
  ko: '인생 경로|표현수|영혼수|성격수|생일수|개인 연도',
  vi: 'Đường đời|Số biểu đạt|Số linh hồn|Số nhân cách|Số ngày sinh|Năm cá nhân',
  id: 'Jalur hidup|Ekspresi|Dorongan jiwa|Kepribadian|Hari lahir|Tahun pribadi',
}) satisfies TermTable;
