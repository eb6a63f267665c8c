/**
 * /forecast-calendar: the merge against the engines it reuses (the same events as
 * /transit-calendar for Jupiter-Pluto, /directions/solar-arc/hits), and against DE421
 * (test/oracles/vectors/events.json, skyfield's own bisection): the 2024 solar return, the lunar
 * returns and the new and full moons of the events.json birth (1990-07-15 09:00 UT).
 */
import { bodyRefOfName } from '../../plugins/western/src/lib/vocabulary.js';
import t from 'tap';
import fs from 'node:fs';
import { post, schemaErrors } from '../helpers/app.js';
import forecastOp from '../../plugins/western/src/forecast-calendar.js';

const EV = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8'));
const BIRTH = { date: EV.birth.date, time: EV.birth.time, timezoneOffset: 0, latitude: 50.45, longitude: 30.52 };
const near = (a: string, b: string, s: number) => Math.abs(Date.parse(a) - Date.parse(b)) <= s * 1000;

t.test('/forecast-calendar 2024: envelope, schema, order, byMonth, returns and lunations against DE421', async (t) => {
  const r = await post('/v1/forecast-calendar', { ...BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.equal(schemaErrors(forecastOp.response, d), null);
  t.equal(d.moment.utc, '1990-07-15T09:00:00Z');
  t.equal(d.count, d.events.length);
  const techniques = new Set(d.events.map((e: any) => e.technique));
  for (const k of ['transit', 'progression', 'return', 'lunation']) t.ok(techniques.has(k), `has ${k}`);
  for (let i = 1; i < d.events.length; i++) if (d.events[i].exactAt < d.events[i - 1].exactAt) t.fail(`not sorted at ${i}`);
  const indexed = Object.values(d.byMonth).flat() as number[];
  t.same([...indexed].sort((a, b) => a - b), d.events.map((_: any, i: number) => i), 'byMonth indexes every event once');
  for (const [m, ix] of Object.entries(d.byMonth)) for (const i of ix as number[]) t.equal(d.events[i].date.slice(0, 7), m);
  // Solar return 2024 against DE421: within 60 s (Swiss vs DE421 and Delta T).
  const sr = d.events.filter((e: any) => e.technique === 'return' && e.body.slug === 'sun');
  t.equal(sr.length, 1);
  t.same([sr[0].body, sr[0].target], [{ id: 0, slug: 'sun', name: 'Sun' }, { id: 0, slug: 'sun', name: 'Sun' }], 'the returning Sun to the natal Sun, by reference');
  t.equal(sr[0].aspect, null, 'a return has no aspect: its technique and body say which (issue 12: it was "solar return")');
  for (const e of d.events.filter((x: any) => x.technique === 'transit' || x.technique === 'progression')) t.ok(typeof e.aspect.slug === 'string' && typeof e.aspect.name === 'string', 'an aspect by reference');
  t.ok(near(sr[0].exactAt, EV.solarReturns[0].utc, 60), `solar return ${sr[0].exactAt} vs ${EV.solarReturns[0].utc}`);
  const lr = d.events.filter((e: any) => e.technique === 'return' && e.body.slug === 'moon');
  const deLr = EV.lunarReturns.filter((x: any) => x.utc >= '2024-01-01' && x.utc < '2025-01-01');
  t.equal(lr.length, deLr.length, 'as many lunar returns as DE421 has in 2024');
  lr.forEach((e: any, i: number) => t.ok(near(e.exactAt, deLr[i].utc, 60), `lunar return ${e.exactAt} vs ${deLr[i].utc}`));
  const syz = EV.lunations.filter((l: any) => l.phase === 0 || l.phase === 180);
  // events.json holds the lunations of January and February 2024.
  const lunations = d.events.filter((x: any) => x.technique === 'lunation' && x.exactAt < '2024-02-28');
  t.ok(lunations.length > 0);
  for (const e of lunations) {
    t.ok(syz.some((l: any) => near(e.exactAt, l.utc, 60)), `${e.lunation} ${e.exactAt} is a DE421 syzygy`);
    t.equal(e.body.slug, 'moon', 'a lunation moves the Moon');
    t.ok(['new-moon', 'full-moon', 'solar-eclipse', 'lunar-eclipse'].includes(e.lunation), 'its kind in lunation');
  }
  // Weights: Pluto transits to a luminary or angle by a hard aspect are the heaviest transits.
  for (const e of d.events.filter((x: any) => x.technique === 'transit')) {
    t.ok(e.weight >= 2 && e.weight <= 8);
    t.ok(Date.parse(e.window.from) <= Date.parse(e.exactAt) && Date.parse(e.exactAt) <= Date.parse(e.window.to));
  }
});

t.test('/forecast-calendar transits and solar arcs are those of /transit-calendar and /directions/solar-arc/hits', async (t) => {
  const body = { ...BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' };
  const [f, tc, sa] = await Promise.all([
    post('/v1/forecast-calendar', { ...body, include: ['transits', 'solar-arcs'] }),
    post('/v1/transit-calendar', { ...body, transitPlanetIds: [5, 6, 7, 8, 9] }),
    post('/v1/directions/solar-arc/hits', body),
  ]);
  t.equal(f.status, 200); t.equal(tc.status, 200); t.equal(sa.status, 200);
  const mine = f.body.data.events.filter((e: any) => e.technique === 'transit').map((e: any) => `${e.body.slug}|${e.target.slug}|${e.exactAt}`).sort();
  const theirs = tc.body.data.events.flatMap((e: any) => e.exactAt.filter((x: string) => x >= '2024-01-01' && x <= '2025-01-01').map((x: string) => `${e.transitPlanet.slug}|${bodyRefOfName(e.natalPoint.name, 'en').slug}|${x}`)).sort();
  t.same(mine, theirs);
  const arcs = f.body.data.events.filter((e: any) => e.technique === 'solar-arc').map((e: any) => e.exactAt).sort();
  t.same(arcs, sa.body.data.hits.map((h: any) => h.exactAt).sort());
  t.same(f.body.data.include, ['transits', 'solar-arcs']);
  // In Japanese the aspects come from core's aspect table.
  const ja = (await post('/v1/forecast-calendar', { ...body, include: ['transits'] }, { 'accept-language': 'ja' })).body.data;
  const names: Record<string, string> = { conjunction: 'コンジャンクション', opposition: 'オポジション', square: 'スクエア', trine: 'トライン', sextile: 'セクスタイル' };
  for (const e of ja.events) if (names[e.aspect.slug]) t.equal(e.aspect.name, names[e.aspect.slug]);
});

t.test('/forecast-calendar refuses bad ranges naming the field', async (t) => {
  const long = await post('/v1/forecast-calendar', { ...BIRTH, startDate: '2024-01-01', endDate: '2025-06-01' });
  t.equal(long.status, 400);
  t.match(JSON.stringify(long.body.error.details), /endDate/);
  const badInc = await post('/v1/forecast-calendar', { ...BIRTH, startDate: '2024-01-01', endDate: '2024-02-01', include: ['tarot'] });
  t.equal(badInc.status, 400);
  t.match(JSON.stringify(badInc.body.error.details), /include/);
  const before = await post('/v1/forecast-calendar', { ...BIRTH, startDate: '1989-01-01', endDate: '1989-12-31' });
  t.equal(before.status, 400);
  t.match(JSON.stringify(before.body.error.details), /endDate/);
});
