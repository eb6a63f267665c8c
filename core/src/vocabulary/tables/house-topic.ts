/**
 * The topics of the twelve places after Vettius Valens, Anthology (tr. M. Riley), by the kebab
 * of their English: the `topics` of /reference/houses in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const HOUSE_TOPIC_TERMS = {
  life: {
    uk: 'життя', en: 'life', de: 'Leben', ru: 'жизнь', pl: 'życie', es: 'vida', pt: 'vida', fr: 'vie', it: 'vita', nl: 'leven', cs: 'život', ro: 'viața', hu: 'élet', el: 'ζωή', tr: 'hayat', ar: 'الحياة', hi: 'जीवन', ja: '生命', ko: '생명', vi: 'sự sống', id: 'kehidupan',
  },
  'the-body': {
    uk: 'тіло', en: 'the body', de: 'der Körper', ru: 'тело', pl: 'ciało', es: 'el cuerpo', pt: 'o corpo', fr: 'le corps', it: 'il corpo', nl: 'het lichaam', cs: 'tělo', ro: 'trupul', hu: 'a test', el: 'το σώμα', tr: 'beden', ar: 'الجسد', hi: 'शरीर', ja: '身体', ko: '몸', vi: 'thân thể', id: 'tubuh',
  },
  'the-breath-spirit': {
    uk: 'подих (дух)', en: 'the breath (spirit)', de: 'der Atem (Geist)', ru: 'дыхание (дух)', pl: 'oddech (duch)', es: 'el aliento (espíritu)', pt: 'o sopro (espírito)', fr: 'le souffle (esprit)', it: 'il respiro (spirito)', nl: 'de adem (geest)', cs: 'dech (duch)', ro: 'suflarea (spiritul)', hu: 'a lélegzet (szellem)', el: 'η πνοή (πνεύμα)', tr: 'nefes (ruh)', ar: 'النَّفَس (الروح)', hi: 'प्राण (आत्मा)', ja: '息（霊）', ko: '숨 (영)', vi: 'hơi thở (tinh thần)', id: 'napas (roh)',
  },
  character: {
    uk: 'вдача', en: 'character', de: 'Charakter', ru: 'характер', pl: 'charakter', es: 'carácter', pt: 'caráter', fr: 'caractère', it: 'carattere', nl: 'karakter', cs: 'povaha', ro: 'caracterul', hu: 'jellem', el: 'χαρακτήρας', tr: 'karakter', ar: 'الطبع', hi: 'स्वभाव', ja: '性格', ko: '성격', vi: 'tính cách', id: 'watak',
  },
  'the-helm-of-the-life': {
    uk: 'кермо життя', en: 'the helm of the life', de: 'das Steuer des Lebens', ru: 'кормило жизни', pl: 'ster życia', es: 'el timón de la vida', pt: 'o leme da vida', fr: 'le gouvernail de la vie', it: 'il timone della vita', nl: 'het roer van het leven', cs: 'kormidlo života', ro: 'cârma vieții', hu: 'az élet kormánya', el: 'το τιμόνι της ζωής', tr: 'hayatın dümeni', ar: 'دفّة الحياة', hi: 'जीवन की पतवार', ja: '人生の舵', ko: '삶의 키', vi: 'bánh lái của cuộc đời', id: 'kemudi kehidupan',
  },
  livelihood: {
    uk: 'засоби до життя', en: 'livelihood', de: 'Lebensunterhalt', ru: 'средства к жизни', pl: 'utrzymanie', es: 'sustento', pt: 'sustento', fr: 'moyens de subsistance', it: 'sostentamento', nl: 'levensonderhoud', cs: 'obživa', ro: 'traiul', hu: 'megélhetés', el: 'βιοπορισμός', tr: 'geçim', ar: 'المعاش', hi: 'आजीविका', ja: '生計', ko: '생계', vi: 'sinh kế', id: 'penghidupan',
  },
  possessions: {
    uk: 'майно', en: 'possessions', de: 'Besitz', ru: 'имущество', pl: 'majątek', es: 'posesiones', pt: 'posses', fr: 'possessions', it: 'possedimenti', nl: 'bezittingen', cs: 'majetek', ro: 'avuțiile', hu: 'vagyon', el: 'υπάρχοντα', tr: 'mülk', ar: 'الممتلكات', hi: 'संपत्ति', ja: '所有物', ko: '소유물', vi: 'của cải', id: 'harta milik',
  },
  hopes: {
    uk: 'надії', en: 'hopes', de: 'Hoffnungen', ru: 'надежды', pl: 'nadzieje', es: 'esperanzas', pt: 'esperanças', fr: 'espoirs', it: 'speranze', nl: 'hoop', cs: 'naděje', ro: 'speranțele', hu: 'remények', el: 'ελπίδες', tr: 'umutlar', ar: 'الآمال', hi: 'आशाएँ', ja: '希望', ko: '희망', vi: 'hy vọng', id: 'harapan',
  },
  'giving-and-receiving': {
    uk: 'давання й отримання', en: 'giving and receiving', de: 'Geben und Nehmen', ru: 'давать и получать', pl: 'dawanie i branie', es: 'dar y recibir', pt: 'dar e receber', fr: 'donner et recevoir', it: 'dare e ricevere', nl: 'geven en ontvangen', cs: 'dávání a přijímání', ro: 'a da și a primi', hu: 'adás és kapás', el: 'το δούναι και λαβείν', tr: 'verme ve alma', ar: 'العطاء والأخذ', hi: 'देना और लेना', ja: '授受', ko: '주고받음', vi: 'cho và nhận', id: 'memberi dan menerima',
  },
  'brothers-and-sisters': {
    uk: 'брати й сестри', en: 'brothers and sisters', de: 'Geschwister', ru: 'братья и сёстры', pl: 'rodzeństwo', es: 'hermanos y hermanas', pt: 'irmãos e irmãs', fr: 'frères et sœurs', it: 'fratelli e sorelle', nl: 'broers en zussen', cs: 'sourozenci', ro: 'frații și surorile', hu: 'testvérek', el: 'αδέλφια', tr: 'kardeşler', ar: 'الإخوة والأخوات', hi: 'भाई-बहन', ja: '兄弟姉妹', ko: '형제자매', vi: 'anh chị em', id: 'saudara kandung',
  },
  'living-abroad': {
    uk: 'життя на чужині', en: 'living abroad', de: 'Leben in der Fremde', ru: 'жизнь на чужбине', pl: 'życie na obczyźnie', es: 'vivir en el extranjero', pt: 'viver no estrangeiro', fr: 'vivre à l’étranger', it: 'vivere all’estero', nl: 'wonen in den vreemde', cs: 'život v cizině', ro: 'traiul în străinătate', hu: 'külföldi élet', el: 'διαμονή στα ξένα', tr: 'gurbette yaşamak', ar: 'الإقامة في الغربة', hi: 'परदेश में निवास', ja: '異国での暮らし', ko: '타향살이', vi: 'sống nơi đất khách', id: 'tinggal di negeri orang',
  },
  'friends-and-relatives': {
    uk: 'друзі й родичі', en: 'friends and relatives', de: 'Freunde und Verwandte', ru: 'друзья и родственники', pl: 'przyjaciele i krewni', es: 'amigos y parientes', pt: 'amigos e parentes', fr: 'amis et parents', it: 'amici e parenti', nl: 'vrienden en verwanten', cs: 'přátelé a příbuzní', ro: 'prietenii și rudele', hu: 'barátok és rokonok', el: 'φίλοι και συγγενείς', tr: 'dostlar ve akrabalar', ar: 'الأصدقاء والأقارب', hi: 'मित्र और संबंधी', ja: '友人と親族', ko: '친구와 친척', vi: 'bạn bè và họ hàng', id: 'teman dan kerabat',
  },
  'royalty-and-authority': {
    uk: 'царська влада й владні особи', en: 'royalty and authority', de: 'Königtum und Obrigkeit', ru: 'царская власть и начальство', pl: 'władza królewska i zwierzchność', es: 'la realeza y la autoridad', pt: 'a realeza e a autoridade', fr: 'la royauté et l’autorité', it: 'la regalità e l’autorità', nl: 'koningschap en gezag', cs: 'královská moc a vrchnost', ro: 'regalitatea și autoritatea', hu: 'királyság és hatalom', el: 'βασιλεία και εξουσία', tr: 'hükümdarlık ve otorite', ar: 'الملك والسلطة', hi: 'राजसत्ता और अधिकार', ja: '王権と権威', ko: '왕권과 권위', vi: 'vương quyền và quyền lực', id: 'kerajaan dan kekuasaan',
  },
  parents: {
    uk: 'батьки', en: 'parents', de: 'Eltern', ru: 'родители', pl: 'rodzice', es: 'padres', pt: 'pais', fr: 'parents', it: 'genitori', nl: 'ouders', cs: 'rodiče', ro: 'părinții', hu: 'szülők', el: 'γονείς', tr: 'ebeveynler', ar: 'الوالدان', hi: 'माता-पिता', ja: '両親', ko: '부모', vi: 'cha mẹ', id: 'orang tua',
  },
  'home-and-estate': {
    uk: 'дім і маєток', en: 'home and estate', de: 'Haus und Gut', ru: 'дом и поместье', pl: 'dom i majątek ziemski', es: 'el hogar y la hacienda', pt: 'o lar e a propriedade', fr: 'le foyer et le domaine', it: 'la casa e il patrimonio', nl: 'huis en landgoed', cs: 'domov a statek', ro: 'casa și moșia', hu: 'otthon és birtok', el: 'σπίτι και κτήματα', tr: 'ev ve mülk', ar: 'البيت والضيعة', hi: 'घर और जागीर', ja: '家と地所', ko: '집과 영지', vi: 'nhà cửa và điền sản', id: 'rumah dan tanah milik',
  },
  'property-and-foundations': {
    uk: 'власність і підвалини', en: 'property and foundations', de: 'Eigentum und Grundlagen', ru: 'собственность и основания', pl: 'własność i fundamenty', es: 'la propiedad y los cimientos', pt: 'a propriedade e os alicerces', fr: 'la propriété et les fondations', it: 'la proprietà e le fondamenta', nl: 'eigendom en fundamenten', cs: 'vlastnictví a základy', ro: 'proprietatea și temeliile', hu: 'tulajdon és alapok', el: 'ιδιοκτησία και θεμέλια', tr: 'mülkiyet ve temeller', ar: 'الملكية والأسس', hi: 'संपत्ति और नींव', ja: '財産と基盤', ko: '재산과 기반', vi: 'tài sản và nền móng', id: 'properti dan fondasi',
  },
  'hidden-things': {
    uk: 'приховане', en: 'hidden things', de: 'verborgene Dinge', ru: 'скрытое', pl: 'rzeczy ukryte', es: 'las cosas ocultas', pt: 'as coisas ocultas', fr: 'les choses cachées', it: 'le cose nascoste', nl: 'verborgen zaken', cs: 'skryté věci', ro: 'lucrurile ascunse', hu: 'rejtett dolgok', el: 'τα κρυφά', tr: 'gizli şeyler', ar: 'الأمور الخفية', hi: 'गुप्त बातें', ja: '隠されたもの', ko: '숨겨진 것', vi: 'những điều ẩn giấu', id: 'hal-hal tersembunyi',
  },
  'the-end-of-matters': {
    uk: 'кінець справ', en: 'the end of matters', de: 'das Ende der Dinge', ru: 'конец дел', pl: 'koniec spraw', es: 'el fin de los asuntos', pt: 'o fim das coisas', fr: 'la fin des choses', it: 'la fine delle cose', nl: 'het einde der zaken', cs: 'konec věcí', ro: 'sfârșitul lucrurilor', hu: 'a dolgok vége', el: 'το τέλος των πραγμάτων', tr: 'işlerin sonu', ar: 'عاقبة الأمور', hi: 'कार्यों का अंत', ja: '物事の終わり', ko: '일의 끝', vi: 'kết cục của sự việc', id: 'akhir segala perkara',
  },
  children: {
    uk: 'діти', en: 'children', de: 'Kinder', ru: 'дети', pl: 'dzieci', es: 'hijos', pt: 'filhos', fr: 'enfants', it: 'figli', nl: 'kinderen', cs: 'děti', ro: 'copiii', hu: 'gyermekek', el: 'παιδιά', tr: 'çocuklar', ar: 'الأولاد', hi: 'संतान', ja: '子供', ko: '자녀', vi: 'con cái', id: 'anak-anak',
  },
  friendship: {
    uk: 'дружба', en: 'friendship', de: 'Freundschaft', ru: 'дружба', pl: 'przyjaźń', es: 'amistad', pt: 'amizade', fr: 'amitié', it: 'amicizia', nl: 'vriendschap', cs: 'přátelství', ro: 'prietenia', hu: 'barátság', el: 'φιλία', tr: 'dostluk', ar: 'الصداقة', hi: 'मित्रता', ja: '友情', ko: '우정', vi: 'tình bạn', id: 'persahabatan',
  },
  'gifts-and-favours': {
    uk: 'дари й милості', en: 'gifts and favours', de: 'Geschenke und Gunst', ru: 'дары и милости', pl: 'dary i łaski', es: 'regalos y favores', pt: 'presentes e favores', fr: 'dons et faveurs', it: 'doni e favori', nl: 'geschenken en gunsten', cs: 'dary a přízeň', ro: 'darurile și favorurile', hu: 'ajándékok és kegyek', el: 'δώρα και χάρες', tr: 'hediyeler ve iyilikler', ar: 'الهدايا والعطايا', hi: 'उपहार और अनुग्रह', ja: '贈り物と恩恵', ko: '선물과 호의', vi: 'quà tặng và ân huệ', id: 'hadiah dan kemurahan',
  },
  'good-deeds': {
    uk: 'добрі справи', en: 'good deeds', de: 'gute Taten', ru: 'добрые дела', pl: 'dobre uczynki', es: 'buenas obras', pt: 'boas ações', fr: 'bonnes actions', it: 'buone azioni', nl: 'goede daden', cs: 'dobré skutky', ro: 'faptele bune', hu: 'jó cselekedetek', el: 'καλές πράξεις', tr: 'iyi işler', ar: 'الأعمال الصالحة', hi: 'सत्कर्म', ja: '善行', ko: '선행', vi: 'việc thiện', id: 'perbuatan baik',
  },
  'illness-and-injuries': {
    uk: 'хвороби й поранення', en: 'illness and injuries', de: 'Krankheit und Verletzungen', ru: 'болезни и увечья', pl: 'choroby i urazy', es: 'enfermedad y heridas', pt: 'doença e ferimentos', fr: 'maladie et blessures', it: 'malattia e ferite', nl: 'ziekte en verwondingen', cs: 'nemoc a zranění', ro: 'boala și rănile', hu: 'betegség és sérülések', el: 'αρρώστια και τραύματα', tr: 'hastalık ve yaralanmalar', ar: 'المرض والإصابات', hi: 'रोग और चोटें', ja: '病気と怪我', ko: '질병과 부상', vi: 'bệnh tật và thương tích', id: 'penyakit dan cedera',
  },
  'slaves-and-servants': {
    uk: 'раби й слуги', en: 'slaves and servants', de: 'Sklaven und Diener', ru: 'рабы и слуги', pl: 'niewolnicy i słudzy', es: 'esclavos y sirvientes', pt: 'escravos e servos', fr: 'esclaves et serviteurs', it: 'schiavi e servitori', nl: 'slaven en dienaren', cs: 'otroci a sluhové', ro: 'sclavii și slugile', hu: 'rabszolgák és szolgák', el: 'δούλοι και υπηρέτες', tr: 'köleler ve hizmetkârlar', ar: 'العبيد والخدم', hi: 'दास और सेवक', ja: '奴隷と召使い', ko: '노예와 하인', vi: 'nô lệ và người hầu', id: 'budak dan pelayan',
  },
  enemies: {
    uk: 'вороги', en: 'enemies', de: 'Feinde', ru: 'враги', pl: 'wrogowie', es: 'enemigos', pt: 'inimigos', fr: 'ennemis', it: 'nemici', nl: 'vijanden', cs: 'nepřátelé', ro: 'dușmanii', hu: 'ellenségek', el: 'εχθροί', tr: 'düşmanlar', ar: 'الأعداء', hi: 'शत्रु', ja: '敵', ko: '적', vi: 'kẻ thù', id: 'musuh',
  },
  weakness: {
    uk: 'слабкість', en: 'weakness', de: 'Schwäche', ru: 'слабость', pl: 'słabość', es: 'debilidad', pt: 'fraqueza', fr: 'faiblesse', it: 'debolezza', nl: 'zwakte', cs: 'slabost', ro: 'slăbiciunea', hu: 'gyengeség', el: 'αδυναμία', tr: 'zayıflık', ar: 'الضعف', hi: 'दुर्बलता', ja: '弱さ', ko: '약함', vi: 'sự yếu đuối', id: 'kelemahan',
  },
  marriage: {
    uk: 'шлюб', en: 'marriage', de: 'Ehe', ru: 'брак', pl: 'małżeństwo', es: 'matrimonio', pt: 'casamento', fr: 'mariage', it: 'matrimonio', nl: 'huwelijk', cs: 'manželství', ro: 'căsătoria', hu: 'házasság', el: 'γάμος', tr: 'evlilik', ar: 'الزواج', hi: 'विवाह', ja: '結婚', ko: '결혼', vi: 'hôn nhân', id: 'pernikahan',
  },
  partnership: {
    uk: 'партнерство', en: 'partnership', de: 'Partnerschaft', ru: 'партнёрство', pl: 'partnerstwo', es: 'sociedad', pt: 'parceria', fr: 'association', it: 'società', nl: 'partnerschap', cs: 'partnerství', ro: 'parteneriatul', hu: 'társulás', el: 'συνεργασία', tr: 'ortaklık', ar: 'الشراكة', hi: 'साझेदारी', ja: '協力関係', ko: '동반 관계', vi: 'quan hệ đối tác', id: 'kemitraan',
  },
  women: {
    uk: 'жінки', en: 'women', de: 'Frauen', ru: 'женщины', pl: 'kobiety', es: 'mujeres', pt: 'mulheres', fr: 'femmes', it: 'donne', nl: 'vrouwen', cs: 'ženy', ro: 'femeile', hu: 'nők', el: 'γυναίκες', tr: 'kadınlar', ar: 'النساء', hi: 'स्त्रियाँ', ja: '女性', ko: '여성', vi: 'phụ nữ', id: 'perempuan',
  },
  'old-age': {
    uk: 'старість', en: 'old age', de: 'Alter', ru: 'старость', pl: 'starość', es: 'vejez', pt: 'velhice', fr: 'vieillesse', it: 'vecchiaia', nl: 'ouderdom', cs: 'stáří', ro: 'bătrânețea', hu: 'öregség', el: 'γηρατειά', tr: 'yaşlılık', ar: 'الشيخوخة', hi: 'वृद्धावस्था', ja: '老年', ko: '노년', vi: 'tuổi già', id: 'usia tua',
  },
  death: {
    uk: 'смерть', en: 'death', de: 'Tod', ru: 'смерть', pl: 'śmierć', es: 'muerte', pt: 'morte', fr: 'mort', it: 'morte', nl: 'dood', cs: 'smrt', ro: 'moartea', hu: 'halál', el: 'θάνατος', tr: 'ölüm', ar: 'الموت', hi: 'मृत्यु', ja: '死', ko: '죽음', vi: 'cái chết', id: 'kematian',
  },
  inheritances: {
    uk: 'спадщина', en: 'inheritances', de: 'Erbschaften', ru: 'наследства', pl: 'spadki', es: 'herencias', pt: 'heranças', fr: 'héritages', it: 'eredità', nl: 'erfenissen', cs: 'dědictví', ro: 'moștenirile', hu: 'örökségek', el: 'κληρονομιές', tr: 'miraslar', ar: 'المواريث', hi: 'उत्तराधिकार', ja: '遺産', ko: '유산', vi: 'thừa kế', id: 'warisan',
  },
  idleness: {
    uk: 'бездіяльність', en: 'idleness', de: 'Müßiggang', ru: 'праздность', pl: 'bezczynność', es: 'ociosidad', pt: 'ociosidade', fr: 'oisiveté', it: 'ozio', nl: 'ledigheid', cs: 'nečinnost', ro: 'lenevia', hu: 'tétlenség', el: 'αργία', tr: 'aylaklık', ar: 'البطالة', hi: 'आलस्य', ja: '怠惰', ko: '게으름', vi: 'sự nhàn rỗi', id: 'kemalasan',
  },
  lawsuits: {
    uk: 'судові позови', en: 'lawsuits', de: 'Rechtsstreite', ru: 'тяжбы', pl: 'procesy sądowe', es: 'pleitos', pt: 'processos judiciais', fr: 'procès', it: 'cause legali', nl: 'rechtszaken', cs: 'soudní spory', ro: 'procesele', hu: 'pereskedések', el: 'δίκες', tr: 'davalar', ar: 'الدعاوى', hi: 'मुकदमे', ja: '訴訟', ko: '소송', vi: 'kiện tụng', id: 'perkara hukum',
  },
  'travel-and-foreign-lands': {
    uk: 'подорожі й чужі краї', en: 'travel and foreign lands', de: 'Reisen und fremde Länder', ru: 'путешествия и чужие края', pl: 'podróże i obce kraje', es: 'viajes y tierras extranjeras', pt: 'viagens e terras estrangeiras', fr: 'voyages et pays étrangers', it: 'viaggi e terre straniere', nl: 'reizen en vreemde landen', cs: 'cesty a cizí země', ro: 'călătoriile și țările străine', hu: 'utazás és idegen földek', el: 'ταξίδια και ξένοι τόποι', tr: 'seyahat ve yabancı diyarlar', ar: 'السفر والبلاد الأجنبية', hi: 'यात्रा और विदेश', ja: '旅と異国', ko: '여행과 이국', vi: 'du hành và xứ lạ', id: 'perjalanan dan negeri asing',
  },
  'religion-and-the-gods': {
    uk: 'релігія й боги', en: 'religion and the gods', de: 'Religion und die Götter', ru: 'религия и боги', pl: 'religia i bogowie', es: 'la religión y los dioses', pt: 'a religião e os deuses', fr: 'la religion et les dieux', it: 'la religione e gli dèi', nl: 'religie en de goden', cs: 'náboženství a bohové', ro: 'religia și zeii', hu: 'vallás és az istenek', el: 'θρησκεία και θεοί', tr: 'din ve tanrılar', ar: 'الدين والآلهة', hi: 'धर्म और देवता', ja: '宗教と神々', ko: '종교와 신들', vi: 'tôn giáo và thần linh', id: 'agama dan para dewa',
  },
  'divination-and-dreams': {
    uk: 'ворожіння й сни', en: 'divination and dreams', de: 'Weissagung und Träume', ru: 'гадание и сны', pl: 'wróżbiarstwo i sny', es: 'adivinación y sueños', pt: 'adivinhação e sonhos', fr: 'divination et rêves', it: 'divinazione e sogni', nl: 'waarzeggerij en dromen', cs: 'věštění a sny', ro: 'divinația și visele', hu: 'jóslás és álmok', el: 'μαντεία και όνειρα', tr: 'kehanet ve rüyalar', ar: 'العرافة والأحلام', hi: 'भविष्यवाणी और स्वप्न', ja: '占いと夢', ko: '점술과 꿈', vi: 'bói toán và giấc mơ', id: 'ramalan dan mimpi',
  },
  philosophy: {
    uk: 'філософія', en: 'philosophy', de: 'Philosophie', ru: 'философия', pl: 'filozofia', es: 'filosofía', pt: 'filosofia', fr: 'philosophie', it: 'filosofia', nl: 'filosofie', cs: 'filozofie', ro: 'filosofia', hu: 'filozófia', el: 'φιλοσοφία', tr: 'felsefe', ar: 'الفلسفة', hi: 'दर्शन', ja: '哲学', ko: '철학', vi: 'triết học', id: 'filsafat',
  },
  'action-and-career': {
    uk: 'діяльність і кар’єра', en: 'action and career', de: 'Handeln und Laufbahn', ru: 'деятельность и карьера', pl: 'działanie i kariera', es: 'la acción y la carrera', pt: 'a ação e a carreira', fr: 'l’action et la carrière', it: 'l’azione e la carriera', nl: 'handelen en loopbaan', cs: 'činnost a kariéra', ro: 'acțiunea și cariera', hu: 'cselekvés és pálya', el: 'πράξη και σταδιοδρομία', tr: 'eylem ve kariyer', ar: 'العمل والمسيرة المهنية', hi: 'कर्म और आजीविका-पथ', ja: '行動と経歴', ko: '행동과 경력', vi: 'hành động và sự nghiệp', id: 'tindakan dan karier',
  },
  'reputation-and-honour': {
    uk: 'репутація й честь', en: 'reputation and honour', de: 'Ruf und Ehre', ru: 'репутация и честь', pl: 'reputacja i honor', es: 'la reputación y el honor', pt: 'a reputação e a honra', fr: 'la réputation et l’honneur', it: 'la reputazione e l’onore', nl: 'reputatie en eer', cs: 'pověst a čest', ro: 'reputația și onoarea', hu: 'hírnév és becsület', el: 'φήμη και τιμή', tr: 'itibar ve onur', ar: 'السمعة والشرف', hi: 'प्रतिष्ठा और सम्मान', ja: '評判と名誉', ko: '명성과 명예', vi: 'danh tiếng và danh dự', id: 'reputasi dan kehormatan',
  },
  rank: {
    uk: 'становище', en: 'rank', de: 'Rang', ru: 'положение', pl: 'pozycja', es: 'rango', pt: 'posição', fr: 'rang', it: 'rango', nl: 'rang', cs: 'postavení', ro: 'rangul', hu: 'rang', el: 'αξίωμα', tr: 'mevki', ar: 'المنزلة', hi: 'पद', ja: '地位', ko: '지위', vi: 'địa vị', id: 'kedudukan',
  },
  'children-from-the-midheaven': {
    uk: 'діти (від Середини неба)', en: 'children (from the Midheaven)', de: 'Kinder (vom Medium Coeli aus)', ru: 'дети (от Середины неба)', pl: 'dzieci (od Medium Coeli)', es: 'hijos (desde el Medio Cielo)', pt: 'filhos (a partir do Meio do Céu)', fr: 'enfants (depuis le Milieu du Ciel)', it: 'figli (dal Medio Cielo)', nl: 'kinderen (vanaf het Medium Coeli)', cs: 'děti (od Medium Coeli)', ro: 'copiii (de la Mijlocul Cerului)', hu: 'gyermekek (az MC-től)', el: 'παιδιά (από το Μεσουράνημα)', tr: 'çocuklar (Gök Ortası’ndan)', ar: 'الأولاد (من وسط السماء)', hi: 'संतान (दशम से)', ja: '子供（MCから）', ko: '자녀 (천정에서)', vi: 'con cái (từ Thiên Đỉnh)', id: 'anak-anak (dari Titik Tengah Langit)',
  },
  'friends-and-benefactors': {
    uk: 'друзі й добродійники', en: 'friends and benefactors', de: 'Freunde und Wohltäter', ru: 'друзья и благодетели', pl: 'przyjaciele i dobroczyńcy', es: 'amigos y benefactores', pt: 'amigos e benfeitores', fr: 'amis et bienfaiteurs', it: 'amici e benefattori', nl: 'vrienden en weldoeners', cs: 'přátelé a dobrodinci', ro: 'prietenii și binefăcătorii', hu: 'barátok és jótevők', el: 'φίλοι και ευεργέτες', tr: 'dostlar ve hayırseverler', ar: 'الأصدقاء والمحسنون', hi: 'मित्र और उपकारी', ja: '友人と恩人', ko: '친구와 은인', vi: 'bạn bè và ân nhân', id: 'teman dan dermawan',
  },
  gifts: {
    uk: 'дари', en: 'gifts', de: 'Geschenke', ru: 'дары', pl: 'dary', es: 'regalos', pt: 'presentes', fr: 'dons', it: 'doni', nl: 'geschenken', cs: 'dary', ro: 'darurile', hu: 'ajándékok', el: 'δώρα', tr: 'hediyeler', ar: 'الهدايا', hi: 'उपहार', ja: '贈り物', ko: '선물', vi: 'quà tặng', id: 'hadiah',
  },
  acquisition: {
    uk: 'набуття', en: 'acquisition', de: 'Erwerb', ru: 'приобретение', pl: 'nabywanie', es: 'adquisición', pt: 'aquisição', fr: 'acquisition', it: 'acquisizione', nl: 'verwerving', cs: 'nabývání', ro: 'dobândirea', hu: 'szerzés', el: 'απόκτηση', tr: 'edinme', ar: 'الاكتساب', hi: 'अर्जन', ja: '獲得', ko: '획득', vi: 'sự thu đạt', id: 'perolehan',
  },
  slaves: {
    uk: 'раби', en: 'slaves', de: 'Sklaven', ru: 'рабы', pl: 'niewolnicy', es: 'esclavos', pt: 'escravos', fr: 'esclaves', it: 'schiavi', nl: 'slaven', cs: 'otroci', ro: 'sclavii', hu: 'rabszolgák', el: 'δούλοι', tr: 'köleler', ar: 'العبيد', hi: 'दास', ja: '奴隷', ko: '노예', vi: 'nô lệ', id: 'budak',
  },
  'suffering-and-confinement': {
    uk: 'страждання й ув’язнення', en: 'suffering and confinement', de: 'Leiden und Gefangenschaft', ru: 'страдания и заточение', pl: 'cierpienie i uwięzienie', es: 'sufrimiento y encierro', pt: 'sofrimento e clausura', fr: 'souffrance et enfermement', it: 'sofferenza e reclusione', nl: 'lijden en opsluiting', cs: 'utrpení a uvěznění', ro: 'suferința și închisoarea', hu: 'szenvedés és fogság', el: 'βάσανα και εγκλεισμός', tr: 'acı ve hapis', ar: 'المعاناة والحبس', hi: 'पीड़ा और बंधन', ja: '苦難と幽閉', ko: '고난과 감금', vi: 'khổ đau và giam cầm', id: 'penderitaan dan kurungan',
  },
  'dangers-and-illness': {
    uk: 'небезпеки й хвороби', en: 'dangers and illness', de: 'Gefahren und Krankheit', ru: 'опасности и болезни', pl: 'niebezpieczeństwa i choroby', es: 'peligros y enfermedad', pt: 'perigos e doença', fr: 'dangers et maladie', it: 'pericoli e malattia', nl: 'gevaren en ziekte', cs: 'nebezpečí a nemoc', ro: 'primejdiile și boala', hu: 'veszélyek és betegség', el: 'κίνδυνοι και αρρώστια', tr: 'tehlikeler ve hastalık', ar: 'الأخطار والمرض', hi: 'संकट और रोग', ja: '危険と病気', ko: '위험과 질병', vi: 'hiểm nguy và bệnh tật', id: 'bahaya dan penyakit',
  },
} satisfies TermTable;
