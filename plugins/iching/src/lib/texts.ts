/**
 * The hexagrams' texts: Chinese name, pinyin, and James Legge's translation (Sacred Books of
 * the East 16, Oxford 1882, public domain) of the judgment (tuan ci), the Great Image (da
 * xiang) and the six line statements (yao ci), plus the "use of the nines / sixes" paragraph of
 * Qian and Kun. plugins/iching/data/hexagrams.json is written by
 * test/oracles/iching/extract_legge.ts; Legge's words are kept as he printed them, including
 * his parentheses (the words he supplied) and his transliterations (Khien for Qian).
 */
import fs from 'node:fs';

export interface HexagramText {
  number: number;
  pinyin: string;
  chinese: string;
  judgment: string;
  image: string;
  lines: string[];
  extraText?: string;
}

const DATA = JSON.parse(fs.readFileSync(new URL('../../data/hexagrams.json', import.meta.url), 'utf8')) as { source: string; hexagrams: HexagramText[] };

export const LEGGE_SOURCE = "James Legge, 'The I Ching', Sacred Books of the East 16 (Oxford, 1882), public domain";

export function hexagramText(number: number): HexagramText {
  const h = DATA.hexagrams[number - 1];
  if (!h || h.number !== number) throw new RangeError(`hexagram number must be 1..64, got ${number}`);
  return h;
}
