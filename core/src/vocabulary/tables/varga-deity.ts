/**
 * The presiding deities of the amsas of the vargas that have them (BPHS ch. 6: D3 sl. 9-10
 * Narada, Agastya, Durvasa; D4 sl. 11-12 the four Kumaras Sanaka, Sananda, Sanatkumara,
 * Sanatana; D10 sl. 15-16 the ten dikpalas Indra ... Ananta; D12 sl. 17-18 Ganesha, Ashwini
 * Kumara, Yama, Sarpa; D16 sl. 19-20 Brahma, Vishnu, Shiva, Surya; D60 sl. 33-41 the sixty
 * shashtiamsas Ghora ... Chandrarekha), keyed by the slug plugins/vedic/src/lib/divisional.ts
 * gives each (one row where two vargas name the same deity: Yama in D10, D12 and D60). These are
 * proper names: the Latin-script languages keep the transliteration of the English Jyotish
 * literature (Santhanam's BPHS), Hindi writes the Sanskrit of the text (सनन्दन, पूर्णचन्द्र),
 * Russian, Ukrainian, Greek, Arabic, Japanese and Korean transliterate it as they write the
 * gods' names (Индра, ブラフマー, 비슈누) (issue 12: `deity.name` was the English transliteration).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const VARGA_DEITY_TERMS: TermTable = rowTable(`
narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Narada|Нарада|Нарада|Νάραδα|نارادا|नारद|ナーラダ|나라다
agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Agastya|Агастья|Агастья|Αγκάστια|أغاستيا|अगस्त्य|アガスティヤ|아가스티아
durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Durvasa|Дурваса|Дурваса|Ντουρβάσα|دورفاسا|दुर्वासा|ドゥルヴァーサ|두르바사
sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Sanaka|Санака|Санака|Σανάκα|ساناكا|सनक|サナカ|사나카
sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Sananda|Сананда|Сананда|Σανάντα|ساناندا|सनन्दन|サナンダ|사난다
sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Sanatkumara|Санаткумара|Санаткумара|Σανατκουμάρα|سانات كومارا|सनत्कुमार|サナトクマーラ|사나트쿠마라
sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Sanatana|Санатана|Санатана|Σανατάνα|ساناتانا|सनातन|サナータナ|사나타나
indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Indra|Индра|Індра|Ίντρα|إندرا|इन्द्र|インドラ|인드라
agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Agni|Агни|Агні|Άγκνι|أغني|अग्नि|アグニ|아그니
yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Yama|Яма|Яма|Γιάμα|ياما|यम|ヤマ|야마
rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Ракшаса|Ракшаса|Ράκσασα|راكشاسا|राक्षस|ラークシャサ|락샤사
varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Варуна|Варуна|Βαρούνα|فارونا|वरुण|ヴァルナ|바루나
vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Vayu|Ваю|Ваю|Βάγιου|فايو|वायु|ヴァーユ|바유
kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Kubera|Кубера|Кубера|Κουβέρα|كوبيرا|कुबेर|クベーラ|쿠베라
ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ishana|Ишана|Ішана|Ισάνα|إيشانا|ईशान|イーシャーナ|이샤나
brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Brahma|Брахма|Брахма|Μπράχμα|براهما|ब्रह्मा|ブラフマー|브라흐마
ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ананта|Ананта|Ανάντα|أنانتا|अनन्त|アナンタ|아난타
ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ganesha|Ганеша|Ганеша|Γκανέσα|غانيشا|गणेश|ガネーシャ|가네샤
ashwini-kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ashwini Kumara|Ашвини Кумара|Ашвіні Кумара|Ασβίνι Κουμάρα|أشويني كومارا|अश्विनी कुमार|アシュヴィニー・クマーラ|아슈비니 쿠마라
sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Sarpa|Сарпа|Сарпа|Σάρπα|ساربا|सर्प|サルパ|사르파
vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Vishnu|Вишну|Вішну|Βισνού|فيشنو|विष्णु|ヴィシュヌ|비슈누
shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Shiva|Шива|Шива|Σίβα|شيفا|शिव|シヴァ|시바
surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Surya|Сурья|Сур'я|Σούρια|سوريا|सूर्य|スーリヤ|수리야
ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Ghora|Гхора|Гхора|Γκόρα|غورا|घोर|ゴーラ|고라
deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Deva|Дева|Дева|Ντέβα|ديفا|देव|デーヴァ|데바
yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Yaksha|Якша|Якша|Γιάκσα|ياكشا|यक्ष|ヤクシャ|약샤
kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Kinnara|Киннара|Кіннара|Κινάρα|كينارا|किन्नर|キンナラ|긴나라
bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Bhrashta|Бхрашта|Бхрашта|Μπράστα|بهراشتا|भ्रष्ट|ブラシュタ|브라슈타
kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Kulaghna|Кулагхна|Кулагхна|Κουλάγκνα|كولاغنا|कुलघ्न|クラグナ|쿨라그나
garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Garala|Гарала|Гарала|Γκαράλα|غارالا|गरल|ガララ|가랄라
vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Vahni|Вахни|Вахні|Βάχνι|فاهني|वह्नि|ヴァフニ|바흐니
maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Maya|Майя|Майя|Μάγια|مايا|माया|マーヤー|마야
purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Purishaka|Пуришака|Пурішака|Πουρισάκα|بوريشاكا|पुरीषक|プリーシャカ|푸리샤카
apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Apampati|Апампати|Апампаті|Απαμπάτι|أبامباتي|अपाम्पति|アパーンパティ|아팜파티
marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Marutvan|Марутван|Марутван|Μαρουτβάν|ماروتفان|मरुत्वान्|マルトヴァーン|마루트반
kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Kala|Кала|Кала|Κάλα|كالا|काल|カーラ|칼라
amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Амрита|Амріта|Αμρίτα|أمريتا|अमृत|アムリタ|암리타
indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Indu|Инду|Інду|Ίντου|إندو|इन्दु|インドゥ|인두
mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Mridu|Мриду|Мріду|Μρίντου|مريدو|मृदु|ムリドゥ|므리두
komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Komala|Комала|Комала|Κομάλα|كومالا|कोमल|コーマラ|코말라
heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Heramba|Херамба|Херамба|Χεράμπα|هيرامبا|हेरम्ब|ヘーランバ|헤람바
maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Maheshvara|Махешвара|Махешвара|Μαχεσβάρα|ماهيشفارا|महेश्वर|マヘーシュヴァラ|마헤슈바라
ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ardra|Ардра|Ардра|Άρντρα|أردرا|आर्द्र|アールドラ|아르드라
kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Kalinasa|Калинаша|Калінаша|Καλινάσα|كاليناشا|कलिनाश|カリナーシャ|칼리나샤
kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Kshitisa|Кшитиша|Кшітіша|Κσιτίσα|كشيتيشا|क्षितीश|クシティーシャ|크시티샤
kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Kamalakara|Камалакара|Камалакара|Καμαλακάρα|كامالاكارا|कमलाकर|カマラーカラ|카말라카라
gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Gulika|Гулика|Гуліка|Γκουλίκα|غوليكا|गुलिक|グリカ|굴리카
mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Мритью|Мрітью|Μρίτιου|مريتيو|मृत्यु|ムリティユ|므리튜
davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Davagni|Давагни|Давагні|Νταβάγκνι|دافاغني|दावाग्नि|ダーヴァーグニ|다바그니
kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Kantaka|Кантака|Кантака|Καντάκα|كانتاكا|कण्टक|カンタカ|칸타카
sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Sudha|Судха|Судха|Σούντα|سودها|सुधा|スダー|수다
purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Пурначандра|Пурначандра|Πουρνατσάντρα|بورناتشاندرا|पूर्णचन्द्र|プールナチャンドラ|푸르나찬드라
vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Vishadagdha|Вишадагдха|Вішадагдха|Βισαντάγκντα|فيشاداغدها|विषदग्ध|ヴィシャダグダ|비샤다그다
kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Kulanasa|Куланаша|Куланаша|Κουλανάσα|كولاناشا|कुलनाश|クラナーシャ|쿨라나샤
vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Vamsakshaya|Вамшакшая|Вамшакшая|Βαμσακσάγια|فامشاكشايا|वंशक्षय|ヴァンシャクシャヤ|밤샤크샤야
utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Утпата|Утпата|Ουτπάτα|أوتباتا|उत्पात|ウトパータ|우트파타
saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Саумья|Саум'я|Σάουμια|ساوميا|सौम्य|サウミヤ|사우미야
sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Sitala|Шитала|Шітала|Σιτάλα|شيتالا|शीतल|シータラ|시탈라
karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Karaladamshtra|Караладамштра|Караладамштра|Καραλαντάμστρα|كارالادامشترا|करालदंष्ट्र|カラーラダンシュトラ|카랄라담슈트라
chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Chandramukhi|Чандрамукхи|Чандрамукхі|Τσαντραμούκι|تشاندراموكي|चन्द्रमुखी|チャンドラムキー|찬드라무키
pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Pravina|Правина|Правіна|Πραβίνα|برافينا|प्रवीण|プラヴィーナ|프라비나
kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Kalagni|Калагни|Калагні|Καλάγκνι|كالاغني|कालाग्नि|カーラーグニ|칼라그니
dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Dandayudha|Дандаюдха|Дандаюдха|Νταντάγιουντα|داندايودها|दण्डायुध|ダンダーユダ|단다유다
nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Nirmala|Нирмала|Нірмала|Νιρμάλα|نيرمالا|निर्मल|ニルマラ|니르말라
kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Kroora|Крура|Крура|Κρούρα|كرورا|क्रूर|クルーラ|크루라
atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Atisitala|Атишитала|Атішітала|Ατισιτάλα|أتيشيتالا|अतिशीतल|アティシータラ|아티시탈라
payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Payodhi|Пайодхи|Пайодхі|Παγιόντι|بايودهي|पयोधि|パヨーディ|파요디
bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Bhramana|Бхрамана|Бхрамана|Μπραμάνα|بهرامانا|भ्रमण|ブラマナ|브라마나
chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Chandrarekha|Чандрарекха|Чандрарекха|Τσαντραρέκα|تشاندراريكها|चन्द्ररेखा|チャンドラレーカー|찬드라레카
`);
