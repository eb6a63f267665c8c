import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { lunarDateOut, requestDay } from '../lib/lunar.js';
import { CalendarZoneMember, LunarDateMembers } from '../lib/lunar-schemas.js';
import type { CalendarZone } from '../lib/calendar.js';
import { isoOfJdn } from '../lib/cycle.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/lunar-date',
  summary: 'The Chinese lunar date of a Gregorian date, computed from the ephemeris',
  description:
    'Modern (1645 Shixian) rules as Helmer Aslaksen sets them out in "The Mathematics of the Chinese Calendar": months begin on the civil day (calendarZone) of the true new moon; month 11 contains the December solstice; in a sui with 13 months the first month after month 11 without a principal term (compared by civil date) is leap and repeats the preceding number. calendarZone 8 is UT+8 from 1929-01-01 and Beijing local mean time (UT+7h45m40s) before; 9 and 7 are fixed offsets. With a time the instant (in timezone/timezoneOffset, else the calendar zone) is converted to the calendar zone; without, the date is a calendar-zone date. Rules applied proleptically (before 1645 the historical calendar used mean rules and may differ). monthGanzhi: the Five Tigers stem of the lunar month from the lunar year\'s stem (a leap month takes its month\'s). `24:00:00` means 00:00 of the next day.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$', description: 'local time HH:mm:ss; 24:00:00 is 00:00 of the next day' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()])),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    calendarZone: CalendarZoneMember,
  }),
  response: Type.Object({ date: Type.String({ format: 'date', description: 'ISO 8601 date in the calendar zone' }), calendarZone: Type.Number(), ...LunarDateMembers }),
  examples: [
    { name: 'new-year-2024', body: { date: '2024-02-10' } },
    { name: 'instant-in-new-york', body: { date: '2033-12-21', time: '12:30:00', timezone: 'America/New_York' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const zone = (body.calendarZone ?? 8) as CalendarZone;
    const { jdn } = requestDay(body, timeZones);
    const out = lunarDateOut(ephemeris, jdn, zone, lang);
    return { date: isoOfJdn(jdn), calendarZone: zone, ...out };
  },
});
