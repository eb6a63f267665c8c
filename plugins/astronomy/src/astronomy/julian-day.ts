import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, StringEnum, defineOperation, term } from '@celestial/core';
import { calendarToJd, clockOf, jdToCalendar, weekdayOf, ymd } from '../lib/calendar.js';
import { parseYmd } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/julian-day',
  summary: 'Julian day of a date and time, or the date of a Julian day, in the Gregorian or Julian calendar',
  description:
    'Date to JD by Meeus, Astronomical Algorithms ch. 7 (the formula of swe_julday; the Gregorian result is checked against swe_julday in the tests), the proleptic Julian calendar when calendar = julian; JD to date by the same chapter\'s inverse (swe_revjul). The time is civil time at timezoneOffset; UT is taken as UTC (leap seconds, under 1 s since 1972, are not applied: the binding\'s swe_utc_to_jd is not used). jdTt = jdUt + Delta T (swe_deltat); MJD = JD - 2400000.5; weekday by (INT(JD + 1.5)) mod 7.',
  body: Type.Object({
    date: Type.Optional(DateString),
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '00:00:00' })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0 })),
    calendar: Type.Optional(StringEnum(['gregorian', 'julian'] as const, { default: 'gregorian' })),
    jd: Type.Optional(Type.Number({ minimum: 1721057.5, maximum: 2816787.5, description: 'a Julian day (UT) in the years 0-2999' })),
  }),
  response: Type.Object({
    jdUt: Type.Number(), jdTt: Type.Number(), modifiedJd: Type.Number(), deltaTSeconds: Type.Number(),
    date: Type.String({ description: 'YYYY-MM-DD in the calendar asked, at timezoneOffset' }),
    time: Type.String({ description: 'HH:mm:ss at timezoneOffset' }),
    calendar: StringEnum(['gregorian', 'julian'] as const),
    weekday: Type.Object({ slug: Type.String(), name: Type.String() }),
  }),
  examples: [{ name: 'j2000', body: { date: '2000-01-01', time: '12:00:00' } }, { name: 'from-jd', body: { jd: 2299160.5, calendar: 'julian' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const calendar = body.calendar ?? 'gregorian';
    const offset = body.timezoneOffset ?? 0;
    let jdUt: number;
    if (body.jd !== undefined) jdUt = body.jd;
    else if (body.date !== undefined) {
      const [y, m, d] = parseYmd(body.date);
      const [hh, mm, ss] = (body.time ?? '00:00:00').split(':').map(Number) as [number, number, number];
      const back = jdToCalendar(calendarToJd(y, m, d, calendar), calendar);
      if (back.month !== m || Math.floor(back.day) !== d) throw ApiError.invalidField('date', `is not a day of the ${calendar} calendar`);
      jdUt = calendarToJd(y, m, d, calendar) + (hh + mm / 60 + ss / 3600 - offset) / 24;
    } else throw ApiError.invalidField('date', 'send date (with time) or jd');
    const seconds = Math.round((jdUt + 0.5 + offset / 24) * 86400);
    const c = jdToCalendar(Math.floor(seconds / 86400) - 0.5, calendar);
    const deltaTSeconds = ephemeris.deltaTSeconds(jdUt);
    const weekday = weekdayOf(jdUt + offset / 24);
    return {
      jdUt, jdTt: jdUt + deltaTSeconds / 86400, modifiedJd: jdUt - 2400000.5, deltaTSeconds,
      date: ymd(c.year, c.month, c.day), time: clockOf((seconds % 86400) / 86400), calendar,
      weekday: { slug: weekday, name: term('weekday', weekday, lang) },
    };
  },
});
