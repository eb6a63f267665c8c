/**
 * Human Design: each type's not-self theme (Ra Uru Hu, 'The Definitive Book of Human Design',
 * 2011), keyed by the type's slug, in the 21 response languages.
 */
import { tableOfRows } from './by-language.js';
import { HD_TYPE_SLUGS } from './hd-type.js';
import type { TermTable } from '../terms.js';

export const HD_NOT_SELF_TERMS = tableOfRows('hd-not-self', HD_TYPE_SLUGS, {
  en: 'Anger|Frustration|Frustration and anger|Bitterness|Disappointment',
  uk: 'Гнів|Фрустрація|Фрустрація і гнів|Гіркота|Розчарування',
  de: 'Wut|Frustration|Frustration und Wut|Verbitterung|Enttäuschung',
  ru: 'Гнев|Фрустрация|Фрустрация и гнев|Горечь|Разочарование',
  pl: 'Złość|Frustracja|Frustracja i złość|Gorycz|Rozczarowanie',
  es: 'Ira|Frustración|Frustración e ira|Amargura|Decepción',
  pt: 'Raiva|Frustração|Frustração e raiva|Amargura|Decepção',
  fr: 'Colère|Frustration|Frustration et colère|Amertume|Déception',
  it: 'Rabbia|Frustrazione|Frustrazione e rabbia|Amarezza|Delusione',
  nl: 'Woede|Frustratie|Frustratie en woede|Bitterheid|Teleurstelling',
  cs: 'Hněv|Frustrace|Frustrace a hněv|Hořkost|Zklamání',
  ro: 'Furie|Frustrare|Frustrare și furie|Amărăciune|Dezamăgire',
  hu: 'Düh|Frusztráció|Frusztráció és düh|Keserűség|Csalódottság',
  el: 'Θυμός|Ματαίωση|Ματαίωση και θυμός|Πικρία|Απογοήτευση',
  tr: 'Öfke|Bıkkınlık|Bıkkınlık ve öfke|Kırgınlık|Hayal kırıklığı',
  ar: 'الغضب|الإحباط|الإحباط والغضب|المرارة|خيبة الأمل',
  hi: 'क्रोध|कुंठा|कुंठा और क्रोध|कड़वाहट|निराशा',
  ja: '怒り|フラストレーション|フラストレーションと怒り|苦々しさ|失望',
  ko: '분노|좌절감|좌절감과 분노|씁쓸함|실망',
  vi: 'Tức giận|Bực bội|Bực bội và tức giận|Cay đắng|Thất vọng',
  id: 'Kemarahan|Frustrasi|Frustrasi dan kemarahan|Kepahitan|Kekecewaan',
}) satisfies TermTable;
