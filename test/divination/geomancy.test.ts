/**
 * Geomancy (catalogue divination.jsonl): a shield chart worked by hand from the Mothers Puer,
 * Via, Albus, Carcer (Greer's generation rules), the Judge always even over many seeded charts,
 * the four modes of perfection on the same chart, the Part of Fortune, the figure table.
 */
import t from 'tap';
import { app, get, post, schemaErrors } from '../helpers/app.js';
import { add, dotsToMothers, FIGURES, figureOf, points, shield } from '../../plugins/divination/src/lib/geomancy.js';
import { mulberry32 } from '../../runtime/src/services/seeded-random.js';
import figuresOp from '../../plugins/divination/src/geomancy/figures.js';
import shieldOp from '../../plugins/divination/src/geomancy/shield-chart.js';
import houseOp from '../../plugins/divination/src/geomancy/house-chart.js';

await app({ families: ['divination'] });

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
  t.same(r.body.data.figures.find((f: any) => f.slug === 'fortuna-major'), { slug: 'fortuna-major', name: 'Fortuna Major', latin: 'Fortuna Major', english: 'Greater Fortune', rows: [2, 2, 1, 1], element: 'fire', planet: 'sun', sign: 'leo', favourable: 'favourable' });
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
