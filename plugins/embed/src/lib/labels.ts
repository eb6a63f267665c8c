/**
 * The widgets' own words (headings and captions), in the 21 languages of LANG_CODES. Domain names
 * (planets, signs, phases, animals...) are not here: they come from core's vocabulary tables
 * through `term`. These are page chrome, like a form's labels, so they live with the pages.
 */
import type { LangCode } from '@celestial/core';

export const LABEL_KEYS = [
  'moonPhase', 'illumination', 'moonSign', 'nextNewMoon', 'nextFullMoon',
  'retrogradeStatus', 'retrograde', 'direct', 'stationRetrograde', 'stationDirect', 'shadow',
  'planetaryHours', 'ruler', 'start', 'sunrise', 'sunset',
  'transits', 'exactToday', 'none',
  'chineseZodiac', 'yearBegins',
  'eclipses', 'solarEclipse', 'lunarEclipse', 'days',
  'dailyHoroscope', 'keyAspect',
  // Eclipse types (SE_ECL_* of swephexp.h, core's eclipseTypeOf).
  'total', 'annular', 'hybrid', 'partial', 'penumbral',
] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];

// One row per language, in LABEL_KEYS order.
const ROWS: Record<LangCode, readonly string[]> = {
  en: ['Moon phase', 'Illumination', 'Moon sign', 'Next new moon', 'Next full moon', 'Retrograde status', 'Retrograde', 'Direct', 'Station retrograde', 'Station direct', 'Shadow', 'Planetary hours', 'Ruler', 'Start', 'Sunrise', 'Sunset', 'Transits', 'Exact today', 'None', 'Chinese zodiac', 'Year begins (Lichun)', 'Eclipses', 'Solar eclipse', 'Lunar eclipse', 'days', 'Daily horoscope', 'Key aspect', 'Total', 'Annular', 'Hybrid', 'Partial', 'Penumbral'],
  uk: ['Фаза Місяця', 'Освітленість', 'Знак Місяця', 'Наступний молодик', 'Наступна повня', 'Ретроградність', 'Ретроградний', 'Прямий', 'Ретроградна зупинка', 'Пряма зупинка', 'Тінь', 'Планетарні години', 'Управитель', 'Початок', 'Схід Сонця', 'Захід Сонця', 'Транзити', 'Точні сьогодні', 'Немає', 'Китайський зодіак', 'Початок року (Лічунь)', 'Затемнення', 'Сонячне затемнення', 'Місячне затемнення', 'дн.', 'Гороскоп на день', 'Головний аспект', 'Повне', 'Кільцеподібне', 'Гібридне', 'Часткове', 'Півтіньове'],
  de: ['Mondphase', 'Beleuchtung', 'Mondzeichen', 'Nächster Neumond', 'Nächster Vollmond', 'Rückläufigkeit', 'Rückläufig', 'Direkt', 'Stationär rückläufig', 'Stationär direkt', 'Schatten', 'Planetenstunden', 'Herrscher', 'Beginn', 'Sonnenaufgang', 'Sonnenuntergang', 'Transite', 'Heute exakt', 'Keine', 'Chinesisches Tierkreiszeichen', 'Jahresbeginn (Lichun)', 'Finsternisse', 'Sonnenfinsternis', 'Mondfinsternis', 'Tage', 'Tageshoroskop', 'Wichtigster Aspekt', 'Total', 'Ringförmig', 'Hybrid', 'Partiell', 'Halbschatten'],
  ru: ['Фаза Луны', 'Освещённость', 'Знак Луны', 'Следующее новолуние', 'Следующее полнолуние', 'Ретроградность', 'Ретроградный', 'Прямой', 'Ретроградная остановка', 'Прямая остановка', 'Тень', 'Планетарные часы', 'Управитель', 'Начало', 'Восход', 'Закат', 'Транзиты', 'Точные сегодня', 'Нет', 'Китайский зодиак', 'Начало года (Личунь)', 'Затмения', 'Солнечное затмение', 'Лунное затмение', 'дн.', 'Гороскоп на день', 'Главный аспект', 'Полное', 'Кольцеобразное', 'Гибридное', 'Частное', 'Полутеневое'],
  pl: ['Faza Księżyca', 'Oświetlenie', 'Znak Księżyca', 'Następny nów', 'Następna pełnia', 'Retrogradacja', 'Retrogradacyjny', 'Prosty', 'Stacja retrogradacyjna', 'Stacja prosta', 'Cień', 'Godziny planetarne', 'Władca', 'Początek', 'Wschód Słońca', 'Zachód Słońca', 'Tranzyty', 'Dokładne dziś', 'Brak', 'Zodiak chiński', 'Początek roku (Lichun)', 'Zaćmienia', 'Zaćmienie Słońca', 'Zaćmienie Księżyca', 'dni', 'Horoskop dzienny', 'Główny aspekt', 'Całkowite', 'Obrączkowe', 'Hybrydowe', 'Częściowe', 'Półcieniowe'],
  es: ['Fase lunar', 'Iluminación', 'Signo lunar', 'Próxima luna nueva', 'Próxima luna llena', 'Estado retrógrado', 'Retrógrado', 'Directo', 'Estación retrógrada', 'Estación directa', 'Sombra', 'Horas planetarias', 'Regente', 'Inicio', 'Amanecer', 'Atardecer', 'Tránsitos', 'Exactos hoy', 'Ninguno', 'Zodiaco chino', 'Inicio del año (Lichun)', 'Eclipses', 'Eclipse solar', 'Eclipse lunar', 'días', 'Horóscopo diario', 'Aspecto clave', 'Total', 'Anular', 'Híbrido', 'Parcial', 'Penumbral'],
  pt: ['Fase da Lua', 'Iluminação', 'Signo lunar', 'Próxima lua nova', 'Próxima lua cheia', 'Estado retrógrado', 'Retrógrado', 'Direto', 'Estação retrógrada', 'Estação direta', 'Sombra', 'Horas planetárias', 'Regente', 'Início', 'Nascer do sol', 'Pôr do sol', 'Trânsitos', 'Exatos hoje', 'Nenhum', 'Zodíaco chinês', 'Início do ano (Lichun)', 'Eclipses', 'Eclipse solar', 'Eclipse lunar', 'dias', 'Horóscopo diário', 'Aspecto principal', 'Total', 'Anular', 'Híbrido', 'Parcial', 'Penumbral'],
  fr: ['Phase de la Lune', 'Illumination', 'Signe lunaire', 'Prochaine nouvelle lune', 'Prochaine pleine lune', 'Rétrogradations', 'Rétrograde', 'Direct', 'Station rétrograde', 'Station directe', 'Ombre', 'Heures planétaires', 'Maître', 'Début', 'Lever du soleil', 'Coucher du soleil', 'Transits', 'Exacts aujourd\u2019hui', 'Aucun', 'Zodiaque chinois', 'Début de l\u2019année (Lichun)', 'Éclipses', 'Éclipse solaire', 'Éclipse lunaire', 'jours', 'Horoscope du jour', 'Aspect clé', 'Totale', 'Annulaire', 'Hybride', 'Partielle', 'Pénombrale'],
  it: ['Fase lunare', 'Illuminazione', 'Segno lunare', 'Prossima luna nuova', 'Prossima luna piena', 'Stato retrogrado', 'Retrogrado', 'Diretto', 'Stazione retrograda', 'Stazione diretta', 'Ombra', 'Ore planetarie', 'Reggente', 'Inizio', 'Alba', 'Tramonto', 'Transiti', 'Esatti oggi', 'Nessuno', 'Zodiaco cinese', 'Inizio dell\u2019anno (Lichun)', 'Eclissi', 'Eclissi solare', 'Eclissi lunare', 'giorni', 'Oroscopo del giorno', 'Aspetto chiave', 'Totale', 'Anulare', 'Ibrida', 'Parziale', 'Penombrale'],
  nl: ['Maanfase', 'Verlichting', 'Maanteken', 'Volgende nieuwe maan', 'Volgende volle maan', 'Retrograde status', 'Retrograde', 'Direct', 'Station retrograde', 'Station direct', 'Schaduw', 'Planetaire uren', 'Heerser', 'Begin', 'Zonsopkomst', 'Zonsondergang', 'Transits', 'Vandaag exact', 'Geen', 'Chinese dierenriem', 'Begin van het jaar (Lichun)', 'Verduisteringen', 'Zonsverduistering', 'Maansverduistering', 'dagen', 'Daghoroscoop', 'Belangrijkste aspect', 'Totaal', 'Ringvormig', 'Hybride', 'Gedeeltelijk', 'Bijschaduw'],
  cs: ['Fáze Měsíce', 'Osvětlení', 'Znamení Měsíce', 'Příští nov', 'Příští úplněk', 'Retrográdnost', 'Retrográdní', 'Přímý', 'Retrográdní stanice', 'Přímá stanice', 'Stín', 'Planetární hodiny', 'Vládce', 'Začátek', 'Východ Slunce', 'Západ Slunce', 'Tranzity', 'Přesné dnes', 'Žádné', 'Čínský zvěrokruh', 'Začátek roku (Lichun)', 'Zatmění', 'Zatmění Slunce', 'Zatmění Měsíce', 'dní', 'Denní horoskop', 'Hlavní aspekt', 'Úplné', 'Prstencové', 'Hybridní', 'Částečné', 'Polostínové'],
  ro: ['Faza Lunii', 'Iluminare', 'Semnul Lunii', 'Următoarea lună nouă', 'Următoarea lună plină', 'Stare retrogradă', 'Retrograd', 'Direct', 'Staționare retrogradă', 'Staționare directă', 'Umbră', 'Ore planetare', 'Guvernator', 'Început', 'Răsărit', 'Apus', 'Tranzite', 'Exacte azi', 'Niciunul', 'Zodiac chinezesc', 'Începutul anului (Lichun)', 'Eclipse', 'Eclipsă de Soare', 'Eclipsă de Lună', 'zile', 'Horoscopul zilei', 'Aspect principal', 'Totală', 'Inelară', 'Hibridă', 'Parțială', 'De penumbră'],
  hu: ['Holdfázis', 'Megvilágítottság', 'Hold jegye', 'Következő újhold', 'Következő telihold', 'Retrográd állapot', 'Retrográd', 'Direkt', 'Retrográd állópont', 'Direkt állópont', 'Árnyék', 'Bolygóórák', 'Uralkodó', 'Kezdet', 'Napkelte', 'Napnyugta', 'Tranzitok', 'Ma pontos', 'Nincs', 'Kínai horoszkóp', 'Az év kezdete (Lichun)', 'Fogyatkozások', 'Napfogyatkozás', 'Holdfogyatkozás', 'nap', 'Napi horoszkóp', 'Fő fényszög', 'Teljes', 'Gyűrűs', 'Hibrid', 'Részleges', 'Félárnyékos'],
  el: ['Φάση της Σελήνης', 'Φωτισμός', 'Ζώδιο της Σελήνης', 'Επόμενη νέα σελήνη', 'Επόμενη πανσέληνος', 'Ανάδρομη κατάσταση', 'Ανάδρομος', 'Ορθός', 'Στάση ανάδρομη', 'Στάση ορθή', 'Σκιά', 'Πλανητικές ώρες', 'Κυβερνήτης', 'Έναρξη', 'Ανατολή', 'Δύση', 'Διελεύσεις', 'Ακριβείς σήμερα', 'Καμία', 'Κινεζικό ζωδιακό', 'Αρχή του έτους (Λιτσούν)', 'Εκλείψεις', 'Έκλειψη Ηλίου', 'Έκλειψη Σελήνης', 'ημέρες', 'Ημερήσιο ωροσκόπιο', 'Κύρια όψη', 'Ολική', 'Δακτυλιοειδής', 'Υβριδική', 'Μερική', 'Παρασκιώδης'],
  tr: ['Ay evresi', 'Aydınlanma', 'Ay burcu', 'Sonraki yeni ay', 'Sonraki dolunay', 'Retro durumu', 'Retro', 'Direkt', 'Retro duraklama', 'Direkt duraklama', 'Gölge', 'Gezegen saatleri', 'Yönetici', 'Başlangıç', 'Gün doğumu', 'Gün batımı', 'Transitler', 'Bugün tam', 'Yok', 'Çin burcu', 'Yılın başlangıcı (Lichun)', 'Tutulmalar', 'Güneş tutulması', 'Ay tutulması', 'gün', 'Günlük burç yorumu', 'Ana açı', 'Tam', 'Halkalı', 'Hibrit', 'Parçalı', 'Yarı gölge'],
  ar: ['طور القمر', 'الإضاءة', 'برج القمر', 'المحاق القادم', 'البدر القادم', 'حالة التراجع', 'متراجع', 'مباشر', 'توقف تراجعي', 'توقف مباشر', 'الظل', 'الساعات الكوكبية', 'الحاكم', 'البداية', 'الشروق', 'الغروب', 'العبور', 'دقيقة اليوم', 'لا شيء', 'الأبراج الصينية', 'بداية السنة (ليتشون)', 'الكسوف والخسوف', 'كسوف الشمس', 'خسوف القمر', 'أيام', 'الأبراج اليومية', 'الجانب الرئيسي', 'كلي', 'حلقي', 'هجين', 'جزئي', 'شبه ظلي'],
  hi: ['चंद्र कला', 'प्रकाश', 'चंद्र राशि', 'अगली अमावस्या', 'अगली पूर्णिमा', 'वक्री स्थिति', 'वक्री', 'मार्गी', 'वक्री स्तंभन', 'मार्गी स्तंभन', 'छाया', 'ग्रह होरा', 'स्वामी', 'आरंभ', 'सूर्योदय', 'सूर्यास्त', 'गोचर', 'आज सटीक', 'कोई नहीं', 'चीनी राशि चक्र', 'वर्ष का आरंभ (लिचुन)', 'ग्रहण', 'सूर्य ग्रहण', 'चंद्र ग्रहण', 'दिन', 'दैनिक राशिफल', 'मुख्य दृष्टि', 'पूर्ण', 'वलयाकार', 'संकर', 'आंशिक', 'उपच्छाया'],
  ja: ['月相', '輝面比', '月星座', '次の新月', '次の満月', '逆行状況', '逆行', '順行', '逆行開始', '順行開始', 'シャドウ', '惑星時間', '支配星', '開始', '日の出', '日の入り', 'トランジット', '本日正確', 'なし', '干支', '年の始まり（立春）', '日食・月食', '日食', '月食', '日', '今日の星占い', '主なアスペクト', '皆既', '金環', '金環皆既', '部分', '半影'],
  ko: ['달의 위상', '조명률', '달 별자리', '다음 삭', '다음 보름달', '역행 상태', '역행', '순행', '역행 정지', '순행 정지', '그림자', '행성 시간', '지배 행성', '시작', '일출', '일몰', '트랜짓', '오늘 정확', '없음', '띠', '해의 시작 (입춘)', '일식과 월식', '일식', '월식', '일', '오늘의 운세', '주요 애스펙트', '개기', '금환', '혼성', '부분', '반영'],
  vi: ['Pha Mặt Trăng', 'Độ chiếu sáng', 'Cung Mặt Trăng', 'Trăng non kế tiếp', 'Trăng tròn kế tiếp', 'Trạng thái nghịch hành', 'Nghịch hành', 'Thuận hành', 'Dừng nghịch hành', 'Dừng thuận hành', 'Bóng', 'Giờ hành tinh', 'Chủ tinh', 'Bắt đầu', 'Mặt Trời mọc', 'Mặt Trời lặn', 'Quá cảnh', 'Chính xác hôm nay', 'Không có', 'Con giáp', 'Đầu năm (Lập Xuân)', 'Nhật thực và nguyệt thực', 'Nhật thực', 'Nguyệt thực', 'ngày', 'Tử vi hằng ngày', 'Góc chiếu chính', 'Toàn phần', 'Hình khuyên', 'Lai', 'Một phần', 'Nửa tối'],
  id: ['Fase Bulan', 'Iluminasi', 'Zodiak Bulan', 'Bulan baru berikutnya', 'Bulan purnama berikutnya', 'Status retrograde', 'Retrograde', 'Direct', 'Stasiun retrograde', 'Stasiun direct', 'Bayangan', 'Jam planet', 'Penguasa', 'Mulai', 'Matahari terbit', 'Matahari terbenam', 'Transit', 'Tepat hari ini', 'Tidak ada', 'Shio', 'Awal tahun (Lichun)', 'Gerhana', 'Gerhana Matahari', 'Gerhana Bulan', 'hari', 'Horoskop harian', 'Aspek utama', 'Total', 'Cincin', 'Hibrida', 'Sebagian', 'Penumbra'],
};

export type Labels = Readonly<Record<LabelKey, string>>;

const cache = new Map<LangCode, Labels>();

/** The page words in `lang`. */
export function labels(lang: LangCode): Labels {
  let out = cache.get(lang);
  if (!out) {
    const row = ROWS[lang];
    out = Object.fromEntries(LABEL_KEYS.map((k, i) => [k, row[i]!])) as Labels;
    cache.set(lang, out);
  }
  return out;
}

/** Every row has one word per key (checked by the tests). */
export function labelRowLengths(): Record<string, number> {
  return Object.fromEntries(Object.entries(ROWS).map(([k, v]) => [k, v.length]));
}
