/**
 * The family member of each trigram (Shuo Gua, "Discussion of the Trigrams", ch. 10: Qian the
 * father, Kun the mother, Zhen, Kan and Gen the eldest, second and youngest sons, Xun, Li and Dui
 * the eldest, second and youngest daughters). English in Legge's words (Sacred Books of the East
 * 16, 1882, Appendix V); German as Wilhelm (1924: ältester, mittlerer, jüngster Sohn); Japanese
 * and Korean the classical terms 長男 中男 少男 / 長女 中女 少女 (장남 중남 소남 / 장녀 중녀 소녀),
 * Vietnamese their Sino-Vietnamese readings (trưởng nam, trung nam, thiếu nam...).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const TRIGRAM_FAMILY_TERMS: TermTable = rowTable(`
father|father|Vater|père|padre|pai|padre|vader|ojciec|otec|tată|apa|baba|ayah|cha|отец|батько|πατέρας|الأب|पिता|父|아버지
mother|mother|Mutter|mère|madre|mãe|madre|moeder|matka|matka|mamă|anya|anne|ibu|mẹ|мать|мати|μητέρα|الأم|माता|母|어머니
eldest-son|eldest son|ältester Sohn|fils aîné|hijo mayor|filho mais velho|figlio maggiore|oudste zoon|najstarszy syn|nejstarší syn|fiul cel mare|legidősebb fiú|en büyük oğul|putra sulung|trưởng nam|старший сын|старший син|πρωτότοκος γιος|الابن الأكبر|ज्येष्ठ पुत्र|長男|장남
second-son|second son|mittlerer Sohn|deuxième fils|segundo hijo|segundo filho|secondo figlio|middelste zoon|średni syn|prostřední syn|fiul mijlociu|középső fiú|ortanca oğul|putra tengah|trung nam|средний сын|середній син|μεσαίος γιος|الابن الأوسط|मध्यम पुत्र|中男|중남
youngest-son|youngest son|jüngster Sohn|fils cadet|hijo menor|filho mais novo|figlio minore|jongste zoon|najmłodszy syn|nejmladší syn|fiul cel mic|legfiatalabb fiú|en küçük oğul|putra bungsu|thiếu nam|младший сын|молодший син|μικρότερος γιος|الابن الأصغر|कनिष्ठ पुत्र|少男|소남
eldest-daughter|eldest daughter|älteste Tochter|fille aînée|hija mayor|filha mais velha|figlia maggiore|oudste dochter|najstarsza córka|nejstarší dcera|fiica cea mare|legidősebb lány|en büyük kız|putri sulung|trưởng nữ|старшая дочь|старша донька|πρωτότοκη κόρη|الابنة الكبرى|ज्येष्ठ पुत्री|長女|장녀
second-daughter|second daughter|mittlere Tochter|deuxième fille|segunda hija|segunda filha|seconda figlia|middelste dochter|średnia córka|prostřední dcera|fiica mijlocie|középső lány|ortanca kız|putri tengah|trung nữ|средняя дочь|середня донька|μεσαία κόρη|الابنة الوسطى|मध्यम पुत्री|中女|중녀
youngest-daughter|youngest daughter|jüngste Tochter|fille cadette|hija menor|filha mais nova|figlia minore|jongste dochter|najmłodsza córka|nejmladší dcera|fiica cea mică|legfiatalabb lány|en küçük kız|putri bungsu|thiếu nữ|младшая дочь|молодша донька|μικρότερη κόρη|الابنة الصغرى|कनिष्ठ पुत्री|少女|소녀
`);
