/** Response pieces shared by the I Ching operations (catalogue iching.jsonl). */
import { Type } from '@sinclair/typebox';
import type { LangCode, Warning } from '@celestial/core';
import { term, Warnings } from '@celestial/core';
import { TRIGRAM_SLUGS } from './king-wen.js';

export const Seed = Type.Integer({ minimum: 0, maximum: 4294967295, description: 'uint32 seed of mulberry32; a random one is chosen and returned when omitted' });
export const Question = Type.String({ maxLength: 500, description: 'the question asked; echoed, it does not affect the cast' });

export const HexagramRef = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 64, description: 'King Wen number' }),
  slug: Type.String(),
  name: Type.String({ description: "display name in the answer's language" }),
});

export const HexagramNamed = Type.Object({ ...HexagramRef.properties, chinese: Type.String({ description: 'the name in Chinese characters (traditional)' }) });
export const HexagramWithJudgment = Type.Object({ ...HexagramNamed.properties, judgment: Type.String({ description: "the judgment in James Legge's translation (1882), English" }) });

export const Line = Type.Object({
  position: Type.Integer({ minimum: 1, maximum: 6, description: 'bottom = 1' }),
  value: Type.Union([Type.Literal(6), Type.Literal(7), Type.Literal(8), Type.Literal(9)], { description: '6 old yin (changing), 7 young yang, 8 young yin, 9 old yang (changing)' }),
  isYang: Type.Boolean(),
  isChanging: Type.Boolean(),
});

export const ReadingFocus = Type.Object({
  rule: Type.String({ description: 'no-changing-lines ... six-changing-lines: which of Zhu Xi\'s seven cases applies' }),
  texts: Type.Array(Type.Object({
    hexagram: Type.Integer({ minimum: 1, maximum: 64, description: 'the hexagram whose text it is' }),
    kind: Type.Union([Type.Literal('judgment'), Type.Literal('line'), Type.Literal('all-lines')], { description: "judgment, a line statement, or Qian's and Kun's 'use of nines/sixes'" }),
    position: Type.Union([Type.Integer({ minimum: 1, maximum: 6 }), Type.Null()]),
    text: Type.String({ description: "Legge's translation, English" }),
  })),
});

export const TextWarnings = Warnings;

/**
 * The texts are Legge's English in every language (texts.ts LEGGE_SOURCE; never machine-translated): said
 * once, in `warnings`, when another language is asked, in that language (core's source-notice
 * table, issue 12).
 */
export function textWarnings(lang: LangCode): Warning[] {
  return lang === 'en' ? [] : [{ code: 'text-in-english', message: term('source-notice', 'legge-texts', lang) }];
}

export const TrigramRef = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 8, description: 'Fu Xi number: 1 Qian, 2 Dui, 3 Li, 4 Zhen, 5 Xun, 6 Kan, 7 Gen, 8 Kun' }),
  slug: Type.String(),
  name: Type.String({ description: "the trigram's image in the answer's language" }),
});

export function trigramRef(number: number, lang: LangCode): { number: number; slug: string; name: string } {
  const slug = TRIGRAM_SLUGS[number - 1]!;
  return { number, slug, name: term('trigram', slug, lang) };
}
