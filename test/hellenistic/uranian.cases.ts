/**
 * The Uranian (Hamburg School) dial operations through HTTP and their lib with known answers:
 * the eight transneptunian points (Swiss Ephemeris 40-47) against pyswisseph
 * (test/oracles/uranian.py -> vectors/uranian.json), every factor, picture, midpoint and
 * directed hit recomputed here from the Swiss Ephemeris adapter called directly (not through
 * the family's lib), and hand-built configurations whose pictures and clusters are worked out
 * in the comments.
 */
import fs from 'node:fs';
import t, { type Test } from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import dialOp from '../../plugins/hellenistic/src/modern/uranian/dial-90.js';
import picturesOp from '../../plugins/hellenistic/src/modern/uranian/planetary-pictures.js';
import treesOp from '../../plugins/hellenistic/src/modern/uranian/midpoint-trees.js';
import directedOp from '../../plugins/hellenistic/src/modern/uranian/directed-pictures.js';
import { dialClusters, findPictures, foldOnDial, treeOf, whenArc } from '../../plugins/hellenistic/src/lib/uranian.js';

const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const KYIV_JD = Date.UTC(1990, 6, 15, 11, 30) / 86400000 + 2440587.5;
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const lonOf = (jd: number, body: number) => eph.position(jd, body, TROPICAL).longitude;
const norm = (x: number) => ((x % 360) + 360) % 360;
const fold = (x: number, m: number) => { const r = ((x % m) + m) % m; return r > m / 2 ? r - m : r; };
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const VECTORS = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/uranian.json', import.meta.url), 'utf8')) as {
  dates: { jd: number; bodies: { id: number; slug: string; longitude: number; latitude: number; speed: number }[] }[];
};

/** The Kyiv factors in the Hamburg School's order, from the adapter: Sun-Pluto, true node, MC, ASC, Aries point, 40-47. */
function kyivFactors(): { slug: string; longitude: number }[] {
  const slugs = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true-node'];
  const h = eph.houses(KYIV_JD, 50.45, 30.52, 'P', TROPICAL);
  return [
    ...slugs.map((slug, i) => ({ slug, longitude: lonOf(KYIV_JD, i === 10 ? 11 : i) })),
    { slug: 'midheaven', longitude: h.mc }, { slug: 'ascendant', longitude: h.ascendant }, { slug: 'aries-point', longitude: 0 },
    ...VECTORS.dates[0]!.bodies.map((b) => ({ slug: b.slug, longitude: b.longitude })),
  ];
}

async function ok(t: Test, op: { path: string; response: any }, body: unknown, query = '') {
  const r = await post(`/v1${op.path}${query}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}

t.test('the transneptunian points 40-47: the Ephemeris service agrees with pyswisseph to 1e-7 deg on four dates', async (t) => {
  t.equal(VECTORS.dates.length, 4);
  for (const d of VECTORS.dates) {
    for (const b of d.bodies) {
      const p = eph.position(d.jd, b.id, TROPICAL);
      t.ok(Math.abs(fold(p.longitude - b.longitude, 360)) < 1e-7, `${b.slug} at JD ${d.jd}: ${p.longitude} vs ${b.longitude}`);
      t.ok(Math.abs(p.latitude - b.latitude) < 1e-7 && Math.abs(p.longitudeSpeed - b.speed) < 1e-7, `${b.slug} latitude and speed`);
    }
  }
  // Cupido at the Kyiv birth lies in Scorpio, slow and retrograde (its period is about 262 years).
  const cupido = VECTORS.dates[0]!.bodies[0]!;
  t.same([cupido.slug, Math.floor(cupido.longitude / 30) + 1, cupido.speed < 0], ['cupido', 8, true]);
});

t.test('dial clusters: chains across the 90-0 seam, lone factors left out, a dial chained all round', async (t) => {
  // 89.5 -> 0.3 (gap 0.8) -> 1.2 (gap 0.9): one chain across the seam spanning 1.7; 45 alone.
  const c = dialClusters([{ slug: 'a', dial90: 89.5 }, { slug: 'b', dial90: 0.3 }, { slug: 'c', dial90: 1.2 }, { slug: 'd', dial90: 45 }], 1);
  t.equal(c.length, 1);
  t.same(c[0]!.factors, ['a', 'b', 'c']);
  t.ok(Math.abs(c[0]!.spanDeg - 1.7) < 1e-12);
  t.same(dialClusters([{ slug: 'a', dial90: 10 }, { slug: 'b', dial90: 12 }], 1), []);
  // Four points 22.5 apart with orb 30: one chain, spanning 90 - 22.5.
  const all = dialClusters([0, 22.5, 45, 67.5].map((x, i) => ({ slug: String(i), dial90: x })), 30);
  t.same(all, [{ factors: ['0', '1', '2', '3'], spanDeg: 67.5 }]);
});

t.test('dial-90: every factor mod 90/45/22.5 from the ephemeris, 22 factors with the transneptunians and 14 without; names in German', async (t) => {
  const d = await ok(t, dialOp, KYIV);
  const mine = kyivFactors();
  t.same(d.factors.map((f: any) => f.slug), mine.map((f) => f.slug));
  for (const f of d.factors) {
    const l = mine.find((m) => m.slug === f.slug)!.longitude;
    t.ok(Math.abs(fold(f.longitude - l, 360)) < 1e-9 && Math.abs(fold(f.dial90 - (norm(l) % 90), 90)) < 1e-9, `${f.slug} on the dial`);
    t.ok(Math.abs(f.dial45 - (norm(l) % 45)) < 1e-9 && Math.abs(f.dial22Point5 - (norm(l) % 22.5)) < 1e-9);
  }
  t.same(d.factors.find((f: any) => f.slug === 'aries-point').dial90, 0);
  t.ok(d.sorted.every((x: any, i: number, a: any[]) => i === 0 || a[i - 1].dial90 <= x.dial90), 'sorted by the dial');
  // Sun 22.73 deg on the dial, Moon at last quarter (Sun + 270 - 0.2), Jupiter and Saturn within 1.5 deg: one chain.
  const ring = ['sun', 'moon', 'jupiter', 'saturn'].map((s) => norm(mine.find((m) => m.slug === s)!.longitude) % 90).sort((a, b) => a - b);
  t.ok(ring.every((x, i) => i === 0 || x - ring[i - 1]! <= 1.5), 'the adapter chains the four within 1.5 deg');
  const cluster = d.clusters.find((c: any) => c.factors.includes('sun'));
  t.ok(['moon', 'jupiter', 'saturn'].every((s) => cluster.factors.includes(s)));
  for (const c of d.clusters) {
    const dials = c.factors.map((s: string) => d.factors.find((f: any) => f.slug === s).dial90);
    for (let i = 1; i < dials.length; i++) t.ok(norm(dials[i] - dials[i - 1]) % 90 <= 1.5, `${c.factors.join(',')}: neighbours within the orb`);
  }
  const without = await ok(t, dialOp, { ...KYIV, includeTnp: false, clusterOrb: 0.5 });
  t.equal(without.factors.length, 14);
  t.notOk(without.factors.some((f: any) => f.slug === 'cupido'));
  const de = await ok(t, dialOp, KYIV, '?lang=de');
  t.same(['aries-point', 'cupido', 'sun'].map((s) => de.factors.find((f: any) => f.slug === s).name), ['Widderpunkt', 'Cupido', 'Sonne']);
  const bad = await post('/v1/modern/uranian/dial-90', { ...KYIV, clusterOrb: -1 });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /clusterOrb/);
});

t.test('pictures: worked configurations (one sum picture, one midpoint picture, one difference with the Aries point)', async (t) => {
  // 10 + 50 = 20 + 40 = 60: the only disjoint pairs with equal sums (worked in full: the other
  // nine pair sums mod 90 are 20, 30, 50, 10, 70, 0, 40, 80, none matched by a disjoint pair).
  const sum = findPictures([10, 50, 20, 40], 1, 90);
  t.same(sum.map((p) => [p.kind, p.factors, p.orb, p.sensitivePoint]), [['sum', [0, 1, 2, 3], 0, 40]]);
  t.equal(findPictures([10, 50, 20, 40], 1, 360).length, 1);
  // 100/140 = 120, and 210 is 90 deg from it: a midpoint picture on the 90 dial, none on 360.
  const mid = findPictures([100, 140, 210], 1, 90);
  t.same(mid.map((p) => [p.kind, p.factors]), [['midpoint', [0, 1, 2]]]);
  t.equal(Math.abs(foldOnDial(100 + 140 - 2 * 210, 90)), 0);
  t.same(findPictures([100, 140, 210], 1, 360), []);
  // Aries point (0) + 70 = 30 + 40: a difference picture, 70 - 30 = 40.
  const diff = findPictures([0, 30, 70, 40], 1, 90, 0);
  t.same(diff.map((p) => [p.kind, p.factors]), [['difference', [0, 2, 1, 3]]]);
});

t.test('planetary-pictures through HTTP: each picture exact within orb on the adapter, none missed, none twice', async (t) => {
  const orb = 0.5;
  const d = await ok(t, picturesOp, { ...KYIV, orb });
  const mine = kyivFactors();
  const lon = (s: string) => mine.find((m) => m.slug === s)!.longitude;
  t.equal(d.count, d.pictures.length);
  for (const p of d.pictures) {
    const f = p.factors.map((x: any) => lon(x.slug));
    const D = f.length === 3 ? f[2] : f[3];
    const s = f[0] + f[1] - f[2];
    t.ok(Math.abs(norm(s) - p.sensitivePoint.longitude) < 1e-9, `${p.formula.text}: S = A + B - C`);
    t.ok(Math.abs(Math.abs(fold(s - D, 90)) - p.orb) < 1e-9 && p.orb <= orb, `${p.formula.text} within ${orb}`);
    // The formula's references are the factors in order: A, B (the pair), C subtracted unless a midpoint, D (or C) equal.
    t.same([...p.formula.pair, p.formula.minus, p.formula.equals].filter((x: any) => x !== null).map((x: any) => x.slug), p.factors.map((x: any) => x.slug));
    t.equal(p.formula.minus === null, p.kind === 'midpoint');
  }
  // An independent count: every pair of unordered factor pairs, keyed as a set so a picture counts once.
  const keys = new Set<string>();
  const n = mine.length;
  for (let a = 0; a < n; a++) for (let b = a; b < n; b++) for (let c = 0; c < n; c++) for (let e = c; e < n; e++) {
    if (new Set([a, b, c, e]).size < (a === b || c === e ? 3 : 4)) continue;
    if (a === b && c === e) continue;
    if (Math.abs(fold(mine[a]!.longitude + mine[b]!.longitude - mine[c]!.longitude - mine[e]!.longitude, 90)) > orb) continue;
    keys.add([`${a},${b}`, `${c},${e}`].sort().join('|'));
  }
  t.equal(d.count, keys.size, 'as many pictures as distinct pair-pairs within orb');
  t.equal(new Set(d.pictures.map((p: any) => p.formula.text)).size, d.count, 'no formula twice');
  t.ok(d.pictures.some((p: any) => p.kind === 'midpoint') && d.pictures.some((p: any) => p.kind === 'sum'));
  const wide = await ok(t, picturesOp, { ...KYIV, orb: 0.1, dial: 360, includeTnp: false });
  t.equal(wide.dial, 360);
  t.ok(wide.pictures.every((p: any) => p.factors.every((f: any) => !['cupido', 'hades', 'zeus', 'kronos', 'apollon', 'admetos', 'vulkanus', 'poseidon'].includes(f.slug))));
  const bad = await post('/v1/modern/uranian/planetary-pictures', { ...KYIV, dial: 45 });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /dial/);
});

t.test('midpoint trees: a worked tree, and the Sun\'s tree of the Kyiv chart complete against the adapter', async (t) => {
  // 10/100 = 55; 190.5 - 55 = 135.5: 0.5 past a sesquiquadrate, within 1 deg.
  t.same(treeOf(2, [10, 100, 190.5], 1).map((b) => [b.a, b.b, b.midpoint, b.distance, b.angle]), [[0, 1, 55, 0.5, 135]]);
  t.same(treeOf(2, [10, 100, 192], 1), []);
  const d = await ok(t, treesOp, KYIV);
  const mine = kyivFactors();
  t.equal(d.trees.length, mine.length);
  const sun = d.trees.find((x: any) => x.factor.slug === 'sun');
  const expected: string[] = [];
  for (let a = 0; a < mine.length; a++) for (let b = a + 1; b < mine.length; b++) {
    if (a === 0 || b === 0) continue;
    const [x, y] = [mine[a]!.longitude, mine[b]!.longitude];
    const mp = norm(x + fold(y - x, 360) / 2);
    if (Math.abs(fold(mine[0]!.longitude - mp, 45)) <= 1) expected.push(`${mine[a]!.slug}/${mine[b]!.slug}`);
  }
  t.same(sun.midpoints.map((m: any) => m.pair).sort(), expected.sort());
  for (const m of sun.midpoints) {
    const sep = Math.abs(fold(mine[0]!.longitude - m.midpoint, 360));
    t.ok(Math.abs(sep - m.angle) <= 1, `${m.pair}: ${sep} deg is ${m.angle} within the orb`);
  }
});

t.test('directed pictures: every hit exact on the adapter\'s solar arc; the window, the arc now, and bad input', async (t) => {
  t.equal(whenArc([{ jd: 0, arc: 1 }, { jd: 10, arc: 2 }], 1.5), 5);
  t.equal(whenArc([{ jd: 0, arc: 1 }, { jd: 10, arc: 2 }], 2.5), undefined);
  const d = await ok(t, directedOp, { ...KYIV, startDate: '2024-01-01', years: 1 });
  const sun0 = lonOf(KYIV_JD, 0);
  const arcAt = (jd: number) => fold(lonOf(KYIV_JD + (jd - KYIV_JD) / 365.24219, 0) - sun0, 360);
  const start = jdOf('2024-01-01T00:00:00+02:00');
  t.ok(Math.abs(d.solarArcNow - arcAt(start)) < 1e-9, `solar arc at the start ${d.solarArcNow}`);
  t.ok(d.solarArcNow > 32 && d.solarArcNow < 33, 'about 33.5 years of life: 32-33 deg of arc');
  const mine = kyivFactors();
  const lon = (s: string) => mine.find((m) => m.slug === s)!.longitude;
  t.ok(d.count > 0);
  for (const h of d.hits) {
    const jd = jdOf(h.date);
    t.ok(jd <= jdOf('2025-01-01T00:00:00+02:00') && arcAt(start) - arcAt(jd) <= 0.5 + 1e-9, `${h.directed.slug} -> ${h.target} in the window or within orb at its start`);
    const target = h.targetKind === 'factor' ? lon(h.target) : (() => { const [a, b] = h.target.split('/').map(lon); return norm(a + fold(b - a, 360) / 2); })();
    t.ok(Math.abs(fold(target - h.targetLongitude, 360)) < 1e-9);
    t.ok(Math.abs(fold(lon(h.directed.slug) + arcAt(jd) - target, 90)) < 1e-6, `${h.directed.slug} + arc -> ${h.target} exact on the 90 dial`);
    t.ok(Math.abs(h.age - (jd - KYIV_JD) / 365.24219) < 1e-6);
  }
  t.notOk(d.hits.some((h: any) => h.directed.slug === 'aries-point' || h.targetKind === 'sum-point'));
  const sums = await ok(t, directedOp, { ...KYIV, startDate: '2024-01-01', years: 0.1, includeSumPoints: true });
  const sp = sums.hits.find((h: any) => h.targetKind === 'sum-point');
  const [ab, c] = sp.target.split(' - ');
  const [a, b] = ab.split(' + ');
  t.ok(Math.abs(fold(lon(sp.directed.slug) + arcAt(jdOf(sp.date)) - (lon(a) + lon(b) - lon(c)), 90)) < 1e-6, `${sp.target} exact`);
  for (const [body, field] of [[{ startDate: '1980-01-01' }, 'startDate'], [{ years: 11 }, 'years'], [{ orb: -1 }, 'orb']] as const) {
    const r = await post('/v1/modern/uranian/directed-pictures', { ...KYIV, ...body });
    t.equal(r.status, 400, `${field} refused`);
    t.equal(r.body.error.code, 'INVALID_INPUT');
    t.match(JSON.stringify(r.body.error.details), new RegExp(field));
  }
});
