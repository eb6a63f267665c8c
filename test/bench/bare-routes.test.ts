/**
 * The benchmark compares like with like: bench/bare-app.ts's routes must produce the same
 * numbers as the service's POST /v1/planets and POST /v1/chart for the same birth data.
 * Speed itself is measured by `npm run bench` only, never asserted here.
 */
import t from 'tap';
import { buildBareApp } from '../../bench/bare-app.js';
import { post } from '../helpers/app.js';

const BIRTH = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 };

const bare = buildBareApp();
t.teardown(() => bare.close());

async function barePost(url: string): Promise<any> {
  const r = await bare.inject({ method: 'POST', url, payload: BIRTH });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body);
}

t.test('bare /planets numbers equal /v1/planets', async (t) => {
  const ours = await post('/v1/planets', BIRTH);
  t.equal(ours.status, 200);
  const d = ours.body.data;
  const b = await barePost('/bare/planets');
  t.equal(b.julianDayUT, d.julianDayUT, 'julianDayUT');
  t.equal(b.deltaTSeconds, d.moment.deltaTSeconds, 'deltaTSeconds');
  t.same(b.planets.map((p: any) => p.id), d.planets.map((p: any) => p.id), 'the same bodies in the same order');
  for (const [i, p] of d.planets.entries()) {
    const q = b.planets[i];
    for (const k of ['longitude', 'latitude', 'distance', 'speed'] as const) t.equal(q[k], p[k], `${p.name} ${k}`);
  }
});

t.test('bare /chart numbers equal /v1/chart', async (t) => {
  const ours = await post('/v1/chart', BIRTH);
  t.equal(ours.status, 200);
  const d = ours.body.data;
  const b = await barePost('/bare/chart');
  t.equal(b.julianDayUT, d.moment.julianDayUT, 'julianDayUT');
  t.equal(b.deltaTSeconds, d.moment.deltaTSeconds, 'deltaTSeconds');
  t.same(b.cusps, d.houses.map((h: any) => h.cusp), 'Placidus cusps');
  for (const k of ['ascendant', 'mc', 'armc', 'vertex'] as const) t.equal(b.angles[k], d.angles[k], k);
  t.same(b.planets.map((p: any) => p.id), d.planets.map((p: any) => p.id), 'the same bodies in the same order');
  for (const [i, p] of d.planets.entries()) {
    const q = b.planets[i];
    for (const k of ['longitude', 'latitude', 'distance', 'speed'] as const) t.equal(q[k], p[k], `${p.name} ${k}`);
  }
});
