/**
 * Human Design: the incarnation crosses' proper names (Ra Uru Hu's cross index, 'The Definitive
 * Book of Human Design', Ra Uru Hu and Lynda Bunnell 2011, appendix; the family's CROSS_INDEX in
 * plugins/divination/src/lib/human-design-data.ts): 16 Right Angle themes (each in four
 * quarters, numbered 1-4), 64 Juxtaposition themes and 32 Left Angle themes (numbered 1-2):
 * 112 names in the 21 response languages. The number of the quarter follows the name.
 *
 * Each language frames the theme as its Human Design readers write a cross's name: German
 * "Rechtwinkliges Kreuz der Sphinx" (the German schools say Rechtswinkel-/Linkswinkel-Kreuz and
 * Juxtaposition, e.g. codesoflife.com/lexikon/inkarnationskreuz-(human-design),
 * humandesignsystem.cc/hds-02-01.html), Japanese "説明のクロス" with ライトアングル /
 * ジャクスタポジション / レフトアングル (takeoichikawa.hatenablog.com, Human Design Japan's
 * analysts), Hungarian "Inkarnációs Kereszt" (humandesign.hu). Where no community usage was
 * found the theme is translated plainly. So that no name is inflected by code, each cell holds
 * the theme already in the form its language's frame needs: the genitive in German, Slavic,
 * Greek, Romanian and Turkish ("der Sphinx", "Сфинкса", "της Σφίγγας", "a Sfinxului",
 * "Sfenks'in"), the preposition with its article in French, Spanish, Portuguese, Italian, Dutch
 * and Arabic ("du Sphinx", "de la Esfinge", "van de Sfinx", "لأبي الهول"), the bare noun where
 * the frame carries the link (Japanese の, Korean 의, Hindi का, Vietnamese của, Hungarian
 * possessive, Indonesian apposition). Lines: rows.ts order
 * (slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko).
 */
import type { LangCode } from '../../schemas/common.js';
import type { TermTable, Terms } from '../terms.js';
import { rowTable } from './rows.js';

export type HdCrossAngle = 'right-angle' | 'juxtaposition' | 'left-angle';

/** Each language's frame per angle; {x} is the theme cell. */
const FRAMES: Record<LangCode, Record<HdCrossAngle, string>> = {
  en: { 'right-angle': 'Right Angle Cross of {x}', juxtaposition: 'Juxtaposition Cross of {x}', 'left-angle': 'Left Angle Cross of {x}' },
  de: { 'right-angle': 'Rechtwinkliges Kreuz {x}', juxtaposition: 'Juxtapositionskreuz {x}', 'left-angle': 'Linkswinkliges Kreuz {x}' },
  fr: { 'right-angle': 'Croix d’angle droit {x}', juxtaposition: 'Croix de juxtaposition {x}', 'left-angle': 'Croix d’angle gauche {x}' },
  es: { 'right-angle': 'Cruz de Ángulo Derecho {x}', juxtaposition: 'Cruz de Yuxtaposición {x}', 'left-angle': 'Cruz de Ángulo Izquierdo {x}' },
  pt: { 'right-angle': 'Cruz de Ângulo Direito {x}', juxtaposition: 'Cruz de Justaposição {x}', 'left-angle': 'Cruz de Ângulo Esquerdo {x}' },
  it: { 'right-angle': 'Croce d’angolo destro {x}', juxtaposition: 'Croce di giustapposizione {x}', 'left-angle': 'Croce d’angolo sinistro {x}' },
  nl: { 'right-angle': 'Rechterhoekkruis {x}', juxtaposition: 'Juxtapositiekruis {x}', 'left-angle': 'Linkerhoekkruis {x}' },
  pl: { 'right-angle': 'Krzyż prawego kąta {x}', juxtaposition: 'Krzyż jukstapozycji {x}', 'left-angle': 'Krzyż lewego kąta {x}' },
  cs: { 'right-angle': 'Kříž pravého úhlu {x}', juxtaposition: 'Kříž juxtapozice {x}', 'left-angle': 'Kříž levého úhlu {x}' },
  ro: { 'right-angle': 'Crucea unghiului drept {x}', juxtaposition: 'Crucea de juxtapunere {x}', 'left-angle': 'Crucea unghiului stâng {x}' },
  hu: { 'right-angle': '{x} jobbszög-keresztje', juxtaposition: '{x} juxtapozíciós keresztje', 'left-angle': '{x} balszög-keresztje' },
  tr: { 'right-angle': '{x} Sağ Açı Haçı', juxtaposition: '{x} Yan Yana Konum Haçı', 'left-angle': '{x} Sol Açı Haçı' },
  id: { 'right-angle': 'Salib Sudut Kanan {x}', juxtaposition: 'Salib Jukstaposisi {x}', 'left-angle': 'Salib Sudut Kiri {x}' },
  vi: { 'right-angle': 'Thập tự Góc phải của {x}', juxtaposition: 'Thập tự Kề cận của {x}', 'left-angle': 'Thập tự Góc trái của {x}' },
  ru: { 'right-angle': 'Крест правого угла {x}', juxtaposition: 'Крест джакстапозиции {x}', 'left-angle': 'Крест левого угла {x}' },
  uk: { 'right-angle': 'Хрест правого кута {x}', juxtaposition: 'Хрест джакстапозиції {x}', 'left-angle': 'Хрест лівого кута {x}' },
  el: { 'right-angle': 'Σταυρός δεξιάς γωνίας {x}', juxtaposition: 'Σταυρός αντιπαράθεσης {x}', 'left-angle': 'Σταυρός αριστερής γωνίας {x}' },
  ar: { 'right-angle': 'صليب الزاوية اليمنى {x}', juxtaposition: 'صليب التجاور {x}', 'left-angle': 'صليب الزاوية اليسرى {x}' },
  hi: { 'right-angle': '{x} का दक्षिण कोण क्रॉस', juxtaposition: '{x} का सन्निधि क्रॉस', 'left-angle': '{x} का वाम कोण क्रॉस' },
  ja: { 'right-angle': '{x}のライトアングル・クロス', juxtaposition: '{x}のジャクスタポジション・クロス', 'left-angle': '{x}のレフトアングル・クロス' },
  ko: { 'right-angle': '{x}의 우각 크로스', juxtaposition: '{x}의 병치 크로스', 'left-angle': '{x}의 좌각 크로스' },
};

const THEMES = rowTable(`
right-angle-sphinx|the Sphinx|der Sphinx|du Sphinx|de la Esfinge|da Esfinge|della Sfinge|van de Sfinx|Sfinksa|Sfingy|a Sfinxului|a Szfinx|Sfenks'in|Sphinx|Nhân sư|Сфинкса|Сфінкса|της Σφίγγας|لأبي الهول|स्फिंक्स|スフィンクス|스핑크스
right-angle-explanation|Explanation|der Erklärung|de l’Explication|de la Explicación|da Explicação|della Spiegazione|van de Uitleg|Wyjaśniania|Vysvětlování|a Explicației|a Magyarázat|Açıklamanın|Penjelasan|Giải thích|Объяснения|Пояснення|της Εξήγησης|للتفسير|व्याख्या|説明|설명
right-angle-contagion|Contagion|der Ansteckung|de la Contagion|del Contagio|do Contágio|del Contagio|van de Besmetting|Zarażania|Nákazy|a Contagiunii|a Fertőzés|Bulaşmanın|Penularan|Lây lan|Заражения|Зараження|της Μετάδοσης|للعدوى|संक्रमण|伝染|전염
right-angle-sleeping-phoenix|the Sleeping Phoenix|des schlafenden Phönix|du Phénix endormi|del Fénix Durmiente|da Fênix Adormecida|della Fenice Dormiente|van de Slapende Feniks|Śpiącego Feniksa|Spícího Fénixe|a Phoenixului Adormit|az Alvó Főnix|Uyuyan Anka'nın|Phoenix yang Tertidur|Phượng hoàng Say ngủ|Спящего Феникса|Сплячого Фенікса|του Κοιμώμενου Φοίνικα|للعنقاء النائمة|सोए फ़ीनिक्स|眠れる不死鳥|잠자는 불사조
right-angle-planning|Planning|der Planung|de la Planification|de la Planificación|do Planejamento|della Pianificazione|van de Planning|Planowania|Plánování|a Planificării|a Tervezés|Planlamanın|Perencanaan|Hoạch định|Планирования|Планування|του Σχεδιασμού|للتخطيط|योजना|計画|계획
right-angle-consciousness|Consciousness|des Bewusstseins|de la Conscience|de la Conciencia|da Consciência|della Coscienza|van het Bewustzijn|Świadomości|Vědomí|a Conștiinței|a Tudatosság|Bilincin|Kesadaran|Ý thức|Сознания|Свідомості|της Συνείδησης|للوعي|चेतना|意識|의식
right-angle-rulership|Rulership|der Herrschaft|de la Souveraineté|de la Soberanía|da Soberania|della Sovranità|van het Heerserschap|Władzy|Vlády|a Suveranității|az Uralkodás|Hükümdarlığın|Kekuasaan|Cai trị|Правления|Правління|της Εξουσίας|للسيادة|शासन|統治|통치
right-angle-eden|Eden|Edens|d’Éden|del Edén|do Éden|dell’Eden|van Eden|Edenu|Edenu|a Edenului|az Éden|Aden'in|Eden|Địa đàng|Эдема|Едему|της Εδέμ|لعدن|ईडन|エデン|에덴
right-angle-vessel-of-love|the Vessel of Love|des Gefäßes der Liebe|du Vaisseau de l’Amour|del Recipiente del Amor|do Vaso do Amor|del Vaso dell’Amore|van het Vat van Liefde|Naczynia Miłości|Nádoby lásky|a Vasului Iubirii|a Szeretet Edénye|Sevgi Kabının|Wadah Cinta|Bình chứa Tình yêu|Сосуда Любви|Посудини Любові|του Δοχείου της Αγάπης|لوعاء الحب|प्रेम-पात्र|愛の器|사랑의 그릇
right-angle-service|Service|des Dienens|du Service|del Servicio|do Serviço|del Servizio|van Dienstbaarheid|Służby|Služby|a Serviciului|a Szolgálat|Hizmetin|Pelayanan|Phụng sự|Служения|Служіння|της Υπηρεσίας|للخدمة|सेवा|奉仕|봉사
right-angle-tension|Tension|der Spannung|de la Tension|de la Tensión|da Tensão|della Tensione|van de Spanning|Napięcia|Napětí|a Tensiunii|a Feszültség|Gerilimin|Ketegangan|Căng thẳng|Напряжения|Напруги|της Έντασης|للتوتر|तनाव|緊張|긴장
right-angle-penetration|Penetration|der Durchdringung|de la Pénétration|de la Penetración|da Penetração|della Penetrazione|van de Doordringing|Przenikania|Pronikání|a Pătrunderii|az Áthatolás|Nüfuzun|Penembusan|Thâm nhập|Проникновения|Проникнення|της Διείσδυσης|للاختراق|भेदन|浸透|침투
right-angle-maya|the Maya|der Maya|de la Maya|de la Maya|da Maya|della Maya|van de Maya|Mai|Máji|a Mayei|a Maja|Maya'nın|Maya|Maya|Майи|Майї|της Μάγια|للمايا|माया|マーヤー|마야
right-angle-laws|Laws|der Gesetze|des Lois|de las Leyes|das Leis|delle Leggi|van de Wetten|Praw|Zákonů|a Legilor|a Törvények|Yasaların|Hukum|Luật lệ|Законов|Законів|των Νόμων|للقوانين|नियम|法則|법칙
right-angle-unexpected|the Unexpected|des Unerwarteten|de l’Inattendu|de lo Inesperado|do Inesperado|dell’Inaspettato|van het Onverwachte|Nieoczekiwanego|Nečekaného|a Neprevăzutului|a Váratlan|Beklenmedik Olanın|yang Tak Terduga|Điều Bất ngờ|Неожиданного|Несподіваного|του Απροσδόκητου|لغير المتوقع|अप्रत्याशित|予期せぬもの|예기치 않은 것
right-angle-four-ways|the Four Ways|der vier Wege|des Quatre Voies|de los Cuatro Caminos|dos Quatro Caminhos|delle Quattro Vie|van de Vier Wegen|Czterech Dróg|Čtyř cest|a Celor Patru Căi|a Négy Út|Dört Yolun|Empat Jalan|Bốn Con đường|Четырёх Путей|Чотирьох Шляхів|των Τεσσάρων Δρόμων|للطرق الأربع|चार मार्ग|四つの道|네 갈래 길
juxtaposition-listening|Listening|des Zuhörens|de l’Écoute|de la Escucha|da Escuta|dell’Ascolto|van het Luisteren|Słuchania|Naslouchání|a Ascultării|a Meghallgatás|Dinlemenin|Mendengarkan|Lắng nghe|Слушания|Слухання|της Ακρόασης|للإصغاء|श्रवण|傾聴|경청
juxtaposition-principles|Principles|der Prinzipien|des Principes|de los Principios|dos Princípios|dei Principi|van de Principes|Zasad|Zásad|a Principiilor|az Elvek|İlkelerin|Prinsip|Nguyên tắc|Принципов|Принципів|των Αρχών|للمبادئ|सिद्धांत|原則|원칙
juxtaposition-fates|Fates|der Schicksale|des Destins|de los Destinos|dos Destinos|dei Destini|van de Lotsbestemmingen|Losów|Osudů|a Destinelor|a Sorsok|Kaderlerin|Takdir|Số phận|Судеб|Доль|των Μοιρών|للأقدار|नियति|運命|운명
juxtaposition-moods|Moods|der Stimmungen|des Humeurs|de los Estados de Ánimo|dos Humores|degli Umori|van de Stemmingen|Nastrojów|Nálad|a Stărilor de Spirit|a Hangulatok|Ruh Hâllerinin|Suasana Hati|Tâm trạng|Настроений|Настроїв|των Διαθέσεων|للأمزجة|मनोदशा|気分|기분
juxtaposition-bargains|Bargains|der Abmachungen|des Marchés|de los Tratos|dos Acordos|degli Accordi|van de Afspraken|Umów|Dohod|a Târguielilor|az Alkuk|Pazarlıkların|Tawar-menawar|Giao kèo|Сделок|Угод|των Συμφωνιών|للصفقات|सौदे|取引|거래
juxtaposition-doubts|Doubts|der Zweifel|des Doutes|de las Dudas|das Dúvidas|dei Dubbi|van de Twijfels|Wątpliwości|Pochybností|a Îndoielilor|a Kételyek|Şüphelerin|Keraguan|Hoài nghi|Сомнений|Сумнівів|των Αμφιβολιών|للشكوك|संदेह|疑い|의심
juxtaposition-grace|Grace|der Anmut|de la Grâce|de la Gracia|da Graça|della Grazia|van de Gratie|Łaski|Milosti|a Grației|a Kegyelem|Zarafetin|Keanggunan|Ân sủng|Грации|Грації|της Χάρης|للنعمة|कृपा|優雅|우아함
juxtaposition-crisis|Crisis|der Krise|de la Crise|de la Crisis|da Crise|della Crisi|van de Crisis|Kryzysu|Krize|a Crizei|a Válság|Krizin|Krisis|Khủng hoảng|Кризиса|Кризи|της Κρίσης|للأزمة|संकट|危機|위기
juxtaposition-innocence|Innocence|der Unschuld|de l’Innocence|de la Inocencia|da Inocência|dell’Innocenza|van de Onschuld|Niewinności|Nevinnosti|a Inocenței|az Ártatlanság|Masumiyetin|Kepolosan|Ngây thơ|Невинности|Невинності|της Αθωότητας|للبراءة|निर्दोषता|無垢|순수
juxtaposition-opinions|Opinions|der Meinungen|des Opinions|de las Opiniones|das Opiniões|delle Opinioni|van de Meningen|Opinii|Názorů|a Opiniilor|a Vélemények|Görüşlerin|Opini|Quan điểm|Мнений|Думок|των Απόψεων|للآراء|मत|意見|의견
juxtaposition-control|Control|der Kontrolle|du Contrôle|del Control|do Controle|del Controllo|van de Controle|Kontroli|Kontroly|a Controlului|az Irányítás|Kontrolün|Kendali|Kiểm soát|Контроля|Контролю|του Ελέγχου|للسيطرة|नियंत्रण|コントロール|통제
juxtaposition-shock|Shock|des Schocks|du Choc|del Choque|do Choque|dello Shock|van de Schok|Wstrząsu|Šoku|a Șocului|a Sokk|Şokun|Kejutan|Chấn động|Шока|Шоку|του Σοκ|للصدمة|आघात|衝撃|충격
juxtaposition-completion|Completion|der Vollendung|de l’Achèvement|de la Culminación|da Conclusão|del Compimento|van de Voltooiing|Dopełnienia|Dokončení|a Desăvârșirii|a Beteljesülés|Tamamlanmanın|Penyelesaian|Hoàn tất|Завершения|Завершення|της Ολοκλήρωσης|للاكتمال|पूर्णता|完成|완성
juxtaposition-mutation|Mutation|der Mutation|de la Mutation|de la Mutación|da Mutação|della Mutazione|van de Mutatie|Mutacji|Mutace|a Mutației|a Mutáció|Mutasyonun|Mutasi|Đột biến|Мутации|Мутації|της Μετάλλαξης|للطفرة|उत्परिवर्तन|突然変異|돌연변이
juxtaposition-caring|Caring|der Fürsorge|du Soin|del Cuidado|do Cuidado|della Cura|van de Zorg|Troski|Péče|a Grijii|a Gondoskodás|Özenin|Kepedulian|Chăm sóc|Заботы|Турботи|της Φροντίδας|للرعاية|देखभाल|思いやり|돌봄
juxtaposition-rationalization|Rationalization|der Rationalisierung|de la Rationalisation|de la Racionalización|da Racionalização|della Razionalizzazione|van de Rationalisatie|Racjonalizacji|Racionalizace|a Raționalizării|a Racionalizálás|Rasyonelleştirmenin|Rasionalisasi|Hợp lý hóa|Рационализации|Раціоналізації|της Εκλογίκευσης|للتبرير العقلي|युक्तिकरण|合理化|합리화
juxtaposition-driver|the Driver|des Lenkers|du Conducteur|del Conductor|do Condutor|del Conducente|van de Bestuurder|Kierowcy|Řidiče|a Conducătorului|a Vezető|Sürücünün|Pengemudi|Người cầm lái|Водителя|Водія|του Οδηγού|للسائق|चालक|ドライバー|운전자
juxtaposition-assimilation|Assimilation|der Assimilation|de l’Assimilation|de la Asimilación|da Assimilação|dell’Assimilazione|van de Assimilatie|Asymilacji|Asimilace|a Asimilării|az Asszimiláció|Özümsemenin|Asimilasi|Đồng hóa|Ассимиляции|Асиміляції|της Αφομοίωσης|للاستيعاب|आत्मसात्करण|同化|동화
juxtaposition-contribution|Contribution|des Beitrags|de la Contribution|de la Contribución|da Contribuição|del Contributo|van de Bijdrage|Wkładu|Přínosu|a Contribuției|a Hozzájárulás|Katkının|Kontribusi|Đóng góp|Вклада|Внеску|της Συνεισφοράς|للإسهام|योगदान|貢献|기여
juxtaposition-now|the Now|des Jetzt|du Maintenant|del Ahora|do Agora|dell’Adesso|van het Nu|Teraźniejszości|Přítomnosti|a Prezentului|a Most|Şimdi'nin|Saat Ini|Hiện tại|Настоящего|Теперішнього|του Τώρα|للآن|वर्तमान|今|지금
juxtaposition-experimentation|Experimentation|des Experimentierens|de l’Expérimentation|de la Experimentación|da Experimentação|della Sperimentazione|van het Experimenteren|Eksperymentowania|Experimentování|a Experimentării|a Kísérletezés|Deneylemenin|Eksperimen|Thử nghiệm|Экспериментирования|Експериментування|του Πειραματισμού|للتجريب|प्रयोग|実験|실험
juxtaposition-experience|Experience|der Erfahrung|de l’Expérience|de la Experiencia|da Experiência|dell’Esperienza|van de Ervaring|Doświadczenia|Zkušenosti|a Experienței|a Tapasztalat|Deneyimin|Pengalaman|Trải nghiệm|Опыта|Досвіду|της Εμπειρίας|للخبرة|अनुभव|経験|경험
juxtaposition-possession|Possession|des Besitzes|de la Possession|de la Posesión|da Posse|del Possesso|van het Bezit|Posiadania|Vlastnictví|a Posesiei|a Birtoklás|Sahipliğin|Kepemilikan|Sở hữu|Обладания|Володіння|της Κατοχής|للتملك|स्वामित्व|所有|소유
juxtaposition-articulation|Articulation|der Artikulation|de l’Articulation|de la Articulación|da Articulação|dell’Articolazione|van de Articulatie|Artykulacji|Artikulace|a Articulării|az Artikuláció|İfade Etmenin|Artikulasi|Diễn đạt|Артикуляции|Артикуляції|της Άρθρωσης|للتعبير|अभिव्यक्ति|表現|표현
juxtaposition-extremes|Extremes|der Extreme|des Extrêmes|de los Extremos|dos Extremos|degli Estremi|van de Uitersten|Skrajności|Extrémů|a Extremelor|a Végletek|Uç Noktaların|Ekstrem|Cực đoan|Крайностей|Крайнощів|των Άκρων|للأطراف القصوى|अतियाँ|極端|극단
juxtaposition-stillness|Stillness|der Stille|de l’Immobilité|de la Quietud|da Quietude|della Quiete|van de Stilte|Bezruchu|Klidu|a Liniștii|a Nyugalom|Durgunluğun|Keheningan|Tĩnh lặng|Неподвижности|Нерухомості|της Ακινησίας|للسكون|स्थिरता|静止|고요
juxtaposition-provocation|Provocation|der Provokation|de la Provocation|de la Provocación|da Provocação|della Provocazione|van de Provocatie|Prowokacji|Provokace|a Provocării|a Provokáció|Kışkırtmanın|Provokasi|Khiêu khích|Провокации|Провокації|της Πρόκλησης|للاستفزاز|उकसावा|挑発|도발
juxtaposition-beginnings|Beginnings|der Anfänge|des Commencements|de los Comienzos|dos Começos|degli Inizi|van het Begin|Początków|Počátků|a Începuturilor|a Kezdetek|Başlangıçların|Permulaan|Khởi đầu|Начинаний|Починань|των Απαρχών|للبدايات|आरंभ|始まり|시작
juxtaposition-detail|Detail|des Details|du Détail|del Detalle|do Detalhe|del Dettaglio|van het Detail|Szczegółu|Detailu|a Detaliului|a Részlet|Ayrıntının|Detail|Chi tiết|Детали|Деталі|της Λεπτομέρειας|للتفاصيل|विवरण|細部|세부
juxtaposition-stimulation|Stimulation|der Stimulation|de la Stimulation|de la Estimulación|da Estimulação|della Stimolazione|van de Stimulatie|Stymulacji|Stimulace|a Stimulării|a Stimuláció|Uyarılmanın|Stimulasi|Kích thích|Стимуляции|Стимуляції|της Διέγερσης|للتحفيز|उत्तेजना|刺激|자극
juxtaposition-influence|Influence|des Einflusses|de l’Influence|de la Influencia|da Influência|dell’Influenza|van de Invloed|Wpływu|Vlivu|a Influenței|a Befolyás|Etkinin|Pengaruh|Ảnh hưởng|Влияния|Впливу|της Επιρροής|للتأثير|प्रभाव|影響|영향
juxtaposition-retreat|Retreat|des Rückzugs|de la Retraite|del Retiro|do Retiro|del Ritiro|van de Terugtrekking|Odosobnienia|Ústupu|a Retragerii|a Visszavonulás|Geri Çekilmenin|Penarikan Diri|Ẩn lui|Уединения|Усамітнення|της Απόσυρσης|للانسحاب|एकांत|退却|은둔
juxtaposition-interaction|Interaction|der Interaktion|de l’Interaction|de la Interacción|da Interação|dell’Interazione|van de Interactie|Interakcji|Interakce|a Interacțiunii|az Interakció|Etkileşimin|Interaksi|Tương tác|Взаимодействия|Взаємодії|της Αλληλεπίδρασης|للتفاعل|अंतःक्रिया|相互作用|상호작용
juxtaposition-formulization|Formulization|der Formulierung|de la Formulation|de la Formulación|da Formulação|della Formulazione|van de Formulering|Formułowania|Formulování|a Formulării|a Megfogalmazás|Formülleştirmenin|Formulasi|Công thức hóa|Формулирования|Формулювання|της Διατύπωσης|للصياغة|सूत्रीकरण|公式化|공식화
juxtaposition-commitment|Commitment|der Verpflichtung|de l’Engagement|del Compromiso|do Compromisso|dell’Impegno|van de Verbintenis|Zaangażowania|Závazku|a Angajamentului|az Elköteleződés|Bağlılığın|Komitmen|Cam kết|Обязательства|Зобов’язання|της Δέσμευσης|للالتزام|प्रतिबद्धता|コミットメント|약속
juxtaposition-strategy|Strategy|der Strategie|de la Stratégie|de la Estrategia|da Estratégia|della Strategia|van de Strategie|Strategii|Strategie|a Strategiei|a Stratégia|Stratejinin|Strategi|Chiến lược|Стратегии|Стратегії|της Στρατηγικής|للاستراتيجية|रणनीति|戦略|전략
juxtaposition-denial|Denial|der Verweigerung|du Déni|de la Negación|da Negação|della Negazione|van de Ontkenning|Zaprzeczenia|Odmítnutí|a Negării|a Tagadás|İnkârın|Penyangkalan|Chối bỏ|Отрицания|Заперечення|της Άρνησης|للإنكار|अस्वीकार|否認|부인
juxtaposition-confusion|Confusion|der Verwirrung|de la Confusion|de la Confusión|da Confusão|della Confusione|van de Verwarring|Zamętu|Zmatku|a Confuziei|a Zavar|Karışıklığın|Kebingungan|Bối rối|Смятения|Сум’яття|της Σύγχυσης|للحيرة|भ्रम|混乱|혼란
juxtaposition-oppression|Oppression|der Unterdrückung|de l’Oppression|de la Opresión|da Opressão|dell’Oppressione|van de Onderdrukking|Ucisku|Útlaku|a Oprimării|az Elnyomás|Baskının|Penindasan|Áp bức|Угнетения|Гноблення|της Καταπίεσης|للقهر|दमन|抑圧|억압
juxtaposition-conflict|Conflict|des Konflikts|du Conflit|del Conflicto|do Conflito|del Conflitto|van het Conflict|Konfliktu|Konfliktu|a Conflictului|a Konfliktus|Çatışmanın|Konflik|Xung đột|Конфликта|Конфлікту|της Σύγκρουσης|للنزاع|संघर्ष|対立|갈등
juxtaposition-serendipity|Serendipity|der glücklichen Fügung|de la Sérendipité|de la Serendipia|da Serendipidade|della Serendipità|van de Serendipiteit|Szczęśliwego Trafu|Šťastné náhody|a Serendipității|a Szerencsés Véletlen|Talihli Rastlantının|Kebetulan yang Beruntung|Tình cờ May mắn|Счастливой Случайности|Щасливого Випадку|της Ευτυχούς Συγκυρίας|للمصادفة السعيدة|सुखद संयोग|セレンディピティ|뜻밖의 행운
juxtaposition-correction|Correction|der Korrektur|de la Correction|de la Corrección|da Correção|della Correzione|van de Correctie|Korekty|Nápravy|a Corectării|a Helyesbítés|Düzeltmenin|Koreksi|Sửa chữa|Исправления|Виправлення|της Διόρθωσης|للتصحيح|सुधार|修正|교정
juxtaposition-depth|Depth|der Tiefe|de la Profondeur|de la Profundidad|da Profundidade|della Profondità|van de Diepte|Głębi|Hloubky|a Profunzimii|a Mélység|Derinliğin|Kedalaman|Chiều sâu|Глубины|Глибини|του Βάθους|للعمق|गहराई|深さ|깊이
juxtaposition-intuition|Intuition|der Intuition|de l’Intuition|de la Intuición|da Intuição|dell’Intuizione|van de Intuïtie|Intuicji|Intuice|a Intuiției|az Intuíció|Sezginin|Intuisi|Trực giác|Интуиции|Інтуїції|της Διαίσθησης|للحدس|अंतर्ज्ञान|直感|직관
juxtaposition-conservation|Conservation|der Bewahrung|de la Conservation|de la Conservación|da Conservação|della Conservazione|van het Behoud|Ochrony|Zachování|a Conservării|a Megőrzés|Korumanın|Pelestarian|Bảo tồn|Сохранения|Збереження|της Διατήρησης|للحفظ|संरक्षण|保存|보존
juxtaposition-values|Values|der Werte|des Valeurs|de los Valores|dos Valores|dei Valori|van de Waarden|Wartości|Hodnot|a Valorilor|az Értékek|Değerlerin|Nilai-nilai|Giá trị|Ценностей|Цінностей|των Αξιών|للقيم|मूल्य|価値|가치
juxtaposition-risks|Risks|der Risiken|des Risques|de los Riesgos|dos Riscos|dei Rischi|van de Risico’s|Ryzyka|Rizik|a Riscurilor|a Kockázatok|Risklerin|Risiko|Rủi ro|Рисков|Ризиків|των Κινδύνων|للمخاطر|जोखिम|リスク|위험
juxtaposition-alertness|Alertness|der Wachsamkeit|de la Vigilance|de la Alerta|do Alerta|della Vigilanza|van de Alertheid|Czujności|Bdělosti|a Vigilenței|az Éberség|Uyanıklığın|Kewaspadaan|Cảnh giác|Бдительности|Пильності|της Εγρήγορσης|لليقظة|सतर्कता|警戒|경계
juxtaposition-self-expression|Self-Expression|des Selbstausdrucks|de l’Expression de soi|de la Autoexpresión|da Autoexpressão|dell’Autoespressione|van de Zelfexpressie|Wyrażania Siebie|Sebevyjádření|a Exprimării de Sine|az Önkifejezés|Kendini İfadenin|Ekspresi Diri|Tự biểu hiện|Самовыражения|Самовираження|της Αυτοέκφρασης|للتعبير عن الذات|आत्म-अभिव्यक्ति|自己表現|자기표현
juxtaposition-insight|Insight|der Einsicht|de la Perspicacité|de la Perspicacia|da Percepção|dell’Illuminazione|van het Inzicht|Wglądu|Vhledu|a Înțelegerii|a Belátás|İçgörünün|Wawasan|Thấu suốt|Прозрения|Прозріння|της Ενόρασης|للبصيرة|अंतर्दृष्टि|洞察|통찰
juxtaposition-empowering|Empowering|der Ermächtigung|du Renforcement|del Empoderamiento|do Empoderamento|del Potenziamento|van de Bekrachtiging|Umacniania|Posilování|a Împuternicirii|a Megerősítés|Güçlendirmenin|Pemberdayaan|Trao quyền|Наделения Силой|Наділення Силою|της Ενδυνάμωσης|للتمكين|सशक्तीकरण|エンパワーメント|역량 강화
juxtaposition-power|Power|der Kraft|du Pouvoir|del Poder|do Poder|del Potere|van de Kracht|Mocy|Síly|a Puterii|az Erő|Gücün|Kekuatan|Sức mạnh|Силы|Сили|της Δύναμης|للقوة|शक्ति|力|힘
juxtaposition-focus|Focus|des Fokus|de la Concentration|del Enfoque|do Foco|della Concentrazione|van de Focus|Skupienia|Soustředění|a Concentrării|a Fókusz|Odaklanmanın|Fokus|Tập trung|Фокуса|Фокусу|της Εστίασης|للتركيز|एकाग्रता|集中|집중
juxtaposition-habits|Habits|der Gewohnheiten|des Habitudes|de los Hábitos|dos Hábitos|delle Abitudini|van de Gewoonten|Nawyków|Zvyků|a Obiceiurilor|a Szokások|Alışkanlıkların|Kebiasaan|Thói quen|Привычек|Звичок|των Συνηθειών|للعادات|आदतें|習慣|습관
juxtaposition-trickster|the Trickster|des Tricksters|du Filou|del Embaucador|do Trapaceiro|dell’Imbroglione|van de Bedrieger|Szachraja|Šprýmaře|a Șmecherului|a Trükkös|Düzenbazın|Penipu|Kẻ Lừa lọc|Трикстера|Трикстера|του Απατεώνα|للمخادع|छलिया|トリックスター|트릭스터
juxtaposition-ideas|Ideas|der Ideen|des Idées|de las Ideas|das Ideias|delle Idee|van de Ideeën|Idei|Idejí|a Ideilor|az Ötletek|Fikirlerin|Gagasan|Ý tưởng|Идей|Ідей|των Ιδεών|للأفكار|विचार|アイデア|아이디어
juxtaposition-behavior|Behavior|des Verhaltens|du Comportement|del Comportamiento|do Comportamento|del Comportamento|van het Gedrag|Zachowania|Chování|a Comportamentului|a Viselkedés|Davranışın|Perilaku|Hành vi|Поведения|Поведінки|της Συμπεριφοράς|للسلوك|व्यवहार|振る舞い|행동
juxtaposition-vitality|Vitality|der Vitalität|de la Vitalité|de la Vitalidad|da Vitalidade|della Vitalità|van de Vitaliteit|Witalności|Vitality|a Vitalității|a Vitalitás|Canlılığın|Vitalitas|Sức sống|Жизненной Силы|Життєвої Сили|της Ζωτικότητας|للحيوية|जीवन-शक्ति|活力|활력
juxtaposition-opposition|Opposition|der Opposition|de l’Opposition|de la Oposición|da Oposição|dell’Opposizione|van de Oppositie|Opozycji|Opozice|a Opoziției|az Ellenállás|Karşıtlığın|Oposisi|Đối lập|Противостояния|Протистояння|της Αντίθεσης|للمعارضة|विरोध|反対|반대
juxtaposition-ambition|Ambition|des Ehrgeizes|de l’Ambition|de la Ambición|da Ambição|dell’Ambizione|van de Ambitie|Ambicji|Ctižádosti|a Ambiției|a Becsvágy|Hırsın|Ambisi|Tham vọng|Амбиций|Амбіцій|της Φιλοδοξίας|للطموح|महत्वाकांक्षा|野心|야망
juxtaposition-thinking|Thinking|des Denkens|de la Pensée|del Pensamiento|do Pensamento|del Pensiero|van het Denken|Myślenia|Myšlení|a Gândirii|a Gondolkodás|Düşünmenin|Berpikir|Tư duy|Мышления|Мислення|της Σκέψης|للتفكير|चिंतन|思考|사고
juxtaposition-limitation|Limitation|der Begrenzung|de la Limitation|de la Limitación|da Limitação|della Limitazione|van de Begrenzing|Ograniczenia|Omezení|a Limitării|a Korlátozás|Sınırlamanın|Keterbatasan|Giới hạn|Ограничения|Обмеження|του Περιορισμού|للتقييد|सीमा|制限|제한
juxtaposition-fantasy|Fantasy|der Fantasie|de la Fantaisie|de la Fantasía|da Fantasia|della Fantasia|van de Fantasie|Fantazji|Fantazie|a Fanteziei|a Fantázia|Fantezinin|Fantasi|Tưởng tượng|Фантазии|Фантазії|της Φαντασίας|للخيال|कल्पना|空想|공상
juxtaposition-need|Need|des Bedürfnisses|du Besoin|de la Necesidad|da Necessidade|del Bisogno|van de Behoefte|Potrzeby|Potřeby|a Nevoii|a Szükséglet|İhtiyacın|Kebutuhan|Nhu cầu|Потребности|Потреби|της Ανάγκης|للحاجة|आवश्यकता|必要|필요
left-angle-masks|Masks|der Masken|des Masques|de las Máscaras|das Máscaras|delle Maschere|van de Maskers|Masek|Masek|a Măștilor|a Maszkok|Maskelerin|Topeng|Mặt nạ|Масок|Масок|των Μασκών|للأقنعة|मुखौटे|仮面|가면
left-angle-revolution|Revolution|der Revolution|de la Révolution|de la Revolución|da Revolução|della Rivoluzione|van de Revolutie|Rewolucji|Revoluce|a Revoluției|a Forradalom|Devrimin|Revolusi|Cách mạng|Революции|Революції|της Επανάστασης|للثورة|क्रांति|革命|혁명
left-angle-industry|Industry|des Fleißes|de l’Industrie|de la Industria|da Indústria|dell’Industria|van de Vlijt|Pracowitości|Píle|a Hărniciei|a Szorgalom|Çalışkanlığın|Ketekunan|Cần mẫn|Трудолюбия|Працьовитості|της Εργατικότητας|للاجتهاد|उद्यम|勤勉|근면
left-angle-spirit|Spirit|des Geistes|de l’Esprit|del Espíritu|do Espírito|dello Spirito|van de Geest|Ducha|Ducha|a Spiritului|a Szellem|Ruhun|Roh|Tinh thần|Духа|Духу|του Πνεύματος|للروح|आत्मा|スピリット|정신
left-angle-migration|Migration|der Migration|de la Migration|de la Migración|da Migração|della Migrazione|van de Migratie|Migracji|Migrace|a Migrației|a Vándorlás|Göçün|Migrasi|Di cư|Миграции|Міграції|της Μετανάστευσης|للهجرة|प्रवास|移住|이주
left-angle-dominion|Dominion|der Vorherrschaft|de la Domination|del Dominio|do Domínio|del Dominio|van de Heerschappij|Panowania|Panství|a Dominației|az Uralom|Egemenliğin|Penguasaan|Thống lĩnh|Господства|Панування|της Κυριαρχίας|للهيمنة|प्रभुत्व|支配|지배
left-angle-informing|Informing|des Informierens|de l’Information|de la Información|da Informação|dell’Informazione|van het Informeren|Informowania|Informování|a Informării|a Tájékoztatás|Bilgilendirmenin|Informasi|Thông tin|Информирования|Інформування|της Ενημέρωσης|للإعلام|सूचना|情報伝達|정보 전달
left-angle-plane|the Plane|der Ebene|du Plan|del Plano|do Plano|del Piano|van het Vlak|Płaszczyzny|Roviny|a Planului|a Sík|Düzlemin|Bidang|Bình diện|Плоскости|Площини|του Επιπέδου|للمستوى|तल|平面|평면
left-angle-healing|Healing|der Heilung|de la Guérison|de la Sanación|da Cura|della Guarigione|van de Heling|Uzdrawiania|Uzdravování|a Vindecării|a Gyógyítás|Şifanın|Penyembuhan|Chữa lành|Исцеления|Зцілення|της Θεραπείας|للشفاء|उपचार|癒し|치유
left-angle-upheaval|Upheaval|des Umbruchs|du Bouleversement|de la Convulsión|da Convulsão|dello Sconvolgimento|van de Omwenteling|Przewrotu|Převratu|a Răsturnării|a Felfordulás|Altüst Oluşun|Pergolakan|Biến động|Потрясения|Потрясіння|της Αναστάτωσης|للاضطراب|उथल-पुथल|激変|격변
left-angle-endeavor|Endeavor|des Strebens|de l’Effort|del Esfuerzo|do Empenho|dello Sforzo|van het Streven|Dążenia|Úsilí|a Străduinței|a Törekvés|Çabanın|Usaha|Nỗ lực|Стремления|Прагнення|της Προσπάθειας|للمسعى|प्रयास|努力|노력
left-angle-clarion|the Clarion|der Fanfare|du Clairon|del Clarín|do Clarim|del Clarino|van de Klaroen|Fanfary|Fanfáry|a Goarnei|a Harsona|Borazanın|Terompet|Kèn hiệu|Горна|Сурми|της Σάλπιγγας|للنفير|तुरही|クラリオン|나팔
left-angle-limitation|Limitation|der Begrenzung|de la Limitation|de la Limitación|da Limitação|della Limitazione|van de Begrenzing|Ograniczenia|Omezení|a Limitării|a Korlátozás|Sınırlamanın|Keterbatasan|Giới hạn|Ограничения|Обмеження|του Περιορισμού|للتقييد|सीमा|制限|제한
left-angle-wishes|Wishes|der Wünsche|des Souhaits|de los Deseos|dos Desejos|dei Desideri|van de Wensen|Życzeń|Přání|a Dorințelor|a Kívánságok|Dileklerin|Harapan|Ước nguyện|Желаний|Бажань|των Ευχών|للأمنيات|इच्छाएँ|願い|소원
left-angle-alignment|Alignment|der Ausrichtung|de l’Alignement|de la Alineación|do Alinhamento|dell’Allineamento|van de Afstemming|Zestrojenia|Sladění|a Alinierii|az Összehangolás|Hizalanmanın|Keselarasan|Tương hợp|Согласования|Узгодження|της Ευθυγράμμισης|للتوافق|संरेखण|整合|정렬
left-angle-incarnation|Incarnation|der Inkarnation|de l’Incarnation|de la Encarnación|da Encarnação|dell’Incarnazione|van de Incarnatie|Inkarnacji|Inkarnace|a Încarnării|az Inkarnáció|Enkarnasyonun|Inkarnasi|Hóa thân|Инкарнации|Інкарнації|της Ενσάρκωσης|للتجسد|अवतार|受肉|육화
left-angle-defiance|Defiance|des Trotzes|du Défi|del Desafío|do Desafio|della Sfida|van het Verzet|Buntu|Vzdoru|a Sfidării|a Dac|Meydan Okumanın|Pembangkangan|Thách thức|Вызова|Виклику|της Αψήφησης|للتحدي|अवज्ञा|反抗|반항
left-angle-dedication|Dedication|der Hingabe|du Dévouement|de la Dedicación|da Dedicação|della Dedizione|van de Toewijding|Oddania|Oddanosti|a Dăruirii|az Odaadás|Adanmışlığın|Dedikasi|Cống hiến|Посвящения|Відданості|της Αφοσίωσης|للتفاني|समर्पण|献身|헌신
left-angle-uncertainty|Uncertainty|der Ungewissheit|de l’Incertitude|de la Incertidumbre|da Incerteza|dell’Incertezza|van de Onzekerheid|Niepewności|Nejistoty|a Incertitudinii|a Bizonytalanság|Belirsizliğin|Ketidakpastian|Bất định|Неопределённости|Невизначеності|της Αβεβαιότητας|لعدم اليقين|अनिश्चितता|不確実性|불확실성
left-angle-duality|Duality|der Dualität|de la Dualité|de la Dualidad|da Dualidade|della Dualità|van de Dualiteit|Dwoistości|Duality|a Dualității|a Kettősség|İkiliğin|Dualitas|Nhị nguyên|Двойственности|Двоїстості|της Δυαδικότητας|للثنائية|द्वैत|二元性|이원성
left-angle-identification|Identification|der Identifikation|de l’Identification|de la Identificación|da Identificação|dell’Identificazione|van de Identificatie|Identyfikacji|Identifikace|a Identificării|az Azonosulás|Özdeşleşmenin|Identifikasi|Đồng nhất|Отождествления|Ототожнення|της Ταύτισης|للتماهي|तादात्म्य|同一化|동일시
left-angle-separation|Separation|der Trennung|de la Séparation|de la Separación|da Separação|della Separazione|van de Scheiding|Rozdzielenia|Oddělení|a Separării|az Elválás|Ayrılığın|Pemisahan|Chia tách|Разделения|Розділення|του Διαχωρισμού|للانفصال|पृथक्करण|分離|분리
left-angle-confrontation|Confrontation|der Konfrontation|de la Confrontation|de la Confrontación|do Confronto|del Confronto|van de Confrontatie|Konfrontacji|Konfrontace|a Confruntării|a Szembesítés|Yüzleşmenin|Konfrontasi|Đối đầu|Конфронтации|Конфронтації|της Αντιπαράθεσης|للمواجهة|टकराव|対決|대결
left-angle-education|Education|der Erziehung|de l’Éducation|de la Educación|da Educação|dell’Educazione|van de Opvoeding|Edukacji|Výchovy|a Educației|a Nevelés|Eğitimin|Pendidikan|Giáo dục|Воспитания|Виховання|της Εκπαίδευσης|للتعليم|शिक्षा|教育|교육
left-angle-prevention|Prevention|der Verhinderung|de la Prévention|de la Prevención|da Prevenção|della Prevenzione|van de Preventie|Zapobiegania|Prevence|a Prevenirii|a Megelőzés|Önlemenin|Pencegahan|Ngăn ngừa|Предотвращения|Запобігання|της Πρόληψης|للوقاية|निवारण|予防|예방
left-angle-demands|Demands|der Forderungen|des Exigences|de las Exigencias|das Exigências|delle Esigenze|van de Eisen|Żądań|Požadavků|a Cerințelor|a Követelések|Taleplerin|Tuntutan|Đòi hỏi|Требований|Вимог|των Απαιτήσεων|للمطالب|माँगें|要求|요구
left-angle-individualism|Individualism|des Individualismus|de l’Individualisme|del Individualismo|do Individualismo|dell’Individualismo|van het Individualisme|Indywidualizmu|Individualismu|a Individualismului|az Individualizmus|Bireyciliğin|Individualisme|Cá nhân chủ nghĩa|Индивидуализма|Індивідуалізму|του Ατομικισμού|للفردية|व्यक्तिवाद|個人主義|개인주의
left-angle-cycles|Cycles|der Zyklen|des Cycles|de los Ciclos|dos Ciclos|dei Cicli|van de Cycli|Cykli|Cyklů|a Ciclurilor|a Ciklusok|Döngülerin|Siklus|Chu kỳ|Циклов|Циклів|των Κύκλων|للدورات|चक्र|サイクル|주기
left-angle-obscuration|Obscuration|der Verdunkelung|de l’Obscurcissement|del Oscurecimiento|do Obscurecimento|dell’Oscuramento|van de Verduistering|Zaciemnienia|Zatemnění|a Întunecării|az Elhomályosítás|Karartmanın|Pengaburan|Che khuất|Затемнения|Затемнення|της Συσκότισης|للتعتيم|अस्पष्टता|曖昧化|은폐
left-angle-distraction|Distraction|der Ablenkung|de la Distraction|de la Distracción|da Distração|della Distrazione|van de Afleiding|Rozproszenia|Rozptýlení|a Distragerii|a Figyelemelterelés|Dikkat Dağınıklığının|Pengalihan|Xao lãng|Отвлечения|Відволікання|του Περισπασμού|للإلهاء|विचलन|気晴らし|주의 분산
left-angle-alpha|the Alpha|des Alpha|de l’Alpha|del Alfa|do Alfa|dell’Alfa|van de Alfa|Alfy|Alfy|a Alfei|az Alfa|Alfa'nın|Alfa|Alpha|Альфы|Альфи|του Άλφα|للألفا|अल्फ़ा|アルファ|알파
left-angle-refinement|Refinement|der Verfeinerung|du Raffinement|del Refinamiento|do Refinamento|della Raffinatezza|van de Verfijning|Wyrafinowania|Zušlechtění|a Rafinamentului|a Finomítás|İnceltmenin|Penghalusan|Tinh luyện|Утончённости|Витонченості|της Εκλέπτυνσης|للصقل|परिष्कार|洗練|세련
`);

export const HD_CROSS_SLUGS = Object.keys(THEMES);

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** A cross's full name in each language: the angle's frame around the theme cell. */
export const HD_CROSS_TERMS = Object.fromEntries(
  Object.entries(THEMES).map(([slug, cells]) => {
    const angle = (['right-angle', 'juxtaposition', 'left-angle'] as const).find((a) => slug.startsWith(`${a}-`))!;
    return [slug, Object.fromEntries(Object.entries(cells).map(([lang, cell]) => [lang, capitalised(FRAMES[lang as LangCode][angle].replace('{x}', cell))])) as Terms];
  }),
) satisfies TermTable;

/** The table slug of an index name such as 'the Sphinx 2' under an angle: right-angle-sphinx. */
export function hdCrossSlug(angle: HdCrossAngle, indexName: string): string {
  return `${angle}-${indexName.replace(/^the /, '').replace(/ \d$/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
