/**
 * /progressions/fixed-stars through HTTP against test/oracles/vectors/progressed-stars.json:
 * the progressed Sun, Moon and Mercury meeting Regulus from DE421 and the Hipparcos catalogue
 * (skyfield), roots in ephemeris days. The tolerance, 0.002 ephemeris day (under a calendar
 * day), covers the few arcseconds between sefstars.txt and Hipparcos at the progressed Sun's
 * one degree a day.
 */
import t from 'tap';
import fs from 'node:fs';
import { post, schemaErrors } from '../helpers/app.js';
import op from '../../plugins/western/src/progressions/fixed-stars.js';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/progressed-stars.json', import.meta.url), 'utf8'));
const sep = (a: number, b: number) => { const d = Math.abs(((b - a) % 360 + 360) % 360); return d > 180 ? 360 - d : d; };

t.test('/progressions/fixed-stars: every DE421/Hipparcos contact with Regulus', async (t) => {
  const r = await post('/v1/progressions/fixed-stars', { ...V.birth, stars: ['Regulus', 'alVir'] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(op.response, r.body.data), null);
  t.same(r.body.data.stars, [{ slug: 'regulus', name: 'Regulus' }, { slug: 'spica', name: 'Spica' }]);
  const reg = r.body.data.contacts.filter((c: any) => c.star.slug === 'regulus' && ['Sun', 'Moon', 'Mercury'].includes(c.body.name));
  t.equal(reg.length, V.contacts.length, 'as many contacts as the oracle');
  for (const o of V.contacts) {
    const m = reg.find((c: any) => c.body.name === o.body && Math.abs(c.age - o.age) < 0.002);
    t.ok(m, `${o.body} on Regulus at age ${o.age.toFixed(4)}`);
    if (!m) continue;
    t.ok(sep(m.starLongitude, o.starLongitude) < 10 / 3600, 'Regulus of date within 10"');
    const years = (Date.parse(m.exactAt) - Date.parse('1990-07-15T11:30:00Z')) / 86400000 / 365.24219;
    t.ok(Math.abs(years - m.age) < 1e-4, 'the calendar date is a tropical year per ephemeris day');
    t.ok(m.window.from < m.exactAt && m.exactAt < m.window.to, 'inside its orb window');
  }
  const moon = reg.filter((c: any) => c.body.slug === 'moon');
  t.equal(moon.length, 3, 'the progressed Moon meets Regulus every ~27.3 years: three times by 90');
});

t.test('/progressions/fixed-stars refuses unknown stars and a toAge over 100', async (t) => {
  const r = await post('/v1/progressions/fixed-stars', { ...V.birth, stars: ['Regulus', 'Nostar'] });
  t.equal(r.status, 400);
  t.equal(r.body.error.details[0].path, 'stars.1');
  const a = await post('/v1/progressions/fixed-stars', { ...V.birth, toAge: 120 });
  t.equal(a.status, 400);
  t.ok(a.body.error.details.some((d: any) => d.path === 'toAge'));
});
