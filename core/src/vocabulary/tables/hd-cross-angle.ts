/**
 * Human Design: the three angles of the incarnation cross (Ra Uru Hu's cross index: Right Angle,
 * Juxtaposition, Left Angle, by the profile), as the frame of a cross's name, in the 21 response
 * languages. The cross's own name after it ("of the Sphinx") is the index's English proper name.
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const HD_CROSS_ANGLE_SLUGS = ['right-angle', 'juxtaposition', 'left-angle'] as const;

export const HD_CROSS_ANGLE_TERMS = tableOfRows('hd-cross-angle', HD_CROSS_ANGLE_SLUGS, {
  en: 'Right Angle Cross|Juxtaposition Cross|Left Angle Cross',
  uk: 'Хрест правого кута|Хрест джакстапозиції|Хрест лівого кута',
  de: 'Rechtwinkliges Kreuz|Juxtapositionskreuz|Linkswinkliges Kreuz',
  ru: 'Крест правого угла|Крест джакстапозиции|Крест левого угла',
  pl: 'Krzyż prawego kąta|Krzyż jukstapozycji|Krzyż lewego kąta',
  es: 'Cruz de Ángulo Derecho|Cruz de Yuxtaposición|Cruz de Ángulo Izquierdo',
  pt: 'Cruz de Ângulo Direito|Cruz de Justaposição|Cruz de Ângulo Esquerdo',
  fr: 'Croix d’angle droit|Croix de juxtaposition|Croix d’angle gauche',
  it: 'Croce d’angolo destro|Croce di giustapposizione|Croce d’angolo sinistro',
  nl: 'Rechterhoekkruis|Juxtapositiekruis|Linkerhoekkruis',
  cs: 'Kříž pravého úhlu|Kříž juxtapozice|Kříž levého úhlu',
  ro: 'Crucea unghiului drept|Crucea de juxtapunere|Crucea unghiului stâng',
  hu: 'Jobbszög-kereszt|Juxtapozíciós kereszt|Balszög-kereszt',
  el: 'Σταυρός δεξιάς γωνίας|Σταυρός αντιπαράθεσης|Σταυρός αριστερής γωνίας',
  tr: 'Sağ Açı Haçı|Yan Yana Konum Haçı|Sol Açı Haçı',
  ar: 'صليب الزاوية اليمنى|صليب التجاور|صليب الزاوية اليسرى',
  hi: 'दक्षिण कोण क्रॉस|सन्निधि क्रॉस|वाम कोण क्रॉस',
  ja: 'ライトアングル・クロス|ジャクスタポジション・クロス|レフトアングル・クロス',
  ko: '우각 크로스|병치 크로스|좌각 크로스',
  vi: 'Thập tự Góc phải|Thập tự Kề cận|Thập tự Góc trái',
  id: 'Salib Sudut Kanan|Salib Jukstaposisi|Salib Sudut Kiri',
}) satisfies TermTable;
