/**
 * The chart analyses through HTTP on Bruce Lee's chart (庚辰 丁亥 甲戌 戊辰), every number worked
 * by hand from the published schemes (catalogue), and the palaces against lunar-javascript's
 * EightChar (getMingGong, getShenGong, getTaiYuan, getTaiXi) on 100 random births.
 */
import t from 'tap';
import lj from 'lunar-javascript';
import { app, post, schemaErrors } from '../helpers/app.js';
import { registryOperation } from './helpers.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { rawPillars } from '../../plugins/chinese/src/lib/bazi.js';
import { ganzhi, jdnOf } from '../../plugins/chinese/src/lib/cycle.js';
import { chartPalaces } from '../../plugins/chinese/src/lib/zi-ping.js';
import { seasonState } from '../../plugins/chinese/src/lib/strength.js';

await app({ families: ['chinese'] });
const { Solar } = lj as any;
const LEE = { date: '1940-11-27', time: '07:12:00', timezone: 'America/Los_Angeles', latitude: 37.79, longitude: -122.42 };
async function ok(path: string, body: unknown) {
  const r = await post(`/v1${path}`, body);
  t.equal(r.status, 200, `${path} 200`);
  t.equal(schemaErrors((await registryOperation(path)).response, r.body.data), null, `${path} matches its schema`);
  return r.body.data;
}
const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

t.test('element balance', async (t) => {
  const b = await ok('/bazi/element-balance', LEE);
  t.same(Object.values(b.elements).map((e: any) => e.count), [1, 1, 4, 1, 1]);
  const pts = Object.values(b.elements).map((e: any) => e.points);
  [1.9, 1.1, 2.8, 1.3, 0.9].forEach((v, i) => t.ok(near(pts[i], v), `points ${i}: ${pts[i]} = ${v}`));
  t.same([b.yinYang, b.dominant, b.missing], [{ yin: 2, yang: 6 }, 'earth', []]);
  const s = await ok('/bazi/element-balance', { ...LEE, seasonal: true });
  t.ok(near(s.elements.water.points, 0.9 * 1.2), 'hai month: water wang x1.2');
  t.ok(near(s.elements.fire.points, 1.1 * 0.8), 'fire is controlled by the water season: si x0.8');
});

t.test('day-master strength and the useful god', async (t) => {
  const s = await ok('/bazi/day-master-strength', LEE);
  t.same(s.points, { wood: 12, fire: 11, earth: 28, metal: 13, water: 16 });
  t.ok(near(s.score, 35));
  t.same([s.verdict, s.rooted, s.followCandidate, s.season.state], ['weak', true, false, 'xiang']);
  t.same(s.components, { seasonal: 20, rooting: 8, support: 0, drain: 52 });
  const f = await ok('/bazi/favourable-elements', LEE);
  t.same([f.usefulGod.element.slug, f.favourable.map((x: any) => x.slug), f.unfavourable[0].slug, f.enemy[0].slug, f.idle[0].slug, f.method], ['water', ['water', 'metal'], 'earth', 'fire', 'wood', 'support-suppress']);
  t.same([0, 1, 2, 3, 4].map((p) => seasonState(p, 11)), ['xiang', 'si', 'qiu', 'xiu', 'wang'], 'the five states in a hai (water) month');
});

t.test('monthly and annual pillars', async (t) => {
  const m = await ok('/bazi/monthly-pillars', { year: 2026 });
  t.same(m.months.map((x: any) => x.pillar.slug), ['geng-yin', 'xin-mao', 'ren-chen', 'gui-si', 'jia-wu', 'yi-wei', 'bing-shen', 'ding-you', 'wu-xu', 'ji-hai', 'geng-zi', 'xin-chou'], 'bing year: Five Tigers from geng-yin');
  t.match(m.months[0].startsAt, /^2026-02-04T04:0\d:\d\d\+08:00$/, 'Lichun 2026 at 04:02 CST');
  t.equal(m.months[11].jie.slug, 'xiao-han');
  t.match(m.months[11].endsAt, /^2027-02-04T/, 'the last month ends at the next Lichun');
  t.equal(m.dayMaster, null);
  const w = await ok('/bazi/monthly-pillars', { year: 2026, chart: LEE });
  t.equal(w.months[0].tenGod.slug, 'qi-sha', 'geng against jia');
  t.match(w.months[0].startsAt, /-08:00$/, 'in the chart\'s zone');
  const a = await ok('/bazi/annual-pillars', { ...LEE, gender: 'male', fromYear: 1973, toYear: 1974 });
  const y73 = a.years[0];
  t.same([y73.pillar.slug, y73.tenGod.slug, y73.branchTenGod.slug, y73.naYin.slug], ['gui-chou', 'zheng-yin', 'zheng-cai', 'sang-zhe-mu']);
  const kinds = y73.interactions.filter((x: any) => x.with.pillar !== 'luck').map((x: any) => `${x.type}:${x.with.pillar}`);
  t.same(kinds, ['destruction:year', 'punishment:day', 'destruction:hour'], 'chou breaks chen, punishes xu');
  t.ok(y73.luckPillar !== null, 'a luck pillar is running in 1973');
  const bad = await post('/v1/bazi/annual-pillars', { ...LEE, fromYear: 1900, toYear: 2030 });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'toYear');
});

t.test('palaces: Lee by hand, 100 births as lunar-javascript', async (t) => {
  const p = await ok('/bazi/palaces', LEE);
  // Month hai (from yin 10), hour chen (3): n = 13, palace 1 = yin; geng year: Five Tigers wu-yin.
  t.same([p.lifePalace.pillar.slug, p.conceptionPalace.pillar.slug, p.conceptionBreath.pillar.slug], ['wu-yin', 'wu-yin', 'ji-mao']);
  const e = new SwissEphemeris();
  let seed = 7; const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const diffs: string[] = [];
  for (let k = 0; k < 100; k++) {
    const y = 1901 + Math.floor(rnd() * 199), mo = 1 + Math.floor(rnd() * 12), d = 1 + Math.floor(rnd() * 28), h = Math.floor(rnd() * 24), mi = Math.floor(rnd() * 60);
    const raw = rawPillars(e, jdnOf(y, mo, d) - 0.5 + (h + mi / 60 - 8) / 24, 8, 120, { hourBasis: 'local', ziHourRule: 'early-late', yearBoundary: 'lichun' });
    const ec = Solar.fromYmdHms(y, mo, d, h, mi, 0).getLunar().getEightChar();
    const ours = chartPalaces(raw.year, raw.month, raw.day, raw.hour);
    const a = [ours.life, ours.body, ours.conception, ours.conceptionBreath].map((i) => ganzhi(i).chinese).join(' ');
    const b = [ec.getMingGong(), ec.getShenGong(), ec.getTaiYuan(), ec.getTaiXi()].join(' ');
    if (a !== b) diffs.push(`${y}-${mo}-${d} ${h}:${mi} ${a} | ${b}`);
  }
  t.same(diffs, []);
});

t.test('compatibility: jia and ji combine, xu punishes wei, chen harms mao', async (t) => {
  const other = { date: '2000-01-02', time: '12:00:00', timezoneOffset: 8, latitude: 39.9, longitude: 116.4 }; // ji-wei day, ji-mao (Lichun) year
  const c = await ok('/bazi/compatibility', { chart1: LEE, chart2: other });
  t.same([c.dayMasters.relation, c.dayMasters.points], ['combination', 25]);
  t.same([c.spousePalaces.interaction, c.spousePalaces.points], ['punishment', -10]);
  t.same(c.notes, [{ slug: 'day-branches-also', relations: [{ slug: 'destruction', name: 'destruction (po)' }], text: 'Day branches, also: destruction (po)' }]);
  t.same([c.yearBranches.interaction, c.yearBranches.points], ['harm', -5]);
  t.ok(c.elementSupport.aForB >= 0 && c.elementSupport.aForB <= 15 && c.elementSupport.bForA >= 0 && c.elementSupport.bForA <= 15);
  t.ok(near(c.score, 50 + 25 - 10 - 5 + c.elementSupport.aForB + c.elementSupport.bForA), 'the score is the sum of its components from 50');
  const bad = await post('/v1/bazi/compatibility', { chart1: LEE });
  t.equal(bad.status, 400);
});

t.test('period analysis: Bruce Lee on 20 July 1973', async (t) => {
  const p = await ok('/bazi/period-analysis', { ...LEE, gender: 'male', targetDate: '1973-07-20' });
  // Geng (yang) year, male: forward from ding-hai, decades from about 1944: wu-zi, ji-chou, geng-yin (1964-1974).
  t.same([p.luckPillar.pillar.slug, p.luckPillar.tenGod.slug], ['geng-yin', 'qi-sha']);
  t.same([p.annualPillar.pillar.slug, p.monthlyPillar.pillar.slug, p.dailyPillar.pillar.slug], ['gui-chou', 'ji-wei', 'ding-si'], 'gui year: Five Tigers from jia-yin, wei month ji-wei; (JDN + 49) mod 60 = 53');
  t.same(p.favourableHits.map((h: any) => `${h.period}:${h.part}:${h.element.slug}`), ['luck:stem:metal', 'annual:stem:water']);
  t.same(p.unfavourableHits.map((h: any) => `${h.period}:${h.part}:${h.element.slug}`), ['annual:branch:earth', 'monthly:stem:earth', 'monthly:branch:earth', 'daily:stem:fire', 'daily:branch:fire']);
  const clash = p.interactions.clashes.map((c: any) => c.members.map((m: any) => m.pillar).join('-'));
  t.ok(clash.includes('month-daily'), 'si clashes the natal hai');
  t.ok(clash.includes('annual-monthly'), 'chou clashes wei');
  t.ok(p.interactions.clashes.every((c: any) => c.members.some((m: any) => ['luck', 'annual', 'monthly', 'daily'].includes(m.pillar))), 'only interactions involving a period pillar');
});
