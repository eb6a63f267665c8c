import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, defineOperation } from '@celestial/core';
import { clockOf, jdToCalendar, ymd } from '../lib/calendar.js';
import { equationOfTime } from '../lib/earth-rotation.js';
import { localJd } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/equation-of-time',
  summary: 'The equation of time, with local mean and local apparent time',
  description:
    'swe_time_equ(tjd_ut) gives E = LAT - LMT (days); LMT = UT + longitude/15 h; LAT = LMT + E (what swe_lmt_to_lat computes, which the binding lacks). The instant is date and time (default 12:00:00) at timezoneOffset; the local times are written YYYY-MM-DDTHH:mm:ss on the mean and apparent solar clocks of the longitude (Greenwich without it), which carry no zone offset.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '12:00:00' })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, default: 0 })),
  }),
  response: Type.Object({
    equationOfTimeMinutes: Type.Number({ description: 'apparent minus mean solar time, minutes (positive: the sundial is ahead)' }),
    localMeanTime: Type.String({ description: 'clock of local mean solar time, YYYY-MM-DDTHH:mm:ss' }),
    localApparentTime: Type.String({ description: 'clock of local apparent (sundial) time, YYYY-MM-DDTHH:mm:ss' }),
  }),
  examples: [{ name: 'november', body: { date: '2024-11-03' } }, { name: 'kyiv', body: { date: '2024-02-11', time: '12:00:00', timezoneOffset: 2, longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const jd = localJd(ephemeris, body.date, body.timezoneOffset ?? 0, body.time ?? '12:00:00');
    const lon = body.longitude ?? 0;
    const e = ephemeris.equationOfTimeDays(jd);
    const clock = (shiftDays: number) => {
      const seconds = Math.round((jd + 0.5 + shiftDays) * 86400);
      const c = jdToCalendar(Math.floor(seconds / 86400) - 0.5, 'gregorian');
      return `${ymd(c.year, c.month, c.day)}T${clockOf((seconds % 86400) / 86400)}`;
    };
    return { equationOfTimeMinutes: equationOfTime(ephemeris, jd, lon).minutes, localMeanTime: clock(lon / 360), localApparentTime: clock(lon / 360 + e) };
  },
});
