/**
 * The animal of each trigram (Shuo Gua, "Discussion of the Trigrams", ch. 8: 乾為馬 坤為牛 震為龍
 * 巽為雞 坎為豕 離為雉 艮為狗 兌為羊), keyed by Legge's English word (Sacred Books of the East
 * 16, 1882, Appendix V: horse, ox, dragon, fowl, pig, pheasant, dog, sheep), German after
 * Wilhelm (Pferd, Rind, Drache, Huhn, Schwein, Fasan, Hund, Schaf); Japanese the Shuo Gua's
 * character.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const TRIGRAM_ANIMAL_TERMS: TermTable = rowTable(`
horse|horse|Pferd|cheval|caballo|cavalo|cavallo|paard|koń|kůň|cal|ló|at|kuda|ngựa|лошадь|кінь|άλογο|الحصان|अश्व|馬|말
sheep|sheep|Schaf|mouton|oveja|ovelha|pecora|schaap|owca|ovce|oaie|juh|koyun|domba|dê|баран|баран|πρόβατο|الخروف|भेड़|羊|양
pheasant|pheasant|Fasan|faisan|faisán|faisão|fagiano|fazant|bażant|bažant|fazan|fácán|sülün|burung pegar|chim trĩ|фазан|фазан|φασιανός|التدرج|तीतर|雉|꿩
dragon|dragon|Drache|dragon|dragón|dragão|drago|draak|smok|drak|dragon|sárkány|ejderha|naga|rồng|дракон|дракон|δράκος|التنين|ड्रैगन|龍|용
fowl|fowl|Huhn|poule|gallina|galinha|gallina|hoen|kura|slepice|găină|tyúk|tavuk|ayam|gà|курица|курка|όρνιθα|الدجاجة|मुर्गी|鶏|닭
pig|pig|Schwein|porc|cerdo|porco|maiale|varken|świnia|prase|porc|disznó|domuz|babi|lợn|свинья|свиня|χοίρος|الخنزير|सूअर|豕|돼지
dog|dog|Hund|chien|perro|cão|cane|hond|pies|pes|câine|kutya|köpek|anjing|chó|собака|собака|σκύλος|الكلب|कुत्ता|狗|개
ox|ox|Rind|bœuf|buey|boi|bue|rund|wół|vůl|bou|ökör|öküz|sapi|bò|бык|віл|βόδι|الثور|बैल|牛|소
`);
