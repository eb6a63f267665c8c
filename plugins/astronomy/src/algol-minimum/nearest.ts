import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, defineOperation } from '@celestial/core';
import { nearestAlgolMinimum } from '../lib/algol.js';
import { clockOf, jdToCalendar, ymd } from '../lib/calendar.js';
import { localJd } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/algol-minimum/nearest',
  summary: 'The primary minimum of Algol nearest a date, before or after',
  description:
    'GCVS light elements of beta Persei: Min I = HJD 2445641.5135 + 2.8673043 E. t0 = 00:00 of the date in UT, or in local mean time (UT + longitude/15 h) when longitude is sent; E = round((HJD(t0) - epoch)/P); light-time correction HJD = JD + (r . n)/c (Earth heliocentric position from swe_calc_ut SE_EARTH, Algol\'s direction from swe_fixstar2_ut, c = 173.1446 AU/day). date and time (HH:mm) of the minimum in UT, or local mean time with longitude; jd its Julian day (UT); hoursUntil = (JDmin - JD(t0)) x 24, negative when the minimum came first. Member names as SERVICE-SPEC prescribes them.',
  body: Type.Object({
    date: DateString,
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'east positive; dates and times in local mean time when sent' })),
  }),
  response: Type.Object({
    date: Type.String({ description: 'YYYY-MM-DD of the minimum (UT, or local mean time with longitude)' }),
    time: Type.String({ description: 'HH:mm of the minimum' }),
    jd: Type.Number({ description: 'Julian day (UT) of the minimum' }),
    hoursUntil: Type.Number({ description: 'hours from 00:00 of the given date to the minimum' }),
  }),
  specFixed: true,
  examples: [{ name: 'utc', body: { date: '2024-01-01' } }, { name: 'lmt', body: { date: '2024-01-01', longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const lmtHours = body.longitude === undefined ? 0 : body.longitude / 15;
    const jd0 = localJd(ephemeris, body.date, lmtHours);
    const { jd } = nearestAlgolMinimum(ephemeris, jd0);
    // Minute of the local (or UT) clock, rounded to the nearest minute with the date carried.
    const minutes = Math.round((jd + 0.5 + lmtHours / 24) * 1440); // minutes since the civil day of JD 0 began
    const c = jdToCalendar(Math.floor(minutes / 1440) - 0.5, 'gregorian');
    return { date: ymd(c.year, c.month, c.day), time: clockOf((minutes % 1440) / 1440).slice(0, 5), jd, hoursUntil: (jd - jd0) * 24 };
  },
});
