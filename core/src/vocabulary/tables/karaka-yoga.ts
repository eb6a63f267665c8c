/**
 * The words of /vedic/yogas/jaimini/karaka-yoga (plugins/vedic/src/lib/jaimini-yoga.ts; issue 12:
 * English before): the eight karaka yogas (`atmakaraka-yoga` ... `darakaraka-yoga`, named from the
 * karaka table with the word "yoga" as the yoga table writes it in each language), the matter each
 * chara karaka signifies (BPHS ch. 32 sl. 18-24), the grades of the service rule (strong >= 60,
 * moderate 40-59, weak < 40) and the summary sentences.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { LangCode } from '../../schemas/common.js';
import type { TermTable, Terms } from '../terms.js';
import { KARAKA_TERMS } from './karaka.js';
import { ROW_ORDER, rowTable } from './rows.js';

/** "<karaka> yoga" in each language, in the yoga table's pattern (de Amala-Yoga, pl joga Amala, tr Amala yogası). */
const YOGA_PATTERN: Record<(typeof ROW_ORDER)[number], (n: string) => string> = {
  en: (n) => `${n} yoga`, de: (n) => `${n}-Yoga`, fr: (n) => `yoga ${n}`, es: (n) => `yoga ${n}`, pt: (n) => `yoga ${n}`,
  it: (n) => `yoga ${n}`, nl: (n) => `${n}-yoga`, pl: (n) => `joga ${n}`, cs: (n) => `jóga ${n}`, ro: (n) => `yoga ${n}`,
  hu: (n) => `${n} jóga`, tr: (n) => `${n} yogası`, id: (n) => `yoga ${n}`, vi: (n) => `yoga ${n}`, ru: (n) => `${n}-йога`,
  uk: (n) => `${n}-йога`, el: (n) => `Γιόγκα ${n}`, ar: (n) => `يوغا ${n}`, hi: (n) => `${n} योग`, ja: (n) => `${n}・ヨーガ`,
  ko: (n) => `${n} 요가`,
};

const YOGA_NAMES: Record<string, Terms> = Object.fromEntries(Object.entries(KARAKA_TERMS).map(([slug, names]) => [
  `${slug}-yoga`,
  Object.fromEntries(ROW_ORDER.map((lang) => [lang, YOGA_PATTERN[lang](names[lang as LangCode] ?? names.en)])) as Terms,
]));

export const KARAKA_YOGA_TERMS: TermTable = { ...YOGA_NAMES, ...rowTable(`
self|self|Selbst|soi|el yo|o eu|il sé|het zelf|jaźń|vlastní já|sinele|az én|benlik|diri|bản thân|личность|особистість|ο εαυτός|الذات|आत्मा|自己|자아
career|career|Beruf|carrière|carrera|carreira|carriera|loopbaan|kariera|kariéra|carieră|karrier|kariyer|karier|sự nghiệp|карьера|кар'єра|σταδιοδρομία|المهنة|आजीविका|職業|직업
siblings|siblings|Geschwister|frères et sœurs|hermanos|irmãos|fratelli|broers en zussen|rodzeństwo|sourozenci|frați|testvérek|kardeşler|saudara kandung|anh chị em|братья и сёстры|брати й сестри|αδέλφια|الإخوة|भाई-बहन|兄弟姉妹|형제자매
mother|mother|Mutter|mère|madre|mãe|madre|moeder|matka|matka|mamă|anya|anne|ibu|mẹ|мать|мати|μητέρα|الأم|माता|母|어머니
father|father|Vater|père|padre|pai|padre|vader|ojciec|otec|tată|apa|baba|ayah|cha|отец|батько|πατέρας|الأب|पिता|父|아버지
children|children|Kinder|enfants|hijos|filhos|figli|kinderen|dzieci|děti|copii|gyermekek|çocuklar|anak|con cái|дети|діти|παιδιά|الأبناء|संतान|子供|자녀
rivals-and-disease|rivals and disease|Rivalen und Krankheit|rivaux et maladie|rivales y enfermedad|rivais e doença|rivali e malattia|rivalen en ziekte|rywale i choroby|soupeři a nemoci|rivali și boală|vetélytársak és betegség|rakipler ve hastalık|saingan dan penyakit|đối thủ và bệnh tật|соперники и болезни|суперники й хвороби|αντίπαλοι και ασθένεια|الخصوم والمرض|शत्रु और रोग|競争相手と病気|경쟁자와 질병
spouse|spouse|Ehepartner|conjoint|cónyuge|cônjuge|coniuge|echtgenoot|małżonek|manželský partner|soț|házastárs|eş|pasangan|người phối ngẫu|супруг|подружжя|σύζυγος|الزوج|जीवनसाथी|配偶者|배우자
grade-strong|strong|stark|fort|fuerte|forte|forte|sterk|silny|silný|puternic|erős|güçlü|kuat|mạnh|сильный|сильний|ισχυρό|قوي|बली|強い|강함
grade-moderate|moderate|mittel|moyen|moderado|moderado|moderato|gemiddeld|umiarkowany|střední|moderat|közepes|orta|sedang|trung bình|умеренный|помірний|μέτριο|متوسط|मध्यम|中程度|보통
grade-weak|weak|schwach|faible|débil|fraco|debole|zwak|słaby|slabý|slab|gyenge|zayıf|lemah|yếu|слабый|слабкий|ασθενές|ضعيف|निर्बल|弱い|약함
summary-strong|Strong: {yogas}|Stark: {yogas}|Forts : {yogas}|Fuertes: {yogas}|Fortes: {yogas}|Forti: {yogas}|Sterk: {yogas}|Silne: {yogas}|Silné: {yogas}|Puternice: {yogas}|Erős: {yogas}|Güçlü: {yogas}|Kuat: {yogas}|Mạnh: {yogas}|Сильные: {yogas}|Сильні: {yogas}|Ισχυρές: {yogas}|القوية: {yogas}|बली: {yogas}|強い：{yogas}|강함: {yogas}
summary-none|No karaka yoga reaches the strong grade (60)|Kein Karaka-Yoga erreicht die Stufe stark (60)|Aucun yoga de karaka n'atteint le degré fort (60)|Ningún yoga de karaka alcanza el grado fuerte (60)|Nenhum yoga de karaka atinge o grau forte (60)|Nessuno yoga dei karaka raggiunge il grado forte (60)|Geen karaka-yoga bereikt de graad sterk (60)|Żadna joga karaki nie osiąga stopnia silnego (60)|Žádná jóga káraky nedosahuje stupně silná (60)|Niciun yoga de karaka nu atinge gradul puternic (60)|Egyik karaka jóga sem éri el az erős fokozatot (60)|Hiçbir karaka yogası güçlü derecesine (60) ulaşmıyor|Tidak ada yoga karaka yang mencapai tingkat kuat (60)|Không yoga karaka nào đạt mức mạnh (60)|Ни одна карака-йога не достигает степени «сильная» (60)|Жодна карака-йога не досягає ступеня «сильна» (60)|Καμία γιόγκα κάρακα δεν φτάνει τον βαθμό ισχυρή (60)|لا تبلغ أي يوغا كاراكا درجة القوة (60)|कोई कारक योग बली श्रेणी (60) तक नहीं पहुँचता|強い等級（60）に達するカーラカ・ヨーガはない|강함 등급(60)에 이르는 카라카 요가가 없음
`) };
