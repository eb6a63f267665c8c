/**
 * The twelve earthly branches (di zhi), slug = toneless pinyin. As chinese-stem.ts: pinyin in
 * Latin-script languages, the character in Japanese, Sino-Korean and Sino-Vietnamese readings,
 * Palladius transliteration in Russian and Ukrainian; in Greek, Arabic and Hindi, which have no
 * established reading, the character followed by its animal in that language.
 */
import type { TermTable, Terms } from '../terms.js';
import { CHINESE_ANIMAL_TERMS } from './chinese-animal.js';

function branch(hanzi: string, pinyin: string, animal: keyof typeof CHINESE_ANIMAL_TERMS, ko: string, vi: string, ru: string, uk: string): Terms {
  const a = CHINESE_ANIMAL_TERMS[animal];
  return {
    en: pinyin, de: pinyin, pl: pinyin, es: pinyin, pt: pinyin, fr: pinyin, it: pinyin, nl: pinyin, cs: pinyin, ro: pinyin, hu: pinyin, tr: pinyin, id: pinyin,
    ja: hanzi, ko, vi, ru, uk,
    el: `${hanzi} (${a.el})`, ar: `${hanzi} (${a.ar})`, hi: `${hanzi} (${a.hi})`,
  };
}

export const CHINESE_BRANCH_TERMS = {
  zi: branch('子', 'Zi', 'rat', '자', 'Tý', 'Цзы', 'Цзи'),
  chou: branch('丑', 'Chou', 'ox', '축', 'Sửu', 'Чоу', 'Чоу'),
  yin: branch('寅', 'Yin', 'tiger', '인', 'Dần', 'Инь', 'Інь'),
  mao: branch('卯', 'Mao', 'rabbit', '묘', 'Mão', 'Мао', 'Мао'),
  chen: branch('辰', 'Chen', 'dragon', '진', 'Thìn', 'Чэнь', 'Чень'),
  si: branch('巳', 'Si', 'snake', '사', 'Tỵ', 'Сы', 'Си'),
  wu: branch('午', 'Wu', 'horse', '오', 'Ngọ', 'У', 'У'),
  wei: branch('未', 'Wei', 'goat', '미', 'Mùi', 'Вэй', 'Вей'),
  shen: branch('申', 'Shen', 'monkey', '신', 'Thân', 'Шэнь', 'Шень'),
  you: branch('酉', 'You', 'rooster', '유', 'Dậu', 'Ю', 'Ю'),
  xu: branch('戌', 'Xu', 'dog', '술', 'Tuất', 'Сюй', 'Сюй'),
  hai: branch('亥', 'Hai', 'pig', '해', 'Hợi', 'Хай', 'Хай'),
} satisfies TermTable;
