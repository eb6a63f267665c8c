/**
 * The facts and the composer of /interpret/iching (moved out of the operation's handler,
 * answers unchanged): the King Wen hexagram of the cast, its judgement, image and line
 * statements in James Legge's translation (The I Ching, Sacred Books of the East vol. XVI,
 * 1882, public domain) and the relating hexagram, read from the iching family's tables.
 */
import { ApiError } from '@celestial/core';
import type { LangCode } from '@celestial/core';
// Not moved onto the Operations service yet: POST /iching/from-lines answers the cast and Legge's texts.
import { hexagramRef, readCast } from '@celestial/plugin-iching/lib/cast';
import type { LineValue } from '@celestial/plugin-iching/lib/cast';
import { linesOf } from '@celestial/plugin-iching/lib/king-wen';
import { hexagramText } from '@celestial/plugin-iching/lib/texts';
import type { ReadingJob } from '@celestial/core';

export interface IchingInput {
  number?: number;
  changingLines?: number[];
  lines?: { value: number }[];
}

/**
 * The six line values, bottom to top: given as `lines`, or from `number` (the King Wen
 * hexagram, its lines as 7 yang / 8 yin) with `changingLines` turned old (9 / 6).
 */
export function castValues(input: IchingInput): LineValue[] {
  if (input.lines) return input.lines.map((l) => l.value as LineValue);
  if (input.number === undefined) throw ApiError.invalidField('number', 'send number (with changingLines) or lines');
  const changing = new Set(input.changingLines ?? []);
  return linesOf(input.number).map((bit, i) => (bit === 1 ? (changing.has(i + 1) ? 9 : 7) : changing.has(i + 1) ? 6 : 8));
}

export function ichingFacts(input: IchingInput, lang: LangCode) {
  const r = readCast(castValues(input));
  const text = hexagramText(r.primary);
  const hexagram = hexagramRef(r.primary, lang);
  const relating = r.relating === null ? null : hexagramRef(r.relating, lang);
  const changingLines = r.changingLines.map((line) => ({ line, reading: text.lines[line - 1]! }));
  return { hexagram, relating, changing: r.changingLines, judgement: text.judgment, image: text.image, changingLines };
}

export type IchingFacts = ReturnType<typeof ichingFacts>;

/**
 * The composer: the judgement and image as Legge gives them; the synthesis moves from the
 * primary to the relating hexagram through the changing lines; the advice is the Great Image
 * (what the superior man does), or, with changing lines, the uppermost changing line.
 */
export function composeIching(f: IchingFacts) {
  const { hexagram, relating, changingLines } = f;
  return {
    judgement: `${f.judgement} ${f.image}`,
    changingLines,
    synthesis: relating ? `${hexagram.number} ${hexagram.name} → ${relating.number} ${relating.name} (${f.changing.join(', ')})` : `${hexagram.number} ${hexagram.name}`,
    advice: changingLines.length ? changingLines[changingLines.length - 1]!.reading : f.image,
  };
}

export function ichingJob(f: IchingFacts, question: string | null, lang: LangCode): ReadingJob<string> {
  const c = composeIching(f);
  const slots: Record<string, string> = { judgement: 'a reading of the judgement and the image against the question' };
  const composed: Record<string, string> = { judgement: c.judgement };
  for (const l of c.changingLines) {
    slots[`line${l.line}`] = `a reading of changing line ${l.line} against the question`;
    composed[`line${l.line}`] = l.reading;
  }
  slots.synthesis = 'a synthesis: from the hexagram to the relating hexagram (if any), two to four sentences';
  slots.advice = 'one piece of advice, one sentence';
  composed.synthesis = c.synthesis;
  composed.advice = c.advice;
  return {
    subject: 'an I Ching reading',
    language: lang,
    question,
    facts: { hexagram: f.hexagram, judgement: f.judgement, image: f.image, changingLines: f.changingLines, relating: f.relating, source: 'James Legge, The I Ching (1882)' },
    slots,
    composed,
  };
}
