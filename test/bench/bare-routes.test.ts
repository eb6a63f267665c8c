/**
 * The benchmark compares like with like: bench/bare-app.ts's routes must produce the same
 * numbers as the service's POST /v1/planets and POST /v1/chart for the same birth data:
 * bodies, cusps and angles, each body's house, and the aspects. Speed itself is measured by
 * `npm run bench` only, never asserted here.
 */
import t from 'tap';
import { buildBareApp } from '../../bench/bare-app.js';
import { variedBirth } from '../../bench/bodies.js';
import { post } from '../helpers/app.js';

const BIRTHS = [
  { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 },
  variedBirth(1),
  variedBirth(4242),
  variedBirth(99_999),
];

const bare = buildBareApp();
t.teardown(() => bare.close());

async function barePost(url: string, payload: object): Promise<any> {
  const r = await bare.inject({ method: 'POST', url, payload });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body);
}

t.test('the varied bodies are distinct and valid birth data', async (t) => {
  const seen = new Set(Array.from({ length: 50_000 }, (_, i) => JSON.stringify(variedBirth(i))));
  t.equal(seen.size, 50_000, '50,000 requests, 50,000 distinct bodies (no cache hit)');
  for (const b of BIRTHS) t.match(b, { date: /^\d{4}-\d{2}-\d{2}$/, time: /^\d{2}:\d{2}:\d{2}$/ });
});

for (const birth of BIRTHS) {
  t.test(`bare /planets numbers equal /v1/planets (${birth.date} ${birth.time})`, async (t) => {
    const ours = await post('/v1/planets', birth);
    t.equal(ours.status, 200);
    const d = ours.body.data;
    const b = await barePost('/bare/planets', birth);
    t.equal(b.julianDayUT, d.julianDayUT, 'julianDayUT');
    t.equal(b.deltaTSeconds, d.moment.deltaTSeconds, 'deltaTSeconds');
    t.same(b.planets.map((p: any) => p.id), d.planets.map((p: any) => p.id), 'the same bodies in the same order');
    for (const [i, p] of d.planets.entries()) {
      const q = b.planets[i];
      for (const k of ['longitude', 'latitude', 'distance', 'speed'] as const) t.equal(q[k], p[k], `${p.name} ${k}`);
    }
  });

  t.test(`bare /chart casts the chart of /v1/chart (${birth.date} ${birth.time})`, async (t) => {
    const ours = await post('/v1/chart', birth);
    t.equal(ours.status, 200);
    const d = ours.body.data;
    const b = await barePost('/bare/chart', birth);
    t.equal(b.julianDayUT, d.moment.julianDayUT, 'julianDayUT');
    t.equal(b.deltaTSeconds, d.moment.deltaTSeconds, 'deltaTSeconds');
    t.same(b.cusps, d.houses.map((h: any) => h.longitude), 'Placidus cusps (a house longitude is its cusp)');
    for (const k of ['ascendant', 'mc', 'armc', 'vertex'] as const) t.equal(b.angles[k], d.angles[k], k);
    t.same(b.planets.map((p: any) => p.id), d.planets.map((p: any) => p.id), 'the same bodies in the same order');
    for (const [i, p] of d.planets.entries()) {
      const q = b.planets[i];
      for (const k of ['longitude', 'latitude', 'distance', 'speed', 'house'] as const) t.equal(q[k], p[k], `${p.name} ${k}`);
    }
    t.ok(d.aspects.length > 0, `${d.aspects.length} aspects`);
    t.same(
      b.aspects,
      d.aspects.map((a: any) => ({ planet1: a.planet1.id, planet2: a.planet2.id, angle: a.type.angle, exactAngle: a.exactAngle, orb: a.orb, isApplying: a.isApplying })),
      'the same aspects',
    );
  });
}
