/**
 * The part of the body each trigram stands for (Shuo Gua, "Discussion of the Trigrams", ch. 9:
 * 乾為首 坤為腹 震為足 巽為股 坎為耳 離為目 艮為手 兌為口), keyed by Legge's English word
 * (Sacred Books of the East 16, 1882, Appendix V); Japanese the Shuo Gua's character.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const TRIGRAM_BODY_PART_TERMS: TermTable = rowTable(`
head|head|Kopf|tête|cabeza|cabeça|testa|hoofd|głowa|hlava|cap|fej|baş|kepala|đầu|голова|голова|κεφάλι|الرأس|सिर|首|머리
mouth|mouth|Mund|bouche|boca|boca|bocca|mond|usta|ústa|gură|száj|ağız|mulut|miệng|рот|рот|στόμα|الفم|मुख|口|입
eyes|eyes|Augen|yeux|ojos|olhos|occhi|ogen|oczy|oči|ochi|szemek|gözler|mata|mắt|глаза|очі|μάτια|العينان|नेत्र|目|눈
feet|feet|Füße|pieds|pies|pés|piedi|voeten|stopy|nohy|picioare|lábak|ayaklar|kaki|chân|ноги|ноги|πόδια|القدمان|पैर|足|발
thighs|thighs|Oberschenkel|cuisses|muslos|coxas|cosce|dijen|uda|stehna|coapse|combok|uyluklar|paha|đùi|бёдра|стегна|μηροί|الفخذان|जाँघें|股|넓적다리
ears|ears|Ohren|oreilles|orejas|orelhas|orecchie|oren|uszy|uši|urechi|fülek|kulaklar|telinga|tai|уши|вуха|αυτιά|الأذنان|कान|耳|귀
hands|hands|Hände|mains|manos|mãos|mani|handen|ręce|ruce|mâini|kezek|eller|tangan|tay|руки|руки|χέρια|اليدان|हाथ|手|손
belly|belly|Bauch|ventre|vientre|ventre|ventre|buik|brzuch|břicho|pântec|has|karın|perut|bụng|живот|живіт|κοιλιά|البطن|उदर|腹|배
`);
