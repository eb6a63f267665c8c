/**
 * Transits and the Moon's course through HTTP, against the independent roots of
 * test/oracles/events.py (JPL DE421 via skyfield, bisection; vectors committed): Moon
 * ingresses and Moon-planet aspects of January 2024, the lunations of January-February 2024,
 * the 2024 solar return of a 1990 birth; eclipses of 2024 as published (NASA Five Millennium
 * Canon, Espenak & Meeus: penumbral lunar 25 March, total solar 8 April, partial lunar
 * 18 September, annular solar 2 October). Instants compared in TT, 1 s.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import vocOp from '../../plugins/western/src/moon-voc.js';
import transitsOp from '../../plugins/western/src/transits.js';
import calendarOp from '../../plugins/western/src/transit-calendar.js';
import lunationsOp from '../../plugins/western/src/transits/lunations.js';
import moonAspectsOp from '../../plugins/western/src/moon-aspects.js';
import chartsOp from '../../plugins/western/src/lunation-charts.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

interface Ev { jdTT: number; utc: string; [k: string]: any }
const V = JSON.parse(readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8')) as Record<string, Ev[]> & { birth: any };
const eph = new SwissEphemeris();
const dtJd = (jdUT: number, ref: Ev) => (jdUT + eph.deltaTSeconds(jdUT) / 86400 - ref.jdTT) * 86400;
const isoJd = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const dtIso = (iso: string, ref: Ev) => dtJd(isoJd(iso), ref);
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

t.test('moon-aspects: January 2024 equals the DE421 roots, each within 1 s', async (t) => {
  const r = await post('/v1/moon-aspects', { year: 2024, month: 1 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(moonAspectsOp.response, r.body.data), null);
  const got = r.body.data.aspects;
  const refs = V.moonAspects!;
  t.equal(got.length, refs.length, `${refs.length} exact aspects`);
  for (const ref of refs) {
    const g = got.find((a: any) => a.id === ref.body && a.angle === ref.angle && Math.abs(dtJd(a.julianDayUT, ref)) < 60);
    t.ok(g && Math.abs(dtJd(g.julianDayUT, ref)) < 1, `${ref.name} ${ref.angle} ${ref.utc}`);
  }
  const e = await post('/v1/moon-aspects', { year: 99999 });
  t.equal(e.status, 400);
  t.ok(JSON.stringify(e.body.error).includes('year'), 'names year');
  const off = await post('/v1/moon-aspects', { year: 2024, month: 1, timezoneOffset: 2, planetIds: [0] });
  t.match(off.body.data.aspects[0].localTime, /\+02:00$/);
  t.match(off.body.data.aspects[0].at, /\+02:00$/, 'at carries the offset asked for');
  const mid = off.body.data.aspects[2];
  const same = r.body.data.aspects.find((a: any) => a.id === 0 && a.angle === mid.angle && Math.abs(a.julianDayUT - mid.julianDayUT) < 1e-6);
  t.ok(same?.at.endsWith('+00:00') && Math.abs(Date.parse(same.at) - Date.parse(mid.at)) <= 1000, `${mid.at} is ${same?.at}: one instant, two offsets`);
});

t.test('moon-voc: void periods rebuilt from the DE421 ingresses and aspects', async (t) => {
  const ing = V.ingresses!.filter((e) => e.body === 1);
  const asp = V.moonAspects!;
  // The void before each ingress: from the last aspect (Sun-Pluto) since the previous ingress.
  for (let i = 1; i < ing.length - 1; i++) {
    const from = ing[i - 1]!, to = ing[i]!;
    const last = asp.filter((a) => a.jdTT > from.jdTT && a.jdTT < to.jdTT).pop();
    const voidStartTT = last ? last.jdTT : from.jdTT;
    // Ask at the middle of the void: it is void, current ends at the ingress.
    const midTT = (voidStartTT + to.jdTT) / 2;
    const midIso = new Date((midTT - 2440587.5 - 69.2 / 86400) * 86400000).toISOString();
    const r = await post('/v1/moon-voc', { date: midIso.slice(0, 10), time: midIso.slice(11, 19), timezoneOffset: 0 });
    t.equal(r.status, 200);
    t.equal(schemaErrors(vocOp.response, r.body.data), null);
    const d = r.body.data;
    if ((to.jdTT - voidStartTT) * 86400 < 10) continue;
    t.equal(d.isVoid, true, `void before ${to.utc}`);
    t.ok(Math.abs(dtIso(d.current.end, to)) <= 1, `ends at the ingress ${to.utc}`);
    t.ok(Math.abs(dtJd(d.current.startJulianDayUT, last ?? from)) < 1, `starts ${last?.utc ?? from.utc}`);
    if (last) t.equal(d.current.lastAspect.planet.name, last.name);
    t.equal(d.current.nextSign, to.toSignIndex + 1, 'signs 1-12');
    t.equal(d.current.nextSignName, SIGNS[to.toSignIndex]);
    t.match(d.current.end, /\+00:00$/, 'the offset the request named (0)');
    t.equal(d.moon.sign, Math.floor(d.moon.longitude / 30) + 1);
    t.ok(Math.abs(dtJd(d.next.endJulianDayUT, ing[i + 1]!)) < 1, 'next void ends at the following ingress');
  }
  const trad = await post('/v1/moon-voc', { date: '2024-01-15', time: '12:00:00', timezoneOffset: 0, method: 'traditional' });
  t.equal(trad.status, 200);
  t.ok(['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'].includes(trad.body.data.next.lastAspect?.planet.slug ?? 'sun'), 'traditional: Sun-Saturn only');
  // A zone: every instant carries the offset Kyiv keeps then (EET +02:00 in January), names in Ukrainian.
  const kyiv = await post('/v1/moon-voc?lang=uk', { date: '2024-01-15', time: '12:00:00', timezone: 'Europe/Kyiv' });
  const utc = await post('/v1/moon-voc', { date: '2024-01-15', time: '10:00:00', timezoneOffset: 0 });
  t.equal(Date.parse(kyiv.body.data.next.end), Date.parse(utc.body.data.next.end), 'the same instant');
  t.match(kyiv.body.data.next.end, /\+02:00$/);
  t.equal(kyiv.body.data.next.nextSign, utc.body.data.next.nextSign);
  t.not(kyiv.body.data.next.nextSignName, utc.body.data.next.nextSignName, 'the sign named in Ukrainian');
  const bad = await post('/v1/moon-voc', { date: '2024-01-15', timezone: 'EST' });
  t.equal(bad.status, 400);
});

t.test('transits/lunations and lunation-charts: DE421 lunation instants, 2024 eclipses', async (t) => {
  const r = await post('/v1/transits/lunations', { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(lunationsOp.response, r.body.data), null);
  const L = r.body.data.lunations;
  t.equal(L.length, 25, '13 new and 12 full moons in 2024');
  for (const ref of V.lunations!.filter((l) => l.phase === 0 || l.phase === 180)) {
    const g = L.find((l: any) => Math.abs(dtJd(l.julianDayUT, ref)) < 3600);
    t.ok(g && Math.abs(dtJd(g.julianDayUT, ref)) < 1 && g.kind === (ref.phase === 0 ? 'new' : 'full'), `${ref.utc}`);
  }
  const eclipses = L.filter((l: any) => l.isEclipse).map((l: any) => `${l.kind} ${l.at.slice(0, 10)}`);
  t.same(eclipses, ['full 2024-03-25', 'new 2024-04-08', 'full 2024-09-18', 'new 2024-10-02']);
  // Contacts by hand: every contact's orb is |separation - angle| from the chart's own points.
  const chart = (await post('/v1/chart', KYIV)).body.data;
  const sun = chart.planets.find((p: any) => p.id === 0).longitude;
  for (const l of L) {
    const sep = Math.abs(((l.longitude - sun + 540) % 360) - 180);
    const c = l.contacts.find((x: any) => x.point.id === 0);
    const expected = [0, 90, 180].find((a) => Math.abs(sep - a) <= 3);
    t.equal(c?.angle, expected, `${l.at} contact with the natal Sun`);
  }
  const c = await post('/v1/lunation-charts', { startDate: '2024-01-01', endDate: '2024-02-29', latitude: 50.45, longitude: 30.52, timezone: 'Europe/Kyiv' });
  t.equal(c.status, 200);
  t.equal(schemaErrors(chartsOp.response, c.body.data), null);
  t.equal(c.body.data.count, 4);
  for (const ch of c.body.data.charts) {
    const ref = V.lunations!.find((l) => Math.abs(dtJd(ch.moment.julianDayUT, l)) < 3600)!;
    t.ok(Math.abs(dtJd(ch.moment.julianDayUT, ref)) < 1, `${ch.kind} ${ref.utc}`);
    t.match(ch.at, /\+02:00$/, 'Kyiv winter time');
    t.same(Object.keys(ch.moment).sort(), ['deltaTSeconds', 'ephemeris', 'julianDayUT', 'timezone', 'timezoneOffset', 'utc'], "the moment in /chart's shape");
    t.equal(ch.moment.timezone, 'Europe/Kyiv');
    const moon = ch.planets.find((p: any) => p.id === 1);
    t.equal(ch.lunationHouse, moon.house);
  }
  const big = await post('/v1/lunation-charts', { startDate: '2024-01-01', endDate: '2025-06-01', latitude: 0, longitude: 0 });
  t.equal(big.status, 400);
  t.ok(JSON.stringify(big.body.error).includes('endDate'));
});

t.test('transits and transit-calendar: the Sun on the natal Sun = the DE421 solar return', async (t) => {
  const B = V.birth;
  const birth = { date: B.date, time: B.time, timezoneOffset: 0, latitude: 51.48, longitude: 0 };
  const sr = V.solarReturns![0]!;
  const r = await post('/v1/transits', { ...birth, targetDate: '2024-07-13', targetTime: '12:00:00', transitPlanetIds: [0] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(transitsOp.response, r.body.data), null);
  const a = r.body.data.aspects.find((x: any) => x.natalPoint.id === 0);
  t.equal(a.type.angle, 0);
  t.equal(a.isApplying, true);
  t.ok(Math.abs(dtIso(a.exactAt, sr)) <= 1, `exact ${a.exactAt} vs ${sr.utc}`);
  t.match(a.exactAt, /^2024-07-1\d{1}T\d\d:\d\d:\d\d\+00:00$/, 'the exact instant with its offset (UT)');
  t.same([a.transitPlanet.slug, a.natalPoint.slug, a.type.slug], ['sun', 'sun', 'conjunction']);
  t.equal(r.body.data.moment.utc, '2024-07-13T12:00:00Z', 'the transit moment');
  t.equal(r.body.data.natalMoment.julianDayUT, (await post('/v1/synastry', { chart1: birth, chart2: birth })).body.data.chart1.moment.julianDayUT);
  t.equal(r.body.data.settings.zodiacType, 'tropical');
  const sunT = r.body.data.transitPlanets[0];
  t.equal(sunT.sign, Math.floor(sunT.longitude / 30) + 1);
  const ja = await post('/v1/transits?lang=ja', { ...birth, targetDate: '2024-07-13', targetTime: '12:00:00', transitPlanetIds: [0] });
  t.equal(ja.body.data.transitPlanets[0].name, '太陽');
  t.ok(ja.body.data.transitPlanets[0].formatted.endsWith('蟹座'), 'the Sun in Cancer on 13 July, in Japanese');
  const c = await post('/v1/transit-calendar', { ...birth, startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(c.status, 200);
  t.equal(schemaErrors(calendarOp.response, c.body.data), null);
  const ev = c.body.data.events.filter((e: any) => e.transitPlanetId === 0 && e.natalPoint.id === 0);
  const conj = ev.find((e: any) => e.aspect.angle === 0);
  t.ok(Math.abs(dtIso(conj.exactAt[0], sr)) <= 1, 'calendar exact = solar return');
  t.ok([conj.enterOrbAt, ...conj.exactAt, conj.leaveOrbAt].every((x: string) => x.endsWith('+00:00')), 'instants at the birth offset (the vector birth is at UT)');
  // The same birth moment written at Kyiv's summer offset (09:00 UT = 12:00 +03:00):
  // the calendar writes the same instants at +03:00.
  const kyiv = await post('/v1/transit-calendar', { ...birth, time: '12:00:00', timezoneOffset: 3, startDate: '2024-01-01', endDate: '2024-12-31' });
  const kyivConj = kyiv.body.data.events.find((e: any) => e.transitPlanetId === 0 && e.natalPoint.id === 0 && e.aspect.angle === 0);
  t.ok([kyivConj.enterOrbAt, ...kyivConj.exactAt, kyivConj.leaveOrbAt].every((x: string) => x.endsWith('+03:00')), 'instants at the birth offset (+03:00)');
  t.equal(Date.parse(kyivConj.exactAt[0]), Date.parse(conj.exactAt[0]), 'one instant at two offsets');
  // 1 deg orb at about 0.953 deg/day (the Sun in mid-July): about 1.05 days either side.
  const before = (isoJd(conj.exactAt[0]) - isoJd(conj.enterOrbAt));
  t.ok(before > 1.0 && before < 1.1, `enters orb ${before.toFixed(3)} days before`);
  // The Sun makes each of the 8 sides (0, +-60, +-90, +-120, 180) once in a year.
  t.equal(ev.length, 8);
  // Retrograde series: every Mercury series with 3 passes alternates direct, retrograde, direct.
  for (const e of c.body.data.events.filter((e: any) => e.exactAt.length === 3)) t.same(e.retrogradeAtExact, [false, true, false]);
  // Mercury's April 2024 loop (27.2 back to 16.0 Aries) runs over the natal Moon (21.5 Aries):
  // within a 6 deg orb it is one series with three passes (1 deg: three separate series).
  const m = await post('/v1/transit-calendar', { ...birth, startDate: '2024-03-01', endDate: '2024-05-31', transitPlanetIds: [2], planetIds: [1], aspectAngles: [0], orb: 6 });
  t.equal(m.status, 200);
  t.equal(m.body.data.count, 1);
  t.equal(m.body.data.events[0].exactAt.length, 3);
  t.same(m.body.data.events[0].retrogradeAtExact, [false, true, false]);
  const bad = await post('/v1/transit-calendar', { ...birth, startDate: '2024-01-01', endDate: '2025-03-01' });
  t.equal(bad.status, 400);
});

t.test('natal points and aspects of /transits and /transit-calendar are named in the answer\'s language; the MC is the midheaven (issue 12)', async (t) => {
  const tr = await post('/v1/transits?lang=de', { ...KYIV, targetDate: '2026-01-01' });
  t.equal(tr.status, 200);
  t.equal(schemaErrors(transitsOp.response, tr.body.data), null);
  const cal = await post('/v1/transit-calendar?lang=de', { ...KYIV, startDate: '2026-01-01', endDate: '2026-03-01' });
  t.equal(cal.status, 200);
  t.equal(schemaErrors(calendarOp.response, cal.body.data), null);
  const points = [...tr.body.data.aspects.map((a: any) => a.natalPoint), ...cal.body.data.events.map((e: any) => e.natalPoint)];
  const named = new Map(points.map((p: any) => [p.slug, p.name]));
  t.equal(named.get('sun') ?? 'Sonne', 'Sonne');
  t.equal(named.get('moon') ?? 'Mond', 'Mond');
  t.ok(!named.has('mc'), 'no natal point is slugged mc');
  for (const [slug, name] of named) if (slug === 'midheaven') t.equal(name, 'Himmelsmitte');
  t.ok([...named.values()].every((n) => !['Sun', 'Moon', 'Ascendant', 'MC'].includes(n as string)), `no English name: ${[...named.values()].join(', ')}`);
  const { term } = await import('@celestial/core');
  t.ok(cal.body.data.events.some((e: any) => e.aspect.slug === 'trine' || e.aspect.slug === 'square'), 'a trine or square in the window');
  for (const e of cal.body.data.events) t.equal(e.aspect.name, term('aspect', e.aspect.slug, 'de'), `${e.aspect.slug} named from the German aspect table`);
  t.equal(term('aspect', 'trine', 'de'), 'Trigon');
});
