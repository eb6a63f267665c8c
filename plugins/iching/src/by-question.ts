import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { hexagramRef } from './lib/cast.js';
import { changed, kingWenNumber, nuclear } from './lib/king-wen.js';
import { castFromQuestion } from './lib/plum-blossom.js';
import { HexagramNamed, HexagramWithJudgment, TextWarnings, textWarnings, TrigramRef, trigramRef } from './lib/schemas.js';
import { hexagramText } from './lib/texts.js';

export default defineOperation({
  method: 'POST',
  path: '/iching/by-question',
  summary: 'A hexagram cast from the words of the question (Plum Blossom word method): same question, same hexagram',
  description:
    'Deterministic casting after the Mei Hua Yi Shu (Plum Blossom Numerology, attributed to Shao Yong, 11th c.) word method: the question (NFKC, punctuation and symbols removed) is split into two halves by words (odd count: the first half takes fewer), counting letters (CJK: each character is a word of one); upper trigram = first-half count mod 8, lower = second-half count mod 8 (0 -> 8), in Xian Tian order (1 Qian, 2 Dui, 3 Li, 4 Zhen, 5 Xun, 6 Kan, 7 Gen, 8 Kun); moving line = total mod 6 (0 -> 6). The relating hexagram flips the moving line; the nuclear takes lines 2-4 and 3-5 of the primary. Judgment from Legge (1882), English.',
  body: Type.Object({ question: Type.String({ minLength: 1, maxLength: 500, description: 'the question, 1-500 characters' }) }),
  response: Type.Object({
    question: Type.String(),
    counts: Type.Object({ first: Type.Integer({ minimum: 0 }), second: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) }),
    upper: TrigramRef,
    lower: TrigramRef,
    movingLine: Type.Integer({ minimum: 1, maximum: 6 }),
    primary: HexagramWithJudgment,
    relating: HexagramNamed,
    nuclear: HexagramNamed,
    warnings: TextWarnings,
  }),
  specFixed: ['question', 'counts.first', 'counts.second', 'counts.total', 'upper.number', 'lower.number', 'movingLine', 'primary.chinese', 'primary.judgment'],
  examples: [{ name: 'english', body: { question: 'Will the harvest be good this year?' } }, { name: 'chinese', body: { question: '今年收成好嗎' } }],
  handler: ({ body, lang }) => {
    const c = castFromQuestion(body.question);
    const primary = kingWenNumber(c.lower, c.upper);
    return {
      question: body.question,
      counts: c.counts,
      upper: trigramRef(c.upper, lang),
      lower: trigramRef(c.lower, lang),
      movingLine: c.movingLine,
      primary: { ...hexagramRef(primary, lang), judgment: hexagramText(primary).judgment },
      relating: hexagramRef(changed(primary, [c.movingLine]), lang),
      nuclear: hexagramRef(nuclear(primary), lang),
      warnings: textWarnings(lang),
    };
  },
});
