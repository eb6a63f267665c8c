/**
 * Numerology (catalogue divination.jsonl): Decoz's worked life path (18 November 1979: 11 + 9 +
 * 8 = 28 -> 1), names worked letter by letter in both systems, the Y rule on Decoz's and Jordan's
 * examples (Lynn, Mary vowel; Yolanda, Murray consonant), Cheiro's letter table and compound
 * reduction, the dated cycles for the same birth, the Lo Shu grid, transits and compatibility.
 */
import t from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { expression, isVowelAt, letterValue, nameParts, personality, reduce, soulUrge, transitAt, cheiroCompound } from '../../plugins/divination/src/lib/numerology.js';
import lifePathOp from '../../plugins/divination/src/numerology/life-path.js';
import expressionOp from '../../plugins/divination/src/numerology/expression.js';
import pinnaclesOp from '../../plugins/divination/src/numerology/pinnacles.js';
import challengesOp from '../../plugins/divination/src/numerology/challenges.js';
import loShuOp from '../../plugins/divination/src/numerology/lo-shu-grid.js';
import chaldeanOp from '../../plugins/divination/src/numerology/chaldean-name.js';
import transitsOp from '../../plugins/divination/src/numerology/transits-essence.js';
import compatOp from '../../plugins/divination/src/numerology/compatibility.js';
import lessonsOp from '../../plugins/divination/src/numerology/karmic-lessons.js';

await app({ families: ['divination'] });

const NAME = 'Thomas John Smith';

t.test('reduction, letter values, the Y rule', async (t) => {
  t.same([reduce(28), reduce(29), reduce(38), reduce(1979), reduce(33), reduce(22, false)], [1, 11, 11, 8, 33, 4]);
  t.same([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => letterValue(c, 'pythagorean')).join(''), '12345678912345678912345678');
  t.same([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => letterValue(c, 'chaldean')).join(''), '12345835112345781234666517', 'Cheiro 1926: no letter is 9');
  t.ok(isVowelAt('LYNN', 1) && isVowelAt('MARY', 3), 'Lynn, Mary: Y a vowel');
  t.ok(!isVowelAt('YOLANDA', 0) && !isVowelAt('MURRAY', 5), 'Yolanda, Murray: Y a consonant');
  t.same(nameParts('Zoë  Łukasz-Brontë', 'fullName'), ['ZOE', 'LUKASZBRONTE'], 'diacritics stripped, hyphen joins');
  t.same(cheiroCompound(61), 7);
  t.same(cheiroCompound(52), 52);
});

t.test('Thomas John Smith worked by hand', async (t) => {
  const parts = nameParts(NAME, 'fullName');
  // THOMAS 2+8+6+4+1+1 = 22 (master, kept), JOHN 1+6+8+5 = 20 -> 2, SMITH 1+4+9+2+8 = 24 -> 6: 30 -> 3.
  t.same(expression(parts, 'pythagorean').parts.map((p) => p.value), [22, 2, 6]);
  t.same([expression(parts, 'pythagorean').unreducedTotal, expression(parts, 'pythagorean').number], [30, 3]);
  // Vowels O6 A1 = 7; O6 = 6; I9 = 9 -> 22, a master number.
  t.same([soulUrge(parts, 'pythagorean').unreducedTotal, soulUrge(parts, 'pythagorean').number], [22, 22]);
  // Consonants T2 H8 M4 S1 = 15 -> 6; J1 H8 N5 = 14 -> 5; S1 M4 T2 H8 = 15 -> 6: 17 -> 8.
  t.same([personality(parts, 'pythagorean').unreducedTotal, personality(parts, 'pythagorean').number], [17, 8]);
  const r = await post('/v1/numerology/expression', { fullName: NAME });
  t.equal(r.status, 200);
  t.equal(schemaErrors(expressionOp.response, r.body.data), null);
  t.same([r.body.data.number, r.body.data.isMaster, r.body.data.letters.length], [3, false, 15]);
  const ch = await post('/v1/numerology/expression', { fullName: NAME, system: 'chaldean' });
  // Chaldean: THOMAS 4+5+7+4+1+3 = 24 -> 6; JOHN 1+7+5+5 = 18 -> 9; SMITH 3+4+1+4+5 = 17 -> 8: 23 -> 5.
  t.same([ch.body.data.parts.map((p: any) => p.value), ch.body.data.number], [[6, 9, 8], 5]);
  const cyr = await post('/v1/numerology/expression', { fullName: 'Иван Петров' });
  t.same([cyr.status, cyr.body.error.details[0].path], [400, 'fullName'], 'non-Latin letters refused');
});

t.test("Decoz's life path and the dated cycles of 18 November 1979", async (t) => {
  const r = await post('/v1/numerology/life-path', { birthDate: '1979-11-18' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(lifePathOp.response, r.body.data), null);
  t.same([r.body.data.components, r.body.data.unreducedTotal, r.body.data.number, r.body.data.karmicDebt], [{ month: 11, day: 9, year: 8 }, 28, 1, null]);
  const full = await post('/v1/numerology/life-path', { birthDate: '1979-11-18', method: 'full-sum' });
  t.same([full.body.data.unreducedTotal, full.body.data.number], [37, 1], '1+1+1+8+1+9+7+9 = 37 -> 10 -> 1');
  const debt = await post('/v1/numerology/life-path', { birthDate: '1985-03-23' });
  t.same([debt.body.data.unreducedTotal, debt.body.data.karmicDebt, debt.body.data.number], [13, 13, 4], '3 + (23 -> 5) + (1985 -> 23 -> 5) = 13: karmic debt 13, life path 4');
  const py = await post('/v1/numerology/personal-year', { birthDate: '1979-11-18', date: '2026-03-01' });
  // 11 -> 2, 18 -> 9, 2026 -> 10 -> 1: 12 -> 3.
  t.same([py.body.data.personalYear, py.body.data.universalYear, py.body.data.cycleStart, py.body.data.cycleEnd], [3, 1, '2026-01-01', '2026-12-31']);
  const pyb = await post('/v1/numerology/personal-year', { birthDate: '1979-11-18', date: '2026-03-01', boundary: 'birthday' });
  t.same([pyb.body.data.personalYear, pyb.body.data.cycleStart, pyb.body.data.cycleEnd], [2, '2025-11-18', '2026-11-17'], '2025: 2 + 9 + 9 = 20 -> 2');
  const pm = await post('/v1/numerology/personal-month', { birthDate: '1979-11-18', date: '2026-03-01' });
  const pd = await post('/v1/numerology/personal-day', { birthDate: '1979-11-18', date: '2026-03-01' });
  t.same([pm.body.data.personalMonth, pd.body.data.personalDay], [6, 7], '3 + 3 = 6; 6 + 1 = 7');
  const p = await post('/v1/numerology/pinnacles', { birthDate: '1979-11-18', date: '2026-03-01' });
  t.equal(schemaErrors(pinnaclesOp.response, p.body.data), null);
  // 11 + 9 = 20 -> 2; 9 + 8 = 17 -> 8; 2 + 8 = 10 -> 1; 11 + 8 = 19 -> 1. Life path 1: the first ends at 35.
  t.same(p.body.data.pinnacles.map((x: any) => [x.number, x.fromAge, x.toAge, x.fromYear]), [[2, 0, 35, 1979], [8, 35, 44, 2014], [1, 44, 53, 2023], [1, 53, null, 2032]]);
  t.same([p.body.data.age, p.body.data.current], [46, 3]);
  const c = await post('/v1/numerology/challenges', { birthDate: '1979-11-18', date: '2026-03-01' });
  t.equal(schemaErrors(challengesOp.response, c.body.data), null);
  t.same([c.body.data.challenges.map((x: any) => x.number), c.body.data.main], [[7, 1, 6, 6], 6], '|2-9|, |9-8|, |7-1|, |2-8|');
  const pc = await post('/v1/numerology/period-cycles', { birthDate: '1979-11-18', date: '2026-03-01' });
  t.same(pc.body.data.cycles.map((x: any) => [x.name, x.number, x.fromAge, x.toAge]), [['formative', 11, 0, 35], ['productive', 9, 35, 62], ['harvest', 8, 62, null]]);
  const mat = await post('/v1/numerology/maturity', { birthDate: '1979-11-18', fullName: NAME });
  t.same([mat.body.data.lifePath, mat.body.data.expression, mat.body.data.number], [1, 3, 4]);
  const bd = await post('/v1/numerology/birthday', { birthDate: '1979-11-29' });
  t.same([bd.body.data.number, bd.body.data.isMaster], [11, true]);
});

t.test('name tables: lessons, passion, balance, karmic debt, Cheiro', async (t) => {
  const l = await post('/v1/numerology/karmic-lessons', { fullName: NAME });
  t.equal(schemaErrors(lessonsOp.response, l.body.data), null);
  // T2 H8 O6 M4 A1 S1 J1 O6 H8 N5 S1 M4 I9 T2 H8: 1 x4, 2 x2, 4 x2, 5, 6 x2, 8 x3, 9; no 3, no 7.
  t.same([l.body.data.missing, l.body.data.counts], [[3, 7], { 1: 4, 2: 2, 3: 0, 4: 2, 5: 1, 6: 2, 7: 0, 8: 3, 9: 1 }]);
  const hp = await post('/v1/numerology/hidden-passion', { fullName: NAME });
  t.same([hp.body.data.numbers, hp.body.data.count], [[1], 4]);
  const b = await post('/v1/numerology/balance', { fullName: NAME });
  t.same([b.body.data.number, b.body.data.initials.map((i: any) => i.letter)], [4, ['T', 'J', 'S']], 'T2 + J1 + S1 = 4');
  const k = await post('/v1/numerology/karmic-debt', { birthDate: '1986-03-19', fullName: NAME });
  t.same(k.body.data.found.map((f: any) => [f.number, f.in]), [[19, 'birthday']]);
  const ch = await post('/v1/numerology/chaldean-name', { name: 'Thomas Smith' });
  t.equal(schemaErrors(chaldeanOp.response, ch.body.data), null);
  // 4+5+7+4+1+3 + 3+4+1+4+5 = 41: Cheiro's 41 reads as 32; root 5.
  t.same([ch.body.data.total, ch.body.data.compound, ch.body.data.root, ch.body.data.compoundMeaning], [41, 41, 5, 'as 32']);
});

t.test('Lo Shu grid, transits and essence, compatibility', async (t) => {
  const g = await post('/v1/numerology/lo-shu-grid', { birthDate: '1990-07-15' });
  t.equal(schemaErrors(loShuOp.response, g.body.data), null);
  // 1, 9, 9, 7, 1, 5 (zeros ignored); driver 15 -> 6, conductor 1+9+9+0+0+7+1+5 = 32 -> 5.
  t.same([g.body.data.missing, g.body.data.repeated, g.body.data.driver, g.body.data.conductor], [[2, 3, 4, 6, 8], [{ digit: 1, count: 2 }, { digit: 9, count: 2 }], 6, 5]);
  t.same(g.body.data.planes.filter((p: any) => p.complete).map((p: any) => p.slug), ['will'], '9-5-1 complete');
  const gd = await post('/v1/numerology/lo-shu-grid', { birthDate: '1990-07-15', addDriverConductor: true });
  t.same(gd.body.data.missing, [2, 3, 4, 8], 'the driver 6 and conductor 5 added');
  // Age 47 in 2026: THOMAS (22-year cycle) 44 + T2 -> H from 46 to 54; JOHN (20) 40 + J1 O6 -> H 47-55; SMITH (24) 24 + S1 M4 I9 T2 -> H 40-48.
  t.same(transitAt('THOMAS', 47), { letter: 'H', value: 8, fromAge: 46, toAge: 54 });
  const te = await post('/v1/numerology/transits-essence', { fullName: NAME, birthDate: '1979-11-18', year: 2026 });
  t.equal(schemaErrors(transitsOp.response, te.body.data), null);
  t.same([te.body.data.age, te.body.data.transits.mental, te.body.data.transits.spiritual.fromAge, te.body.data.essence.number], [47, { letter: 'H', value: 8, fromAge: 47, toAge: 55 }, 40, 6]);
  const cp = await post('/v1/numerology/compatibility', { person1: { fullName: NAME, birthDate: '1979-11-18' }, person2: { birthDate: '1981-04-02' } });
  t.equal(schemaErrors(compatOp.response, cp.body.data), null);
  // 1981-04-02: 4 + 2 + 1 = 7; life paths 1 and 7: the 1-5-7 family, natural -> 100.
  t.same([cp.body.data.pairs, cp.body.data.score], [[{ kind: 'life-path', a: 1, b: 7, rating: 'natural' }], 100]);
  const none = await post('/v1/numerology/compatibility', { person1: { fullName: NAME }, person2: { birthDate: '1981-04-02' } });
  t.equal(none.status, 400);
});
