import { Type } from '@sinclair/typebox';
import { Ephemeris, defineOperation } from '@celestial/core';
import { CALENDAR_YEARS, monthsOfLunarYear } from '../lib/calendar.js';
import type { CalendarZone } from '../lib/calendar.js';
import { animalNamed, isoOfJdn, yearCycleIndex } from '../lib/cycle.js';
import { pillarOut, termNamed } from '../lib/bazi.js';
import { lunarMonthCycleIndex, monthChars } from '../lib/lunar.js';
import { CalendarZoneMember } from '../lib/lunar-schemas.js';
import { NamedChinese, NamedPlain, Pillar } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/lunar-calendar',
  summary: 'Every month of a Chinese lunar year: start dates, lengths, leap month and principal terms',
  description: 'All months of the lunar year that begins in Gregorian `year`: consecutive true new moons (Swiss Ephemeris) and the zhongqi placed by the rules of /chinese/lunar-date (Aslaksen); new year = start of month 1; a leap month has no principal term.',
  body: Type.Object({ year: Type.Integer({ minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last - 1 }), calendarZone: CalendarZoneMember }),
  response: Type.Object({
    year: Type.Integer(),
    calendarZone: Type.Number(),
    yearGanzhi: Pillar,
    animal: NamedPlain,
    newYearDate: Type.String({ format: 'date', description: 'ISO 8601 date of month 1 day 1' }),
    leapMonth: Type.Integer({ minimum: 0, maximum: 12 }),
    daysInYear: Type.Integer({ minimum: 353, maximum: 385 }),
    months: Type.Array(Type.Object({
      number: Type.Integer({ minimum: 1, maximum: 12 }),
      isLeap: Type.Boolean(),
      chinese: Type.String(),
      startDate: Type.String({ format: 'date', description: 'ISO 8601 date of day 1' }),
      days: Type.Union([Type.Literal(29), Type.Literal(30)]),
      ganzhi: Pillar,
      principalTerm: Type.Union([NamedChinese, Type.Null()]),
    }), { minItems: 12, maxItems: 13 }),
  }),
  examples: [{ name: '2023-leap-2', body: { year: 2023 } }, { name: '2033-korea', body: { year: 2033, calendarZone: 9 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const zone = (body.calendarZone ?? 8) as CalendarZone;
    const months = monthsOfLunarYear(ephemeris, body.year, zone);
    const next = monthsOfLunarYear(ephemeris, body.year + 1, zone)[0]!;
    const y = yearCycleIndex(body.year);
    return {
      year: body.year,
      calendarZone: zone,
      yearGanzhi: pillarOut(y, lang),
      animal: animalNamed(y % 12, lang),
      newYearDate: isoOfJdn(months[0]!.startJdn),
      leapMonth: months.find((m) => m.isLeap)?.number ?? 0,
      daysInYear: next.startJdn - months[0]!.startJdn,
      months: months.map((m) => ({
        number: m.number, isLeap: m.isLeap, chinese: monthChars(m), startDate: isoOfJdn(m.startJdn), days: m.days,
        ganzhi: pillarOut(lunarMonthCycleIndex(body.year, m.number), lang),
        principalTerm: m.principalTerm ? termNamed(m.principalTerm.index, lang) : null,
      })),
    };
  },
});
