/**
 * Seeded draws of divination.jsonl (runes, astro dice, geomancy) against an independent Python
 * re-implementation (test/oracles/divination/draws.py -> vectors/draws.json), the rune tables
 * (24 in futhark order, three aettir, Pennick's half-months covering the year once), and the
 * refusals through HTTP; geomancy: a shield chart worked by hand from the Mothers Puer, Via,
 * Albus, Carcer (Greer's generation rules), the Judge always even over many seeded charts, the
 * four modes of perfection on the same chart, the Part of Fortune, the figure table.
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

import { add, dotsToMothers, FIGURES, figureOf, points, shield } from '../../plugins/divination/src/lib/geomancy.js';
import figuresOp from '../../plugins/divination/src/geomancy/figures.js';
import shieldOp from '../../plugins/divination/src/geomancy/shield-chart.js';
import houseOp from '../../plugins/divination/src/geomancy/house-chart.js';
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

const MOTHERS = ['puer', 'via', 'albus', 'carcer'];

t.test('the figures and their addition', async (t) => {
  t.equal(new Set(FIGURES.map((f) => f.rows.join(''))).size, 16, 'sixteen distinct figures');
  t.equal(add([1, 1, 1, 1], [1, 2, 1, 2]).join(''), '2121', 'Via + Amissio = Acquisitio (the inverse)');
  t.equal(figureOf(add([1, 1, 1, 1], [2, 2, 2, 2])).slug, 'via');
  for (let s = 0; s < 500; s++) {
    const sh = shield(dotsToMothers(mulberry32(s)).mothers);
    if (points(sh.judge) % 2 !== 0) t.fail(`odd Judge for seed ${s}`);
  }
  t.pass('the Judge of 500 seeded charts has an even number of points');
  const r = await get('/v1/geomancy/figures');
  t.equal(schemaErrors(figuresOp.response, r.body.data), null);
  t.same(r.body.data.figures.find((f: any) => f.slug === 'fortuna-major'), { slug: 'fortuna-major', name: 'Fortuna Major', latin: 'Fortuna Major', english: 'Greater Fortune', rows: [2, 2, 1, 1], element: 'fire', planet: { id: 0, slug: 'sun', name: 'Sun' }, sign: 5, signName: 'Leo', favourable: 'favourable' });
  // Caput and Cauda Draconis: the lunar nodes as points of their own (no Swiss number), named in the answer's language.
  t.same(r.body.data.figures.filter((f: any) => f.sign === null).map((f: any) => f.planet), [{ slug: 'north-node', name: 'North Node' }, { slug: 'south-node', name: 'South Node' }]);
  const de = await get('/v1/geomancy/figures', { 'accept-language': 'de' });
  t.same(de.body.data.figures.find((f: any) => f.slug === 'puella').planet, { id: 3, slug: 'venus', name: 'Venus' });
  t.equal(de.body.data.figures.find((f: any) => f.slug === 'via').planet.name, 'Mond');
  t.equal(de.body.data.figures.find((f: any) => f.slug === 'cauda-draconis').planet.name, 'Südlicher Mondknoten');
});

t.test('shield chart worked by hand', async (t) => {
  const r = await post('/v1/geomancy/shield-chart', { mothers: MOTHERS, question: 'Will the venture prosper?' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(shieldOp.response, r.body.data), null);
  const d = r.body.data;
  // Daughters: heads, necks, bodies, feet of the Mothers.
  t.same(d.daughters.map((f: any) => f.slug), ['puer', 'fortuna-minor', 'conjunctio', 'puer']);
  t.same(d.nieces.map((f: any) => f.slug), ['albus', 'puella', 'tristitia', 'puella']);
  t.same([d.rightWitness.slug, d.leftWitness.slug, d.judge.slug, d.reconciler.slug, d.verdict], ['carcer', 'amissio', 'fortuna-major', 'cauda-draconis', 'favourable']);
  t.same([d.seed, d.rows], [null, null]);
  const seeded = await post('/v1/geomancy/shield-chart', { seed: 42 });
  const dots = dotsToMothers(mulberry32(42));
  t.same(seeded.body.data.rows, dots.dots);
  t.ok(seeded.body.data.rows.every((n: number) => n >= 8 && n <= 24));
  t.same(seeded.body.data.mothers.map((f: any) => f.rows), dots.mothers.map((m) => [...m]));
  t.equal((await post('/v1/geomancy/shield-chart', { seed: 1, mothers: MOTHERS })).status, 400, 'seed and mothers together');
  t.equal((await post('/v1/geomancy/shield-chart', { mothers: ['puer', 'via', 'albus'] })).status, 400);
});

t.test('house chart: perfection and the Part of Fortune', async (t) => {
  // Houses: 1 Puer, 2 Via, 3 Albus, 4 Carcer, 5 Puer, 6 Fortuna Minor, 7 Conjunctio, 8 Puer, 9 Albus, 10 Puella, 11 Tristitia, 12 Puella.
  const chart = async (querentHouse: number, quesitedHouse: number) => (await post('/v1/geomancy/house-chart', { mothers: MOTHERS, querentHouse, quesitedHouse })).body.data;
  const seven = await chart(1, 7);
  t.equal(schemaErrors(houseOp.response, seven), null);
  t.same(seven.houses.map((h: any) => h.figure.slug), ['puer', 'via', 'albus', 'carcer', 'puer', 'fortuna-minor', 'conjunctio', 'puer', 'albus', 'puella', 'tristitia', 'puella']);
  t.same(seven.perfection.mode, 'conjunction', 'Puer in house 8, next to house 7');
  t.same((await chart(1, 10)).perfection.mode, 'conjunction', 'Puella in house 12, next to house 1');
  t.same((await chart(1, 5)).perfection.mode, 'occupation', 'Puer in both');
  t.same((await chart(1, 3)).perfection, { mode: 'mutation', details: 'Puer in house 8 and Albus in house 9 stand side by side' });
  t.same((await chart(2, 4)).perfection.mode, 'translation', 'Albus in house 3, next to both');
  t.same((await chart(2, 11)).perfection.mode, 'none');
  // Points 5+4+7+6+5+6+6+5+7+5+7+5 = 68; 68 mod 12 = 8: house 8, Puer.
  t.same([seven.partOfFortune.points, seven.partOfFortune.house, seven.partOfFortune.figure.slug], [68, 8, 'puer']);
  t.same(seven.houses[6].slug, 'seventh');
  t.equal((await post('/v1/geomancy/house-chart', { mothers: MOTHERS })).status, 400, 'quesitedHouse is required');
});
