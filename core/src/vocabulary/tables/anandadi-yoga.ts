/**
 * The 28 Anandadi yogas (/vedic/panchang/anandadi-yoga; plugins/vedic/src/lib/panchang.ts
 * ANANDADI_NAMES): the weekday's yoga counted from its starting star in the 28-star scheme,
 * Ananda first (Muhurta Chintamani, Shubhashubha prakarana). Proper Sanskrit names: Hindi in
 * Devanagari, the other non-Latin scripts transliterate, Latin-script languages keep the
 * transliteration their Jyotish literature uses (as the panchang-yoga table).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const ANANDADI_YOGA_TERMS: TermTable = rowTable(`
ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ananda|Ананда|Ананда|Ανάντα|أناندا|आनन्द|アーナンダ|아난다
kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Kaladanda|Каладанда|Каладанда|Καλαντάντα|كالادندا|कालदण्ड|カーラダンダ|칼라단다
dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Dhumra|Дхумра|Дхумра|Ντούμρα|دهومرا|धूम्र|ドゥームラ|둠라
prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Prajapati|Праджапати|Праджапаті|Πρατζάπατι|براجاباتي|प्रजापति|プラジャーパティ|프라자파티
saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Saumya|Саумья|Саум’я|Σάουμια|سوميا|सौम्य|サウミヤ|사움야
dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Dhwanksha|Дхванкша|Дхванкша|Ντβάνκσα|دهوانكشا|ध्वांक्ष|ドゥヴァーンクシャ|드반크샤
dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Dhwaja|Дхваджа|Дхваджа|Ντβάτζα|دهواجا|ध्वज|ドゥヴァジャ|드바자
shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Shrivatsa|Шриватса|Шріватса|Σριβάτσα|شريفاتسا|श्रीवत्स|シュリーヴァトサ|슈리바차
vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Vajra|Ваджра|Ваджра|Βάτζρα|فاجرا|वज्र|ヴァジュラ|바즈라
mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Mudgara|Мудгара|Мудгара|Μουντγκάρα|مودغارا|मुद्गर|ムドガラ|무드가라
chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Chhatra|Чхатра|Чхатра|Τσάτρα|تشاترا|छत्र|チャットラ|차트라
mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Mitra|Митра|Мітра|Μίτρα|ميترا|मित्र|ミトラ|미트라
manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Manasa|Манаса|Манаса|Μάνασα|ماناسا|मानस|マーナサ|마나사
padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Падма|Падма|Πάντμα|بادما|पद्म|パドマ|파드마
lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Lumbaka|Лумбака|Лумбака|Λουμπάκα|لومباكا|लुम्बक|ルンバカ|룸바카
utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Utpata|Утпата|Утпата|Ουτπάτα|أوتباتا|उत्पात|ウトパータ|우트파타
mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Mrityu|Мритью|Мрітью|Μρίτιου|مريتيو|मृत्यु|ムリティユ|므리튜
kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Kana|Кана|Кана|Κάνα|كانا|काण|カーナ|카나
siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Siddhi|Сиддхи|Сіддхі|Σίντι|سيدهي|सिद्धि|シッディ|싯디
shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Shubha|Шубха|Шубха|Σούμπα|شوبها|शुभ|シュバ|슈바
amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Amrita|Амрита|Амріта|Αμρίτα|أمريتا|अमृत|アムリタ|암리타
musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Musala|Мусала|Мусала|Μουσάλα|موسالا|मुसल|ムサラ|무살라
gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Gada|Гада|Гада|Γκάντα|غادا|गदा|ガダー|가다
matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Matanga|Матанга|Матанга|Ματάνγκα|ماتانغا|मातंग|マータンガ|마탕가
rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Rakshasa|Ракшаса|Ракшаса|Ράκσασα|راكشاسا|राक्षस|ラークシャサ|락샤사
chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Chara|Чара|Чара|Τσάρα|تشارا|चर|チャラ|차라
sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Sthira|Стхира|Стхіра|Στίρα|ستهيرا|स्थिर|スティラ|스티라
vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Vardhamana|Вардхамана|Вардхамана|Βαρνταμάνα|فاردهامانا|वर्धमान|ヴァルダマーナ|바르다마나
`);
