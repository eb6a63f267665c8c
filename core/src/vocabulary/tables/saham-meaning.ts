/**
 * What each of the thirty-six Tajika sahams signifies (Tajika Neelakanthi, Saham tantra, as
 * lib/tajika-sahams.ts glosses them: Punya "fortune, good deeds" ... Labha "gains"), keyed by
 * the saham's slug, in the 21 response languages: the `meaning` member of
 * /vedic/varshaphal/sahams. The names are the saham table's.
 */
import type { TermTable } from '../terms.js';

export const SAHAM_MEANING_TERMS = {
  'punya': {
    uk: 'удача, добрі справи', en: 'fortune, good deeds', de: 'Glück, gute Taten', ru: 'удача, добрые дела', pl: 'szczęście, dobre uczynki', es: 'fortuna, buenas obras', pt: 'fortuna, boas ações', fr: 'fortune, bonnes actions', it: 'fortuna, buone azioni', nl: 'geluk, goede daden', cs: 'štěstí, dobré skutky', ro: 'noroc, fapte bune', hu: 'szerencse, jó cselekedetek', el: 'τύχη, καλές πράξεις', tr: 'talih, iyi işler', ar: 'الحظ، الأعمال الصالحة', hi: 'भाग्य, सत्कर्म', ja: '幸運、善行', ko: '행운, 선행', vi: 'may mắn, việc thiện', id: 'keberuntungan, perbuatan baik',
  },
  'vidya': {
    uk: 'освіта', en: 'education', de: 'Bildung', ru: 'образование', pl: 'wykształcenie', es: 'educación', pt: 'educação', fr: 'éducation', it: 'istruzione', nl: 'opleiding', cs: 'vzdělání', ro: 'educație', hu: 'tanulás', el: 'μόρφωση', tr: 'eğitim', ar: 'التعليم', hi: 'शिक्षा', ja: '教育', ko: '교육', vi: 'học vấn', id: 'pendidikan',
  },
  'yasas': {
    uk: 'слава', en: 'fame', de: 'Ruhm', ru: 'слава', pl: 'sława', es: 'fama', pt: 'fama', fr: 'renommée', it: 'fama', nl: 'roem', cs: 'sláva', ro: 'faimă', hu: 'hírnév', el: 'φήμη', tr: 'şöhret', ar: 'الشهرة', hi: 'यश', ja: '名声', ko: '명성', vi: 'danh tiếng', id: 'ketenaran',
  },
  'mitra': {
    uk: 'друзі', en: 'friends', de: 'Freunde', ru: 'друзья', pl: 'przyjaciele', es: 'amigos', pt: 'amigos', fr: 'amis', it: 'amici', nl: 'vrienden', cs: 'přátelé', ro: 'prieteni', hu: 'barátok', el: 'φίλοι', tr: 'arkadaşlar', ar: 'الأصدقاء', hi: 'मित्र', ja: '友人', ko: '친구', vi: 'bạn bè', id: 'teman',
  },
  'mahatmya': {
    uk: 'велич', en: 'greatness', de: 'Größe', ru: 'величие', pl: 'wielkość', es: 'grandeza', pt: 'grandeza', fr: 'grandeur', it: 'grandezza', nl: 'grootheid', cs: 'velikost', ro: 'măreție', hu: 'nagyság', el: 'μεγαλείο', tr: 'büyüklük', ar: 'العظمة', hi: 'महानता', ja: '偉大さ', ko: '위대함', vi: 'sự vĩ đại', id: 'keagungan',
  },
  'asha': {
    uk: 'бажання', en: 'desires', de: 'Wünsche', ru: 'желания', pl: 'pragnienia', es: 'deseos', pt: 'desejos', fr: 'désirs', it: 'desideri', nl: 'verlangens', cs: 'touhy', ro: 'dorințe', hu: 'vágyak', el: 'επιθυμίες', tr: 'arzular', ar: 'الرغبات', hi: 'इच्छाएँ', ja: '願望', ko: '욕망', vi: 'ước muốn', id: 'keinginan',
  },
  'samartha': {
    uk: 'підприємливість, здібність', en: 'enterprise, ability', de: 'Unternehmungsgeist, Fähigkeit', ru: 'предприимчивость, способность', pl: 'przedsiębiorczość, zdolność', es: 'iniciativa, capacidad', pt: 'iniciativa, capacidade', fr: 'esprit d’entreprise, capacité', it: 'intraprendenza, capacità', nl: 'ondernemingszin, bekwaamheid', cs: 'podnikavost, schopnost', ro: 'inițiativă, capacitate', hu: 'vállalkozókedv, képesség', el: 'πρωτοβουλία, ικανότητα', tr: 'girişim, yetenek', ar: 'المبادرة، القدرة', hi: 'उद्यम, सामर्थ्य', ja: '進取、能力', ko: '진취성, 능력', vi: 'sự dám làm, năng lực', id: 'inisiatif, kemampuan',
  },
  'bhratri': {
    uk: 'брати', en: 'brothers', de: 'Brüder', ru: 'братья', pl: 'bracia', es: 'hermanos', pt: 'irmãos', fr: 'frères', it: 'fratelli', nl: 'broers', cs: 'bratři', ro: 'frați', hu: 'fivérek', el: 'αδελφοί', tr: 'kardeşler', ar: 'الإخوة', hi: 'भाई', ja: '兄弟', ko: '형제', vi: 'anh em', id: 'saudara laki-laki',
  },
  'gaurava': {
    uk: 'пошана', en: 'respect', de: 'Ansehen', ru: 'уважение', pl: 'szacunek', es: 'respeto', pt: 'respeito', fr: 'respect', it: 'rispetto', nl: 'aanzien', cs: 'úcta', ro: 'respect', hu: 'tisztelet', el: 'σεβασμός', tr: 'saygınlık', ar: 'الاحترام', hi: 'गौरव', ja: '尊敬', ko: '존경', vi: 'sự tôn trọng', id: 'kehormatan',
  },
  'pitri': {
    uk: 'батько', en: 'father', de: 'Vater', ru: 'отец', pl: 'ojciec', es: 'padre', pt: 'pai', fr: 'père', it: 'padre', nl: 'vader', cs: 'otec', ro: 'tată', hu: 'apa', el: 'πατέρας', tr: 'baba', ar: 'الأب', hi: 'पिता', ja: '父', ko: '아버지', vi: 'cha', id: 'ayah',
  },
  'rajya': {
    uk: 'влада, посада', en: 'kingdom, authority', de: 'Herrschaft, Amt', ru: 'власть, положение', pl: 'władza, urząd', es: 'reino, autoridad', pt: 'reino, autoridade', fr: 'royaume, autorité', it: 'regno, autorità', nl: 'koninkrijk, gezag', cs: 'vláda, moc', ro: 'regat, autoritate', hu: 'uralom, hatalom', el: 'βασίλειο, εξουσία', tr: 'krallık, otorite', ar: 'المُلك، السلطة', hi: 'राज्य, अधिकार', ja: '王国、権威', ko: '왕국, 권위', vi: 'vương quyền, quyền lực', id: 'kerajaan, wewenang',
  },
  'matri': {
    uk: 'мати', en: 'mother', de: 'Mutter', ru: 'мать', pl: 'matka', es: 'madre', pt: 'mãe', fr: 'mère', it: 'madre', nl: 'moeder', cs: 'matka', ro: 'mamă', hu: 'anya', el: 'μητέρα', tr: 'anne', ar: 'الأم', hi: 'माता', ja: '母', ko: '어머니', vi: 'mẹ', id: 'ibu',
  },
  'putra': {
    uk: 'діти', en: 'children', de: 'Kinder', ru: 'дети', pl: 'dzieci', es: 'hijos', pt: 'filhos', fr: 'enfants', it: 'figli', nl: 'kinderen', cs: 'děti', ro: 'copii', hu: 'gyermekek', el: 'παιδιά', tr: 'çocuklar', ar: 'الأبناء', hi: 'संतान', ja: '子供', ko: '자녀', vi: 'con cái', id: 'anak-anak',
  },
  'jeeva': {
    uk: 'життя', en: 'life', de: 'Leben', ru: 'жизнь', pl: 'życie', es: 'vida', pt: 'vida', fr: 'vie', it: 'vita', nl: 'leven', cs: 'život', ro: 'viață', hu: 'élet', el: 'ζωή', tr: 'hayat', ar: 'الحياة', hi: 'जीवन', ja: '生命', ko: '생명', vi: 'sự sống', id: 'kehidupan',
  },
  'karma': {
    uk: 'робота', en: 'work', de: 'Arbeit', ru: 'работа', pl: 'praca', es: 'trabajo', pt: 'trabalho', fr: 'travail', it: 'lavoro', nl: 'werk', cs: 'práce', ro: 'muncă', hu: 'munka', el: 'εργασία', tr: 'iş', ar: 'العمل', hi: 'कर्म', ja: '仕事', ko: '일', vi: 'công việc', id: 'pekerjaan',
  },
  'roga': {
    uk: 'хвороба', en: 'disease', de: 'Krankheit', ru: 'болезнь', pl: 'choroba', es: 'enfermedad', pt: 'doença', fr: 'maladie', it: 'malattia', nl: 'ziekte', cs: 'nemoc', ro: 'boală', hu: 'betegség', el: 'ασθένεια', tr: 'hastalık', ar: 'المرض', hi: 'रोग', ja: '病気', ko: '질병', vi: 'bệnh tật', id: 'penyakit',
  },
  'kali': {
    uk: 'велике нещастя', en: 'great misfortune', de: 'großes Unglück', ru: 'великое несчастье', pl: 'wielkie nieszczęście', es: 'gran desgracia', pt: 'grande infortúnio', fr: 'grand malheur', it: 'grande sventura', nl: 'groot onheil', cs: 'velké neštěstí', ro: 'mare nenorocire', hu: 'nagy szerencsétlenség', el: 'μεγάλη συμφορά', tr: 'büyük talihsizlik', ar: 'مصيبة عظيمة', hi: 'महान विपत्ति', ja: '大きな不運', ko: '큰 불운', vi: 'đại họa', id: 'kemalangan besar',
  },
  'sastra': {
    uk: 'науки', en: 'sciences', de: 'Wissenschaften', ru: 'науки', pl: 'nauki', es: 'ciencias', pt: 'ciências', fr: 'sciences', it: 'scienze', nl: 'wetenschappen', cs: 'vědy', ro: 'științe', hu: 'tudományok', el: 'επιστήμες', tr: 'bilimler', ar: 'العلوم', hi: 'शास्त्र', ja: '学問', ko: '학문', vi: 'khoa học', id: 'ilmu pengetahuan',
  },
  'bandhu': {
    uk: 'родичі', en: 'relatives', de: 'Verwandte', ru: 'родственники', pl: 'krewni', es: 'parientes', pt: 'parentes', fr: 'parents', it: 'parenti', nl: 'verwanten', cs: 'příbuzní', ro: 'rude', hu: 'rokonok', el: 'συγγενείς', tr: 'akrabalar', ar: 'الأقارب', hi: 'बंधु-बांधव', ja: '親族', ko: '친척', vi: 'họ hàng', id: 'kerabat',
  },
  'mrityu': {
    uk: 'смерть', en: 'death', de: 'Tod', ru: 'смерть', pl: 'śmierć', es: 'muerte', pt: 'morte', fr: 'mort', it: 'morte', nl: 'dood', cs: 'smrt', ro: 'moarte', hu: 'halál', el: 'θάνατος', tr: 'ölüm', ar: 'الموت', hi: 'मृत्यु', ja: '死', ko: '죽음', vi: 'cái chết', id: 'kematian',
  },
  'paradesa': {
    uk: 'чужі краї', en: 'foreign lands', de: 'fremde Länder', ru: 'чужие края', pl: 'obce kraje', es: 'tierras extranjeras', pt: 'terras estrangeiras', fr: 'pays étrangers', it: 'terre straniere', nl: 'vreemde landen', cs: 'cizí země', ro: 'ținuturi străine', hu: 'idegen földek', el: 'ξένες χώρες', tr: 'yabancı diyarlar', ar: 'البلاد الأجنبية', hi: 'परदेश', ja: '異国', ko: '외국', vi: 'xứ lạ', id: 'negeri asing',
  },
  'artha': {
    uk: 'багатство', en: 'wealth', de: 'Reichtum', ru: 'богатство', pl: 'bogactwo', es: 'riqueza', pt: 'riqueza', fr: 'richesse', it: 'ricchezza', nl: 'rijkdom', cs: 'bohatství', ro: 'avere', hu: 'gazdagság', el: 'πλούτος', tr: 'servet', ar: 'الثروة', hi: 'धन', ja: '富', ko: '재물', vi: 'của cải', id: 'kekayaan',
  },
  'paradara': {
    uk: 'перелюб', en: 'adultery', de: 'Ehebruch', ru: 'прелюбодеяние', pl: 'cudzołóstwo', es: 'adulterio', pt: 'adultério', fr: 'adultère', it: 'adulterio', nl: 'overspel', cs: 'cizoložství', ro: 'adulter', hu: 'házasságtörés', el: 'μοιχεία', tr: 'zina', ar: 'الزنا', hi: 'परस्त्रीगमन', ja: '不義', ko: '간통', vi: 'ngoại tình', id: 'perzinaan',
  },
  'vanik': {
    uk: 'торгівля', en: 'commerce', de: 'Handel', ru: 'торговля', pl: 'handel', es: 'comercio', pt: 'comércio', fr: 'commerce', it: 'commercio', nl: 'handel', cs: 'obchod', ro: 'comerț', hu: 'kereskedelem', el: 'εμπόριο', tr: 'ticaret', ar: 'التجارة', hi: 'वाणिज्य', ja: '商業', ko: '상업', vi: 'thương mại', id: 'perdagangan',
  },
  'karyasiddhi': {
    uk: 'успіх у справах', en: 'success in undertakings', de: 'Erfolg der Unternehmungen', ru: 'успех в делах', pl: 'powodzenie przedsięwzięć', es: 'éxito en las empresas', pt: 'sucesso nos empreendimentos', fr: 'succès des entreprises', it: 'successo nelle imprese', nl: 'succes van ondernemingen', cs: 'úspěch v podnicích', ro: 'succes în întreprinderi', hu: 'vállalkozások sikere', el: 'επιτυχία στα εγχειρήματα', tr: 'girişimlerde başarı', ar: 'النجاح في المساعي', hi: 'कार्यसिद्धि', ja: '事業の成功', ko: '일의 성취', vi: 'thành công trong công việc', id: 'keberhasilan usaha',
  },
  'vivaha': {
    uk: 'шлюб', en: 'marriage', de: 'Ehe', ru: 'брак', pl: 'małżeństwo', es: 'matrimonio', pt: 'casamento', fr: 'mariage', it: 'matrimonio', nl: 'huwelijk', cs: 'manželství', ro: 'căsătorie', hu: 'házasság', el: 'γάμος', tr: 'evlilik', ar: 'الزواج', hi: 'विवाह', ja: '結婚', ko: '결혼', vi: 'hôn nhân', id: 'pernikahan',
  },
  'santapa': {
    uk: 'скорбота', en: 'sorrow', de: 'Kummer', ru: 'скорбь', pl: 'smutek', es: 'pena', pt: 'tristeza', fr: 'chagrin', it: 'dolore', nl: 'verdriet', cs: 'žal', ro: 'mâhnire', hu: 'bánat', el: 'λύπη', tr: 'keder', ar: 'الحزن', hi: 'संताप', ja: '悲しみ', ko: '슬픔', vi: 'nỗi buồn', id: 'kesedihan',
  },
  'sraddha': {
    uk: 'відданість', en: 'devotion', de: 'Hingabe', ru: 'преданность', pl: 'oddanie', es: 'devoción', pt: 'devoção', fr: 'dévotion', it: 'devozione', nl: 'toewijding', cs: 'oddanost', ro: 'devotament', hu: 'odaadás', el: 'αφοσίωση', tr: 'bağlılık', ar: 'الإخلاص', hi: 'श्रद्धा', ja: '信仰心', ko: '헌신', vi: 'lòng sùng kính', id: 'pengabdian',
  },
  'preeti': {
    uk: 'любов, прихильність', en: 'love, attachment', de: 'Liebe, Zuneigung', ru: 'любовь, привязанность', pl: 'miłość, przywiązanie', es: 'amor, apego', pt: 'amor, apego', fr: 'amour, attachement', it: 'amore, attaccamento', nl: 'liefde, gehechtheid', cs: 'láska, náklonnost', ro: 'iubire, atașament', hu: 'szeretet, ragaszkodás', el: 'αγάπη, προσκόλληση', tr: 'sevgi, bağlılık', ar: 'الحب، التعلق', hi: 'प्रीति, आसक्ति', ja: '愛、愛着', ko: '사랑, 애착', vi: 'tình yêu, gắn bó', id: 'cinta, keterikatan',
  },
  'jadya': {
    uk: 'хронічна хвороба', en: 'chronic disease', de: 'chronische Krankheit', ru: 'хроническая болезнь', pl: 'choroba przewlekła', es: 'enfermedad crónica', pt: 'doença crônica', fr: 'maladie chronique', it: 'malattia cronica', nl: 'chronische ziekte', cs: 'chronická nemoc', ro: 'boală cronică', hu: 'krónikus betegség', el: 'χρόνια ασθένεια', tr: 'kronik hastalık', ar: 'المرض المزمن', hi: 'दीर्घ रोग', ja: '慢性の病', ko: '만성 질환', vi: 'bệnh mãn tính', id: 'penyakit kronis',
  },
  'vyapara': {
    uk: 'справи, бізнес', en: 'business', de: 'Geschäft', ru: 'дела, бизнес', pl: 'interesy', es: 'negocios', pt: 'negócios', fr: 'affaires', it: 'affari', nl: 'zaken', cs: 'podnikání', ro: 'afaceri', hu: 'üzlet', el: 'επιχειρήσεις', tr: 'iş hayatı', ar: 'الأعمال التجارية', hi: 'व्यापार', ja: '商売', ko: '사업', vi: 'kinh doanh', id: 'bisnis',
  },
  'satru': {
    uk: 'вороги', en: 'enemies', de: 'Feinde', ru: 'враги', pl: 'wrogowie', es: 'enemigos', pt: 'inimigos', fr: 'ennemis', it: 'nemici', nl: 'vijanden', cs: 'nepřátelé', ro: 'dușmani', hu: 'ellenségek', el: 'εχθροί', tr: 'düşmanlar', ar: 'الأعداء', hi: 'शत्रु', ja: '敵', ko: '적', vi: 'kẻ thù', id: 'musuh',
  },
  'jalapatana': {
    uk: 'морська подорож', en: 'sea voyage', de: 'Seereise', ru: 'морское путешествие', pl: 'podróż morska', es: 'viaje por mar', pt: 'viagem marítima', fr: 'voyage en mer', it: 'viaggio per mare', nl: 'zeereis', cs: 'námořní cesta', ro: 'călătorie pe mare', hu: 'tengeri utazás', el: 'θαλάσσιο ταξίδι', tr: 'deniz yolculuğu', ar: 'السفر بحرًا', hi: 'समुद्र यात्रा', ja: '航海', ko: '항해', vi: 'chuyến đi biển', id: 'pelayaran laut',
  },
  'bandhana': {
    uk: 'ув’язнення', en: 'imprisonment', de: 'Gefangenschaft', ru: 'заключение', pl: 'uwięzienie', es: 'encarcelamiento', pt: 'aprisionamento', fr: 'emprisonnement', it: 'prigionia', nl: 'gevangenschap', cs: 'uvěznění', ro: 'întemnițare', hu: 'fogság', el: 'φυλάκιση', tr: 'hapis', ar: 'السجن', hi: 'बंधन', ja: '投獄', ko: '투옥', vi: 'tù đày', id: 'pemenjaraan',
  },
  'apamrityu': {
    uk: 'передчасна смерть', en: 'untimely death', de: 'vorzeitiger Tod', ru: 'безвременная смерть', pl: 'przedwczesna śmierć', es: 'muerte prematura', pt: 'morte prematura', fr: 'mort prématurée', it: 'morte prematura', nl: 'vroegtijdige dood', cs: 'předčasná smrt', ro: 'moarte prematură', hu: 'korai halál', el: 'πρόωρος θάνατος', tr: 'erken ölüm', ar: 'الموت المبكر', hi: 'अकाल मृत्यु', ja: '早すぎる死', ko: '요절', vi: 'cái chết yểu', id: 'kematian dini',
  },
  'labha': {
    uk: 'прибутки', en: 'gains', de: 'Gewinne', ru: 'доходы', pl: 'zyski', es: 'ganancias', pt: 'ganhos', fr: 'gains', it: 'guadagni', nl: 'winsten', cs: 'zisky', ro: 'câștiguri', hu: 'nyereség', el: 'κέρδη', tr: 'kazançlar', ar: 'المكاسب', hi: 'लाभ', ja: '利益', ko: '이득', vi: 'lợi lộc', id: 'keuntungan',
  },
} satisfies TermTable;
