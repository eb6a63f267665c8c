/**
 * The facts and the composer of /interpret/iching: the King Wen hexagram of the cast, its
 * judgement, image and line statements in James Legge's translation (The I Ching, Sacred
 * Books of the East vol. XVI, 1882, public domain) and the relating hexagram, from the I Ching
 * family's answers through the Operations service: POST /iching/from-lines identifies the cast,
 * GET /iching/lookup/{n} gives a hexagram's lines (for a cast given by number) and its texts.
 */
import { ApiError } from '@celestial/core';
import type { Caller, LangCode, Operations } from '@celestial/core';
import type { ReadingJob } from '@celestial/core';

export type LineValue = 6 | 7 | 8 | 9;

export interface IchingInput {
  number?: number;
  changingLines?: number[];
  lines?: { value: number }[];
}

type Hexagram = { number: number; slug: string; name: string; chinese: string };

/** What the reading takes of POST /iching/from-lines' answer. */
interface AnsweredCast {
  primary: Hexagram & { judgment: string };
  relating: Hexagram | null;
  changingLines: number[];
}

/** What it takes of GET /iching/lookup/{n}'s answer. */
interface AnsweredLookup {
  number: number;
  /** Bottom line first, 1 = yang. */
  binary: string;
  judgment: string;
  image: string;
  lines: { position: number; text: string }[];
}

/**
 * The reading's facts. The six line values, bottom to top: given as `lines`, or from `number`
 * (the King Wen hexagram's lines, as its lookup writes them, 7 yang / 8 yin) with
 * `changingLines` turned old (9 / 6).
 */
export async function ichingFacts(input: IchingInput, operations: Operations, lang: LangCode, caller: Caller) {
  const lookup = (n: number) => operations.invoke<AnsweredLookup>('GET /iching/lookup/{n}', { params: { n: String(n) }, lang, caller });
  let values: LineValue[];
  let given: AnsweredLookup | null = null;
  if (input.lines) values = input.lines.map((l) => l.value as LineValue);
  else if (input.number !== undefined) {
    given = await lookup(input.number);
    const changing = new Set(input.changingLines ?? []);
    values = [...given.binary].map((bit, i) => (bit === '1' ? (changing.has(i + 1) ? 9 : 7) : changing.has(i + 1) ? 6 : 8));
  } else throw ApiError.invalidField('number', 'send number (with changingLines) or lines');
  const cast = await operations.invoke<AnsweredCast>('POST /iching/from-lines', { body: { lines: values }, lang, caller });
  const text = given?.number === cast.primary.number ? given : await lookup(cast.primary.number);
  const { judgment: _judgment, ...hexagram } = cast.primary;
  const changingLines = cast.changingLines.map((line) => ({ line, reading: text.lines[line - 1]!.text }));
  return { hexagram, relating: cast.relating, changing: cast.changingLines, judgement: text.judgment, image: text.image, changingLines };
}

export type IchingFacts = Awaited<ReturnType<typeof ichingFacts>>;

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
