/**
 * Human Design: the five types (Ra Uru Hu, 'The Definitive
 * Book of Human Design', 2011; 'Rave ABC'), in the 21 response languages. The European and Asian
 * names follow the translations the national Human Design schools print (Dizajn Cheloveka in
 * Russian, ヒューマンデザイン in Japanese).
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const HD_TYPE_SLUGS = ['manifestor', 'generator', 'manifesting-generator', 'projector', 'reflector'] as const;

export const HD_TYPE_TERMS = tableOfRows('hd-type', HD_TYPE_SLUGS, {
  en: 'Manifestor|Generator|Manifesting Generator|Projector|Reflector',
  uk: 'Маніфестор|Генератор|Маніфестуючий генератор|Проєктор|Рефлектор',
  de: 'Manifestor|Generator|Manifestierender Generator|Projektor|Reflektor',
  ru: 'Манифестор|Генератор|Манифестирующий генератор|Проектор|Рефлектор',
  pl: 'Manifestor|Generator|Manifestujący Generator|Projektor|Reflektor',
  es: 'Manifestador|Generador|Generador Manifestante|Proyector|Reflector',
  pt: 'Manifestador|Gerador|Gerador Manifestante|Projetor|Refletor',
  fr: 'Manifesteur|Générateur|Générateur manifesteur|Projecteur|Réflecteur',
  it: 'Manifestor|Generatore|Generatore Manifestante|Proiettore|Riflettore',
  nl: 'Manifestor|Generator|Manifesterende Generator|Projector|Reflector',
  cs: 'Manifestor|Generátor|Manifestující generátor|Projektor|Reflektor',
  ro: 'Manifestor|Generator|Generator manifestant|Proiector|Reflector',
  hu: 'Manifesztor|Generátor|Manifesztáló generátor|Projektor|Reflektor',
  el: 'Εκδηλωτής|Γεννήτορας|Εκδηλωτικός Γεννήτορας|Προβολέας|Ανακλαστής',
  tr: 'Manifestör|Jeneratör|Manifestleyen Jeneratör|Projektör|Reflektör',
  ar: 'المُظهِر|المولِّد|المولِّد المُظهِر|المُوجِّه|العاكس',
  hi: 'मैनिफेस्टर|जनरेटर|मैनिफेस्टिंग जनरेटर|प्रोजेक्टर|रिफ्लेक्टर',
  ja: 'マニフェスター|ジェネレーター|マニフェスティング・ジェネレーター|プロジェクター|リフレクター',
  ko: '매니페스터|제너레이터|매니페스팅 제너레이터|프로젝터|리플렉터',
  vi: 'Người Khởi xướng|Người Kiến tạo|Người Kiến tạo Khởi xướng|Người Dẫn dắt|Người Phản chiếu',
  id: 'Manifestor|Generator|Generator Manifestasi|Proyektor|Reflektor',
}) satisfies TermTable;
