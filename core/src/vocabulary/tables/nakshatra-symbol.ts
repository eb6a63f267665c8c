/**
 * The symbol of each nakshatra, alternatives in brackets (the English is core/src/astro/nakshatras.ts's),
 * by nakshatra slug: the `symbol` of /reference/nakshatras in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const NAKSHATRA_SYMBOL_TERMS = {
  ashwini: {
    uk: 'голова коня', en: 'horse\'s head', de: 'Pferdekopf', ru: 'голова коня', pl: 'głowa konia', es: 'cabeza de caballo', pt: 'cabeça de cavalo', fr: 'tête de cheval', it: 'testa di cavallo', nl: 'paardenhoofd', cs: 'koňská hlava', ro: 'cap de cal', hu: 'lófej', el: 'κεφάλι αλόγου', tr: 'at başı', ar: 'رأس حصان', hi: 'अश्व का सिर', ja: '馬の頭', ko: '말의 머리', vi: 'đầu ngựa', id: 'kepala kuda',
  },
  bharani: {
    uk: 'йоні (лоно)', en: 'yoni (womb)', de: 'Yoni (Schoß)', ru: 'йони (лоно)', pl: 'joni (łono)', es: 'yoni (útero)', pt: 'yoni (útero)', fr: 'yoni (matrice)', it: 'yoni (grembo)', nl: 'yoni (schoot)', cs: 'jóni (lůno)', ro: 'yoni (pântec)', hu: 'jóni (méh)', el: 'γιόνι (μήτρα)', tr: 'yoni (rahim)', ar: 'يوني (الرحم)', hi: 'योनि (गर्भ)', ja: 'ヨーニ（子宮）', ko: '요니 (자궁)', vi: 'yoni (tử cung)', id: 'yoni (rahim)',
  },
  krittika: {
    uk: 'бритва або полум’я', en: 'razor or flame', de: 'Rasiermesser oder Flamme', ru: 'бритва или пламя', pl: 'brzytwa lub płomień', es: 'navaja o llama', pt: 'navalha ou chama', fr: 'rasoir ou flamme', it: 'rasoio o fiamma', nl: 'scheermes of vlam', cs: 'břitva nebo plamen', ro: 'brici sau flacără', hu: 'borotva vagy láng', el: 'ξυράφι ή φλόγα', tr: 'ustura ya da alev', ar: 'موسى أو لهب', hi: 'उस्तरा या ज्वाला', ja: '剃刀または炎', ko: '면도칼 또는 불꽃', vi: 'dao cạo hoặc ngọn lửa', id: 'pisau cukur atau nyala api',
  },
  rohini: {
    uk: 'запряжений волами віз (колісниця)', en: 'ox cart (chariot)', de: 'Ochsenkarren (Wagen)', ru: 'воловья повозка (колесница)', pl: 'wóz zaprzężony w woły (rydwan)', es: 'carreta de bueyes (carro)', pt: 'carro de bois (carruagem)', fr: 'char à bœufs (chariot)', it: 'carro trainato da buoi (cocchio)', nl: 'ossenkar (strijdwagen)', cs: 'volský povoz (vůz)', ro: 'car cu boi (car de luptă)', hu: 'ökrös szekér (harci kocsi)', el: 'βοϊδάμαξα (άρμα)', tr: 'öküz arabası (savaş arabası)', ar: 'عربة ثيران (مركبة)', hi: 'बैलगाड़ी (रथ)', ja: '牛車（戦車）', ko: '소달구지 (전차)', vi: 'xe bò (cỗ xe)', id: 'gerobak sapi (kereta)',
  },
  mrigashira: {
    uk: 'голова оленя', en: 'deer\'s head', de: 'Hirschkopf', ru: 'голова оленя', pl: 'głowa jelenia', es: 'cabeza de ciervo', pt: 'cabeça de veado', fr: 'tête de cerf', it: 'testa di cervo', nl: 'hertenkop', cs: 'jelení hlava', ro: 'cap de cerb', hu: 'szarvasfej', el: 'κεφάλι ελαφιού', tr: 'geyik başı', ar: 'رأس غزال', hi: 'मृग का सिर', ja: '鹿の頭', ko: '사슴의 머리', vi: 'đầu hươu', id: 'kepala rusa',
  },
  ardra: {
    uk: 'сльоза (самоцвіт)', en: 'teardrop (gem)', de: 'Träne (Edelstein)', ru: 'слеза (самоцвет)', pl: 'łza (klejnot)', es: 'lágrima (gema)', pt: 'lágrima (gema)', fr: 'larme (gemme)', it: 'lacrima (gemma)', nl: 'traan (edelsteen)', cs: 'slza (drahokam)', ro: 'lacrimă (gemă)', hu: 'könnycsepp (drágakő)', el: 'δάκρυ (πολύτιμος λίθος)', tr: 'gözyaşı (mücevher)', ar: 'دمعة (جوهرة)', hi: 'अश्रु (रत्न)', ja: '涙（宝石）', ko: '눈물 (보석)', vi: 'giọt lệ (đá quý)', id: 'tetes air mata (permata)',
  },
  punarvasu: {
    uk: 'лук і сагайдак', en: 'bow and quiver', de: 'Bogen und Köcher', ru: 'лук и колчан', pl: 'łuk i kołczan', es: 'arco y carcaj', pt: 'arco e aljava', fr: 'arc et carquois', it: 'arco e faretra', nl: 'boog en pijlkoker', cs: 'luk a toulec', ro: 'arc și tolbă', hu: 'íj és tegez', el: 'τόξο και φαρέτρα', tr: 'yay ve sadak', ar: 'قوس وجعبة', hi: 'धनुष और तूणीर', ja: '弓と矢筒', ko: '활과 화살통', vi: 'cung và ống tên', id: 'busur dan tabung anak panah',
  },
  pushya: {
    uk: 'коров’яче вим’я (квітка, коло)', en: 'cow\'s udder (flower, circle)', de: 'Kuheuter (Blume, Kreis)', ru: 'коровье вымя (цветок, круг)', pl: 'wymię krowy (kwiat, koło)', es: 'ubre de vaca (flor, círculo)', pt: 'úbere de vaca (flor, círculo)', fr: 'pis de vache (fleur, cercle)', it: 'mammella di vacca (fiore, cerchio)', nl: 'koeienuier (bloem, cirkel)', cs: 'kravské vemeno (květ, kruh)', ro: 'uger de vacă (floare, cerc)', hu: 'tehéntőgy (virág, kör)', el: 'μαστός αγελάδας (λουλούδι, κύκλος)', tr: 'inek memesi (çiçek, daire)', ar: 'ضرع بقرة (زهرة، دائرة)', hi: 'गाय का थन (पुष्प, वृत्त)', ja: '牛の乳房（花、円）', ko: '소의 젖통 (꽃, 원)', vi: 'bầu vú bò (hoa, vòng tròn)', id: 'ambing sapi (bunga, lingkaran)',
  },
  ashlesha: {
    uk: 'згорнутий змій', en: 'coiled serpent', de: 'eingerollte Schlange', ru: 'свернувшийся змей', pl: 'zwinięty wąż', es: 'serpiente enroscada', pt: 'serpente enrolada', fr: 'serpent enroulé', it: 'serpente attorcigliato', nl: 'opgerolde slang', cs: 'stočený had', ro: 'șarpe încolăcit', hu: 'összetekeredett kígyó', el: 'κουλουριασμένο φίδι', tr: 'çöreklenmiş yılan', ar: 'أفعى ملتفّة', hi: 'कुंडली मारे सर्प', ja: 'とぐろを巻く蛇', ko: '똬리를 튼 뱀', vi: 'rắn cuộn tròn', id: 'ular melingkar',
  },
  magha: {
    uk: 'царський трон', en: 'royal throne', de: 'Königsthron', ru: 'царский трон', pl: 'tron królewski', es: 'trono real', pt: 'trono real', fr: 'trône royal', it: 'trono regale', nl: 'koningstroon', cs: 'královský trůn', ro: 'tron regal', hu: 'királyi trón', el: 'βασιλικός θρόνος', tr: 'kraliyet tahtı', ar: 'عرش ملكي', hi: 'राजसिंहासन', ja: '王座', ko: '왕좌', vi: 'ngai vàng', id: 'singgasana kerajaan',
  },
  'purva-phalguni': {
    uk: 'передні ніжки ложа (гамак)', en: 'front legs of a bed (hammock)', de: 'Vorderbeine eines Bettes (Hängematte)', ru: 'передние ножки ложа (гамак)', pl: 'przednie nogi łoża (hamak)', es: 'patas delanteras de una cama (hamaca)', pt: 'pernas dianteiras de uma cama (rede)', fr: 'pieds avant d’un lit (hamac)', it: 'gambe anteriori di un letto (amaca)', nl: 'voorpoten van een bed (hangmat)', cs: 'přední nohy lůžka (houpací síť)', ro: 'picioarele din față ale unui pat (hamac)', hu: 'az ágy első lábai (függőágy)', el: 'μπροστινά πόδια κρεβατιού (αιώρα)', tr: 'yatağın ön ayakları (hamak)', ar: 'القائمتان الأماميتان لسرير (أرجوحة)', hi: 'शय्या के अगले पाए (झूला)', ja: '寝台の前脚（ハンモック）', ko: '침상의 앞다리 (해먹)', vi: 'chân trước của giường (võng)', id: 'kaki depan ranjang (ayunan)',
  },
  'uttara-phalguni': {
    uk: 'задні ніжки ложа', en: 'back legs of a bed', de: 'Hinterbeine eines Bettes', ru: 'задние ножки ложа', pl: 'tylne nogi łoża', es: 'patas traseras de una cama', pt: 'pernas traseiras de uma cama', fr: 'pieds arrière d’un lit', it: 'gambe posteriori di un letto', nl: 'achterpoten van een bed', cs: 'zadní nohy lůžka', ro: 'picioarele din spate ale unui pat', hu: 'az ágy hátsó lábai', el: 'πίσω πόδια κρεβατιού', tr: 'yatağın arka ayakları', ar: 'القائمتان الخلفيتان لسرير', hi: 'शय्या के पिछले पाए', ja: '寝台の後脚', ko: '침상의 뒷다리', vi: 'chân sau của giường', id: 'kaki belakang ranjang',
  },
  hasta: {
    uk: 'рука', en: 'hand', de: 'Hand', ru: 'рука', pl: 'dłoń', es: 'mano', pt: 'mão', fr: 'main', it: 'mano', nl: 'hand', cs: 'ruka', ro: 'mână', hu: 'kéz', el: 'χέρι', tr: 'el', ar: 'يد', hi: 'हाथ', ja: '手', ko: '손', vi: 'bàn tay', id: 'tangan',
  },
  chitra: {
    uk: 'яскравий самоцвіт (перлина)', en: 'bright jewel (pearl)', de: 'leuchtendes Juwel (Perle)', ru: 'яркая драгоценность (жемчужина)', pl: 'lśniący klejnot (perła)', es: 'joya brillante (perla)', pt: 'joia brilhante (pérola)', fr: 'joyau brillant (perle)', it: 'gioiello brillante (perla)', nl: 'stralend juweel (parel)', cs: 'zářivý klenot (perla)', ro: 'bijuterie strălucitoare (perlă)', hu: 'ragyogó ékszer (gyöngy)', el: 'λαμπερό κόσμημα (μαργαριτάρι)', tr: 'parlak mücevher (inci)', ar: 'جوهرة لامعة (لؤلؤة)', hi: 'दीप्त रत्न (मोती)', ja: '輝く宝石（真珠）', ko: '빛나는 보석 (진주)', vi: 'viên ngọc sáng (ngọc trai)', id: 'permata cemerlang (mutiara)',
  },
  swati: {
    uk: 'молодий пагін, що гойдається на вітрі (корал)', en: 'young shoot swaying in the wind (coral)', de: 'im Wind wiegender junger Trieb (Koralle)', ru: 'молодой побег, колеблемый ветром (коралл)', pl: 'młody pęd kołyszący się na wietrze (koral)', es: 'brote joven mecido por el viento (coral)', pt: 'broto jovem balançando ao vento (coral)', fr: 'jeune pousse balancée par le vent (corail)', it: 'giovane germoglio mosso dal vento (corallo)', nl: 'jonge scheut wuivend in de wind (koraal)', cs: 'mladý výhonek kývající se ve větru (korál)', ro: 'lăstar tânăr legănat de vânt (coral)', hu: 'szélben hajladozó fiatal hajtás (korall)', el: 'νεαρός βλαστός που λικνίζεται στον άνεμο (κοράλλι)', tr: 'rüzgârda sallanan genç filiz (mercan)', ar: 'برعم فتي يتمايل في الريح (مرجان)', hi: 'हवा में झूमता कोमल अंकुर (मूँगा)', ja: '風に揺れる若芽（珊瑚）', ko: '바람에 흔들리는 어린 싹 (산호)', vi: 'chồi non đung đưa trong gió (san hô)', id: 'tunas muda bergoyang ditiup angin (karang)',
  },
  vishakha: {
    uk: 'тріумфальна арка (гончарний круг)', en: 'triumphal arch (potter\'s wheel)', de: 'Triumphbogen (Töpferscheibe)', ru: 'триумфальная арка (гончарный круг)', pl: 'łuk triumfalny (koło garncarskie)', es: 'arco triunfal (torno de alfarero)', pt: 'arco triunfal (roda de oleiro)', fr: 'arc de triomphe (tour de potier)', it: 'arco trionfale (tornio da vasaio)', nl: 'triomfboog (pottenbakkersschijf)', cs: 'vítězný oblouk (hrnčířský kruh)', ro: 'arc de triumf (roată de olar)', hu: 'diadalív (fazekaskorong)', el: 'θριαμβική αψίδα (τροχός αγγειοπλάστη)', tr: 'zafer takı (çömlekçi çarkı)', ar: 'قوس نصر (دولاب الخزّاف)', hi: 'तोरण (कुम्हार का चाक)', ja: '凱旋門（ろくろ）', ko: '개선문 (물레)', vi: 'khải hoàn môn (bàn xoay gốm)', id: 'gapura kemenangan (roda tembikar)',
  },
  anuradha: {
    uk: 'лотос (тріумфальна арка)', en: 'lotus (triumphal arch)', de: 'Lotus (Triumphbogen)', ru: 'лотос (триумфальная арка)', pl: 'lotos (łuk triumfalny)', es: 'loto (arco triunfal)', pt: 'lótus (arco triunfal)', fr: 'lotus (arc de triomphe)', it: 'loto (arco trionfale)', nl: 'lotus (triomfboog)', cs: 'lotos (vítězný oblouk)', ro: 'lotus (arc de triumf)', hu: 'lótusz (diadalív)', el: 'λωτός (θριαμβική αψίδα)', tr: 'lotus (zafer takı)', ar: 'لوتس (قوس نصر)', hi: 'कमल (तोरण)', ja: '蓮（凱旋門）', ko: '연꽃 (개선문)', vi: 'hoa sen (khải hoàn môn)', id: 'teratai (gapura kemenangan)',
  },
  jyeshtha: {
    uk: 'круглий амулет (сережка, парасоля)', en: 'circular amulet (earring, umbrella)', de: 'runder Talisman (Ohrring, Schirm)', ru: 'круглый амулет (серьга, зонт)', pl: 'okrągły amulet (kolczyk, parasol)', es: 'amuleto circular (pendiente, sombrilla)', pt: 'amuleto circular (brinco, guarda-sol)', fr: 'amulette ronde (boucle d’oreille, ombrelle)', it: 'amuleto circolare (orecchino, ombrello)', nl: 'rond amulet (oorring, parasol)', cs: 'kruhový amulet (náušnice, slunečník)', ro: 'amuletă rotundă (cercel, umbrelă)', hu: 'kerek amulett (fülbevaló, ernyő)', el: 'κυκλικό φυλαχτό (σκουλαρίκι, ομπρέλα)', tr: 'yuvarlak muska (küpe, şemsiye)', ar: 'تميمة دائرية (قرط، مظلة)', hi: 'गोल ताबीज़ (कुंडल, छत्र)', ja: '丸い護符（耳飾り、傘）', ko: '둥근 부적 (귀걸이, 양산)', vi: 'bùa hộ mệnh tròn (hoa tai, lọng)', id: 'jimat bundar (anting, payung)',
  },
  mula: {
    uk: 'в’язка сплетених коренів', en: 'bunch of roots tied together', de: 'Bündel zusammengebundener Wurzeln', ru: 'пучок связанных корней', pl: 'pęk związanych korzeni', es: 'manojo de raíces atadas', pt: 'feixe de raízes atadas', fr: 'botte de racines liées', it: 'fascio di radici legate', nl: 'bundel samengebonden wortels', cs: 'svazek svázaných kořenů', ro: 'mănunchi de rădăcini legate', hu: 'összekötött gyökérköteg', el: 'δέσμη δεμένων ριζών', tr: 'birbirine bağlı kök demeti', ar: 'حزمة جذور مربوطة', hi: 'बँधी हुई जड़ों का गुच्छा', ja: '束ねた根', ko: '함께 묶은 뿌리 다발', vi: 'bó rễ buộc lại', id: 'seikat akar yang diikat',
  },
  'purva-ashadha': {
    uk: 'слонове ікло (віялка)', en: 'elephant\'s tusk (winnowing fan)', de: 'Elefantenstoßzahn (Worfelschaufel)', ru: 'бивень слона (веялка)', pl: 'kieł słonia (przetak)', es: 'colmillo de elefante (aventador)', pt: 'presa de elefante (joeira)', fr: 'défense d’éléphant (van)', it: 'zanna d’elefante (ventilabro)', nl: 'olifantstand (wan)', cs: 'sloní kel (opálka)', ro: 'colț de elefant (vânturătoare)', hu: 'elefántagyar (szórólapát)', el: 'χαυλιόδοντας ελέφαντα (λιχνιστήρι)', tr: 'fil dişi (harman savurgası)', ar: 'ناب فيل (مذراة)', hi: 'हाथी दाँत (सूप)', ja: '象牙（箕）', ko: '코끼리 상아 (키)', vi: 'ngà voi (cái nia)', id: 'gading gajah (tampah)',
  },
  'uttara-ashadha': {
    uk: 'слонове ікло (дошки ложа)', en: 'elephant\'s tusk (planks of a bed)', de: 'Elefantenstoßzahn (Bettbretter)', ru: 'бивень слона (доски ложа)', pl: 'kieł słonia (deski łoża)', es: 'colmillo de elefante (tablas de una cama)', pt: 'presa de elefante (tábuas de uma cama)', fr: 'défense d’éléphant (planches d’un lit)', it: 'zanna d’elefante (assi di un letto)', nl: 'olifantstand (planken van een bed)', cs: 'sloní kel (prkna lůžka)', ro: 'colț de elefant (scânduri de pat)', hu: 'elefántagyar (ágydeszkák)', el: 'χαυλιόδοντας ελέφαντα (σανίδες κρεβατιού)', tr: 'fil dişi (yatak tahtaları)', ar: 'ناب فيل (ألواح سرير)', hi: 'हाथी दाँत (शय्या के तख़्ते)', ja: '象牙（寝台の板）', ko: '코끼리 상아 (침상 널빤지)', vi: 'ngà voi (ván giường)', id: 'gading gajah (papan ranjang)',
  },
  shravana: {
    uk: 'вухо (три сліди)', en: 'ear (three footprints)', de: 'Ohr (drei Fußspuren)', ru: 'ухо (три следа)', pl: 'ucho (trzy ślady stóp)', es: 'oreja (tres huellas)', pt: 'orelha (três pegadas)', fr: 'oreille (trois empreintes)', it: 'orecchio (tre impronte)', nl: 'oor (drie voetafdrukken)', cs: 'ucho (tři stopy)', ro: 'ureche (trei urme de pași)', hu: 'fül (három lábnyom)', el: 'αυτί (τρία ίχνη ποδιών)', tr: 'kulak (üç ayak izi)', ar: 'أذن (ثلاث آثار أقدام)', hi: 'कान (तीन पदचिह्न)', ja: '耳（三つの足跡）', ko: '귀 (세 발자국)', vi: 'tai (ba dấu chân)', id: 'telinga (tiga jejak kaki)',
  },
  dhanishta: {
    uk: 'барабан (мріданґа)', en: 'drum (mridanga)', de: 'Trommel (Mridanga)', ru: 'барабан (мриданга)', pl: 'bęben (mridanga)', es: 'tambor (mridanga)', pt: 'tambor (mridanga)', fr: 'tambour (mridanga)', it: 'tamburo (mridanga)', nl: 'trom (mridanga)', cs: 'buben (mridanga)', ro: 'tobă (mridanga)', hu: 'dob (mridanga)', el: 'τύμπανο (μριντάνγκα)', tr: 'davul (mridanga)', ar: 'طبل (مريدانغا)', hi: 'ढोल (मृदंग)', ja: '太鼓（ムリダンガ）', ko: '북 (므리당가)', vi: 'trống (mridanga)', id: 'gendang (mridanga)',
  },
  shatabhisha: {
    uk: 'порожнє коло (сто цілителів)', en: 'empty circle (a hundred physicians)', de: 'leerer Kreis (hundert Ärzte)', ru: 'пустой круг (сто врачевателей)', pl: 'puste koło (stu lekarzy)', es: 'círculo vacío (cien médicos)', pt: 'círculo vazio (cem médicos)', fr: 'cercle vide (cent médecins)', it: 'cerchio vuoto (cento medici)', nl: 'lege cirkel (honderd geneesheren)', cs: 'prázdný kruh (sto lékařů)', ro: 'cerc gol (o sută de vindecători)', hu: 'üres kör (száz orvos)', el: 'άδειος κύκλος (εκατό γιατροί)', tr: 'boş daire (yüz hekim)', ar: 'دائرة فارغة (مئة طبيب)', hi: 'रिक्त वृत्त (सौ वैद्य)', ja: '空の円（百人の医師）', ko: '빈 원 (백 명의 의사)', vi: 'vòng tròn rỗng (trăm thầy thuốc)', id: 'lingkaran kosong (seratus tabib)',
  },
  'purva-bhadrapada': {
    uk: 'передні ніжки похоронного ложа (мечі)', en: 'front legs of a funeral cot (swords)', de: 'Vorderbeine einer Totenbahre (Schwerter)', ru: 'передние ножки погребального ложа (мечи)', pl: 'przednie nogi mar (miecze)', es: 'patas delanteras de un lecho fúnebre (espadas)', pt: 'pernas dianteiras de um leito fúnebre (espadas)', fr: 'pieds avant d’un lit funéraire (épées)', it: 'gambe anteriori di un letto funebre (spade)', nl: 'voorpoten van een baar (zwaarden)', cs: 'přední nohy márnice (meče)', ro: 'picioarele din față ale unui catafalc (săbii)', hu: 'a ravatal első lábai (kardok)', el: 'μπροστινά πόδια νεκρικής κλίνης (σπαθιά)', tr: 'cenaze sedirinin ön ayakları (kılıçlar)', ar: 'القائمتان الأماميتان لسرير جنائزي (سيوف)', hi: 'अर्थी के अगले पाए (तलवारें)', ja: '葬送の寝台の前脚（剣）', ko: '상여의 앞다리 (검)', vi: 'chân trước của giường tang (kiếm)', id: 'kaki depan usungan jenazah (pedang)',
  },
  'uttara-bhadrapada': {
    uk: 'задні ніжки похоронного ложа (близнята)', en: 'back legs of a funeral cot (twins)', de: 'Hinterbeine einer Totenbahre (Zwillinge)', ru: 'задние ножки погребального ложа (близнецы)', pl: 'tylne nogi mar (bliźnięta)', es: 'patas traseras de un lecho fúnebre (gemelos)', pt: 'pernas traseiras de um leito fúnebre (gêmeos)', fr: 'pieds arrière d’un lit funéraire (jumeaux)', it: 'gambe posteriori di un letto funebre (gemelli)', nl: 'achterpoten van een baar (tweeling)', cs: 'zadní nohy márnice (dvojčata)', ro: 'picioarele din spate ale unui catafalc (gemeni)', hu: 'a ravatal hátsó lábai (ikrek)', el: 'πίσω πόδια νεκρικής κλίνης (δίδυμα)', tr: 'cenaze sedirinin arka ayakları (ikizler)', ar: 'القائمتان الخلفيتان لسرير جنائزي (توأمان)', hi: 'अर्थी के पिछले पाए (जुड़वाँ)', ja: '葬送の寝台の後脚（双子）', ko: '상여의 뒷다리 (쌍둥이)', vi: 'chân sau của giường tang (song sinh)', id: 'kaki belakang usungan jenazah (kembar)',
  },
  revati: {
    uk: 'риба (барабан)', en: 'fish (drum)', de: 'Fisch (Trommel)', ru: 'рыба (барабан)', pl: 'ryba (bęben)', es: 'pez (tambor)', pt: 'peixe (tambor)', fr: 'poisson (tambour)', it: 'pesce (tamburo)', nl: 'vis (trom)', cs: 'ryba (buben)', ro: 'pește (tobă)', hu: 'hal (dob)', el: 'ψάρι (τύμπανο)', tr: 'balık (davul)', ar: 'سمكة (طبل)', hi: 'मछली (ढोल)', ja: '魚（太鼓）', ko: '물고기 (북)', vi: 'cá (trống)', id: 'ikan (gendang)',
  },
} satisfies TermTable;
