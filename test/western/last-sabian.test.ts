/**
 * /sabian-symbols: the bundled table (360 entries, 30 per sign, in order), the degree rule
 * of Jones (1953) and Rudhyar (1973) worked by hand, well-known images spot-checked (in this
 * service's wording), and the operation through HTTP.
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import sabianOp from '../../plugins/western/src/sabian-symbols.js';
import { SABIAN_SYMBOLS, sabianIndex, sabianOf } from '../../plugins/western/src/lib/sabian.js';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

t.test('table: 360 symbols, 30 per sign, indexed in zodiacal order, no blanks or repeats', async (t) => {
  t.equal(SABIAN_SYMBOLS.length, 360);
  SIGNS.forEach((s) => t.equal(SABIAN_SYMBOLS.filter((x) => x.sign === s).length, 30, `${s} has 30`));
  SABIAN_SYMBOLS.forEach((x, i) => {
    if (x.index !== i + 1 || x.sign !== SIGNS[Math.floor(i / 30)] || x.degree !== (i % 30) + 1 || x.symbol.trim().length < 5) t.fail(`entry ${i + 1} malformed`);
  });
  t.equal(new Set(SABIAN_SYMBOLS.map((x) => x.symbol)).size, 360, 'every phrase distinct');
});

t.test('table: well-known images (Jones 1953; Rudhyar 1973)', async (t) => {
  const at = (sign: string, deg: number) => SABIAN_SYMBOLS.find((x) => x.sign === sign && x.degree === deg)!.symbol;
  t.match(at('Aries', 1), /woman/i); t.match(at('Aries', 1), /sea/i); t.match(at('Aries', 1), /seal/i);
  t.match(at('Libra', 1), /butterfly/i); t.match(at('Libra', 1), /dart/i);
  t.match(at('Taurus', 1), /mountain/i); t.match(at('Taurus', 1), /stream/i);
  t.match(at('Gemini', 1), /glass bottom/i);
  t.match(at('Leo', 26), /rainbow/i);
  t.match(at('Virgo', 24), /Mary/); t.match(at('Virgo', 24), /lamb/i);
  t.match(at('Scorpio', 25), /X-ray/);
  t.match(at('Sagittarius', 30), /Pope/);
  t.match(at('Aquarius', 29), /butterfly/i); t.match(at('Aquarius', 29), /chrysalis/i);
  t.match(at('Pisces', 29), /prism/i);
  t.match(at('Pisces', 30), /Great Stone Face/);
});

t.test('unit: the degree is rounded up (15 deg 00\' the 15th, 15 deg 01\' the 16th, 0 deg 00\' the 1st)', async (t) => {
  t.equal(sabianIndex(0), 1, '0 Aries 00 is Aries 1');
  t.equal(sabianIndex(0.5), 1);
  t.equal(sabianIndex(1), 1, 'exactly 1 deg 00 is still the 1st');
  t.equal(sabianIndex(1 + 1 / 60), 2);
  t.equal(sabianIndex(15), 15);
  t.equal(sabianIndex(15 + 1 / 60), 16);
  t.equal(sabianIndex(29.999), 30);
  t.equal(sabianIndex(30), 31, '0 Taurus 00 is Taurus 1');
  t.equal(sabianIndex(180), 181, '0 Libra 00 is Libra 1');
  t.equal(sabianIndex(359.9999), 360);
  t.equal(sabianIndex(360), 1);
  t.equal(sabianIndex(-0.5), 360, '29.5 Pisces');
  const s = sabianOf(185.3);
  t.same([s.sign, s.signName, s.symbolDegree, s.index], [7, 'Libra', 6, 186], '5 deg 18\' Libra is Libra 6');
});

t.test('/sabian-symbols through HTTP', async (t) => {
  const r = await post('/v1/sabian-symbols', { ...KYIV, points: [0, 15, 15.02, 180] });
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.equal(schemaErrors(sabianOp.response, d), null);
  t.equal(d.moment.utc, '1990-07-15T11:30:00Z');
  t.equal(d.settings.houseSystem, 'P');
  const p = (name: string) => d.points.find((x: any) => x.point.name === name);
  t.same([p('points.0').index, p('points.1').index, p('points.2').index, p('points.3').index], [1, 15, 16, 181]);
  for (const x of d.points) {
    t.equal(x.index, sabianIndex(x.longitude), `${x.point.slug} index follows its longitude`);
    t.equal(x.symbol, SABIAN_SYMBOLS[x.index - 1]!.symbol);
  }
  // Sun of 15 July 1990 11:30 UT: 22 deg 52' Cancer (vectors/planets.json style check: Cancer 23).
  t.same([p('Sun').sign, p('Sun').signName], [4, 'Cancer']);
  t.equal(p('Sun').symbolDegree, Math.ceil(p('Sun').longitude - 90));
  t.ok(p('Ascendant') && p('Midheaven'));
  t.same(p('Sun').point, { id: 0, slug: 'sun', name: 'Sun' }, 'the point by reference');
  t.same(p('points.0').point, { slug: 'points-0', name: 'points.0' }, 'an extra longitude keeps its input path as name');
  const de = (await post('/v1/sabian-symbols', { ...KYIV, language: 'de' })).body.data;
  t.same(de.points.map((x: any) => x.point.slug).slice(-2), ['ascendant', 'midheaven']);
  t.same(de.points.map((x: any) => x.point.name).slice(-2), ['Aszendent', 'Himmelsmitte'], 'the angles named in German');
  const bad = await post('/v1/sabian-symbols', { ...KYIV, points: [400] });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /points/);
});
