/**
 * Each language's sentence frame for the interpretive paragraphs: the labels that head the
 * clauses (manner of the sign, area of life of the house, ruler, emphasis), how a house is
 * named with its number, and the punctuation (French spaces its colon, Japanese writes full-
 * width colon, stop and brackets without spaces between sentences, Hindi ends on the danda,
 * Arabic lists with the Arabic comma).
 *
 * The frame never inflects a name: every clause is "head: nominative nouns." so a planet, a
 * sign or a house name stands in its dictionary form in every language (no case, gender or
 * article agreement to get wrong).
 */
import type { LangCode } from '../schemas/common.js';
import { rowTable } from '../vocabulary/tables/rows.js';

export const FRAME_LABELS = rowTable(`
manner|Manner|Ausdruck|Manière|Estilo|Estilo|Stile|Stijl|Styl|Styl|Stil|Stílus|Tarz|Gaya|Phong cách|Стиль|Стиль|Ύφος|الأسلوب|शैली|表れ方|표현 방식
arena|Area of life|Lebensbereich|Domaine|Ámbito|Área|Ambito|Levensgebied|Dziedzina|Oblast|Domeniu|Terület|Alan|Bidang|Lĩnh vực|Сфера|Сфера|Τομέας|المجال|क्षेत्र|領域|영역
ruler|Ruler|Herrscher|Maître|Regente|Regente|Governatore|Heerser|Władca|Vládce|Guvernator|Uralkodó|Yönetici|Penguasa|Chủ tinh|Управитель|Управитель|Κυβερνήτης|الحاكم|स्वामी|支配星|지배성
emphasis|Emphasis|Schwerpunkt|Dominante|Predominio|Predomínio|Predominanza|Nadruk|Przewaga|Převaha|Predominanță|Hangsúly|Ağırlık|Penekanan|Trọng tâm|Преобладание|Переважання|Έμφαση|الغلبة|प्रधानता|強調|강조
house|House {n}|Haus {n}|Maison {n}|Casa {n}|Casa {n}|Casa {n}|Huis {n}|Dom {n}|Dům {n}|Casa {n}|{n}. ház|{n}. ev|Rumah {n}|Nhà {n}|Дом {n}|Дім {n}|Οίκος {n}|البيت {n}|भाव {n}|第{n}ハウス|{n}하우스
`);

export interface Punctuation {
  /** After a clause head. */
  colon: string;
  /** Ends a clause. */
  stop: string;
  /** Between two clauses. */
  gap: string;
  /** Around an aside (the aspect's name, the functions it joins). */
  open: string;
  close: string;
  /** Between items of a list of names. */
  list: string;
  /** Between the parts of a head (body — sign — house). */
  dash: string;
}

const WESTERN: Punctuation = { colon: ': ', stop: '.', gap: ' ', open: ' (', close: ')', list: ', ', dash: ' — ' };

const PUNCTUATION: Partial<Record<LangCode, Punctuation>> = {
  // Imprimerie nationale: a no-break space before the colon.
  fr: { ...WESTERN, colon: '\u00a0: ' },
  ja: { colon: '：', stop: '。', gap: '', open: '（', close: '）', list: '、', dash: ' — ' },
  hi: { ...WESTERN, stop: '।' },
  ar: { ...WESTERN, list: '، ' },
};

export function punctuation(lang: LangCode): Punctuation {
  return PUNCTUATION[lang] ?? WESTERN;
}
