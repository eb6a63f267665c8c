/**
 * The Ephemeris adapter leaves no error state behind (issue 10): the library's global state is
 * the same whatever call came before. The sequence that broke it was a Swiss-file position, then
 * the obliquity of a Moshier date (SE_ECL_NUT with SEFLG_MOSEPH), then a Swiss-file position.
 */
import t from 'tap';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

const tropical = { zodiacType: 'tropical' as const, siderealMode: 1 }; // siderealMode is unused when tropical
const eph = new SwissEphemeris();
const jd1990 = eph.julianDay(1990, 7, 15, 12);
const jd1700 = eph.julianDay(1700, 3, 1, 12);

t.test('a Moshier obliquity between two Swiss-file positions changes nothing', async (t) => {
  const sun = eph.position(jd1990, 0, tropical);
  const moon = eph.position(jd1990, 1, tropical);
  const obliquity1700 = eph.obliquity(jd1700);
  // Mean obliquity by IAU 2006 (Capitaine, Wallace & Chapront 2003, A&A 412, 567, eq. 39), T in
  // Julian centuries of TT from J2000; Swiss's own model differs by far less than 1" in 1700.
  // The true obliquity is within the 9.2" amplitude of the nutation in obliquity of it.
  const T = (jd1700 - 2451545) / 36525;
  const meanIau2006 = (84381.406 - 46.836769 * T - 0.0001831 * T * T + 0.0020034 * T ** 3) / 3600;
  const { mean } = eph.obliquities(jd1700);
  t.ok(Math.abs(mean - meanIau2006) < 1 / 3600, `mean obliquity of 1700 ${mean} vs IAU 2006 ${meanIau2006}`);
  t.ok(Math.abs(obliquity1700 - mean) < 9.3 / 3600, `true obliquity of 1700 ${obliquity1700}`);
  for (let i = 0; i < 3; i++) {
    t.same(eph.position(jd1990, 0, tropical), sun, `Sun unchanged, call ${i + 1}`);
    t.same(eph.position(jd1990, 1, tropical), moon, `Moon unchanged, call ${i + 1}`);
    eph.obliquities(jd1700);
    eph.longitudeAt(jd1700 + i * 40, 4, tropical);
  }
  t.equal(eph.obliquity(jd1700), obliquity1700, 'the Moshier obliquity is the same after Swiss-file calls');
  t.equal(eph.libraryResets, 0, 'the library never reported a file-state error (the guard never had to reset it)');
});

t.test('the Moshier-date nutation is the one position() uses (no change of Delta T)', async (t) => {
  for (const jd of [jd1700, eph.julianDay(500, 6, 1, 0), eph.julianDay(2600, 1, 1, 0)]) {
    const p = eph.position(jd, 4, tropical);
    const s = eph.longitudeAt(jd, 4, tropical);
    t.ok(Math.abs(p.longitude - s.longitude) < 2e-8, `Mars by position() and by the sampler agree at JD ${jd}`);
  }
});

t.test('the guard: a file-state error left by any other path is cleared by one reset and a retry', async (t) => {
  const { createRequire } = await import('node:module');
  const swe = createRequire(import.meta.url)('swisseph');
  const expected = eph.position(jd1990, 1, tropical);
  const before = eph.libraryResets;
  // The library's own failure, provoked directly: a Swiss-file call, then SE_ECL_NUT (-1) with SEFLG_MOSEPH (4).
  swe.swe_calc_ut(jd1990, 0, 2);
  swe.swe_calc_ut(jd1700, -1, 4);
  t.match(swe.swe_calc_ut(jd1990, 1, 2 | 256).error ?? '', /damaged|coefficients/, 'the raw library is broken by that sequence');
  swe.swe_calc_ut(jd1990, 0, 2);
  swe.swe_calc_ut(jd1700, -1, 4);
  t.same(eph.position(jd1990, 1, tropical), expected, 'the adapter answers the same Moon');
  t.equal(eph.libraryResets, before + 1, 'after one reset');
  t.same(eph.position(jd1990, 1, tropical), expected, 'and keeps answering it');
});
