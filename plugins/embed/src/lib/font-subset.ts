/**
 * A TrueType subsetter and WOFF 1.0 writer, small enough to read: the widgets embed the glyphs
 * their page uses so that Japanese, Korean and the astrological symbols show in any browser
 * without an outside font (Chromium without a CJK font drew empty boxes), and a page carries
 * kilobytes, not the 5-6 MB of Noto Sans JP or KR.
 *
 * Why written here: no subsetting library is installed (no subset-font, fontkit, harfbuzzjs or
 * fonttools in node_modules, and the brief forbids npm install). A subset needs only the
 * tables a browser's font sanitizer (OTS in Chromium and Firefox) requires: cmap, glyf, loca,
 * head, hhea, hmtx, maxp, name, OS/2, post. Layout tables (GSUB, GPOS, GDEF, BASE) and the
 * vertical metrics are dropped: horizontal Han, kana, Hangul syllables and symbols need no
 * shaping. Scripts that do need shaping (Arabic joining, Devanagari conjuncts) cannot be cut
 * this way without a layout closure (what harfbuzz's hb-subset does): those fonts are embedded
 * whole, as WOFF (see fonts.ts).
 *
 * References: Apple TrueType Reference Manual and the OpenType 1.9 specification (tables
 * cmap formats 4 and 12, glyf composite flags, loca, hmtx, post 3.0; the head checksum
 * adjustment 0xB1B0AFBA); W3C WOFF File Format 1.0 (header, table directory, zlib per table).
 */
import zlib from 'node:zlib';

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

/** A parsed TrueType (glyf) font: its tables and a code point -> glyph lookup. */
export interface TrueTypeFont {
  data: Buffer;
  tables: Map<string, TableRecord>;
  numGlyphs: number;
  /** Glyph of a code point (0 when the font has none). */
  glyphOf(codePoint: number): number;
  /** Byte range of a glyph in glyf. */
  glyphRange(gid: number): [number, number];
}

function table(data: Buffer, tables: Map<string, TableRecord>, tag: string): Buffer {
  const t = tables.get(tag);
  if (!t) throw new Error(`font has no ${tag} table`);
  return data.subarray(t.offset, t.offset + t.length);
}

/** Parses the table directory, loca and the cmap (format 12 preferred, else format 4). */
export function parseTrueType(data: Buffer): TrueTypeFont {
  if (data.readUInt32BE(0) !== 0x00010000) throw new Error('not a TrueType (glyf) font');
  const tables = new Map<string, TableRecord>();
  const count = data.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const o = 12 + 16 * i;
    tables.set(data.toString('latin1', o, o + 4), { tag: data.toString('latin1', o, o + 4), offset: data.readUInt32BE(o + 8), length: data.readUInt32BE(o + 12) });
  }
  const head = table(data, tables, 'head');
  const numGlyphs = table(data, tables, 'maxp').readUInt16BE(4);
  const loca = table(data, tables, 'loca');
  const longLoca = head.readInt16BE(50) === 1;
  const locaAt = (i: number) => (longLoca ? loca.readUInt32BE(4 * i) : 2 * loca.readUInt16BE(2 * i));

  const cmap = table(data, tables, 'cmap');
  let f12 = -1;
  let f4 = -1;
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const platform = cmap.readUInt16BE(4 + 8 * i);
    const encoding = cmap.readUInt16BE(6 + 8 * i);
    const off = cmap.readUInt32BE(8 + 8 * i);
    const format = cmap.readUInt16BE(off);
    if (format === 12 && ((platform === 3 && encoding === 10) || platform === 0)) f12 = off;
    if (format === 4 && ((platform === 3 && encoding === 1) || platform === 0)) f4 = off;
  }
  let glyphOf: (cp: number) => number;
  if (f12 >= 0) {
    const groups = cmap.readUInt32BE(f12 + 12);
    glyphOf = (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const g = f12 + 16 + 12 * mid;
        const start = cmap.readUInt32BE(g);
        const end = cmap.readUInt32BE(g + 4);
        if (cp < start) hi = mid - 1;
        else if (cp > end) lo = mid + 1;
        else return cmap.readUInt32BE(g + 8) + (cp - start);
      }
      return 0;
    };
  } else if (f4 >= 0) {
    const segX2 = cmap.readUInt16BE(f4 + 6);
    const ends = f4 + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    glyphOf = (cp) => {
      if (cp > 0xffff) return 0;
      for (let s = 0; s < segX2; s += 2) {
        if (cp > cmap.readUInt16BE(ends + s)) continue;
        const start = cmap.readUInt16BE(starts + s);
        if (cp < start) return 0;
        const delta = cmap.readInt16BE(deltas + s);
        const ro = cmap.readUInt16BE(ranges + s);
        if (ro === 0) return (cp + delta) & 0xffff;
        const g = cmap.readUInt16BE(ranges + s + ro + 2 * (cp - start));
        return g === 0 ? 0 : (g + delta) & 0xffff;
      }
      return 0;
    };
  } else {
    throw new Error('font has no Unicode cmap');
  }
  return { data, tables, numGlyphs, glyphOf, glyphRange: (gid) => [locaAt(gid), locaAt(gid + 1)] };
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** Offsets (within the glyph) of each component's glyphIndex in a composite glyph. */
function componentOffsets(glyph: Buffer): number[] {
  if (glyph.length === 0 || glyph.readInt16BE(0) >= 0) return [];
  const out: number[] = [];
  let p = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(p);
    out.push(p + 2);
    p += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) p += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) p += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) p += 8;
    if (!(flags & MORE_COMPONENTS)) return out;
  }
}

const pad4 = (b: Buffer) => (b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]));

function checksum(b: Buffer): number {
  const p = pad4(b);
  let sum = 0;
  for (let i = 0; i < p.length; i += 4) sum = (sum + p.readUInt32BE(i)) >>> 0;
  return sum;
}

/** cmap with a (3,1) format 4 subtable (BMP) and a (3,10) format 12 subtable (all). */
function buildCmap(map: ReadonlyArray<[number, number]>): Buffer {
  const bmp = map.filter(([cp]) => cp <= 0xfffe);
  const segs = [...bmp.map(([cp, gid]) => ({ start: cp, end: cp, delta: (gid - cp) & 0xffff })), { start: 0xffff, end: 0xffff, delta: 1 }];
  const segX2 = segs.length * 2;
  let sr = 2;
  let es = 0;
  while (sr * 2 <= segX2) { sr *= 2; es++; }
  const f4 = Buffer.alloc(16 + 4 * segX2);
  f4.writeUInt16BE(4, 0);
  f4.writeUInt16BE(f4.length, 2);
  f4.writeUInt16BE(segX2, 6);
  f4.writeUInt16BE(sr, 8);
  f4.writeUInt16BE(es, 10);
  f4.writeUInt16BE(segX2 - sr, 12);
  segs.forEach((s, i) => {
    f4.writeUInt16BE(s.end, 14 + 2 * i);
    f4.writeUInt16BE(s.start, 16 + segX2 + 2 * i);
    f4.writeUInt16BE(s.delta, 16 + 2 * segX2 + 2 * i);
    // idRangeOffset stays 0.
  });
  const f12 = Buffer.alloc(16 + 12 * map.length);
  f12.writeUInt16BE(12, 0);
  f12.writeUInt32BE(f12.length, 4);
  f12.writeUInt32BE(map.length, 12);
  map.forEach(([cp, gid], i) => {
    f12.writeUInt32BE(cp, 16 + 12 * i);
    f12.writeUInt32BE(cp, 20 + 12 * i);
    f12.writeUInt32BE(gid, 24 + 12 * i);
  });
  const header = Buffer.alloc(4 + 8 * 2);
  header.writeUInt16BE(2, 2);
  header.writeUInt16BE(3, 4);
  header.writeUInt16BE(1, 6);
  header.writeUInt32BE(header.length, 8);
  header.writeUInt16BE(3, 12);
  header.writeUInt16BE(10, 14);
  header.writeUInt32BE(header.length + f4.length, 16);
  return Buffer.concat([header, f4, f12]);
}

/** Assembles an sfnt from its tables (sorted by tag), with checksums and the head adjustment. */
export function assembleSfnt(tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  let sr = 1;
  let es = 0;
  while (sr * 2 <= n) { sr *= 2; es++; }
  const dir = Buffer.alloc(12 + 16 * n);
  dir.writeUInt32BE(0x00010000, 0);
  dir.writeUInt16BE(n, 4);
  dir.writeUInt16BE(sr * 16, 6);
  dir.writeUInt16BE(es, 8);
  dir.writeUInt16BE(n * 16 - sr * 16, 10);
  const body: Buffer[] = [];
  let offset = dir.length;
  const head = tables.get('head');
  if (head) head.writeUInt32BE(0, 8);
  tags.forEach((tag, i) => {
    const b = tables.get(tag)!;
    const o = 12 + 16 * i;
    dir.write(tag, o, 'latin1');
    dir.writeUInt32BE(checksum(b), o + 4);
    dir.writeUInt32BE(offset, o + 8);
    dir.writeUInt32BE(b.length, o + 12);
    body.push(pad4(b));
    offset += pad4(b).length;
  });
  const font = Buffer.concat([dir, ...body]);
  if (head) {
    const headOffset = dir.readUInt32BE(12 + 16 * tags.indexOf('head') + 8);
    font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  }
  return font;
}

/**
 * A TrueType font holding only the glyphs of `codePoints` (and the components they are built
 * from), renumbered from 1 after .notdef; code points the font lacks are left out (the browser
 * falls back for them). Returns the font and the code points it maps.
 */
export function subsetTrueType(font: TrueTypeFont, codePoints: Iterable<number>): { sfnt: Buffer; mapped: number[] } {
  const { data, tables } = font;
  const glyf = table(data, tables, 'glyf');
  const wanted = new Map<number, number>();
  for (const cp of codePoints) {
    const gid = font.glyphOf(cp);
    if (gid > 0 && gid < font.numGlyphs) wanted.set(cp, gid);
  }
  // Keep .notdef, the mapped glyphs and, transitively, the components of composites.
  const keep = new Set<number>([0]);
  const stack = [...wanted.values()];
  while (stack.length) {
    const gid = stack.pop()!;
    if (keep.has(gid)) continue;
    keep.add(gid);
    const [a, b] = font.glyphRange(gid);
    const g = glyf.subarray(a, b);
    for (const off of componentOffsets(g)) stack.push(g.readUInt16BE(off));
  }
  const order = [...keep].sort((a, b) => a - b);
  const newId = new Map(order.map((g, i) => [g, i]));

  const hhea = Buffer.from(table(data, tables, 'hhea'));
  const hmtx = table(data, tables, 'hmtx');
  const longMetrics = hhea.readUInt16BE(34);
  const metric = (gid: number) => {
    const i = Math.min(gid, longMetrics - 1);
    const advance = hmtx.readUInt16BE(4 * i);
    const lsb = gid < longMetrics ? hmtx.readInt16BE(4 * gid + 2) : hmtx.readInt16BE(4 * longMetrics + 2 * (gid - longMetrics));
    return { advance, lsb };
  };
  const glyphs: Buffer[] = [];
  const loca = Buffer.alloc(4 * (order.length + 1));
  const newHmtx = Buffer.alloc(4 * order.length);
  let at = 0;
  order.forEach((gid, i) => {
    const [a, b] = font.glyphRange(gid);
    const g = Buffer.from(glyf.subarray(a, b));
    for (const off of componentOffsets(g)) g.writeUInt16BE(newId.get(g.readUInt16BE(off))!, off);
    const padded = pad4(g);
    loca.writeUInt32BE(at, 4 * i);
    glyphs.push(padded);
    at += padded.length;
    const m = metric(gid);
    newHmtx.writeUInt16BE(m.advance, 4 * i);
    newHmtx.writeInt16BE(m.lsb, 4 * i + 2);
  });
  loca.writeUInt32BE(at, 4 * order.length);
  hhea.writeUInt16BE(order.length, 34);
  const head = Buffer.from(table(data, tables, 'head'));
  head.writeInt16BE(1, 50);
  const maxp = Buffer.from(table(data, tables, 'maxp'));
  maxp.writeUInt16BE(order.length, 4);
  // post 3.0: no glyph names (the browser never needs them).
  const post = Buffer.from(table(data, tables, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);
  const map = [...wanted].map(([cp, gid]) => [cp, newId.get(gid)!] as [number, number]).sort((a, b) => a[0] - b[0]);
  const out = new Map<string, Buffer>([
    ['cmap', buildCmap(map)], ['glyf', Buffer.concat(glyphs)], ['loca', loca], ['head', head], ['hhea', hhea],
    ['hmtx', newHmtx], ['maxp', maxp], ['post', post],
    ['name', Buffer.from(table(data, tables, 'name'))], ['OS/2', Buffer.from(table(data, tables, 'OS/2'))],
  ]);
  for (const extra of ['gasp', 'prep', 'cvt ', 'fpgm']) if (tables.has(extra)) out.set(extra, Buffer.from(table(data, tables, extra)));
  return { sfnt: assembleSfnt(out), mapped: map.map(([cp]) => cp) };
}

/** WOFF 1.0: the sfnt's tables each zlib-compressed when that is smaller (W3C WOFF 1.0). */
export function toWoff(sfnt: Buffer): Buffer {
  const n = sfnt.readUInt16BE(4);
  const entries = Array.from({ length: n }, (_, i) => {
    const o = 12 + 16 * i;
    const tag = sfnt.toString('latin1', o, o + 4);
    const checksumValue = sfnt.readUInt32BE(o + 4);
    const orig = sfnt.subarray(sfnt.readUInt32BE(o + 8), sfnt.readUInt32BE(o + 8) + sfnt.readUInt32BE(o + 12));
    const packed = zlib.deflateSync(orig, { level: 9 });
    return { tag, checksumValue, orig, stored: packed.length < orig.length ? packed : orig };
  }).sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const header = Buffer.alloc(44 + 20 * n);
  let offset = header.length;
  const chunks: Buffer[] = [];
  let totalSfnt = 12 + 16 * n;
  entries.forEach((e, i) => {
    const o = 44 + 20 * i;
    header.write(e.tag, o, 'latin1');
    header.writeUInt32BE(offset, o + 4);
    header.writeUInt32BE(e.stored.length, o + 8);
    header.writeUInt32BE(e.orig.length, o + 12);
    header.writeUInt32BE(e.checksumValue, o + 16);
    chunks.push(pad4(e.stored));
    offset += pad4(e.stored).length;
    totalSfnt += pad4(e.orig).length;
  });
  header.writeUInt32BE(0x774f4646, 0);
  header.writeUInt32BE(sfnt.readUInt32BE(0), 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(n, 12);
  header.writeUInt32BE(totalSfnt, 16);
  header.writeUInt16BE(1, 20);
  return Buffer.concat([header, ...chunks]);
}
