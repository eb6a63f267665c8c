/**
 * The cycle operations through HTTP against known answers: independent DE421 roots
 * (test/oracles/vectors/events.json: the 2024 equinoxes and full moons), the bodies cast by
 * /planets and /declinations at the reported instants, and the textbook cycle lengths (Saturn
 * returns near 29.5, the progressed Moon's cycle about 27.3 years, the nodal cycle 18.6).
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import halfSolarOp from '../../plugins/western/src/returns/half-solar.js';
import halfLunarOp from '../../plugins/western/src/returns/half-lunar.js';
import lunarPhaseOp from '../../plugins/western/src/returns/lunar-phase.js';
import lifeCyclesOp from '../../plugins/western/src/life-cycles.js';
import currentOp from '../../plugins/western/src/life-cycles/current.js';
import progMoonOp from '../../plugins/western/src/life-cycles/progressed-moon.js';
import stationsOp from '../../plugins/western/src/progressions/stations.js';
import declinationsOp from '../../plugins/western/src/progressions/declinations.js';
import calendarOp from '../../plugins/western/src/progressions/calendar.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

interface Ev { jdTT: number; utc: string; [k: string]: any }
const V = JSON.parse(readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8')) as Record<string, Ev[]>;
const eph = new SwissEphemeris();
/** Service UT instant vs reference TT instant, seconds. */
const dt = (jdUT: number, ref: Ev) => (jdUT + eph.deltaTSeconds(jdUT) / 86400 - ref.jdTT) * 86400;
const wrap = (x: number) => ((x % 360) + 540) % 360 - 180;
/** Birth data for an instant given as ISO 8601 with any offset (to the second), cast at UTC. */
const at = (iso: string) => {
  const u = new Date(Date.parse(iso)).toISOString();
  return { date: u.slice(0, 10), time: u.slice(11, 19), timezoneOffset: 0, latitude: 50.45, longitude: 30.52 };
};
const jdToIso = (jd: number) => new Date(Math.round((jd - 2440587.5) * 86400) * 1000).toISOString().slice(0, 19) + 'Z';
async function lon(iso: string, id: number): Promise<number> {
  const r = await post('/v1/planets', { ...at(iso), visiblePlanetIds: [id] });
  return r.body.data.planets[0].longitude;
}
const KYIV_BIRTH_JD = Date.UTC(1990, 6, 15, 11, 30) / 86400000 + 2440587.5;

t.test('returns/half-solar: born at the 2024 March equinox, the half return is the September equinox (DE421)', async (t) => {
  const spring = V.ingresses!.find((x) => x.body === 0 && x.toSignIndex === 0)!;
  const autumn = V.ingresses!.find((x) => x.body === 0 && x.toSignIndex === 6)!;
  const r = await post('/v1/returns/half-solar', { ...at(spring.utc), year: 2024 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(halfSolarOp.response, r.body.data), null);
  const d = r.body.data;
  t.ok(Math.abs(dt(d.returnMoment.julianDayUT, autumn)) < 5, `half return ${d.returnMoment.utc} vs DE421 ${autumn.utc} (${dt(d.returnMoment.julianDayUT, autumn).toFixed(2)} s)`);
  t.equal(d.houses.length, 12);
  const k = await post('/v1/returns/half-solar', { ...KYIV, year: 2024 });
  t.equal(k.status, 200);
  const natalSun = (await post('/v1/planets', { ...KYIV, visiblePlanetIds: [0] })).body.data.planets[0].longitude;
  t.ok(k.body.data.returnMoment.utc.startsWith('2025-01'), 'a July birthday: the half return of 2024 falls in January 2025');
  t.ok(Math.abs(wrap((await lon(k.body.data.returnMoment.utc, 0)) - natalSun - 180)) < 1e-4, 'the Sun opposite its natal place, as /planets casts it');
  t.equal((await post('/v1/returns/half-solar', { ...KYIV, year: 3500 })).status, 400);
});

t.test('returns/half-lunar: the Moon opposite its natal place, about every 27.3 days', async (t) => {
  const r = await post('/v1/returns/half-lunar', { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(halfLunarOp.response, r.body.data), null);
  const d = r.body.data;
  t.ok(d.count === 13 || d.count === 14, `${d.count} in a year`);
  const natalMoon = (await post('/v1/planets', { ...KYIV, visiblePlanetIds: [1] })).body.data.planets[0].longitude;
  for (const x of d.returns.slice(0, 3)) t.ok(Math.abs(wrap((await lon(x.moment.utc, 1)) - natalMoon - 180)) < 0.005, `Moon opposite natal at ${x.moment.utc}`);
  for (let i = 1; i < d.count; i++) {
    const gap = d.returns[i].moment.julianDayUT - d.returns[i - 1].moment.julianDayUT;
    t.ok(gap > 27.0 && gap < 27.7, `gap ${gap.toFixed(2)} days`);
  }
  t.equal((await post('/v1/returns/half-lunar', { ...KYIV, startDate: '2024-01-01', endDate: '2025-01-03' })).status, 400, 'more than a year');
});

t.test('returns/lunar-phase: born at a full moon, the phase returns are the next full moons (DE421)', async (t) => {
  const full = V.lunations!.filter((x) => x.phase === 180);
  const last = V.lunations!.at(-1)!;
  const endDate = last.utc.slice(0, 10);
  const r = await post('/v1/returns/lunar-phase', { ...at(full[0]!.utc), startDate: '2024-02-01', endDate });
  t.equal(r.status, 200);
  t.equal(schemaErrors(lunarPhaseOp.response, r.body.data), null);
  const d = r.body.data;
  t.ok(Math.abs(d.natalElongation - 180) < 0.001, `natal elongation ${d.natalElongation}`);
  const later = full.filter((x) => x.jdTT > full[0]!.jdTT + 2 && x.utc.slice(0, 10) <= endDate);
  t.ok(later.length >= 1);
  t.equal(d.count, later.length);
  d.returns.forEach((x: any, i: number) => t.ok(Math.abs(dt(x.julianDayUT, later[i]!)) < 5, `${x.exactAt} vs full moon ${later[i]!.utc}`));
  const y = (await post('/v1/returns/lunar-phase', { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31' })).body.data;
  t.ok(y.count === 12 || y.count === 13, `${y.count} in a year`);
  for (let i = 1; i < y.count; i++) {
    const gap = y.returns[i].julianDayUT - y.returns[i - 1].julianDayUT;
    t.ok(gap > 29.1 && gap < 30.0, `synodic gap ${gap.toFixed(2)} days (the synodic month runs 29.18-29.93)`);
  }
  t.equal((await post('/v1/returns/lunar-phase', { ...KYIV, startDate: '2024-01-01', endDate: '2026-02-01' })).status, 400, 'more than 2 years');
});

t.test('life-cycles: Jupiter, Saturn, the node and the outer planets at their textbook ages', async (t) => {
  const r = await post('/v1/life-cycles', { ...KYIV });
  t.equal(r.status, 200);
  t.equal(schemaErrors(lifeCyclesOp.response, r.body.data), null);
  const ev = r.body.data.events as any[];
  const ages = (cycle: string, phase: string) => ev.filter((e) => e.cycle === cycle && e.phase === phase && e.pass === 1).map((e) => e.age);
  const sat = ages('saturn', 'return');
  t.ok(sat.length === 3 && sat[0] > 29 && sat[0] < 30 && sat[1] > 58 && sat[1] < 60 && sat[2] > 87 && sat[2] < 89, `Saturn returns ${sat}`);
  const jup = ages('jupiter', 'return');
  t.ok(jup.length === 7 && jup.every((a, i) => Math.abs(a - 11.86 * (i + 1)) < 0.8), `Jupiter returns ${jup}`);
  const node = ages('node', 'return');
  t.ok(node.length === 4 && node.every((a, i) => Math.abs(a - 18.6 * (i + 1)) < 0.1), `nodal returns ${node}`);
  const rev = ages('node', 'nodal-reversal');
  t.ok(rev.length === 5 && rev.every((a, i) => Math.abs(a - 9.3 - 18.6 * i) < 0.2), `nodal reversals ${rev}`);
  const uo = ages('uranus', 'opposition');
  t.ok(uo.length === 1 && uo[0] > 40 && uo[0] < 45, `Uranus opposition ${uo}`);
  const ns = ages('neptune', 'waxing-square');
  t.ok(ns.length === 1 && ns[0] > 38 && ns[0] < 43, `Neptune square ${ns}`);
  const cr = ages('chiron', 'return');
  t.ok(cr.length === 1 && cr[0] > 48 && cr[0] < 52, `Chiron return ${cr}`);
  t.notOk(ev.some((e) => e.age < 1), 'no event from the loop over the natal degree just after birth');
  // The first Saturn return, cast by /planets: Saturn on its natal degree.
  const natalSaturn = (await post('/v1/planets', { ...KYIV, visiblePlanetIds: [6] })).body.data.planets[0].longitude;
  const s1 = ev.find((e) => e.cycle === 'saturn' && e.phase === 'return')!;
  t.ok(Math.abs(wrap((await lon(s1.at, 6)) - natalSaturn)) < 1e-4, `Saturn on its natal degree at ${s1.at}`);
  // byCycle indexes into events.
  for (const [c, idx] of Object.entries(r.body.data.byCycle as Record<string, number[]>)) t.ok(idx.every((i) => ev[i].cycle === c), `byCycle.${c}`);
  const only = await post('/v1/life-cycles', { ...KYIV, toAge: 60, bodies: ['saturn'] });
  t.same(only.body.data.events.filter((e: any) => e.phase === 'return').map((e: any) => e.pass), [1, 1, 2, 3], 'Saturn return at 29, then the triple pass near 59');
  // Each event names its cycle's body by reference (issue 12), in the answer's language; the node cycle is the mean node's.
  const de = (await post('/v1/life-cycles', { ...KYIV, toAge: 20, bodies: ['saturn', 'node'] }, { 'accept-language': 'de' })).body.data.events;
  t.same([...new Set(de.map((e: any) => `${e.cycle}:${e.body.slug}:${e.body.id}`))].sort(), ['node:mean-node:10', 'saturn:saturn:6']);
  t.ok(de.some((e: any) => e.body.name === 'Saturn') && de.every((e: any) => e.cycle !== 'node' || e.body.name !== 'Mean Node'), 'named in German');
  t.equal((await post('/v1/life-cycles', { ...KYIV, bodies: ['sun'] })).status, 400);
  t.equal((await post('/v1/life-cycles', { ...KYIV, toAge: 120 })).status, 400);
});

t.test('life-cycles/current: phase angle against /planets, last and next events against /life-cycles', async (t) => {
  const r = await post('/v1/life-cycles/current', { ...KYIV, targetDate: '2024-06-01' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(currentOp.response, r.body.data), null);
  const c = r.body.data.cycles as any[];
  t.equal(c.length, 7);
  const sat = c.find((x) => x.body === 'saturn');
  const natalSaturn = (await post('/v1/planets', { ...KYIV, visiblePlanetIds: [6] })).body.data.planets[0].longitude;
  const nowSaturn = await lon('2024-06-01T00:00:00Z', 6);
  t.ok(Math.abs(wrap(sat.phaseAngle - (nowSaturn - natalSaturn))) < 1e-4, 'Saturn phase angle');
  t.equal(sat.phase, 'crescent', '4 years after the 2020 return: 45-90 degrees');
  const lc = (await post('/v1/life-cycles', { ...KYIV, bodies: ['saturn'] })).body.data.events as any[];
  // Instants carry the birth zone's offset (+03:00 for Kyiv in July 1990): compared as instants.
  t.ok(lc.every((e) => /\+03:00$/.test(e.at)), 'at the birth moment\'s offset');
  const before = lc.filter((e) => Date.parse(e.at) <= Date.parse('2024-06-01T00:00:00Z'));
  const after = lc.filter((e) => Date.parse(e.at) > Date.parse('2024-06-01T00:00:00Z'));
  t.same(sat.lastEvent, { phase: before.at(-1).phase, at: before.at(-1).at });
  t.same(sat.nextEvent, { phase: after[0].phase, at: after[0].at });
  for (const x of c) t.equal(x.phase, ['new', 'crescent', 'first-quarter', 'gibbous', 'full', 'disseminating', 'last-quarter', 'balsamic'][Math.floor(x.phaseAngle / 45)]);
});

t.test('life-cycles/progressed-moon: returns about every 27.3 years, on the natal Moon', async (t) => {
  const r = await post('/v1/life-cycles/progressed-moon', { ...KYIV });
  t.equal(r.status, 200);
  t.equal(schemaErrors(progMoonOp.response, r.body.data), null);
  const ev = r.body.data.events as any[];
  const returns = ev.filter((e) => e.phase === 'return').map((e) => e.age);
  t.equal(returns.length, 3);
  returns.forEach((a, i) => t.ok(Math.abs(a - 27.3 * (i + 1)) < 1.2, `return at ${a}`));
  t.same(ev.slice(0, 4).map((e) => e.phase), ['waxing-square', 'opposition', 'waning-square', 'return']);
  // The ephemeris day of the first return: the Moon back on its natal degree.
  const natalMoon = (await post('/v1/planets', { ...KYIV, visiblePlanetIds: [1] })).body.data.planets[0].longitude;
  const first = ev.find((e) => e.phase === 'return');
  t.ok(Math.abs(wrap((await lon(jdToIso(KYIV_BIRTH_JD + first.age), 1)) - natalMoon)) < 0.01, 'the Moon on its natal degree on the progressed day');
  // The calendar instant: birth + age tropical years.
  t.ok(Math.abs(Date.parse(first.at) / 86400000 + 2440587.5 - (KYIV_BIRTH_JD + first.age * 365.24219)) < 1e-3);
});

t.test('progressions/stations: Mercury\'s August-September 1990 retrograde becomes ages 41 and 64', async (t) => {
  const r = await post('/v1/progressions/stations', { ...KYIV });
  t.equal(r.status, 200);
  t.equal(schemaErrors(stationsOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.natalRetrograde.map((b: any) => b.slug), ['saturn', 'uranus', 'neptune', 'pluto'], 'July 1990: Saturn to Pluto retrograde');
  const merc = d.stations.filter((s: any) => s.planet.slug === 'mercury');
  t.same(merc.map((s: any) => s.kind), ['retrograde', 'direct']);
  // Mercury stationed retrograde on 25 August and direct on 17 September 1990 (UT).
  t.equal(jdToIso(KYIV_BIRTH_JD + merc[0].age).slice(0, 10), '1990-08-25');
  t.equal(jdToIso(KYIV_BIRTH_JD + merc[1].age).slice(0, 10), '1990-09-17');
  const short = await post('/v1/progressions/stations', { ...KYIV, toAge: 30 });
  t.notOk(short.body.data.stations.some((s: any) => s.age > 30));
});

t.test('progressions/declinations: the declinations of the progressed day, as /declinations casts them', async (t) => {
  const r = await post('/v1/progressions/declinations', { ...KYIV, targetDate: '2024-06-01' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(declinationsOp.response, r.body.data), null);
  const d = r.body.data;
  const pIso = jdToIso(KYIV_BIRTH_JD + d.age);
  const ref = (await post('/v1/declinations', at(pIso))).body.data.bodies as any[];
  for (const p of d.planets.filter((x: any) => x.id <= 9)) {
    const q = ref.find((x) => x.id === p.id);
    t.ok(Math.abs(p.declination - q.declination) < 1e-3, `${p.name} ${p.declination} vs ${q.declination}`);
    t.equal(p.outOfBounds, Math.abs(p.declination) > d.obliquity);
  }
  const natal = (await post('/v1/declinations', KYIV)).body.data.bodies as any[];
  for (const x of d.parallelsToNatal) {
    const a = d.planets.find((p: any) => p.id === x.progressed.id).declination, b = natal.find((n) => n.id === x.natal.id).declination;
    t.ok(Math.abs((x.kind === 'parallel' ? a - b : a + b)) <= 1 + 1e-6);
    t.ok(x.kind === 'parallel' || x.kind === 'contra-parallel', 'kinds are kebab-case');
    t.equal(x.progressed.slug, ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'mean-node'][x.progressed.id]);
  }
  t.ok(d.parallelsToNatal.some((x: any) => x.kind === 'contra-parallel'), 'a contra-parallel among them');
  t.same(d.planets.map((p: any) => p.slug).slice(0, 3), ['sun', 'moon', 'mercury']);
  t.equal((await post('/v1/progressions/declinations', { ...KYIV, targetDate: '1980-01-01' })).status, 400);
});

t.test('progressions/calendar: each exact date puts the progressed body on the aspect', async (t) => {
  const r = await post('/v1/progressions/calendar', { ...KYIV, startDate: '2020-01-01', endDate: '2029-12-31' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(calendarOp.response, r.body.data), null);
  const ev = r.body.data.events as any[];
  t.ok(ev.length > 5);
  const natal = (await post('/v1/planets', KYIV)).body.data.planets as any[];
  const moonEvents = ev.filter((e) => e.progressed.slug === 'moon' && e.targetKind === 'natal' && natal.some((n) => n.name === e.target.name));
  t.ok(moonEvents.length > 5, 'the progressed Moon aspects several natal bodies in ten years');
  for (const e of moonEvents.slice(0, 4)) {
    const pLon = await lon(jdToIso(KYIV_BIRTH_JD + e.age), 1);
    const n = natal.find((x) => x.name === e.target.name).longitude;
    t.ok(Math.abs(Math.abs(wrap(pLon - n)) - e.aspect) < 0.01, `progressed Moon ${e.aspect} natal ${e.target.name} at ${e.exactAt}`);
  }
  t.ok(ev.every((e) => e.exactAt >= '2020-01-01' && e.exactAt < '2030-01-01'));
  const pp = await post('/v1/progressions/calendar', { ...KYIV, startDate: '2024-01-01', endDate: '2026-12-31', includeProgressedToProgressed: true, aspectAngles: [0, 90] });
  t.equal(pp.status, 200);
  t.ok(pp.body.data.events.some((e: any) => e.targetKind === 'progressed'));
  t.ok(pp.body.data.events.every((e: any) => e.aspect === 0 || e.aspect === 90));
  t.equal((await post('/v1/progressions/calendar', { ...KYIV, startDate: '2020-01-01', endDate: '2031-01-02' })).status, 400, 'more than 10 years');
});
