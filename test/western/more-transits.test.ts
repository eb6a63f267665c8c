/**
 * /transits/heliocentric, /transits/to-progressed and /transits/intensity through HTTP against
 * test/oracles/vectors/transit-variants.json (JPL DE421 through skyfield, bisection; see
 * transit_variants.py): every oracle contact found by the service within a minute of time, the
 * natal heliocentric longitudes within an arcsecond-scale tolerance, and the intensity score of
 * a day recomputed by hand from DE421 longitudes and the echoed weight table.
 */
import t from 'tap';
import fs from 'node:fs';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import helioOp from '../../plugins/western/src/transits/heliocentric.js';
import progOp from '../../plugins/western/src/transits/to-progressed.js';
import intensityOp from '../../plugins/western/src/transits/intensity.js';
import { contactWeight, familyOf, peaksOf, progressedInstant } from '../../plugins/western/src/lib/transit-variants.js';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/transit-variants.json', import.meta.url), 'utf8'));
const NM: Record<number, string> = { 14: 'Earth', 0: 'Sun', 1: 'Moon', 2: 'Mercury', 3: 'Venus', 4: 'Mars', 5: 'Jupiter', 6: 'Saturn' };
const RANGE = { startDate: '2024-01-01', endDate: '2024-12-31' };
const sep = (a: number, b: number) => { const d = Math.abs(((b - a) % 360 + 360) % 360); return d > 180 ? 360 - d : d; };

t.test('/transits/heliocentric: natal heliocentric chart and every DE421 contact within a minute', async (t) => {
  const r = await post('/v1/transits/heliocentric', { ...KYIV, ...RANGE });
  t.equal(r.status, 200);
  t.equal(schemaErrors(helioOp.response, r.body.data), null);
  for (const [name, lon] of Object.entries(V.natalHeliocentric)) {
    const n = r.body.data.natalHeliocentric.find((x: any) => x.planet.slug === name.toLowerCase());
    t.ok(sep(n.longitude, lon as number) < 0.001, `${name} ${n.longitude} vs ${lon}`);
  }
  t.ok(V.heliocentric.length > 20);
  for (const o of V.heliocentric) {
    const m = r.body.data.events.filter((e: any) => e.transitPlanet.name === NM[o.transit] && e.natalPoint.name === NM[o.natal] && e.angle === o.angle);
    const best = Math.min(...m.map((e: any) => Math.abs(e.julianDayUT - o.jdUT) * 1440));
    t.ok(best < 1, `${NM[o.transit]} ${o.angle} ${NM[o.natal]} at ${o.utc}: ${best.toFixed(3)} min`);
  }
  t.equal(r.body.data.count, r.body.data.events.length);
  const jd = r.body.data.events.map((e: any) => e.julianDayUT);
  t.same(jd, [...jd].sort((a: number, b: number) => a - b), 'sorted by date');
});

t.test('/transits/heliocentric refuses a range over a year, naming endDate', async (t) => {
  const r = await post('/v1/transits/heliocentric', { ...KYIV, startDate: '2024-01-01', endDate: '2025-06-01' });
  t.equal(r.status, 400);
  t.equal(r.body.error.details[0].path, 'endDate');
});

t.test('unit: the progressed instant is a day for a tropical year', async (t) => {
  t.equal(progressedInstant(2448087.5, 2448087.5 + 365.24219), 2448088.5);
  t.equal(progressedInstant(2448087.5, 2448087.5 + 10 * 365.24219), 2448097.5);
});

t.test('/transits/to-progressed: every DE421 contact to the moving targets within a minute', async (t) => {
  const r = await post('/v1/transits/to-progressed', { ...KYIV, ...RANGE, transitPlanetIds: [0, 4] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(progOp.response, r.body.data), null);
  t.ok(V.toProgressed.length > 10);
  for (const o of V.toProgressed) {
    const m = r.body.data.events.filter((e: any) => e.transitPlanet.name === NM[o.transit] && e.progressedPoint.name === NM[o.progressed] && e.angle === o.angle);
    const best = m.reduce((b: any, e: any) => (!b || Math.abs(e.julianDayUT - o.jdUT) < Math.abs(b.julianDayUT - o.jdUT) ? e : b), null);
    t.ok(best && Math.abs(best.julianDayUT - o.jdUT) * 1440 < 1, `${NM[o.transit]} ${o.angle} progressed ${NM[o.progressed]} at ${o.utc}`);
    t.ok(best && sep(best.progressedLongitude, o.progressedLongitude) < 0.001, 'progressed longitude at the contact');
  }
  const angles = r.body.data.events.filter((e: any) => e.progressedPoint.slug === 'midheaven' || e.progressedPoint.slug === 'ascendant');
  t.ok(angles.length > 0, 'the progressed angles are targets too');
  // Points by reference (issue 12): a body with its Swiss id, an angle without one.
  t.ok(r.body.data.events.every((e: any) => (e.progressedPoint.id === undefined) === ['midheaven', 'ascendant'].includes(e.progressedPoint.slug)), 'an id for a body, none for an angle (the MC slugged midheaven, as everywhere)');
  const bad = await post('/v1/transits/to-progressed', { ...KYIV, startDate: '1980-01-01', endDate: '1980-12-31' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'startDate');
});

t.test('unit: intensity weights, families and peaks', async (t) => {
  // Saturn (2.5) square (0.9) the Sun (2) at orb 1 of 3: 2.5 x 0.9 x 2 x (2/3) = 3.
  t.ok(Math.abs(contactWeight('Saturn', 'Square', 'Sun', 1) - 3) < 1e-12);
  t.equal(contactWeight('Saturn', 'Square', 'Sun', 3.5), 0);
  t.equal(familyOf('Jupiter', 0), 'harmonious');
  t.equal(familyOf('Mars', 0), 'challenging');
  t.equal(familyOf('Sun', 0), 'neutral');
  t.equal(familyOf('Sun', 120), 'harmonious');
  t.equal(familyOf('Venus', 90), 'challenging');
  t.same(peaksOf([{ date: 'a', score: 1 }, { date: 'b', score: 3 }, { date: 'c', score: 2 }, { date: 'd', score: 5 }]), [{ date: 'd', score: 5 }, { date: 'b', score: 3 }]);
});

t.test('/transits/intensity: the score of each day recomputed from DE421 longitudes', async (t) => {
  const r = await post('/v1/transits/intensity', { ...KYIV, startDate: '2024-03-01', endDate: '2024-03-05', transitPlanetIds: [4, 5, 6] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(intensityOp.response, r.body.data), null);
  const w = r.body.data.weights;
  t.equal(w.maxOrb, 3);
  t.equal(r.body.data.days.length, 5);
  // The conjunction natures' planets by reference (issue 12), in the answer's language.
  t.same(w.conjunctionNature.harmonious, [{ id: 3, slug: 'venus', name: 'Venus' }, { id: 5, slug: 'jupiter', name: 'Jupiter' }]);
  const ja = (await post('/v1/transits/intensity', { ...KYIV, startDate: '2024-03-01', endDate: '2024-03-02', transitPlanetIds: [5] }, { 'accept-language': 'ja' })).body.data;
  t.same(ja.weights.conjunctionNature.challenging.map((b: any) => b.name), ['火星', '土星', '天王星', '海王星', '冥王星']);
  // The top contacts name both ends by reference; the weight table keeps its keys (English names, as the text gives the weights).
  const top = r.body.data.days.flatMap((d: any) => d.top);
  t.ok(top.length > 0 && top.every((c: any) => ['mars', 'jupiter', 'saturn'].includes(c.transitPlanet.slug) && typeof c.natalPoint.slug === 'string' && w.natalPoint[({ midheaven: 'MC', ascendant: 'Ascendant' } as Record<string, string>)[c.natalPoint.slug] ?? c.natalPoint.name] !== undefined), 'top contacts: transiting Mars, Jupiter, Saturn; natal points of the weight table');
  const ASPECTS: [number, string][] = [[0, 'Conjunction'], [60, 'Sextile'], [90, 'Square'], [120, 'Trine'], [180, 'Opposition']];
  for (const [i, d] of V.intensity.days.entries()) {
    let score = 0;
    for (const [planet, lon] of Object.entries(d.longitudes)) {
      for (const [point, nlon] of Object.entries(V.intensity.natal)) {
        for (const [angle, aspect] of ASPECTS) {
          const orb = Math.abs(sep(lon as number, nlon as number) - angle);
          if (orb <= w.maxOrb) score += w.transitPlanet[planet] * w.aspect[aspect] * w.natalPoint[point] * (1 - orb / w.maxOrb);
        }
      }
    }
    const day = r.body.data.days[i];
    t.equal(day.date, d.date);
    t.ok(Math.abs(day.score - score) < 0.005, `${d.date}: ${day.score} vs ${score.toFixed(4)}`);
    t.ok(Math.abs(day.harmonious + day.challenging - day.score) < 0.001, 'Mars, Jupiter, Saturn are never neutral');
  }
});
