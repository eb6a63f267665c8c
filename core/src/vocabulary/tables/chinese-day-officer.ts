/**
 * The twelve day officers (jian chu shi er zhi xing) of the Tong Shu, named by what each
 * means (Xie Ji Bian Fang Shu, book 4: Jian establishes, Chu removes, Man fills, Ping levels,
 * Ding settles, Zhi holds, Po breaks, Wei endangers, Cheng completes, Shou gathers, Kai opens,
 * Bi closes), as English almanacs print them; Japanese, Korean and Vietnamese keep the
 * character or its reading, as their almanacs do.
 */
import type { TermTable } from '../terms.js';

export const CHINESE_DAY_OFFICER_TERMS = {
  jian: { en: 'Establish', de: 'Gründen', ru: 'Установление', uk: 'Встановлення', pl: 'Ustanowienie', es: 'Establecer', pt: 'Estabelecer', fr: 'Établir', it: 'Stabilire', nl: 'Vestigen', cs: 'Založení', ro: 'Întemeiere', hu: 'Alapítás', el: 'Θεμελίωση', tr: 'Kuruluş', ar: 'التأسيس', hi: 'स्थापना', ja: '建', ko: '건', vi: 'Kiến', id: 'Mendirikan' },
  chu: { en: 'Remove', de: 'Beseitigen', ru: 'Устранение', uk: 'Усунення', pl: 'Usunięcie', es: 'Eliminar', pt: 'Remover', fr: 'Ôter', it: 'Rimuovere', nl: 'Verwijderen', cs: 'Odstranění', ro: 'Înlăturare', hu: 'Eltávolítás', el: 'Αφαίρεση', tr: 'Giderme', ar: 'الإزالة', hi: 'निवारण', ja: '除', ko: '제', vi: 'Trừ', id: 'Menghapus' },
  man: { en: 'Full', de: 'Fülle', ru: 'Полнота', uk: 'Повнота', pl: 'Pełnia', es: 'Plenitud', pt: 'Plenitude', fr: 'Plénitude', it: 'Pienezza', nl: 'Volheid', cs: 'Plnost', ro: 'Plinătate', hu: 'Teljesség', el: 'Πληρότητα', tr: 'Dolgunluk', ar: 'الامتلاء', hi: 'पूर्णता', ja: '満', ko: '만', vi: 'Mãn', id: 'Penuh' },
  ping: { en: 'Balance', de: 'Ausgleich', ru: 'Равновесие', uk: 'Рівновага', pl: 'Równowaga', es: 'Equilibrio', pt: 'Equilíbrio', fr: 'Équilibre', it: 'Equilibrio', nl: 'Evenwicht', cs: 'Rovnováha', ro: 'Echilibru', hu: 'Egyensúly', el: 'Ισορροπία', tr: 'Denge', ar: 'التوازن', hi: 'संतुलन', ja: '平', ko: '평', vi: 'Bình', id: 'Seimbang' },
  ding: { en: 'Stable', de: 'Festigkeit', ru: 'Устойчивость', uk: 'Стійкість', pl: 'Stałość', es: 'Estabilidad', pt: 'Estabilidade', fr: 'Stabilité', it: 'Stabilità', nl: 'Stabiliteit', cs: 'Stálost', ro: 'Stabilitate', hu: 'Szilárdság', el: 'Σταθερότητα', tr: 'İstikrar', ar: 'الثبات', hi: 'स्थिरता', ja: '定', ko: '정', vi: 'Định', id: 'Mantap' },
  zhi: { en: 'Hold', de: 'Festhalten', ru: 'Удержание', uk: 'Утримання', pl: 'Uchwycenie', es: 'Sujetar', pt: 'Segurar', fr: 'Saisir', it: 'Afferrare', nl: 'Vasthouden', cs: 'Držení', ro: 'Apucare', hu: 'Megragadás', el: 'Κράτημα', tr: 'Tutma', ar: 'الإمساك', hi: 'धारण', ja: '執', ko: '집', vi: 'Chấp', id: 'Memegang' },
  po: { en: 'Break', de: 'Bruch', ru: 'Разрушение', uk: 'Руйнування', pl: 'Przełamanie', es: 'Ruptura', pt: 'Ruptura', fr: 'Rupture', it: 'Rottura', nl: 'Breuk', cs: 'Zlom', ro: 'Ruptură', hu: 'Törés', el: 'Θραύση', tr: 'Kırılma', ar: 'الكسر', hi: 'भंग', ja: '破', ko: '파', vi: 'Phá', id: 'Pecah' },
  wei: { en: 'Danger', de: 'Gefahr', ru: 'Опасность', uk: 'Небезпека', pl: 'Niebezpieczeństwo', es: 'Peligro', pt: 'Perigo', fr: 'Danger', it: 'Pericolo', nl: 'Gevaar', cs: 'Nebezpečí', ro: 'Pericol', hu: 'Veszély', el: 'Κίνδυνος', tr: 'Tehlike', ar: 'الخطر', hi: 'संकट', ja: '危', ko: '위', vi: 'Nguy', id: 'Bahaya' },
  cheng: { en: 'Success', de: 'Vollendung', ru: 'Свершение', uk: 'Звершення', pl: 'Spełnienie', es: 'Éxito', pt: 'Êxito', fr: 'Réussite', it: 'Riuscita', nl: 'Voltooiing', cs: 'Završení', ro: 'Împlinire', hu: 'Beteljesülés', el: 'Επιτυχία', tr: 'Başarı', ar: 'الإنجاز', hi: 'सिद्धि', ja: '成', ko: '성', vi: 'Thành', id: 'Berhasil' },
  shou: { en: 'Harvest', de: 'Ernte', ru: 'Сбор', uk: 'Збір', pl: 'Zbiór', es: 'Cosecha', pt: 'Colheita', fr: 'Récolte', it: 'Raccolto', nl: 'Oogst', cs: 'Sklizeň', ro: 'Recoltă', hu: 'Betakarítás', el: 'Συγκομιδή', tr: 'Hasat', ar: 'الحصاد', hi: 'संग्रह', ja: '収', ko: '수', vi: 'Thu', id: 'Panen' },
  kai: { en: 'Open', de: 'Öffnen', ru: 'Открытие', uk: 'Відкриття', pl: 'Otwarcie', es: 'Apertura', pt: 'Abertura', fr: 'Ouverture', it: 'Apertura', nl: 'Opening', cs: 'Otevření', ro: 'Deschidere', hu: 'Nyitás', el: 'Άνοιγμα', tr: 'Açılış', ar: 'الفتح', hi: 'उद्घाटन', ja: '開', ko: '개', vi: 'Khai', id: 'Membuka' },
  bi: { en: 'Close', de: 'Schließen', ru: 'Закрытие', uk: 'Закриття', pl: 'Zamknięcie', es: 'Cierre', pt: 'Fechamento', fr: 'Fermeture', it: 'Chiusura', nl: 'Sluiting', cs: 'Uzavření', ro: 'Închidere', hu: 'Zárás', el: 'Κλείσιμο', tr: 'Kapanış', ar: 'الإغلاق', hi: 'समापन', ja: '閉', ko: '폐', vi: 'Bế', id: 'Menutup' },
} satisfies TermTable;
