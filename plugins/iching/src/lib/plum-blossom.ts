/**
 * Mei Hua Yi Shu (Plum Blossom Numerology, attributed to Shao Yong, 11th c.), the word method:
 * the question is cut into two halves by words and the letters of each half are counted; the
 * first half's count gives the upper trigram, the second's the lower (count mod 8, 0 -> 8, in
 * Xian Tian order 1 Qian ... 8 Kun), the total mod 6 (0 -> 6) the moving line.
 */
import { ApiError } from '@celestial/core';

/** CJK ideographs, kana and hangul syllables: each counts as a word of one character. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The question's words after NFKC and removal of punctuation and symbols. */
export function questionWords(question: string): string[] {
  const cleaned = question.normalize('NFKC').replace(/[\p{P}\p{S}]/gu, ' ');
  const words: string[] = [];
  for (const token of cleaned.split(/\s+/u)) {
    let run = '';
    for (const ch of token) {
      if (CJK.test(ch)) {
        if (run) words.push(run);
        run = '';
        words.push(ch);
      } else run += ch;
    }
    if (run) words.push(run);
  }
  return words.filter((w) => letterCount(w) > 0);
}

/** Letters (and combining marks do not count twice: only \p{L} and \p{N} code points). */
export function letterCount(word: string): number {
  return [...word].filter((c) => /[\p{L}\p{N}]/u.test(c)).length;
}

export interface WordCast {
  counts: { first: number; second: number; total: number };
  upper: number;
  lower: number;
  movingLine: number;
}

export function castFromQuestion(question: string): WordCast {
  const words = questionWords(question);
  if (words.length === 0) throw new ApiError('INVALID_INPUT', 'The question has no letters to count', { details: [{ path: 'question', message: 'must contain at least one letter or character' }] });
  // Odd count: the first half takes fewer words.
  const cut = Math.floor(words.length / 2);
  const first = words.slice(0, cut).reduce((s, w) => s + letterCount(w), 0);
  const second = words.slice(cut).reduce((s, w) => s + letterCount(w), 0);
  const total = first + second;
  return { counts: { first, second, total }, upper: first % 8 || 8, lower: second % 8 || 8, movingLine: total % 6 || 6 };
}
