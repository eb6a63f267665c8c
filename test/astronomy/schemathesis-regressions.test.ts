/**
 * What Schemathesis found in the astronomy family (issue 10, session 8), through HTTP: sidereal
 * times just short of 24 h (and ARMC short of 360 deg) are answered as 24 and 360 under
 * `?precision=0` (SERVICE-SPEC: every non-integer number rounded), which the response schema's
 * `exclusiveMaximum` refused; the schema now bounds them inclusively (core's CyclicMeasure).
 */
import t from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import siderealOp from '../../plugins/astronomy/src/astronomy/sidereal-time.js';

await app({ families: ['astronomy'] });

/** Meeus, Astronomical Algorithms (2nd ed.), eq. 12.4: GMST in degrees at a UT Julian day. */
function meeusGmstHours(jdUt: number): number {
  const T = (jdUt - 2451545.0) / 36525;
  const deg = 280.46061837 + 360.98564736629 * (jdUt - 2451545.0) + 0.000387933 * T * T - (T * T * T) / 38710000;
  return (((deg % 360) + 360) % 360) / 15;
}

t.test('/astronomy/sidereal-time?precision=0 at 23 h 44 min GMST: 24 and 360, valid against the schema', async (t) => {
  // 2024-03-20 11:50 UT, minutes after the March equinox: GMST = 23.7336 h.
  const body = { date: '2024-03-20', time: '11:50:00', longitude: 0 };
  const exact = await post('/v1/astronomy/sidereal-time', body);
  t.equal(exact.status, 200);
  const jd = Date.UTC(2024, 2, 20, 11, 50) / 86400000 + 2440587.5;
  const gmst = exact.body.data.gmstHours as number;
  t.ok(Math.abs(gmst - meeusGmstHours(jd)) * 3600 < 0.5, `GMST ${gmst} h against Meeus 12.4 ${meeusGmstHours(jd)} h (within 0.5 s of time)`);
  t.ok(gmst >= 23.5 && gmst < 24, 'unrounded, below 24 and rounding to 24');
  const rounded = await post('/v1/astronomy/sidereal-time?precision=0', body);
  t.equal(rounded.status, 200);
  t.same([rounded.body.data.gmstHours, rounded.body.data.gastHours, rounded.body.data.lstHours, rounded.body.data.armcDeg], [24, 24, 24, 356], 'rounded: 24 h, and ARMC 356 deg');
  t.equal(schemaErrors(siderealOp.response, rounded.body.data), null, 'the rounded answer matches the response schema');
  // ARMC within half a degree of 360: local sidereal time 23.98 h at 2024-03-20 12:05 UT, longitude 0.
  const armc = await post('/v1/astronomy/sidereal-time?precision=0', { ...body, time: '12:05:00' });
  t.equal(armc.status, 200);
  t.equal(armc.body.data.armcDeg, 360, 'ARMC 359.8 deg rounded to 360');
  t.equal(schemaErrors(siderealOp.response, armc.body.data), null, 'and matches the schema');
});
