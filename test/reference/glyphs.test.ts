import t from 'tap';
import op from '../../plugins/reference/src/glyphs.js';
import { pathBounds } from '../../plugins/reference/src/lib/svg-path.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/glyphs', async (t) => {
  const { glyphs } = await fetchDictionary(t, op);
  const by = Object.fromEntries(glyphs.map((g: any) => [g.slug, g]));
  t.match(by.sun, { kind: 'planet', codepoint: 'U+2609', char: '\u2609' });
  t.match(by.moon, { codepoint: 'U+263D' });
  t.match(by.pluto, { codepoint: 'U+2647' });
  t.match(by.aries, { kind: 'sign', codepoint: 'U+2648' });
  t.match(by.pisces, { kind: 'sign', codepoint: 'U+2653' });
  t.match(by.conjunction, { kind: 'aspect', codepoint: 'U+260C' });
  t.match(by.opposition, { kind: 'aspect', codepoint: 'U+260D' });
  t.match(by.sextile, { kind: 'aspect', codepoint: 'U+26B9' });
  t.match(by['north-node'], { kind: 'point', codepoint: 'U+260A' });
  t.match(by.chiron, { kind: 'asteroid', codepoint: 'U+26B7' });
  t.equal(glyphs.filter((g: any) => g.kind === 'sign').length, 12);
  t.equal(glyphs.filter((g: any) => g.kind === 'planet').length, 10);
  t.equal(new Set(glyphs.map((g: any) => g.slug)).size, glyphs.length, 'slugs are unique');
  for (const g of glyphs) {
    t.equal(g.char.codePointAt(0), parseInt(g.codepoint.slice(2), 16), `${g.slug}: char is its codepoint`);
    t.equal([...g.char].length, 1, `${g.slug}: one character`);
    const b = pathBounds(g.svgPath);
    t.ok(b.minX >= 0 && b.minY >= 0 && b.maxX <= 24 && b.maxY <= 24, `${g.slug}: path inside the 24x24 box (${b.minX.toFixed(1)},${b.minY.toFixed(1)})-(${b.maxX.toFixed(1)},${b.maxY.toFixed(1)})`);
    t.ok(b.maxX - b.minX >= 6 && b.maxY - b.minY >= 6, `${g.slug}: not degenerate`);
  }
});
