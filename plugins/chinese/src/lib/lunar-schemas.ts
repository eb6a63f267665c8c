/** Schemas of the lunar-calendar answers. */
import { Type } from '@sinclair/typebox';
import { Instant, NamedChinese, NamedPlain, Pillar } from './schemas.js';

export const CalendarZoneMember = Type.Optional(Type.Union([Type.Literal(8), Type.Literal(9), Type.Literal(7)], { default: 8, description: '8: China (UT+8 from 1929, Beijing mean time before); 9: Korea; 7: Vietnam (fixed offsets)' }));

export const LunarDateMembers = {
  lunarYear: Type.Integer(),
  lunarMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  lunarDay: Type.Integer({ minimum: 1, maximum: 30 }),
  isLeapMonth: Type.Boolean(),
  monthDays: Type.Union([Type.Literal(29), Type.Literal(30)]),
  monthName: Type.String({ description: 'the month in Chinese characters (正月 ... 臘月, 閏 for a leap month)' }),
  dayName: Type.String({ description: 'the day in Chinese characters (初一 ... 三十)' }),
  yearGanzhi: Pillar,
  monthGanzhi: Pillar,
  dayGanzhi: Pillar,
  animal: NamedPlain,
  solarTerm: Type.Union([Type.Object({ slug: Type.String(), name: Type.String(), chinese: Type.String(), at: Instant('the term instant in the calendar zone, ISO 8601 with its offset') }), Type.Null()]),
  newYearDate: Type.String({ format: 'date', description: 'ISO 8601 date of month 1 day 1 of this lunar year' }),
  monthStartDate: Type.String({ format: 'date', description: 'ISO 8601 date of day 1 of this month' }),
};
export { NamedChinese };
