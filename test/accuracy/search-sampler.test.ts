/**
 * The Ephemeris' sampler for time searches (runtime/src/services/swiss-ephemeris.ts):
 * longitudeAt and longitudeOnlyAt must give position()'s longitude (Swiss Ephemeris with its
 * own nutation at every call) to 2e-8 deg, in the Swiss-file span and in the Moshier centuries,
 * tropical and sidereal; and the NutationTable's quintic must reproduce a function it knows
 * exactly (a sum of the two shortest nutation terms) to its stated error.
 */
import t from 'tap';
import { NutationTable, SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 1 };
const LAHIRI = { zodiacType: 'sidereal' as const, siderealMode: 1 };
const arc = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

t.test('longitudeAt and longitudeOnlyAt agree with position() to 2e-8 deg', async (t) => {
  // A fixed pseudo-random spread (linear congruential) so the test is reproducible.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const spans: [string, number, number][] = [['Swiss files 1800-2400', 2378500, 219000], ['Moshier 1000-1140', 2086308, 50000], ['Moshier 2400-2670', 2597700, 100000]];
  for (const [label, t0, width] of spans) {
    for (const zodiac of [TROPICAL, LAHIRI]) {
      let worst = 0, worstSpeed = 0;
      for (let i = 0; i < 300; i++) {
        const jd = t0 + next() * width;
        for (const body of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
          const p = eph.position(jd, body, zodiac);
          const q = eph.longitudeAt(jd, body, zodiac);
          worst = Math.max(worst, arc(p.longitude, q.longitude), arc(p.longitude, eph.longitudeOnlyAt(jd, body, zodiac)));
          worstSpeed = Math.max(worstSpeed, Math.abs(p.longitudeSpeed - q.speed));
        }
      }
      t.ok(worst < 2e-8, `${label}, ${zodiac.zodiacType}: longitude within 2e-8 deg (worst ${worst.toExponential(2)})`);
      // Swiss' own speeds with and without SEFLG_NONUT differ by up to 8e-6 deg/day (its
      // finite-difference corrections); the sampler's speed only steers Newton steps.
      t.ok(worstSpeed < 2e-5, `${label}, ${zodiac.zodiacType}: speed within 2e-5 deg/day (worst ${worstSpeed.toExponential(2)})`);
    }
  }
});

t.test('NutationTable: the quintic through whole days reproduces the short nutation terms', async (t) => {
  // IAU 1980 / 2000: 0.2062" with period 13.6608 days, 0.0338" with 9.1329 days (degrees).
  const a1 = 0.2062 / 3600, p1 = 13.6608, a2 = 0.0338 / 3600, p2 = 9.1329;
  const f = (jd: number) => a1 * Math.sin((2 * Math.PI * jd) / p1) + a2 * Math.sin((2 * Math.PI * jd) / p2);
  const df = (jd: number) => a1 * ((2 * Math.PI) / p1) * Math.cos((2 * Math.PI * jd) / p1) + a2 * ((2 * Math.PI) / p2) * Math.cos((2 * Math.PI * jd) / p2);
  const table = new NutationTable(f);
  let worst = 0, worstRate = 0;
  for (let jd = 2460000; jd < 2460400; jd += 0.0371) {
    const v = table.at(jd);
    worst = Math.max(worst, Math.abs(v.dpsi - f(jd)));
    worstRate = Math.max(worstRate, Math.abs(v.rate - df(jd)));
  }
  t.ok(worst < 1e-8, `value within 1e-8 deg (worst ${worst.toExponential(2)})`);
  t.ok(worstRate < 1e-7, `rate within 1e-7 deg/day (worst ${worstRate.toExponential(2)})`);
  t.equal(table.at(2460010).dpsi, f(2460010), 'exact on a node');
});
