/**
 * Seeded draws of divination.jsonl (runes, astro dice) against an independent Python
 * re-implementation (test/oracles/divination/draws.py -> vectors/draws.json), the rune tables
 * (24 in futhark order, three aettir, Pennick's half-months covering the year once), and the
 * refusals through HTTP.
 */
import t from 'tap';
import { app, get, post, schemaErrors } from '../helpers/app.js';
import draws from '../oracles/divination/vectors/draws.json' with { type: 'json' };
import { drawRunes, HALF_MONTHS, RUNES } from '../../plugins/divination/src/lib/runes.js';
import { rollDice } from '../../plugins/divination/src/lib/astro-dice.js';
import { inRange } from '../../plugins/divination/src/lib/trees.js';
import { mulberry32 } from '../../runtime/src/services/seeded-random.js';
import normsOp from '../../plugins/divination/src/runes/draw/norns.js';
import runeOp from '../../plugins/divination/src/runes/rune.js';
import listOp from '../../plugins/divination/src/runes/list.js';
import birthRuneOp from '../../plugins/divination/src/runes/birth-rune.js';
import diceOp from '../../plugins/divination/src/astro-dice/roll.js';

await app({ families: ['divination'] });

t.test('rune draws and dice as the independent Python implementation', async (t) => {
  for (const v of draws.runes) t.same(drawRunes(mulberry32(v.seed), v.count, true).map((d) => [d.rune.slug, d.merkstave]), v.drawn, `runes seed ${v.seed} x ${v.count}`);
  for (const v of draws.dice) t.same(rollDice(mulberry32(v.seed)), v.faces, `dice seed ${v.seed}`);
  t.ok(drawRunes(mulberry32(5), 24, false).every((d) => !d.merkstave), 'no merkstave unless allowed');
});

t.test('the futhark tables', async (t) => {
  t.equal(RUNES.length, 24);
  t.same(RUNES.filter((r) => r.aett === 'hagal').map((r) => r.slug), ['hagalaz', 'nauthiz', 'isa', 'jera', 'eihwaz', 'perthro', 'algiz', 'sowilo']);
  t.same(RUNES.map((r) => r.glyph.codePointAt(0)!.toString(16)).slice(0, 4), ['16a0', '16a2', '16a6', '16a8'], 'Fehu U+16A0, Uruz U+16A2, Thurisaz U+16A6, Ansuz U+16A8');
  for (const md of ['01-01', '02-29', '06-28', '06-29', '12-27', '12-28', '03-29', '03-30']) t.equal(HALF_MONTHS.filter((h) => inRange(md, h)).length, 1, md);
  let covered = 0;
  for (let m = 1; m <= 12; m++) for (let d = 1; d <= 31; d++) {
    const md = `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (HALF_MONTHS.filter((h) => inRange(md, h)).length === 1) covered++;
  }
  t.equal(covered, 372, 'every MM-DD string in exactly one half-month');
});

t.test('rune operations through HTTP', async (t) => {
  const r = await post('/v1/runes/draw/norns', { seed: 0, allowMerkstave: true, question: 'What weaves?' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(normsOp.response, r.body.data), null);
  const v = draws.runes.find((x) => x.seed === 0 && x.count === 3)!;
  t.same(r.body.data.drawn.map((d: any) => [d.rune.slug, d.merkstave]), v.drawn);
  t.same(r.body.data.drawn.map((d: any) => d.position.name), ['Urd', 'Verdandi', 'Skuld']);
  t.same([r.body.data.spread.runeCount, r.body.data.seed, r.body.data.question], [3, 0, 'What weaves?']);
  t.equal(r.body.data.drawn[1].rune.meaning, RUNES.find((x) => x.slug === 'algiz')!.merkstave, 'a merkstave rune reads its merkstave meaning');
  const free = await post('/v1/runes/draw/nine-worlds', {});
  t.equal(free.body.data.drawn.length, 9);
  const replay = await post('/v1/runes/draw/nine-worlds', { seed: free.body.data.seed });
  t.same(replay.body.data.drawn, free.body.data.drawn, 'the returned seed replays the draw');
  t.equal((await post('/v1/runes/draw/cross', { seed: 2 ** 32 })).status, 400);
  const one = await get('/v1/runes/isa');
  t.equal(schemaErrors(runeOp.response, one.body.data), null);
  t.same([one.body.data.glyph, one.body.data.reversible, one.body.data.meaning.merkstave, one.body.data.aett.slug], ['ᛁ', false, null, 'hagal']);
  const missing = await get('/v1/runes/wolfsangel');
  t.same([missing.status, missing.body.error.code], [404, 'NOT_FOUND']);
  const list = await get('/v1/runes');
  t.equal(schemaErrors(listOp.response, list.body.data), null);
  t.same([list.body.data.runes[13].slug, list.body.data.runes[12].slug], ['perthro', 'eihwaz'], 'Eihwaz before Perthro (the modern order)');
  const b = await post('/v1/runes/birth-rune', { birthDate: '1990-07-15' });
  t.equal(schemaErrors(birthRuneOp.response, b.body.data), null);
  t.same([b.body.data.rune.slug, b.body.data.halfMonth], ['uruz', { from: '07-14', to: '07-28' }]);
  t.equal((await post('/v1/runes/birth-rune', { birthDate: '1992-02-29' })).body.data.rune.slug, 'tiwaz');
});

t.test('astro dice through HTTP', async (t) => {
  const r = await post('/v1/astro-dice/roll', { seed: 1 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(diceOp.response, r.body.data), null);
  // seed 1: faces 7, 0, 6 -> Uranus, Aries, 7th house.
  t.same([r.body.data.planet.slug, r.body.data.sign.slug, r.body.data.house.number], ['uranus', 'aries', 7]);
  t.match(r.body.data.sentence, /^Uranus \(.*\) in Aries \(.*\) in the 7th house/);
  const de = await post('/v1/astro-dice/roll?lang=de', { seed: 1 });
  t.same([de.body.data.planet.name, de.body.data.sign.name], ['Uranus', 'Widder']);
  const node = draws.dice.find((d) => d.faces[0]! >= 10);
  if (node) t.match((await post('/v1/astro-dice/roll', { seed: node.seed })).body.data.planet.name, /Node/);
});
