/**
 * What Schemathesis found in the Chinese family (issue 10, session 9): /ziwei/si-hua for a birth on
 * 237-04-12 answered 500. The ephemeris calendar makes that day lunar 237, month 3; iztro reads
 * lunar dates through lunar-javascript's own month tables, which hold no such month that year, and
 * threw "wrong lunar year 237 month 3". Every Zi Wei operation casts through ziweiBirth, which now
 * answers 422 CALCULATION_ERROR naming the month; other early dates are still cast.
 */
import t from 'tap';
import { app, post } from '../helpers/app.js';

await app({ families: ['chinese'] });

const BIRTH = { gender: 'female', latitude: -45.40554381928489, longitude: -131.32147545524577, timezone: 'Europe/London', time: '12:00:00' };

t.test('Zi Wei operations on 237-04-12: 422 CALCULATION_ERROR naming the lunar month, not a 500', async (t) => {
  for (const path of ['/v1/ziwei/si-hua?precision=8&lang=id', '/v1/ziwei/chart']) {
    const r = await post(path, { ...BIRTH, date: '0237-04-12' });
    t.equal(r.status, 422, path);
    t.equal(r.body.ok, false);
    t.equal(r.body.error.code, 'CALCULATION_ERROR');
    t.equal(r.body.error.message, 'The Zi Wei engine (iztro) has no lunar month 3 in lunar year 237, which the ephemeris calendar gives for 0237-04-12: its month tables differ from the astronomical calendar in that year');
  }
});

t.test('an early date iztro can read is still cast (500-04-12)', async (t) => {
  const r = await post('/v1/ziwei/chart', { ...BIRTH, date: '0500-04-12' });
  t.equal(r.status, 200);
  t.equal(r.body.data.palaces.length, 12);
});
