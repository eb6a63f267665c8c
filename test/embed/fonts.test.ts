/**
 * The widgets' embedded fonts (plugins/embed/src/lib/font-subset.ts and fonts.ts): a subset
 * of Noto Sans JP read back maps exactly the characters asked for, each to the very outline
 * and advance width of the original font; composite glyphs bring their components, renumbered;
 * the sfnt checksums hold (OpenType: each table's sum, the whole font summing to 0xB1B0AFBA);
 * the WOFF wrapper inflates back to the same tables (W3C WOFF 1.0); unicode-range runs; and
 * through HTTP a Japanese, a Korean and an Arabic page carry faces covering every character
 * of their script, at a page size far below the whole fonts (figures in the assertions).
 * The real rendering is checked in headless Chromium by browser.test.ts.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import t from 'tap';
import { app, get } from '../helpers/app.js';
import { bundledFontFiles } from '../../plugins/render/src/lib/kit.js';
import { parseTrueType, subsetTrueType, toWoff } from '../../plugins/embed/src/lib/font-subset.js';
import type { TrueTypeFont } from '../../plugins/embed/src/lib/font-subset.js';
import { embeddedFontFaces, unicodeRange } from '../../plugins/embed/src/lib/fonts.js';

await app({ families: ['embed'] });

const fontFile = (stem: string) => bundledFontFiles().find((f) => f.endsWith(`/${stem}_400Regular.ttf`))!;
const glyphBytes = (f: TrueTypeFont, gid: number) => {
  const g = f.tables.get('glyf')!;
  const [a, b] = f.glyphRange(gid);
  // Glyph records are padded to 4 bytes in the subset: compare up to the original length.
  return f.data.subarray(g.offset + a, g.offset + b);
};
const advance = (f: TrueTypeFont, gid: number) => {
  const hhea = f.tables.get('hhea')!;
  const long = f.data.readUInt16BE(hhea.offset + 34);
  return f.data.readUInt16BE(f.tables.get('hmtx')!.offset + 4 * Math.min(gid, long - 1));
};
const sum32 = (b: Buffer) => {
  const p = Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  let s = 0;
  for (let i = 0; i < p.length; i += 4) s = (s + p.readUInt32BE(i)) >>> 0;
  return s;
};

t.test('subset of Noto Sans JP: the asked characters, the same outlines and widths', async (t) => {
  const jp = parseTrueType(fs.readFileSync(fontFile('NotoSansJP')));
  t.ok(jp.numGlyphs > 15000, `the whole font: ${jp.numGlyphs} glyphs`);
  const textJa = '今日の星占い';
  const cps = [...textJa].map((c) => c.codePointAt(0)!);
  // U+0628 (Arabic beh) is not in the JP font: left out, the browser falls back for it.
  const { sfnt, mapped } = subsetTrueType(jp, [...cps, 0x628]);
  t.same(mapped, [...cps].sort((a, b) => a - b), 'exactly the six characters');
  const sub = parseTrueType(sfnt);
  t.equal(sub.numGlyphs, 7, '.notdef and six glyphs');
  for (const cp of cps) {
    const g0 = jp.glyphOf(cp);
    const g1 = sub.glyphOf(cp);
    t.ok(g1 > 0, `U+${cp.toString(16)} mapped`);
    const a = glyphBytes(jp, g0);
    t.same(glyphBytes(sub, g1).subarray(0, a.length), a, `U+${cp.toString(16)}: the same outline`);
    t.equal(advance(sub, g1), advance(jp, g0), `U+${cp.toString(16)}: the same advance`);
  }
  t.equal(sub.glyphOf(0x628), 0);
  t.ok(sfnt.length < 12_000, `${sfnt.length} bytes instead of ${jp.data.length}`);
  // Checksums: every table's in the directory, and the whole font to 0xB1B0AFBA.
  for (const [tag, rec] of sub.tables) {
    const dirEntry = [...Array(sfnt.readUInt16BE(4)).keys()].map((i) => 12 + 16 * i).find((o) => sfnt.toString('latin1', o, o + 4) === tag)!;
    const body = Buffer.from(sfnt.subarray(rec.offset, rec.offset + rec.length));
    if (tag === 'head') body.writeUInt32BE(0, 8);
    t.equal(sfnt.readUInt32BE(dirEntry + 4), sum32(body), `${tag} checksum`);
  }
  t.equal(sum32(sfnt), 0xb1b0afba, 'head checkSumAdjustment');
  t.notOk(sub.tables.has('GSUB') || sub.tables.has('vmtx'), 'layout and vertical tables dropped');
});

t.test('composite glyphs keep their components, renumbered', async (t) => {
  const latin = parseTrueType(fs.readFileSync(fontFile('NotoSans')));
  // é (U+00E9) is built in Noto Sans from e and the acute accent.
  const e = latin.glyphOf(0xe9);
  t.ok(glyphBytes(latin, e).readInt16BE(0) < 0, 'é is a composite in the original');
  const sub = parseTrueType(subsetTrueType(latin, [0xe9]).sfnt);
  t.ok(sub.numGlyphs >= 3, `.notdef, é and its components (${sub.numGlyphs})`);
  const g = glyphBytes(sub, sub.glyphOf(0xe9));
  t.ok(g.readInt16BE(0) < 0, 'still a composite');
  const firstComponent = g.readUInt16BE(12);
  t.ok(firstComponent > 0 && firstComponent < sub.numGlyphs, 'component index inside the subset');
  const origFirst = glyphBytes(latin, e).readUInt16BE(12);
  const a = glyphBytes(latin, origFirst);
  t.same(glyphBytes(sub, firstComponent).subarray(0, a.length), a, 'the component is the same outline');
});

t.test('WOFF 1.0 inflates back to the same tables; unicode-range runs', async (t) => {
  const jp = parseTrueType(fs.readFileSync(fontFile('NotoSansJP')));
  const { sfnt } = subsetTrueType(jp, [0x65e5, 0x672c]);
  const woff = toWoff(sfnt);
  t.equal(woff.toString('latin1', 0, 4), 'wOFF');
  t.equal(woff.readUInt32BE(8), woff.length, 'length field');
  const n = woff.readUInt16BE(12);
  t.equal(n, sfnt.readUInt16BE(4), 'numTables');
  const sub = parseTrueType(sfnt);
  for (let i = 0; i < n; i++) {
    const o = 44 + 20 * i;
    const tag = woff.toString('latin1', o, o + 4);
    const [off, comp, orig] = [woff.readUInt32BE(o + 4), woff.readUInt32BE(o + 8), woff.readUInt32BE(o + 12)];
    const stored = woff.subarray(off, off + comp);
    const data = comp < orig ? zlib.inflateSync(stored) : stored;
    const rec = sub.tables.get(tag)!;
    t.same(data, sfnt.subarray(rec.offset, rec.offset + rec.length), `${tag} round trip`);
  }
  t.equal(unicodeRange([0x304d, 0x3042, 0x304b, 0x304c, 0x3042]), 'U+3042,U+304B-304D');
  t.equal(embeddedFontFaces('Hello, Привет, Γειά', 'en'), '', 'Latin, Cyrillic and Greek need no embedded face');
  t.match(embeddedFontFaces('今日', 'ja'), /^@font-face\{font-family:"Celestial Embedded";[^}]*unicode-range:U\+4ECA,U\+65E5\}$/);
  t.match(embeddedFontFaces('مرحبا', 'ar'), /unicode-range:U\+0600-06FF/, 'Arabic: the whole font, by range');
});

/** Code points of a page's visible text and the unicode-ranges its faces declare. */
function coverage(html: string): { missing: string[]; bytes: number } {
  const ranges: [number, number][] = [];
  for (const m of html.matchAll(/unicode-range:([^}]*)\}/g)) {
    for (const r of m[1]!.split(',')) {
      const [a, b] = r.replace('U+', '').split('-');
      ranges.push([parseInt(a!, 16), parseInt(b ?? a!, 16)]);
    }
  }
  const visible = html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');
  const missing = new Set<string>();
  for (const ch of visible) {
    const cp = ch.codePointAt(0)!;
    const script = (cp >= 0x3040 && cp <= 0x9fff) || (cp >= 0xac00 && cp <= 0xd7af) || (cp >= 0x600 && cp <= 0x6ff) || (cp >= 0x900 && cp <= 0x97f);
    if (script && !ranges.some(([a, b]) => cp >= a && cp <= b)) missing.add(ch);
  }
  return { missing: [...missing], bytes: Buffer.byteLength(html) };
}

t.test('pages in ja, ko, ar and hi carry faces for every character of their script', async (t) => {
  const sizes: Record<string, number> = {};
  for (const [lang, limit] of [['ja', 40_000], ['ko', 40_000], ['ar', 200_000], ['hi', 200_000], ['en', 12_000]] as const) {
    const r = await get(`/v1/embed/daily-horoscope?sign=leo&date=2024-08-01&lang=${lang}`, { 'accept-language': lang });
    t.equal(r.status, 200);
    const { missing, bytes } = coverage(r.raw);
    t.same(missing, [], `${lang}: every character covered`);
    t.ok(bytes < limit, `${lang}: page ${bytes} bytes (< ${limit})`);
    sizes[lang] = bytes;
  }
  t.ok(sizes.ja! < 40_000, 'a Japanese page is tens of kilobytes, not the 5.3 MB of Noto Sans JP');
});
