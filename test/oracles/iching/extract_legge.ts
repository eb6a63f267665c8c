/**
 * Writes plugins/iching/data/hexagrams.json (the 64 hexagrams' Chinese name, pinyin and
 * James Legge's 1882 text: judgment, the Great Image, the six line texts) and
 * test/oracles/iching/vectors/king-wen.json (each hexagram's lower and upper trigram and its
 * six lines, to check our own King Wen table against), from the transcription in
 * github.com/limjiechao/ts-hexagram-generator (MIT; Legge's text itself is public domain:
 * Sacred Books of the East 16, Oxford 1882). Run once with that repository's src/models/*.ts
 * copied to a folder:  npx tsx test/oracles/iching/extract_legge.ts /tmp/h5
 * Legge's text is kept word for word; only his paragraph numbers ("1. ", "I. ") are dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const from = process.argv[2] ?? '/tmp/h5';
const load = async (f: string) => import(pathToFileURL(path.join(from, `${f}.ts`)).href);
const { HEXAGRAM_TEXT_ENGLISH_LEGGE: legge } = await load('hexagram-text-english-legge');
const { HEXAGRAM_METADATA: meta } = await load('hexagram-metadata');
const { HEXAGRAM_NAME: names } = await load('hexagram-name');

const strip = (s: string) => s.replace(/^\s*(?:[IVXL]+\.\s*)?\d+\.\s*/, '').replace(/^\s*[IVXL]+\.\s*/, '').trim();
// "Use of the nines / sixes" (Legge's seventh paragraph of Qian and Kun), not in the transcription.
const EXTRA: Record<number, string> = {
  1: '(The lines of this hexagram are all strong and undivided, as appears from) the use of the number NINE. If the host of dragons (thus) appearing were to divest themselves of their heads, there would be good fortune.',
  2: '(The lines of this hexagram are all weak and divided, as appears from) the use of the number SIX. If those (who are thus represented) be perpetually correct and firm, advantageous will be the result.',
};
const bits = (t: string) => t.slice(1).split('').map((c) => (c === '1' ? 1 : 0));

const hexagrams = [];
const vectors = [];
for (let n = 1; n <= 64; n++) {
  const l = legge[n];
  const m = meta[n];
  const lines = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'].map((k) => strip(l.Scripture.Lines[k]));
  hexagrams.push({
    number: n,
    pinyin: m.Pronunciation.Pinyin.replace('ŭ', 'ǔ'), // the transcription's breve in gu (蠱) is a typo for the third tone
    chinese: names[n].Chinese.Traditional,
    judgment: l.Scripture.Hexagram.trim(),
    image: strip(l.Exegesis.Imagery.Hexagram),
    lines,
    ...(EXTRA[n] ? { extraText: EXTRA[n] } : {}),
  });
  const lower = bits(m.Trigram.Lower);
  const upper = bits(m.Trigram.Upper);
  vectors.push({ number: n, lines: [...lower, ...upper], unicode: m.Unicode.Character, fuXiOrder: m.Order.Fuxi });
}
const root = path.resolve(import.meta.dirname, '../../..');
fs.writeFileSync(path.join(root, 'plugins/iching/data/hexagrams.json'), `${JSON.stringify({ source: "James Legge, 'The I Ching', Sacred Books of the East 16 (Oxford, 1882), public domain; transcription via github.com/limjiechao/ts-hexagram-generator", hexagrams }, null, 1)}\n`);
fs.writeFileSync(path.join(root, 'test/oracles/iching/vectors/king-wen.json'), `${JSON.stringify({ source: 'github.com/limjiechao/ts-hexagram-generator src/models/hexagram-metadata.ts (lines bottom first, 1 = yang)', hexagrams: vectors })}\n`);
console.log('wrote', hexagrams.length);
