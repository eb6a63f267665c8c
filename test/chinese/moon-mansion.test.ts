/**
 * /chinese/moon-mansion: the Moon's xiu by the determinative stars' right ascensions. The
 * service's own apparent place (core/src/astro/chinese-xiu.ts, Meeus) is checked against
 * swe_fixstar2_ut on the 25 determinatives sefstars.txt holds, from their Hipparcos rows
 * (test/oracles/chinese-xiu/make_vectors.py); the three it lacks are checked against the same
 * hip2.dat rows; then the mansion, its width and the next boundary instant.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { XIU_DETERMINATIVES, apparentPlace, xiuBoundaries } from '../../core/src/astro/chinese-xiu.js';
import { moonMansion } from '../../plugins/chinese/src/lib/moon-mansion.js';
import { app, post, schemaErrors } from '../helpers/app.js';
import { registryOperation } from './helpers.js';

const e = new SwissEphemeris();
const STARS = JSON.parse(readFileSync('test/oracles/chinese-xiu/vectors.json', 'utf8')).stars as { bayer: string; hip: number; raRad: number; decRad: number; parallaxMas: number; pmRaMasYr: number; pmDecMasYr: number; inSefstars: boolean }[];
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const wrap = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

t.test('determinative stars: the Hipparcos table and the apparent place', async (t) => {
  t.same(STARS.map((s) => s.bayer), XIU_DETERMINATIVES.map((d) => d.bayer), 'the 28 in order, Jiao ... Zhen');
  for (const d of XIU_DETERMINATIVES.filter((x) => x.hipparcos)) {
    const row = STARS.find((s) => s.bayer === d.bayer)!;
    t.same(d.hipparcos, { hip: row.hip, raRad: row.raRad, decRad: row.decRad, parallaxMas: row.parallaxMas, pmRaMasYr: row.pmRaMasYr, pmDecMasYr: row.pmDecMasYr }, `${d.bayer} transcribed from hip2.dat`);
    t.notOk(row.inSefstars, `${d.bayer} is indeed missing from sefstars.txt`);
  }
  let worst = 0;
  for (const jd of [2415020.5, 2451545, 2460310.5, 2488069.5]) {
    for (const s of STARS.filter((x) => x.inSefstars)) {
      const mine = apparentPlace(e, jd, s);
      const sw = e.fixedStar(jd, `,${s.bayer}`, TROPICAL)!;
      const dra = wrap(mine.rightAscension - sw.rightAscension) * Math.cos((sw.declination * Math.PI) / 180) * 3600;
      const ddec = (mine.declination - sw.declination) * 3600;
      worst = Math.max(worst, Math.hypot(dra, ddec));
    }
  }
  t.ok(worst < 1.5, `own apparent place within 1.5" of swe_fixstar2_ut for 25 stars x 4 dates 1900-2100 (worst ${worst.toFixed(2)}")`);
  const b = xiuBoundaries(e, 2460310.5);
  const widths = b.map((x, i) => ((b[(i + 1) % 28]! - x) % 360 + 360) % 360);
  t.ok(Math.abs(widths.reduce((a, w) => a + w, 0) - 360) < 1e-9 && widths.every((w) => w > 0 && w < 40), 'the 28 boundaries go once round the equator');
  // Zi (lambda Ori to zeta Ori) is the narrowest lodge, about 1.4 deg; Jing (mu Gem to theta Cnc) the widest, about 32 deg.
  t.equal(widths.indexOf(Math.min(...widths)), 19); t.equal(widths.indexOf(Math.max(...widths)), 21);
});

t.test('the Moon\'s lodge and the next boundary', async (t) => {
  for (const jd of [2460000.5, 2460351.0, 2451545.25, 2470000.75]) {
    const m = moonMansion(e, jd);
    const into = ((m.moonRightAscension - m.boundaries[m.index]!) % 360 + 360) % 360;
    t.ok(into >= 0 && into < m.width, `JD ${jd}: the Moon is inside xiu ${m.index + 1}`);
    t.ok(m.nextAt > jd && m.nextAt - jd < (m.width - into) / 10 + 0.01, 'the next boundary comes within the Moon\'s slowest right-ascension motion');
    const after = moonMansion(e, m.nextAt + 60 / 86400);
    t.equal(after.index, (m.index + 1) % 28, 'a minute after nextAt the Moon is in the next xiu');
    const atBoundary = e.equatorial(m.nextAt, 1).rightAscension;
    t.ok(Math.abs(wrap(atBoundary - xiuBoundaries(e, m.nextAt)[(m.index + 1) % 28]!)) < 2e-4, 'at nextAt the Moon stands on the boundary (1 s of motion)');
  }
});

await app({ families: ['chinese'] });

t.test('/chinese/moon-mansion through HTTP', async (t) => {
  const r = await post('/v1/chinese/moon-mansion', { date: '2024-02-10', time: '20:00:00' });
  t.equal(r.status, 200);
  t.equal(schemaErrors((await registryOperation('/chinese/moon-mansion')).response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.instant, '2024-02-10T20:00:00+08:00');
  const m = moonMansion(e, 2460351.0 - 0.5 + (20 - 8) / 24);
  t.equal(d.mansion.index, m.index + 1);
  t.equal(d.moonRightAscension, m.moonRightAscension);
  t.match(d.nextMansionAt, /\+08:00$/);
  // The day after the 2024-02-10 new moon the Moon stands a little east of the Sun (RA ~ 330-345 deg): Wei (rooftop) or Shi.
  t.ok(['wei-rooftop', 'shi'].includes(d.mansion.slug), d.mansion.slug);
  const midnight = await post('/v1/chinese/moon-mansion', { date: '2024-02-10', time: '24:00:00', timezone: 'Asia/Shanghai' });
  const next = await post('/v1/chinese/moon-mansion', { date: '2024-02-11', time: '00:00:00', timezone: 'Asia/Shanghai' });
  t.same(midnight.body.data, next.body.data, '24:00:00 is 00:00 of the next day');
  const kui = await post('/v1/chinese/moon-mansion?lang=vi', { date: '2024-02-10', time: '20:00:00' });
  t.equal(typeof kui.body.data.mansion.name, 'string');
  const bad = await post('/v1/chinese/moon-mansion', { date: '2024-02-10', time: '25:00:00' });
  t.equal(bad.status, 400); t.equal(bad.body.error.code, 'INVALID_INPUT');
});
