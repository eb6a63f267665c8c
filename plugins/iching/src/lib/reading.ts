/** The answer of a cast (throw-coins, with-changing-lines, from-lines): one shape, one writer. */
import { Type } from '@sinclair/typebox';
import type { LangCode } from '@celestial/core';
import { HexagramNamed, HexagramWithJudgment, Line, ReadingFocus, TextWarnings, textWarnings } from './schemas.js';
import { hexagramRef, readCast } from './cast.js';
import type { LineValue } from './cast.js';
import { hexagramText } from './texts.js';

export const ReadingMembers = {
  lines: Type.Array(Line, { minItems: 6, maxItems: 6, description: 'bottom to top' }),
  primary: HexagramWithJudgment,
  relating: Type.Union([HexagramNamed, Type.Null()], { description: 'the changing lines flipped; null without changing lines' }),
  changingLines: Type.Array(Type.Integer({ minimum: 1, maximum: 6 })),
  readingFocus: ReadingFocus,
  warnings: TextWarnings,
};

export function readingAnswer(values: readonly LineValue[], lang: LangCode) {
  const r = readCast(values);
  return {
    lines: r.lines,
    primary: { ...hexagramRef(r.primary, lang), judgment: hexagramText(r.primary).judgment },
    relating: r.relating === null ? null : hexagramRef(r.relating, lang),
    changingLines: r.changingLines,
    readingFocus: r.readingFocus,
    warnings: textWarnings(lang),
  };
}
