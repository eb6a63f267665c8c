/** Days of the week, Sunday first (the planetary order of days: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn). */
import type { TermTable } from '../terms.js';

export const WEEKDAY_TERMS = {
  sunday: {
    uk: 'Неділя', en: 'Sunday', de: 'Sonntag', ru: 'Воскресенье', pl: 'Niedziela', es: 'Domingo', pt: 'Domingo', fr: 'Dimanche', it: 'Domenica', nl: 'Zondag', cs: 'Neděle', ro: 'Duminică', hu: 'Vasárnap', el: 'Κυριακή', tr: 'Pazar', ar: 'الأحد', hi: 'रविवार', ja: '日曜日', ko: '일요일', vi: 'Chủ nhật', id: 'Minggu',
  },
  monday: {
    uk: 'Понеділок', en: 'Monday', de: 'Montag', ru: 'Понедельник', pl: 'Poniedziałek', es: 'Lunes', pt: 'Segunda-feira', fr: 'Lundi', it: 'Lunedì', nl: 'Maandag', cs: 'Pondělí', ro: 'Luni', hu: 'Hétfő', el: 'Δευτέρα', tr: 'Pazartesi', ar: 'الاثنين', hi: 'सोमवार', ja: '月曜日', ko: '월요일', vi: 'Thứ hai', id: 'Senin',
  },
  tuesday: {
    uk: 'Вівторок', en: 'Tuesday', de: 'Dienstag', ru: 'Вторник', pl: 'Wtorek', es: 'Martes', pt: 'Terça-feira', fr: 'Mardi', it: 'Martedì', nl: 'Dinsdag', cs: 'Úterý', ro: 'Marți', hu: 'Kedd', el: 'Τρίτη', tr: 'Salı', ar: 'الثلاثاء', hi: 'मंगलवार', ja: '火曜日', ko: '화요일', vi: 'Thứ ba', id: 'Selasa',
  },
  wednesday: {
    uk: 'Середа', en: 'Wednesday', de: 'Mittwoch', ru: 'Среда', pl: 'Środa', es: 'Miércoles', pt: 'Quarta-feira', fr: 'Mercredi', it: 'Mercoledì', nl: 'Woensdag', cs: 'Středa', ro: 'Miercuri', hu: 'Szerda', el: 'Τετάρτη', tr: 'Çarşamba', ar: 'الأربعاء', hi: 'बुधवार', ja: '水曜日', ko: '수요일', vi: 'Thứ tư', id: 'Rabu',
  },
  thursday: {
    uk: 'Четвер', en: 'Thursday', de: 'Donnerstag', ru: 'Четверг', pl: 'Czwartek', es: 'Jueves', pt: 'Quinta-feira', fr: 'Jeudi', it: 'Giovedì', nl: 'Donderdag', cs: 'Čtvrtek', ro: 'Joi', hu: 'Csütörtök', el: 'Πέμπτη', tr: 'Perşembe', ar: 'الخميس', hi: 'गुरुवार', ja: '木曜日', ko: '목요일', vi: 'Thứ năm', id: 'Kamis',
  },
  friday: {
    uk: 'П\'ятниця', en: 'Friday', de: 'Freitag', ru: 'Пятница', pl: 'Piątek', es: 'Viernes', pt: 'Sexta-feira', fr: 'Vendredi', it: 'Venerdì', nl: 'Vrijdag', cs: 'Pátek', ro: 'Vineri', hu: 'Péntek', el: 'Παρασκευή', tr: 'Cuma', ar: 'الجمعة', hi: 'शुक्रवार', ja: '金曜日', ko: '금요일', vi: 'Thứ sáu', id: 'Jumat',
  },
  saturday: {
    uk: 'Субота', en: 'Saturday', de: 'Samstag', ru: 'Суббота', pl: 'Sobota', es: 'Sábado', pt: 'Sábado', fr: 'Samedi', it: 'Sabato', nl: 'Zaterdag', cs: 'Sobota', ro: 'Sâmbătă', hu: 'Szombat', el: 'Σάββατο', tr: 'Cumartesi', ar: 'السبت', hi: 'शनिवार', ja: '土曜日', ko: '토요일', vi: 'Thứ bảy', id: 'Sabtu',
  },
} satisfies TermTable;
