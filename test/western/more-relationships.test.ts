/**
 * /composite/progressions through HTTP. A couple of one person (the same birth twice) has a
 * progressed composite equal to that person's progressed chart: compared with
 * test/oracles/vectors/progressions.json (immanuel's progression formulas over pyswisseph,
 * solar arc in RA angles). For two people, each progressed composite point is the near midpoint
 * of the two /progressions answers, checked by hand, and the houses are the natal composite's.
 */
import t from 'tap';
import fs from 'node:fs';
import { post, schemaErrors } from '../helpers/app.js';
import op from '../../plugins/western/src/composite/progressions.js';

const P = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/progressions.json', import.meta.url), 'utf8'));
const sep = (a: number, b: number) => { const d = Math.abs(((b - a) % 360 + 360) % 360); return d > 180 ? 360 - d : d; };
const LONDON = { date: '1988-03-02', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };

t.test('/composite/progressions of one person twice is the progressed chart (immanuel vectors)', async (t) => {
  const r = await post('/v1/composite/progressions', { chart1: P.birth, chart2: P.birth, targetDate: P.targetDate });
  t.equal(r.status, 200);
  t.equal(schemaErrors(op.response, r.body.data), null);
  for (const [id, lon] of Object.entries(P.bodies) as [string, number][]) {
    const p = r.body.data.planets.find((x: any) => x.id === Number(id));
    t.ok(sep(p.longitude, lon) < 1 / 3600, `${p.name} ${p.longitude} vs ${lon}`);
  }
  t.ok(sep(r.body.data.angles.mc, P.solarArcRa.mc) < 5 / 3600, 'progressed MC by solar arc in RA');
  t.ok(sep(r.body.data.angles.ascendant, P.solarArcRa.ascendant) < 5 / 3600, 'progressed Ascendant');
  t.ok(r.body.data.aspectsToComposite.length > 0);
});

t.test('/composite/progressions of two people: near midpoints of the two progressed charts', async (t) => {
  const targetDate = '2024-06-01';
  const [a, b, c, n] = await Promise.all([
    post('/v1/progressions', { ...P.birth, targetDate }),
    post('/v1/progressions', { ...LONDON, targetDate }),
    post('/v1/composite/progressions', { chart1: P.birth, chart2: LONDON, targetDate }),
    post('/v1/composite', { chart1: P.birth, chart2: LONDON }),
  ]);
  t.equal(c.status, 200);
  const mid = (x: number, y: number) => { const d = ((y - x) % 360 + 360) % 360; return d <= 180 ? (x + d / 2) % 360 : (y + (360 - d) / 2) % 360; };
  for (const p of c.body.data.planets) {
    const pa = a.body.data.planets.find((x: any) => x.id === p.id).longitude;
    const pb = b.body.data.planets.find((x: any) => x.id === p.id).longitude;
    t.ok(sep(p.longitude, mid(pa, pb)) < 1e-5, `${p.name} at the near midpoint`);
  }
  t.ok(sep(c.body.data.angles.mc, mid(a.body.data.angles.mc, b.body.data.angles.mc)) < 1e-5);
  const cusps = n.body.data.houses.map((h: any) => h.longitude);
  const houseOf = (lon: number) => { for (let i = 0; i < 12; i++) { const s = cusps[i], e = cusps[(i + 1) % 12]; const span = ((e - s) % 360 + 360) % 360; if (((lon - s) % 360 + 360) % 360 < span) return i + 1; } return 0; };
  for (const p of c.body.data.planets) t.equal(p.compositeHouse, houseOf(p.longitude), `${p.name} in the natal composite's houses`);
  t.same(c.body.data.natalComposite.angles.mc.toFixed(4), n.body.data.angles.mc.toFixed(4));
  // The echo is /composite's (issue 12): the mean birth moment its houses are cast for, and the shared settings.
  t.same(c.body.data.moment, n.body.data.moment);
  t.same(c.body.data.settings, n.body.data.settings);
  t.equal(c.body.data.moment.julianDayUT, (a.body.data.moment.julianDayUT + b.body.data.moment.julianDayUT) / 2, 'the mean of the two birth Julian days');
  t.same([c.body.data.settings.zodiacType, c.body.data.settings.houseSystem, c.body.data.settings.ayanamsa], ['tropical', 'P', null], 'tropical Placidus, the default');
});

t.test('/composite/progressions refuses a date before a birth, naming targetDate', async (t) => {
  const r = await post('/v1/composite/progressions', { chart1: P.birth, chart2: LONDON, targetDate: '1989-01-01' });
  t.equal(r.status, 400);
  t.equal(r.body.error.details[0].path, 'targetDate');
  const m = await post('/v1/composite/progressions', { chart1: P.birth });
  t.equal(m.status, 400);
  t.ok(m.body.error.details.some((d: any) => d.path.includes('chart2')));
});
