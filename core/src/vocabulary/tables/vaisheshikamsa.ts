/**
 * The vaisheshikamsa names (BPHS ch. 7 sl. 3-13): the dignity a graha earns by being in its own,
 * exaltation or moolatrikona sign in 2 ... 16 vargas of a scheme (plugins/vedic/src/lib/
 * strength-vargas.ts VAISHESHIKAMSA_NAMES): Shadvarga/Saptavarga Kimshuka ... Mukuta, Dashavarga
 * Parijata ... Sridhama, Shodashavarga Bhedaka ... Srivallabha. Names of things (a flower, a
 * parasol, a throne, Indra's horse), used as technical terms: the Latin-script languages keep the
 * transliteration of the English literature (Santhanam's BPHS), Hindi writes the Sanskrit, the
 * other scripts transliterate it (issue 12: `amsaName` was English in every language).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const VAISHESHIKAMSA_TERMS: TermTable = rowTable(`
kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Kimshuka|Кимшука|Кімшука|Κιμσούκα|كيمشوكا|किंशुक|キンシュカ|킴슈카
vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Vyanjana|Вьянджана|В'янджана|Βιαντζάνα|فيانجانا|व्यंजन|ヴィヤンジャナ|뱐자나
chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Chamara|Чамара|Чамара|Τσαμάρα|تشامارا|चामर|チャーマラ|차마라
chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Чхатра|Чхатра|Τσάτρα|تشهاترا|छत्र|チャトラ|차트라
kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Kundala|Кундала|Кундала|Κουντάλα|كوندالا|कुण्डल|クンダラ|쿤달라
mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Mukuta|Мукута|Мукута|Μουκούτα|موكوتا|मुकुट|ムクタ|무쿠타
parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Parijata|Париджата|Париджата|Παριτζάτα|باريجاتا|पारिजात|パーリジャータ|파리자타
uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Uttama|Уттама|Уттама|Ουτάμα|أوتاما|उत्तम|ウッタマ|우타마
gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Gopura|Гопура|Гопура|Γκοπούρα|غوبورا|गोपुर|ゴープラ|고푸라
simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Simhasana|Симхасана|Сімхасана|Σιμχασάνα|سيمهاسانا|सिंहासन|シンハーサナ|심하사나
paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Paravata|Паравата|Паравата|Παραβάτα|بارافاتا|पारावत|パーラーヴァタ|파라바타
devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Devaloka|Девалока|Девалока|Ντεβαλόκα|ديفالوكا|देवलोक|デーヴァローカ|데바로카
brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Brahmaloka|Брахмалока|Брахмалока|Μπραχμαλόκα|براهمالوكا|ब्रह्मलोक|ブラフマローカ|브라흐마로카
airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Airavata|Айравата|Айравата|Αϊραβάτα|أيرافاتا|ऐरावत|アイラーヴァタ|아이라바타
sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Sridhama|Шридхама|Шрідхама|Σριντάμα|شريداما|श्रीधाम|シュリーダーマ|슈리다마
bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Bhedaka|Бхедака|Бхедака|Μπεντάκα|بهيداكا|भेदक|ベーダカ|베다카
kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Kusuma|Кусума|Кусума|Κουσούμα|كوسوما|कुसुम|クスマ|쿠수마
nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Nagapushpa|Нагапушпа|Нагапушпа|Ναγκαπούσπα|ناغابوشبا|नागपुष्प|ナーガプシュパ|나가푸슈파
kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Kanduka|Кандука|Кандука|Καντούκα|كاندوكا|कन्दुक|カンドゥカ|칸두카
kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Kerala|Керала|Керала|Κεράλα|كيرالا|केरल|ケーララ|케랄라
kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Kalpavriksha|Калпаврикша|Калпаврікша|Καλπαβρίκσα|كالبافريكشا|कल्पवृक्ष|カルパヴリクシャ|칼파브리크샤
chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Chandanavana|Чанданавана|Чанданавана|Τσανταναβάνα|تشاندانافانا|चन्दनवन|チャンダナヴァナ|찬다나바나
purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Purnachandra|Пурначандра|Пурначандра|Πουρνατσάντρα|بورناتشاندرا|पूर्णचन्द्र|プールナチャンドラ|푸르나찬드라
uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Uchchaishrava|Уччайшрава|Уччайшрава|Ουτσαϊσράβα|أوتشايشرافا|उच्चैःश्रवा|ウッチャイシュラヴァ|우차이슈라바
dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Dhanvantari|Дханвантари|Дханвантарі|Ντανβαντάρι|دانفانتاري|धन्वन्तरि|ダンヴァンタリ|단반타리
suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Suryakanta|Сурьяканта|Сур'яканта|Σουριακάντα|سورياكانتا|सूर्यकान्त|スーリヤカーンタ|수리야칸타
vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Vidruma|Видрума|Відрума|Βιντρούμα|فيدروما|विद्रुम|ヴィドルマ|비드루마
shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Shakrasimhasana|Шакрасимхасана|Шакрасімхасана|Σακρασιμχασάνα|شاكراسيمهاسانا|शक्रसिंहासन|シャクラシンハーサナ|샤크라심하사나
goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Goloka|Голока|Голока|Γκολόκα|غولوكا|गोलोक|ゴーローカ|골로카
srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Srivallabha|Шриваллабха|Шріваллабха|Σριβαλάμπα|شريفالابها|श्रीवल्लभ|シュリーヴァッラバ|슈리발라바
`);
