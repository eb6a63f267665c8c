/**
 * Timing tools through HTTP with known answers: /aspect-timeline orbs equal the separations
 * /planets gives at the same instants; /aspect-bar exact peaks equal /transit-calendar's
 * exact passes (an independent root finder) and its edges sit at maxOrb; /rectification
 * recovers a known birth time from events built out of that chart's own transits; every
 * SERVICE-SPEC bound is a 400 naming its field. Unit tests of lib/timing.ts.
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import timelineOp from '../../plugins/western/src/aspect-timeline.js';
import barOp from '../../plugins/western/src/aspect-bar.js';
import { longitudeSampler, signedOrb } from '../../plugins/western/src/lib/timing.js';
import rectOp from '../../plugins/western/src/rectification.js';
import trutineOp from '../../plugins/western/src/rectification/trutine.js';
import { anglesOfArmc } from '../../plugins/western/src/lib/rectification.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

const eph = new SwissEphemeris();
const TROP = { zodiacType: 'tropical' as const, siderealMode: 0 };
const sep = (a: number, b: number) => { const d = Math.abs(((b - a) % 360 + 360) % 360); return d > 180 ? 360 - d : d; };

async function lonAt(iso: string, id: number): Promise<number> {
  // Answers write instants at the birth offset (+03:00 here); /planets is asked in UT.
  const [date, rest] = new Date(Date.parse(iso)).toISOString().replace('Z', '').split('T') as [string, string];
  const r = await post('/v1/planets', { date, time: rest.slice(0, 8), timezoneOffset: 0, latitude: 0, longitude: 0, visiblePlanetIds: [id] });
  return r.body.data.planets.find((p: any) => p.id === id).longitude;
}

async function natalLon(id: number): Promise<number> {
  const r = await post('/v1/planets', { ...KYIV, visiblePlanetIds: [id] });
  return r.body.data.planets.find((p: any) => p.id === id).longitude;
}

t.test('unit: signedOrb is continuous through exactness and |orb| = |separation - angle|', async (t) => {
  t.equal(signedOrb(10, 12, 0), 2);
  t.equal(signedOrb(10, 8, 0), -2);
  t.equal(signedOrb(10, 189, 180), -1);
  t.equal(signedOrb(10, 191, 180), 1);
  t.equal(signedOrb(10, 101, 90), 1);
  t.equal(signedOrb(10, 281, 90), 1, 'waning square side: transit at -89');
  t.equal(signedOrb(10, 279, 90), -1);
  for (let m = 0; m < 360; m += 7.3) for (const a of [0, 60, 90, 120, 180]) t.ok(Math.abs(Math.abs(signedOrb(33, m, a)) - Math.abs(sep(33, m) - a)) < 1e-9);
});

t.test('unit: the Hermite track agrees with swe_calc_ut to 7e-4 degree (Sun to Pluto, both nodes, two years through stations)', async (t) => {
  const start = 2460310.5;
  for (const id of [1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
    const f = longitudeSampler(eph, id, start, start + 730, 1 / 24, TROP);
    let worst = 0;
    for (let x = start; x <= start + 730; x += 0.37) worst = Math.max(worst, sep(f(x).lon, eph.position(x, id, TROP).longitude));
    t.ok(worst < 7e-4, `body ${id}: worst ${worst}`);
  }
});

t.test('POST /aspect-timeline and /aspect-bar in Japanese: bodies, natal points and aspects named from core\'s tables (issue 12)', async (t) => {
  const { term } = await import('@celestial/core');
  const body = { ...KYIV, startDate: '2024-01-01', endDate: '2024-06-30', stepDays: 7, maxOrb: 3, transitPlanetIds: [5, 6], planetIds: [0, 1] };
  const tl = await post('/v1/aspect-timeline?lang=ja', body);
  t.equal(tl.status, 200);
  t.ok(tl.body.data.series.length > 0);
  for (const s of tl.body.data.series) {
    t.equal(s.transitPlanet.name, term('body', s.transitPlanet.slug, 'ja'));
    t.equal(s.natalPoint.name, term('body', s.natalPoint.slug, 'ja'));
    t.equal(s.aspect.name, term('aspect', s.aspect.slug, 'ja'));
  }
  const bar = await post('/v1/aspect-bar?lang=ja', body);
  t.equal(bar.status, 200);
  t.equal(schemaErrors(barOp.response, bar.body.data), null);
  t.ok(bar.body.data.bars.length > 0, 'Jupiter sextile the natal Sun, April 2024');
  for (const b of bar.body.data.bars) t.same([b.transitPlanet.name, b.natalPoint.name, b.aspect.name], [term('body', b.transitPlanet.slug, 'ja'), term('body', b.natalPoint.slug, 'ja'), term('aspect', b.aspect.slug, 'ja')]);
});

t.test('POST /aspect-timeline: orbs equal the separations /planets gives at those instants', async (t) => {
  for (const ex of [
    { startDate: '2024-01-01', endDate: '2024-12-31', stepDays: 7, maxOrb: 3, transitPlanetIds: [5, 6], planetIds: [0, 2, 4] },
    { startDate: '2024-03-01', endDate: '2024-03-07', stepDays: 1 / 24, transitPlanetIds: [1], planetIds: [0, 1], aspectAngles: [0, 90, 180] },
  ]) {
    const r = await post('/v1/aspect-timeline', { ...KYIV, ...ex });
    t.equal(r.status, 200);
    t.equal(schemaErrors(timelineOp.response, r.body.data), null);
    const d = r.body.data;
    t.ok(d.series.length > 0);
    t.equal(d.points, (Math.floor((Date.parse(ex.endDate) + 86400000 - Date.parse(ex.startDate)) / 86400000 / ex.stepDays + 1e-9) + 1) * ex.transitPlanetIds.length);
    t.ok(d.series.every((s: any) => s.samples.every((x: any) => x.date.endsWith('+03:00'))), 'samples at the birth offset (Kyiv 1990, +03:00)');
    t.ok(d.series.every((s: any) => s.transitPlanet.slug === ({ 0: 'sun', 1: 'moon', 5: 'jupiter', 6: 'saturn' } as any)[s.transitPlanet.id]), 'transiting bodies keyed by slug');
    for (const s of d.series.slice(0, 3)) {
      const natal = await natalLon(s.natalPoint.id);
      t.ok(Math.abs(natal - s.natalPoint.longitude) < 1e-5);
      for (const smp of [s.samples[0], s.samples[s.samples.length - 1]]) {
        const tr = await lonAt(smp.date, s.transitPlanet.id);
        // Hermite tracks: under 7e-4 deg (hermiteStep), plus the 4-decimal rounding of orb.
        t.ok(Math.abs(Math.abs(smp.orb) - Math.abs(sep(natal, tr) - s.aspect.angle)) < 8e-4, `${s.transitPlanet.name} ${s.aspect.name} ${s.natalPoint.name} at ${smp.date}: ${smp.orb}`);
        t.ok(Math.abs(smp.orb) <= (ex.maxOrb ?? 5));
      }
    }
  }
});

t.test('POST /aspect-bar: exact peaks equal /transit-calendar passes, edges at maxOrb', async (t) => {
  const body = { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31', transitPlanetIds: [5, 6, 7, 8, 9], planetIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], aspectAngles: [0, 60, 90, 120, 180] };
  const r = await post('/v1/aspect-bar', { ...body, stepDays: 1, maxOrb: 1 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(barOp.response, r.body.data), null);
  const cal = await post('/v1/transit-calendar', { ...body, orb: 1 });
  t.equal(cal.status, 200);
  const exacts = cal.body.data.events.flatMap((e: any) => e.exactAt.map((at: string) => ({ key: `${e.transitPlanetId}/${e.natalPoint.id}/${e.aspect.angle}`, at: Date.parse(at) })))
    .filter((e: any) => e.at >= Date.parse('2024-01-01') && e.at < Date.parse('2025-01-01'));
  const peaks = r.body.data.bars.flatMap((b: any) => b.passes ? b.peaks.map((p: any) => ({ key: `${b.transitPlanet.id}/${b.natalPoint.id}/${b.aspect.angle}`, at: Date.parse(p.at) })) : []);
  t.ok(exacts.length >= 6, `${exacts.length} exact passes in 2024`);
  t.equal(peaks.length, exacts.length, 'one peak per exact pass');
  for (const e of exacts) {
    const p = peaks.find((q: any) => q.key === e.key && Math.abs(q.at - e.at) < 3 * 60000);
    t.ok(p, `${e.key} exact ${new Date(e.at).toISOString()} found within 3 min`);
  }
  // An unclipped bar's edges: the separation is maxOrb from exact there.
  const b = r.body.data.bars.find((x: any) => !x.startClipped && !x.endClipped);
  t.ok(b);
  const natal = await natalLon(b.natalPoint.id);
  for (const at of [b.start, b.end]) {
    const tr = await lonAt(at, b.transitPlanet.id);
    t.ok(Math.abs(Math.abs(sep(natal, tr) - b.aspect.angle) - 1) < 0.01, `edge ${at}`);
  }
});

t.test('aspect-timeline and aspect-bar bounds: 400 naming the field', async (t) => {
  const base = { ...KYIV, startDate: '2024-01-01', endDate: '2024-01-31', stepDays: 1 };
  for (const url of ['/v1/aspect-timeline', '/v1/aspect-bar']) {
    for (const [patch, field] of [
      [{ stepDays: 1 / 48 }, 'stepDays'], [{ stepDays: 366 }, 'stepDays'], [{ maxOrb: 30.5 }, 'maxOrb'],
      [{ startDate: '2000-01-01', endDate: '2024-12-31' }, 'stepDays'], // 9132 samples x 9 bodies
      [{ transitPlanetIds: Array.from({ length: 33 }, () => 0) }, 'transitPlanetIds'], [{ planetIds: [-1] }, 'planetIds'],
      [{ aspectAngles: [361] }, 'aspectAngles'],
    ] as const) {
      const r = await post(url, { ...base, ...patch });
      t.equal(r.status, 400, `${url} ${JSON.stringify(patch)}`);
      t.ok(r.body.error.details.some((d: any) => String(d.path).startsWith(field)), `names ${field}: ${JSON.stringify(r.body.error.details)}`);
    }
    const ok = await post(url, { ...base, stepDays: 1 / 24, transitPlanetIds: [1, 0], endDate: '2024-04-14' }); // 2520 x 2 = 5040 > 5000
    t.equal(ok.status, 400);
    const edge = await post(url, { ...base, stepDays: 1 / 24, transitPlanetIds: [1, 0], endDate: '2024-04-13' }); // 2497 x 2 = 4994
    t.equal(edge.status, 200);
  }
});

t.test('unit: anglesOfArmc equals swe_houses_armc', async (t) => {
  for (const [armc, lat] of [[0, 50.45], [77.7, 50.45], [200.1, -33.9], [310, 10], [123.4, 60]] as const) {
    const eps = 23.44;
    const h = eph.housesArmc(armc, lat, eps, 'P');
    const a = anglesOfArmc(armc, lat, eps);
    t.ok(sep(a.mc, h.mc) < 1e-7 && sep(a.ascendant, h.ascendant) < 1e-7, `ARMC ${armc} lat ${lat}`);
  }
});

t.test('POST /rectification recovers a known birth time from that chart\'s own transits to its angles', async (t) => {
  // Known chart: Kyiv 1990-07-15 14:30 (UTC+3). Events: the dates of the exact hard transits of
  // Jupiter-Pluto to its Ascendant and MC (from /transit-calendar), typed by the angle hit.
  const events: { date: string; type: string }[] = [];
  for (const y of [2000, 2003, 2006, 2009, 2012, 2015]) {
    const c = await post('/v1/transit-calendar', { ...KYIV, startDate: `${y}-01-01`, endDate: `${y}-12-31`, transitPlanetIds: [5, 6, 7, 8, 9], aspectAngles: [0, 90, 180], orb: 1 });
    for (const e of c.body.data.events) if (e.natalPoint.id === null) events.push({ date: e.exactAt[0].slice(0, 10), type: e.natalPoint.slug === 'midheaven' ? 'career-change' : 'accident' });
  }
  t.ok(events.length >= 12, `${events.length} events`);
  for (const [given, step] of [['13:40:00', 4], ['15:05:00', 2]] as const) {
    const r = await post('/v1/rectification', { ...KYIV, time: given, searchRangeMinutes: 240, stepMinutes: step, events: events.slice(0, 12) });
    t.equal(r.status, 200);
    t.equal(schemaErrors(rectOp.response, r.body.data), null);
    const d = r.body.data;
    t.equal(d.evaluated, 240 / step + 1);
    t.ok(Math.abs(Date.parse(d.best.utc) - Date.parse('1990-07-15T11:30:00Z')) <= step * 60000, `best ${d.best.time} within ${step} min of 14:30 (shift ${d.best.shiftMinutes} min from ${given})`);
    // The candidate's angles are those of a chart cast at its time.
    const jd = d.best.julianDayUT;
    const h = eph.houses(jd, KYIV.latitude, KYIV.longitude, 'P', TROP);
    t.ok(sep(h.ascendant, d.best.ascendant.longitude) < 1e-4 && sep(h.mc, d.best.mc.longitude) < 1e-4);
    // Each transit hit's orb is the separation of the transit at the event (12:00 UT) and the candidate point.
    const hit = d.candidates[0].hits.find((x: any) => x.technique === 'transit' && x.point.slug === 'ascendant');
    t.ok(hit, 'a transit to the Ascendant is among the contacts');
    const ev = events[hit.eventIndex]!;
    const tr = await lonAt(`${ev.date}T12:00:00Z`, ({ Jupiter: 5, Saturn: 6, Uranus: 7, Neptune: 8, Pluto: 9 } as any)[hit.body.name]);
    const angle = ({ conjunction: 0, square: 90, opposition: 180 } as any)[hit.aspect.slug];
    t.ok(Math.abs(Math.abs(sep(tr, d.best.ascendant.longitude) - angle) - hit.orb) < 2e-4, `hit orb ${hit.orb}`);
  }
});

t.test('rectification bounds: 400 naming the field, checked before any work', async (t) => {
  const base = { ...KYIV, searchRangeMinutes: 120, stepMinutes: 5, events: [{ date: '2010-05-01', type: 'marriage' }] };
  for (const [patch, field] of [
    [{ stepMinutes: 0.4 }, 'stepMinutes'], [{ stepMinutes: 241 }, 'stepMinutes'], [{ searchRangeMinutes: 1441 }, 'searchRangeMinutes'],
    [{ searchRangeMinutes: 1440, stepMinutes: 0.5 }, 'stepMinutes'], // 2881 candidates
    [{ orb: 15.5 }, 'orb'], [{ orb: 0 }, 'orb'],
    [{ events: [] }, 'events'], [{ events: Array.from({ length: 21 }, () => ({ date: '2010-05-01', type: 'marriage' })) }, 'events'],
    [{ events: [{ date: '2010-05-01', type: 'marriage', weight: 0 }] }, 'events.0.weight'], [{ events: [{ date: '2010-05-01', type: 'marriage', weight: 3.01 }] }, 'events.0.weight'],
    [{ events: [{ date: '2010-05-01', type: 'wedding' }] }, 'events.0.type'], [{ events: [{ date: '1980-05-01', type: 'marriage' }] }, 'events.0.date'],
    [{ events: [{ date: '2010-02-30', type: 'marriage' }] }, 'events.0.date'],
  ] as const) {
    const r = await post('/v1/rectification', { ...base, ...patch });
    t.equal(r.status, 400, JSON.stringify(patch).slice(0, 80));
    t.ok(r.body.error.details.some((d: any) => String(d.path) === field), `names ${field}: ${JSON.stringify(r.body.error.details).slice(0, 200)}`);
  }
  const edge = await post('/v1/rectification', { ...base, searchRangeMinutes: 1439.5, stepMinutes: 1, events: [{ date: '2010-05-01', type: 'marriage', weight: 3 }] }); // 1440 candidates
  t.equal(edge.status, 200);
  t.equal(edge.body.data.evaluated, 1440);
});

t.test('POST /rectification/trutine: the rectified chart and its epoch exchange Moon and Ascendant (Bailey)', async (t) => {
  for (const birth of [KYIV, { ...KYIV, date: '1985-02-03', time: '06:10:00' }, { date: '2001-11-20', time: '22:45:00', timezoneOffset: -5, latitude: 40.71, longitude: -74.0 }]) {
    const r = await post('/v1/rectification/trutine', birth);
    t.equal(r.status, 200);
    t.equal(schemaErrors(trutineOp.response, r.body.data), null);
    const d = r.body.data;
    const off = d.rule === 'moon-ascendant' ? 0 : 180;
    const moonBirth = await lonAt(d.rectifiedUtc, 1);
    const sunBirth = await lonAt(d.rectifiedUtc, 0);
    t.equal(d.rule, (((moonBirth - sunBirth) % 360 + 360) % 360) < 180 ? 'moon-ascendant' : 'moon-descendant', 'waxing Moon -> Ascendant rule');
    const moonEpoch = await lonAt(d.epoch.utc, 1);
    t.ok(sep(moonEpoch, d.epoch.moonLongitude) < 1e-3, 'epoch Moon as /planets gives it');
    t.ok(sep(d.rectifiedAscendant, d.epoch.moonLongitude + off) < 1e-3, 'natal Ascendant (Descendant) = epoch Moon');
    t.ok(sep(d.epoch.ascendant, moonBirth + off) < 0.01, 'epoch Ascendant (Descendant) = natal Moon');
    const h = eph.houses(Date.parse(d.rectifiedUtc) / 86400000 + 2440587.5, birth.latitude, birth.longitude, 'E', TROP);
    t.ok(sep(h.ascendant, d.rectifiedAscendant) < 0.01, 'rectified Ascendant is the chart\'s at the rectified time (UTC rounded to the second)');
    t.ok(d.epoch.gestationDays > 240 && d.epoch.gestationDays < 300, `gestation ${d.epoch.gestationDays} d`);
    t.ok(Math.abs(d.shiftMinutes) <= 18 * 60);
  }
  const bad = await post('/v1/rectification/trutine', { ...KYIV, gestationDays: 400 });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((x: any) => x.path === 'gestationDays'));
});
