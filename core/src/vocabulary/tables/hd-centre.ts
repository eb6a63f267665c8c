/**
 * Human Design: the nine centres of the bodygraph (Ra Uru Hu, 'The Definitive Book of Human
 * Design', 2011), in the 21 response languages. Ajna and the G centre keep their names, as the
 * schools in every language do; the Heart is also called Ego (Will).
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const HD_CENTRE_SLUGS = ['head', 'ajna', 'throat', 'g', 'heart', 'sacral', 'solar-plexus', 'spleen', 'root'] as const;

export const HD_CENTRE_TERMS = tableOfRows('hd-centre', HD_CENTRE_SLUGS, {
  en: 'Head|Ajna|Throat|G|Heart (Ego)|Sacral|Solar Plexus|Spleen|Root',
  uk: 'Голова|Аджна|Горло|G-центр|Серце (Его)|Сакральний|Сонячне сплетіння|Селезінка|Корінь',
  de: 'Kopf|Ajna|Kehle|G-Zentrum|Herz (Ego)|Sakral|Solarplexus|Milz|Wurzel',
  ru: 'Голова|Аджна|Горло|G-центр|Сердце (Эго)|Сакрал|Солнечное сплетение|Селезёнка|Корень',
  pl: 'Głowa|Ajna|Gardło|Centrum G|Serce (Ego)|Sakralne|Splot słoneczny|Śledziona|Korzeń',
  es: 'Cabeza|Ajna|Garganta|Centro G|Corazón (Ego)|Sacral|Plexo Solar|Bazo|Raíz',
  pt: 'Cabeça|Ajna|Garganta|Centro G|Coração (Ego)|Sacral|Plexo Solar|Baço|Raiz',
  fr: 'Tête|Ajna|Gorge|Centre G|Cœur (Ego)|Sacral|Plexus solaire|Rate|Racine',
  it: 'Testa|Ajna|Gola|Centro G|Cuore (Ego)|Sacrale|Plesso solare|Milza|Radice',
  nl: 'Hoofd|Ajna|Keel|G-centrum|Hart (Ego)|Sacraal|Zonnevlecht|Milt|Wortel',
  cs: 'Hlava|Ádžna|Hrdlo|Centrum G|Srdce (Ego)|Sakrální|Solar plexus|Slezina|Kořen',
  ro: 'Cap|Ajna|Gât|Centrul G|Inimă (Ego)|Sacral|Plexul solar|Splină|Rădăcină',
  hu: 'Fej|Ajna|Torok|G-központ|Szív (Ego)|Szakrális|Napfonat|Lép|Gyökér',
  el: 'Κεφαλή|Άτζνα|Λαιμός|Κέντρο G|Καρδιά (Εγώ)|Σακραλικό|Ηλιακό πλέγμα|Σπλήνα|Ρίζα',
  tr: 'Baş|Ajna|Boğaz|G Merkezi|Kalp (Ego)|Sakral|Solar Pleksus|Dalak|Kök',
  ar: 'الرأس|الأجنا|الحلق|مركز G|القلب (الأنا)|العجزي|الضفيرة الشمسية|الطحال|الجذر',
  hi: 'शीर्ष|आज्ञा|कंठ|G केंद्र|हृदय (अहं)|सैक्रल|सोलर प्लेक्सस|प्लीहा|मूल',
  ja: 'ヘッド|アジュナ|スロート|Gセンター|ハート（エゴ）|セイクラル|ソーラープレクサス|スプリーン|ルート',
  ko: '머리|아즈나|목|G 센터|심장 (에고)|천골|태양신경총|비장|뿌리',
  vi: 'Đầu|Ajna|Cổ họng|Trung tâm G|Tim (Bản ngã)|Xương cùng|Đám rối mặt trời|Lá lách|Gốc',
  id: 'Kepala|Ajna|Tenggorokan|Pusat G|Jantung (Ego)|Sakral|Solar Plexus|Limpa|Akar',
}) satisfies TermTable;
