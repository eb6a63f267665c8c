/**
 * The twelve activities the muhurta finders choose a time for (/vedic/muhurta/*, /muhurta/types;
 * lib/muhurta-rules.ts ACTIVITIES: Muhurta Chintamani's prakaranas and B. V. Raman's Muhurtha),
 * keyed by the activity id. These are ordinary words, so each language translates them (Hindi
 * with the Sanskrit name the almanacs use: विवाह, गृह प्रवेश, अन्नप्राशन); the Sanskrit name stays
 * in the answer's sanskritName member.
 */
import type { TermTable } from '../terms.js';

export const MUHURTA_ACTIVITY_TERMS = {
  'marriage': {
    uk: 'Шлюб', en: 'Marriage', de: 'Heirat', ru: 'Брак', pl: 'Małżeństwo', es: 'Matrimonio', pt: 'Casamento', fr: 'Mariage', it: 'Matrimonio', nl: 'Huwelijk', cs: 'Sňatek', ro: 'Căsătorie', hu: 'Házasságkötés', el: 'Γάμος', tr: 'Evlilik', ar: 'الزواج', hi: 'विवाह', ja: '結婚', ko: '결혼', vi: 'Hôn nhân', id: 'Pernikahan',
  },
  'griha-pravesh': {
    uk: 'Вселення в новий дім', en: 'Entering a new house', de: 'Einzug in ein neues Haus', ru: 'Вселение в новый дом', pl: 'Wprowadzenie się do nowego domu', es: 'Entrada en una casa nueva', pt: 'Entrada numa casa nova', fr: 'Entrée dans une nouvelle maison', it: 'Ingresso in una nuova casa', nl: 'Intrek in een nieuw huis', cs: 'Nastěhování do nového domu', ro: 'Mutarea într-o casă nouă', hu: 'Beköltözés új házba', el: 'Είσοδος σε νέο σπίτι', tr: 'Yeni eve taşınma', ar: 'دخول منزل جديد', hi: 'गृह प्रवेश', ja: '新居への入居', ko: '새집 입주', vi: 'Vào nhà mới', id: 'Memasuki rumah baru',
  },
  'griharambha': {
    uk: 'Початок будівництва', en: 'Start of construction', de: 'Baubeginn', ru: 'Начало строительства', pl: 'Rozpoczęcie budowy', es: 'Inicio de la construcción', pt: 'Início da construção', fr: 'Début de la construction', it: 'Inizio della costruzione', nl: 'Begin van de bouw', cs: 'Zahájení stavby', ro: 'Începerea construcției', hu: 'Az építkezés kezdete', el: 'Έναρξη κατασκευής', tr: 'İnşaata başlama', ar: 'بدء البناء', hi: 'गृहारम्भ', ja: '着工', ko: '착공', vi: 'Khởi công xây dựng', id: 'Mulai pembangunan',
  },
  'vehicle-purchase': {
    uk: 'Купівля транспортного засобу', en: 'Buying a vehicle', de: 'Fahrzeugkauf', ru: 'Покупка транспортного средства', pl: 'Zakup pojazdu', es: 'Compra de un vehículo', pt: 'Compra de um veículo', fr: 'Achat d\'un véhicule', it: 'Acquisto di un veicolo', nl: 'Aankoop van een voertuig', cs: 'Koupě vozidla', ro: 'Cumpărarea unui vehicul', hu: 'Járművásárlás', el: 'Αγορά οχήματος', tr: 'Araç satın alma', ar: 'شراء مركبة', hi: 'वाहन क्रय', ja: '車両の購入', ko: '차량 구입', vi: 'Mua phương tiện', id: 'Membeli kendaraan',
  },
  'travel': {
    uk: 'Подорож', en: 'Journey', de: 'Reise', ru: 'Путешествие', pl: 'Podróż', es: 'Viaje', pt: 'Viagem', fr: 'Voyage', it: 'Viaggio', nl: 'Reis', cs: 'Cesta', ro: 'Călătorie', hu: 'Utazás', el: 'Ταξίδι', tr: 'Yolculuk', ar: 'السفر', hi: 'यात्रा', ja: '旅行', ko: '여행', vi: 'Chuyến đi', id: 'Perjalanan',
  },
  'business-start': {
    uk: 'Відкриття справи', en: 'Opening a business', de: 'Geschäftseröffnung', ru: 'Открытие дела', pl: 'Otwarcie działalności', es: 'Apertura de un negocio', pt: 'Abertura de um negócio', fr: 'Ouverture d\'une entreprise', it: 'Apertura di un’attività', nl: 'Opening van een bedrijf', cs: 'Zahájení podnikání', ro: 'Deschiderea unei afaceri', hu: 'Vállalkozás indítása', el: 'Έναρξη επιχείρησης', tr: 'İş yeri açılışı', ar: 'افتتاح عمل تجاري', hi: 'व्यापार आरम्भ', ja: '開業', ko: '개업', vi: 'Khai trương kinh doanh', id: 'Membuka usaha',
  },
  'namakarana': {
    uk: 'Обряд наречення', en: 'Naming ceremony', de: 'Namensgebung', ru: 'Обряд наречения', pl: 'Nadanie imienia', es: 'Ceremonia de imposición del nombre', pt: 'Cerimónia de atribuição do nome', fr: 'Cérémonie du nom', it: 'Cerimonia dell\'imposizione del nome', nl: 'Naamgevingsceremonie', cs: 'Obřad pojmenování', ro: 'Ceremonia numirii', hu: 'Névadó', el: 'Τελετή ονοματοδοσίας', tr: 'İsim koyma töreni', ar: 'مراسم التسمية', hi: 'नामकरण', ja: '命名式', ko: '작명식', vi: 'Lễ đặt tên', id: 'Upacara pemberian nama',
  },
  'annaprashana': {
    uk: 'Перше годування твердою їжею', en: 'First feeding of solid food', de: 'Erste feste Nahrung', ru: 'Первое кормление твёрдой пищей', pl: 'Pierwsze karmienie stałym pokarmem', es: 'Primera alimentación sólida', pt: 'Primeira alimentação sólida', fr: 'Premier repas solide', it: 'Prima pappa solida', nl: 'Eerste vaste voeding', cs: 'První pevná strava', ro: 'Prima hrănire cu hrană solidă', hu: 'Első szilárd táplálék', el: 'Πρώτη στερεά τροφή', tr: 'İlk katı gıda', ar: 'أول إطعام بطعام صلب', hi: 'अन्नप्राशन', ja: 'お食い初め', ko: '첫 이유식', vi: 'Lần đầu ăn dặm', id: 'Pemberian makanan padat pertama',
  },
  'mundan': {
    uk: 'Перше стриження', en: 'First tonsure', de: 'Erste Haarschur', ru: 'Первое пострижение', pl: 'Pierwsze strzyżenie', es: 'Primera tonsura', pt: 'Primeira tonsura', fr: 'Première tonsure', it: 'Prima tonsura', nl: 'Eerste haarknipbeurt', cs: 'První postřižení', ro: 'Prima tundere', hu: 'Első hajvágás', el: 'Πρώτη κουρά', tr: 'İlk saç tıraşı', ar: 'أول حلاقة للشعر', hi: 'चूडाकरण', ja: '初剃髪', ko: '첫 삭발', vi: 'Lễ cạo tóc đầu tiên', id: 'Pencukuran rambut pertama',
  },
  'upanayana': {
    uk: 'Обряд священного шнура', en: 'Sacred thread ceremony', de: 'Zeremonie der heiligen Schnur', ru: 'Обряд священного шнура', pl: 'Ceremonia świętego sznura', es: 'Ceremonia del cordón sagrado', pt: 'Cerimónia do cordão sagrado', fr: 'Cérémonie du cordon sacré', it: 'Cerimonia del filo sacro', nl: 'Ceremonie van het heilige koord', cs: 'Obřad posvátné šňůry', ro: 'Ceremonia firului sacru', hu: 'A szent zsinór szertartása', el: 'Τελετή του ιερού νήματος', tr: 'Kutsal ip töreni', ar: 'مراسم الخيط المقدس', hi: 'उपनयन', ja: '聖紐式', ko: '성사식', vi: 'Lễ đeo dây thiêng', id: 'Upacara benang suci',
  },
  'vidyarambha': {
    uk: 'Початок навчання', en: 'Start of education', de: 'Beginn der Bildung', ru: 'Начало обучения', pl: 'Rozpoczęcie nauki', es: 'Inicio de la educación', pt: 'Início da educação', fr: 'Début de l\'éducation', it: 'Inizio dell\'istruzione', nl: 'Begin van het onderwijs', cs: 'Zahájení vzdělávání', ro: 'Începerea educației', hu: 'A tanulás kezdete', el: 'Έναρξη εκπαίδευσης', tr: 'Eğitime başlama', ar: 'بدء التعليم', hi: 'विद्यारम्भ', ja: '学び始め', ko: '학업 시작', vi: 'Khai tâm học chữ', id: 'Memulai pendidikan',
  },
  'property-purchase': {
    uk: 'Купівля землі або нерухомості', en: 'Buying land or property', de: 'Kauf von Land oder Immobilien', ru: 'Покупка земли или недвижимости', pl: 'Zakup ziemi lub nieruchomości', es: 'Compra de tierra o propiedad', pt: 'Compra de terreno ou imóvel', fr: 'Achat d\'un terrain ou d\'un bien', it: 'Acquisto di terreno o immobile', nl: 'Aankoop van grond of vastgoed', cs: 'Koupě pozemku nebo nemovitosti', ro: 'Cumpărarea de teren sau proprietate', hu: 'Föld vagy ingatlan vásárlása', el: 'Αγορά γης ή ακινήτου', tr: 'Arazi veya mülk satın alma', ar: 'شراء أرض أو عقار', hi: 'भूमि क्रय', ja: '土地・不動産の購入', ko: '토지 또는 부동산 구입', vi: 'Mua đất hoặc bất động sản', id: 'Membeli tanah atau properti',
  },
} satisfies TermTable;
