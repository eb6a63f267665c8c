/**
 * The five limbs of the panchanga as headings (tithi, vara, nakshatra, yoga, karana): the
 * Sanskrit terms, written as each language's Jyotish literature writes them (Latin-script
 * languages keep the transliteration; Cyrillic, Greek, Arabic, Japanese and Korean transcribe
 * it; Hindi in Devanagari).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const PANCHANG_LIMB_TERMS: TermTable = rowTable(`
tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Tithi|Титхи|Тітхі|Τίθι|تيثي|तिथि|ティティ|티티
vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Vara|Вара|Вара|Βάρα|فارا|वार|ヴァーラ|바라
nakshatra|Nakshatra|Nakshatra|Nakshatra|Nakshatra|Nakshatra|Nakshatra|Nakshatra|Nakszatra|Nakšatra|Nakshatra|Naksatra|Nakşatra|Nakshatra|Nakshatra|Накшатра|Накшатра|Νακσάτρα|نكشترا|नक्षत्र|ナクシャトラ|낙샤트라
yoga|Yoga|Yoga|Yoga|Yoga|Yoga|Yoga|Yoga|Joga|Jóga|Yoga|Jóga|Yoga|Yoga|Yoga|Йога|Йога|Γιόγκα|يوغا|योग|ヨーガ|요가
karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Karana|Карана|Карана|Καράνα|كارانا|करण|カラナ|카라나
`);
