/**
 * Essential dignities and debilities (Ptolemy, Tetrabiblos I.17-21; Lilly, Christian Astrology
 * p. 101-104): rulership, exaltation, triplicity, term (bound), face (decan), and their
 * opposites; peregrine when none applies.
 */
import type { TermTable } from '../terms.js';

export const DIGNITY_TERMS = {
  domicile: {
    uk: 'Обитель', en: 'Domicile', de: 'Domizil', ru: 'Обитель', pl: 'Władztwo', es: 'Domicilio', pt: 'Domicílio', fr: 'Domicile', it: 'Domicilio', nl: 'Domicilie', cs: 'Domicil', ro: 'Domiciliu', hu: 'Uralkodás', el: 'Οίκος', tr: 'Yönetim', ar: 'البيت', hi: 'स्वगृह', ja: 'ドミサイル', ko: '도미사일', vi: 'Nhà cai quản', id: 'Domisili',
  },
  exaltation: {
    uk: 'Екзальтація', en: 'Exaltation', de: 'Erhöhung', ru: 'Экзальтация', pl: 'Wywyższenie', es: 'Exaltación', pt: 'Exaltação', fr: 'Exaltation', it: 'Esaltazione', nl: 'Verhoging', cs: 'Exaltace', ro: 'Exaltare', hu: 'Exaltáció', el: 'Ύψωμα', tr: 'Yücelim', ar: 'الشرف', hi: 'उच्च', ja: '高揚', ko: '고양', vi: 'Thăng hoa', id: 'Eksaltasi',
  },
  triplicity: {
    uk: 'Триплицитет', en: 'Triplicity', de: 'Triplizität', ru: 'Триплицитет', pl: 'Triplicytet', es: 'Triplicidad', pt: 'Triplicidade', fr: 'Triplicité', it: 'Triplicità', nl: 'Triplicitet', cs: 'Triplicita', ro: 'Triplicitate', hu: 'Triplicitás', el: 'Τριγωνοκρατορία', tr: 'Üçlük', ar: 'المثلثة', hi: 'त्रिकोण स्वामित्व', ja: 'トリプリシティ', ko: '트리플리시티', vi: 'Tam hợp', id: 'Triplisitas',
  },
  term: {
    uk: 'Терм', en: 'Term', de: 'Term', ru: 'Терм', pl: 'Term', es: 'Término', pt: 'Termo', fr: 'Terme', it: 'Termine', nl: 'Term', cs: 'Term', ro: 'Termen', hu: 'Term', el: 'Όριο', tr: 'Sınır', ar: 'الحد', hi: 'सीमा', ja: 'ターム', ko: '텀', vi: 'Giới hạn', id: 'Term',
  },
  face: {
    uk: 'Фас', en: 'Face', de: 'Dekan', ru: 'Фас', pl: 'Oblicze', es: 'Faz', pt: 'Face', fr: 'Face', it: 'Faccia', nl: 'Gezicht', cs: 'Tvář', ro: 'Față', hu: 'Arc', el: 'Πρόσωπο', tr: 'Yüz', ar: 'الوجه', hi: 'द्रेष्काण', ja: 'フェイス', ko: '페이스', vi: 'Diện', id: 'Wajah',
  },
  detriment: {
    uk: 'Вигнання', en: 'Detriment', de: 'Exil', ru: 'Изгнание', pl: 'Wygnanie', es: 'Exilio', pt: 'Exílio', fr: 'Exil', it: 'Esilio', nl: 'Vernietiging', cs: 'Exil', ro: 'Exil', hu: 'Száműzetés', el: 'Εξορία', tr: 'Zarar', ar: 'الوبال', hi: 'हानि', ja: 'デトリメント', ko: '손상', vi: 'Tổn hại', id: 'Detrimen',
  },
  fall: {
    uk: 'Падіння', en: 'Fall', de: 'Fall', ru: 'Падение', pl: 'Upadek', es: 'Caída', pt: 'Queda', fr: 'Chute', it: 'Caduta', nl: 'Val', cs: 'Pád', ro: 'Cădere', hu: 'Esés', el: 'Πτώση', tr: 'Düşüş', ar: 'الهبوط', hi: 'नीच', ja: 'フォール', ko: '추락', vi: 'Hãm địa', id: 'Kejatuhan',
  },
  peregrine: {
    uk: 'Перегрин', en: 'Peregrine', de: 'Peregrin', ru: 'Перегрин', pl: 'Peregryn', es: 'Peregrino', pt: 'Peregrino', fr: 'Pérégrin', it: 'Peregrino', nl: 'Peregrien', cs: 'Peregrinní', ro: 'Peregrin', hu: 'Peregrin', el: 'Περιπλανώμενος', tr: 'Gezgin', ar: 'غريب', hi: 'परदेशी', ja: 'ペレグリン', ko: '페레그린', vi: 'Lạc vị', id: 'Peregrin',
  },
} satisfies TermTable;
