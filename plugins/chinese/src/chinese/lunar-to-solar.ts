import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, defineOperation, term } from '@celestial/core';
import { CALENDAR_YEARS, monthsOfLunarYear } from '../lib/calendar.js';
import type { CalendarZone } from '../lib/calendar.js';
import { dayCycleIndex, isoOfJdn, mod } from '../lib/cycle.js';
import { pillarOut } from '../lib/bazi.js';
import { CalendarZoneMember } from '../lib/lunar-schemas.js';
import { Pillar } from '../lib/schemas.js';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export default defineOperation({
  method: 'POST',
  path: '/chinese/lunar-to-solar',
  summary: 'The Gregorian date of a Chinese lunar date',
  description: 'Inverse of /chinese/lunar-date on the same computed calendar (true new moons and principal terms of the lunar year, Aslaksen\'s rules): the month\'s first day plus the day offset. 400 INVALID_INPUT when that leap month or day 30 does not exist in that year.',
  body: Type.Object({
    lunarYear: Type.Integer({ minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last - 1 }),
    lunarMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    lunarDay: Type.Integer({ minimum: 1, maximum: 30 }),
    isLeapMonth: Type.Optional(Type.Boolean({ default: false })),
    calendarZone: CalendarZoneMember,
  }),
  response: Type.Object({
    date: Type.String({ format: 'date', description: 'ISO 8601 date (Gregorian, proleptic before 1582-10-15)' }),
    weekday: Type.Object({ slug: Type.String(), name: Type.String() }),
    jdn: Type.Integer({ description: 'Julian Day Number' }),
    dayGanzhi: Pillar,
    monthDays: Type.Union([Type.Literal(29), Type.Literal(30)]),
    leapMonth: Type.Integer({ minimum: 0, maximum: 12, description: 'the leap month of that lunar year, 0 when none' }),
  }),
  examples: [
    { name: 'new-year-2024', body: { lunarYear: 2024, lunarMonth: 1, lunarDay: 1 } },
    { name: 'leap-11-2033', body: { lunarYear: 2033, lunarMonth: 11, lunarDay: 1, isLeapMonth: true } },
  ],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const zone = (body.calendarZone ?? 8) as CalendarZone;
    const months = monthsOfLunarYear(ephemeris, body.lunarYear, zone);
    const leap = months.find((m) => m.isLeap);
    const month = months.find((m) => m.number === body.lunarMonth && m.isLeap === (body.isLeapMonth ?? false));
    if (!month) throw ApiError.invalidField('isLeapMonth', `lunar year ${body.lunarYear} has no leap month ${body.lunarMonth}${leap ? ` (its leap month is ${leap.number})` : ' (it has no leap month)'}`);
    if (body.lunarDay > month.days) throw ApiError.invalidField('lunarDay', `month ${body.isLeapMonth ? 'leap ' : ''}${body.lunarMonth} of lunar year ${body.lunarYear} has ${month.days} days`);
    const jdn = month.startJdn + body.lunarDay - 1;
    const wd = WEEKDAYS[mod(jdn, 7)]!;
    return { date: isoOfJdn(jdn), weekday: { slug: wd, name: term('weekday', wd, lang) }, jdn, dayGanzhi: pillarOut(dayCycleIndex(jdn), lang), monthDays: month.days, leapMonth: leap?.number ?? 0 };
  },
});
