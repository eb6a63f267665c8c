/**
 * The letters of the Sarvatobhadra chakra's squares (/vedic/gochara/sarvatobhadra;
 * plugins/vedic/src/lib/sarvatobhadra.ts, after Narapati's Swarodaya): the 16 vowels and the 20
 * letters of the second ring (the vowel a stands in both: 35 rows). A letter is written in Devanagari in
 * Hindi, the script of the chakra; the other languages transliterate it: Latin-script languages
 * in IAST as the chakra's labels are written (ṭa, ḍa retroflex; cha for c), Cyrillic and Greek
 * with the dots and macrons of the indological transliterations, Arabic with the Urdu letters
 * ٹ ڈ for the retroflex stops, Japanese in katakana and Korean in hangul with the retroflex
 * (反舌 / 권설), the aspirate (有気 / 유기) and l (エル / 엘) marked where the script would
 * otherwise write two squares alike (Korean writes the unaspirated stops tense: 까 따 빠 짜).
 * Slugs are ASCII: aa ii uu for the long vowels, ri rii lri lrii, am ah, ta-retroflex, da-retroflex.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const SANSKRIT_LETTER_TERMS: TermTable = rowTable(`
a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|а|а|α|أ|अ|ア|아
aa|ā|ā|ā|ā|ā|ā|ā|ā|ā|ā|ā|ā|ā|ā|а̄|а̄|ᾱ|آ|आ|アー|아(장음)
i|i|i|i|i|i|i|i|i|i|i|i|i|i|i|и|і|ι|إِ|इ|イ|이
ii|ī|ī|ī|ī|ī|ī|ī|ī|ī|ī|ī|ī|ī|ī|ӣ|і̄|ῑ|إِي|ई|イー|이(장음)
u|u|u|u|u|u|u|u|u|u|u|u|u|u|u|у|у|ου|أُ|उ|ウ|우
uu|ū|ū|ū|ū|ū|ū|ū|ū|ū|ū|ū|ū|ū|ū|ӯ|ӯ|οῡ|أو|ऊ|ウー|우(장음)
ri|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|ṛ|р̣|р̣|ρ̣|رِ|ऋ|リ|리
rii|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|ṝ|р̣̄|р̣̄|ρ̣̄|رِي|ॠ|リー|리(장음)
lri|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|ḷ|л̣|л̣|λ̣|لْرِ|ऌ|ル|르
lrii|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|ḹ|л̣̄|л̣̄|λ̣̄|لْرِي|ॡ|ルー|르(장음)
e|e|e|e|e|e|e|e|e|e|e|e|e|e|e|е|е|ε|إيه|ए|エー|에
ai|ai|ai|ai|ai|ai|ai|ai|ai|ai|ai|ai|ai|ai|ai|ай|ай|αι|آي|ऐ|アイ|아이
o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|о|о|ο|أوه|ओ|オー|오
au|au|au|au|au|au|au|au|au|au|au|au|au|au|au|ау|ау|αυ|آو|औ|アウ|아우
am|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|aṃ|ам̣|ам̣|αμ̣|أمْ|अं|アン|앙
ah|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|aḥ|ах̣|ах̣|αχ̣|أهْ|अः|アハ|아흐
ka|ka|ka|ka|ka|ka|ka|ka|ka|ka|ka|ka|ka|ka|ka|ка|ка|κα|كا|क|カ|까
kha|kha|kha|kha|kha|kha|kha|kha|kha|kha|kha|kha|kha|kha|kha|кха|кха|κχα|كها|ख|カ（有気）|카
ga|ga|ga|ga|ga|ga|ga|ga|ga|ga|ga|ga|ga|ga|ga|га|га|γκα|غا|ग|ガ|가
cha|cha|cha|cha|cha|cha|cha|cha|cha|cha|cha|cha|cha|cha|cha|ча|ча|τσα|تشا|च|チャ|짜
ja|ja|ja|ja|ja|ja|ja|ja|ja|ja|ja|ja|ja|ja|ja|джа|джа|τζα|جا|ज|ジャ|자
ta-retroflex|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|ṭa|т̣а|т̣а|τ̣α|ٹا|ट|タ（反舌）|따(권설)
da-retroflex|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|ḍa|д̣а|д̣а|ντ̣α|ڈا|ड|ダ（反舌）|다(권설)
ta|ta|ta|ta|ta|ta|ta|ta|ta|ta|ta|ta|ta|ta|ta|та|та|τα|تا|त|タ|따
da|da|da|da|da|da|da|da|da|da|da|da|da|da|da|да|да|ντα|دا|द|ダ|다
na|na|na|na|na|na|na|na|na|na|na|na|na|na|na|на|на|να|نا|न|ナ|나
pa|pa|pa|pa|pa|pa|pa|pa|pa|pa|pa|pa|pa|pa|pa|па|па|πα|با|प|パ|빠
bha|bha|bha|bha|bha|bha|bha|bha|bha|bha|bha|bha|bha|bha|bha|бха|бха|μπχα|بها|भ|バ|바(유기)
ma|ma|ma|ma|ma|ma|ma|ma|ma|ma|ma|ma|ma|ma|ma|ма|ма|μα|ما|म|マ|마
ya|ya|ya|ya|ya|ya|ya|ya|ya|ya|ya|ya|ya|ya|ya|йа|йа|για|يا|य|ヤ|야
ra|ra|ra|ra|ra|ra|ra|ra|ra|ra|ra|ra|ra|ra|ra|ра|ра|ρα|را|र|ラ|라
la|la|la|la|la|la|la|la|la|la|la|la|la|la|la|ла|ла|λα|لا|ल|ラ（エル）|라(엘)
va|va|va|va|va|va|va|va|va|va|va|va|va|va|va|ва|ва|βα|فا|व|ヴァ|바
sa|sa|sa|sa|sa|sa|sa|sa|sa|sa|sa|sa|sa|sa|sa|са|са|σα|سا|स|サ|사
ha|ha|ha|ha|ha|ha|ha|ha|ha|ha|ha|ha|ha|ha|ha|ха|ха|χα|ها|ह|ハ|하
`);
