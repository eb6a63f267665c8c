/**
 * The fixed stars of the service's catalogue (core/src/astro/fixed-stars.ts: the named stars of
 * the Swiss Ephemeris sefstars.txt brighter than magnitude 2.5, and Agrippa's fifteen Behenian
 * stars), named as each language writes them (issue 12). Proper names: the Latin-script
 * languages keep the IAU / sefstars.txt name (the name their astrological and astronomical
 * literature prints); Russian, Ukrainian and Greek write their usual transliteration (Greek
 * keeps the classical names where it has them: Σείριος, Στάχυς, Βασιλίσκος, Πολυδεύκης);
 * Arabic writes the Arabic original where the name is Arabic (الغول, الدبران) and the classical
 * Arabic name of the others (الشعرى اليمانية, سهيل); Hindi writes the Indian name where the star
 * is a nakshatra's yogatara or has one in Indian astronomy (रोहिणी Aldebaran, चित्रा Spica,
 * लुब्धक Sirius, अगस्त्य Canopus, ध्रुव Polaris), a transliteration otherwise; Japanese in
 * katakana, Korean in Hangul, as their star atlases write them.
 * Slugs are the kebab-case of the catalogue name (`rigil-kentaurus`, `deneb-algedi`).
 * Order of a line: slug|en|ru|uk|el|ar|hi|ja|ko; the thirteen Latin-script languages (de fr es
 * pt it nl pl cs ro hu tr id vi) take the catalogue name, so a line stays readable.
 */
import type { LangCode } from '../../schemas/common.js';
import type { TermTable } from '../terms.js';
import { namesInOrder, rowTable } from './rows.js';

/** The columns of a line after the slug; the others take the `en` cell. */
const SCRIPT_ORDER: readonly LangCode[] = ['en', 'ru', 'uk', 'el', 'ar', 'hi', 'ja', 'ko'];

export const FIXED_STAR_TERMS: TermTable = rowTable(namesInOrder('fixed-star', SCRIPT_ORDER, `
alpheratz|Alpheratz|Альферац|Альферац|Αλφεράτζ|سرة الفرس|अल्फेरात्ज़|アルフェラッツ|알페라츠
altair|Altair|Альтаир|Альтаїр|Αλτάιρ|النسر الطائر|श्रवण|アルタイル|알타이르
hamal|Hamal|Гамаль|Гамаль|Χαμάλ|الحمل|हमाल|ハマル|하말
capella|Capella|Капелла|Капела|Αίγα|العيوق|ब्रह्महृदय|カペラ|카펠라
arcturus|Arcturus|Арктур|Арктур|Αρκτούρος|السماك الرامح|स्वाति|アークトゥルス|아르크투루스
sirius|Sirius|Сириус|Сіріус|Σείριος|الشعرى اليمانية|लुब्धक|シリウス|시리우스
procyon|Procyon|Процион|Проціон|Προκύων|الشعرى الشامية|प्रोसियॉन|プロキオン|프로키온
canopus|Canopus|Канопус|Канопус|Κάνωβος|سهيل|अगस्त्य|カノープス|카노푸스
schedar|Schedar|Шедар|Шедар|Σεντάρ|صدر ذات الكرسي|शेडार|シェダル|셰다르
rigil-kentaurus|Rigil Kentaurus|Ригиль Кентаурус|Рігіль Кентаурус|Ρίγκιλ Κενταύρου|رجل القنطورس|रिजिल केंटॉरस|リギル・ケンタウルス|리길 켄타우루스
alderamin|Alderamin|Альдерамин|Альдерамін|Αλντεραμίν|الذراع اليمين|अल्डेरामिन|アルデラミン|알데라민
alphecca|Alphecca|Альфекка|Альфекка|Αλφέκκα|الفكة|अल्फेक्का|アルフェッカ|알페카
acrux|Acrux|Акрукс|Акрукс|Άκρουξ|أكروكس|एक्रक्स|アクルックス|아크룩스
deneb|Deneb|Денеб|Денеб|Ντενέμπ|ذنب الدجاجة|डेनेब|デネブ|데네브
achernar|Achernar|Ахернар|Ахернар|Αχερνάρ|آخر النهر|अकेरनार|アケルナル|아케르나르
castor|Castor|Кастор|Кастор|Κάστωρ|رأس التوأم المقدم|कैस्टर|カストル|카스토르
alnair|Alnair|Альнаир|Альнаїр|Αλναΐρ|النير|अल्नायर|アルナイル|알나이르
alphard|Alphard|Альфард|Альфард|Αλφάρντ|الفرد|अल्फार्ड|アルファルド|알파르드
regulus|Regulus|Регул|Регул|Βασιλίσκος|قلب الأسد|मघा|レグルス|레굴루스
kakkab|Kakkab|Каккаб|Каккаб|Κακκάμπ|كاكاب|कक्काब|カッカブ|카카브
vega|Vega|Вега|Вега|Βέγας|النسر الواقع|अभिजित|ベガ|베가
rasalhague|Rasalhague|Рас Альхаге|Рас Альхаге|Ρασαλχάγκε|رأس الحواء|रासअलहेग|ラス・アルハゲ|라스알하게
betelgeuse|Betelgeuse|Бетельгейзе|Бетельгейзе|Μπετελγκέζ|إبط الجوزاء|आर्द्रा|ベテルギウス|베텔게우스
peacock|Peacock|Пикок|Пікок|Πίκοκ|الطاووس|पीकॉक|ピーコック|피콕
markab|Markab|Маркаб|Маркаб|Μαρκάμπ|مركب الفرس|मार्कब|マルカブ|마르카브
mirfak|Mirfak|Мирфак|Мірфак|Μιρφάκ|مرفق الثريا|मिर्फ़ाक|ミルファク|미르파크
ankaa|Ankaa|Анкаа|Анкаа|Άνκαα|العنقاء|अंका|アンカー|안카
fomalhaut|Fomalhaut|Фомальгаут|Фомальгаут|Φομαλχώ|فم الحوت|फ़ोमलहॉट|フォーマルハウト|포말하우트
antares|Antares|Антарес|Антарес|Αντάρης|قلب العقرب|ज्येष्ठा|アンタレス|안타레스
aldebaran|Aldebaran|Альдебаран|Альдебаран|Αλδεβαράν|الدبران|रोहिणी|アルデバラン|알데바란
atria|Atria|Атрия|Атрія|Άτρια|أتريا|एट्रिया|アトリア|아트리아
dubhe|Dubhe|Дубхе|Дубге|Ντούμπε|الدب الأكبر|दुभे|ドゥーベ|두베
polaris|Polaris|Полярная звезда|Полярна зоря|Πολικός Αστέρας|النجم القطبي|ध्रुव|ポラリス|폴라리스
spica|Spica|Спика|Спіка|Στάχυς|السماك الأعزل|चित्रा|スピカ|스피카
mirach|Mirach|Мирах|Мірах|Μιράχ|ميراخ|मिराक|ミラク|미라크
menkalinan|Menkalinan|Менкалинан|Менкалінан|Μενκαλινάν|منكب ذي العنان|मेन्कालिनन|メンカリナン|멘칼리난
mirzam|Mirzam|Мирзам|Мірзам|Μιρζάμ|المرزم|मिर्ज़ाम|ミルザム|미르잠
miaplacidus|Miaplacidus|Миаплацидус|Міаплацидус|Μιαπλάκιδος|ميابلاسيدوس|मियाप्लासिडस|ミアプラキドゥス|미아플라키두스
caph|Caph|Каф|Каф|Καφ|الكف الخضيب|काफ़|カフ|카프
hadar|Hadar|Хадар|Хадар|Χαντάρ|حضار|हदर|ハダル|하다르
diphda|Diphda|Дифда|Дифда|Ντίφντα|الضفدع الثاني|डिफ़्डा|ディフダ|디프다
mimosa|Mimosa|Мимоза|Мімоза|Μιμόζα|ميموزا|मिमोसा|ミモザ|미모사
pollux|Pollux|Поллукс|Поллукс|Πολυδεύκης|رأس التوأم المؤخر|पुनर्वसु|ポルックス|폴룩스
gruid|Gruid|Груид|Груїд|Γκρουίντ|غرويد|ग्रुइड|グルイド|그루이드
denebola|Denebola|Денебола|Денебола|Ντενέμπολα|ذنب الأسد|डेनेबोला|デネボラ|데네볼라
rigel|Rigel|Ригель|Ригель|Ρίγκελ|رجل الجوزاء|रिगेल|リゲル|리겔
scheat|Scheat|Шеат|Шеат|Σεάτ|الساق|शियेट|シェアト|셰아트
algol|Algol|Алголь|Алголь|Αλγκόλ|الغول|अल्गोल|アルゴル|알골
elnath|Elnath|Эльнат|Ельнат|Ελνάθ|الناطح|एलनाथ|エルナト|엘나트
merak|Merak|Мерак|Мерак|Μεράκ|المراق|मेराक|メラク|메라크
kochab|Kochab|Кохаб|Кохаб|Κόχαμπ|كوكب الشمالي|कोचाब|コカブ|코카브
wezen|Wezen|Везен|Везен|Βέζεν|الوزن|वेज़ेन|ウェズン|웨젠
mintaka|Mintaka|Минтака|Мінтака|Μιντάκα|المنطقة|मिंटका|ミンタカ|민타카
dschubba|Dschubba|Джубба|Джубба|Τζούμπα|جبهة العقرب|जुब्बा|ジュバ|주바
alsephina|Alsephina|Альсефина|Альсефіна|Αλσεφίνα|السفينة|अल्सेफिना|アルセフィナ|알세피나
izar|Izar|Изар|Ізар|Ιζάρ|الإزار|इज़ार|イザール|이자르
adara|Adara|Адара|Адара|Αντάρα|العذارى|अधारा|アダラ|아다라
avior|Avior|Авиор|Авіор|Αβιόρ|أفيور|एविओर|アヴィオール|아비오르
birdun|Birdun|Бирдун|Бірдун|Μπιρντούν|البرذون|बिर्दुन|ビルドゥン|비르둔
gienah-cygni|Gienah Cygni|Гиена Лебедя|Гієна Лебедя|Γκιενά του Κύκνου|جناح الدجاجة|जिएना सिग्नी|ギェナー・キグニ|기에나 키그니
alnilam|Alnilam|Альнилам|Альнілам|Αλνιλάμ|النظام|अल्निलम|アルニラム|알닐람
enif|Enif|Эниф|Еніф|Ενίφ|أنف الفرس|एनिफ़|エニフ|에니프
wei|Wei|Вэй|Вей|Γουέι|وي|वेई|ウェイ|웨이
kaus-australis|Kaus Australis|Каус Аустралис|Каус Австраліс|Κάους Αουστράλις|القوس الجنوبي|काउस ऑस्ट्रेलिस|カウス・アウストラリス|카우스 아우스트랄리스
alioth|Alioth|Алиот|Аліот|Αλιώθ|الجون|एलियट|アリオト|알리오트
aludra|Aludra|Алудра|Алудра|Αλούντρα|العذرة|अलुद्रा|アルドラ|알루드라
sabik|Sabik|Сабик|Сабік|Σαμπίκ|السابق|साबिक|サビク|사비크
alkaid|Alkaid|Алькаид|Алькаїд|Αλκαΐντ|القائد|अल्काइड|アルカイド|알카이드
almaak|Almaak|Аламак|Аламак|Αλμάακ|عناق الأرض|अलमाक|アルマク|알마크
algieba|Algieba|Альгиеба|Альгієба|Αλγκιέμπα|جبهة الأسد|अल्गीबा|アルギエバ|알기에바
suhail-al-muhlif|Suhail al Muhlif|Сухайль аль-Мухлиф|Сухайль аль-Мухліф|Σουχαΐλ αλ Μουχλίφ|سهيل المحلف|सुहैल अल मुहलिफ़|スハイル・アル・ムーリフ|수하일 알 무흘리프
tsih|Tsih|Цих|Ціх|Τσιχ|تسيه|त्सिह|ツィー|치
muhlifain|Muhlifain|Мухлифаин|Мухліфаїн|Μουχλιφαΐν|المحلفين|मुहलिफ़ैन|ムリフェイン|무리파인
gacrux|Gacrux|Гакрукс|Гакрукс|Γκάκρουξ|غاكروكس|गैक्रक्स|ガクルックス|가크룩스
sador|Sador|Садр|Садр|Σαντρ|صدر الدجاجة|सद्र|サドル|사드르
eltanin|Eltanin|Этамин|Етамін|Ελτανίν|رأس التنين|एल्टानिन|エルタニン|엘타닌
alhena|Alhena|Альхена|Альхена|Αλχένα|الهنعة|अल्हेना|アルヘナ|알헤나
bellatrix|Bellatrix|Беллатрикс|Беллатрікс|Μπελατρίξ|الناجذ|बेलाट्रिक्स|ベラトリックス|벨라트릭스
phecda|Phecda|Фекда|Фекда|Φέκντα|الفخذ|फेक्दा|フェクダ|페크다
scutulum|Scutulum|Скутулум|Скутулум|Σκουτούλουμ|سكوتولوم|स्कुटुलम|スクトゥルム|스쿠툴룸
saiph|Saiph|Саиф|Саїф|Σάιφ|سيف الجبار|साइफ़|サイフ|사이프
girtab|Girtab|Гиртаб|Гіртаб|Γκιρτάμπ|غيرتاب|गिर्ताब|ギルタブ|기르타브
markeb|Markeb|Маркеб|Маркеб|Μαρκέμπ|مركب السفينة|मार्केब|マルケブ|마르케브
shaula|Shaula|Шаула|Шаула|Σάουλα|الشولة|शौला|シャウラ|샤울라
alsuhail|Alsuhail|Альсухайль|Альсухайль|Αλσουχαΐλ|السهيل|अल्सुहैल|アルスハイル|알수하일
nunki|Nunki|Нунки|Нункі|Νούνκι|نونكي|नुन्की|ヌンキ|눈키
menkent|Menkent|Менкент|Менкент|Μένκεντ|منكب القنطورس|मेनकेंट|メンケント|멘켄트
sargas|Sargas|Саргас|Саргас|Σάργκας|سارغاس|सार्गस|サルガス|사르가스
alnitak|Alnitak|Альнитак|Альнітак|Αλνιτάκ|النطاق|अल्नीतक|アルニタク|알니타크
naos|Naos|Наос|Наос|Ναός|ناووس|नाओस|ナオス|나오스
mizar|Mizar|Мицар|Міцар|Μιζάρ|المئزر|मिज़ार|ミザール|미자르
alcyone|Alcyone|Альциона|Альціона|Αλκυόνη|الثريا|कृत्तिका|アルキオネ|알키오네
algorab|Algorab|Альгораб|Альгораб|Αλγκοράμπ|الغراب|अल्गोराब|アルゴラブ|알고라브
deneb-algedi|Deneb Algedi|Денеб Альгеди|Денеб Альгеді|Ντενέμπ Αλγκέντι|ذنب الجدي|डेनेब अल्जेडी|デネブ・アルゲディ|데네브 알게디
`));
