import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { timeToHours } from '@celestial/core/astro';
import { clockAt, hourBranchOf, jieAround, jieBranch, lichunYear, normalizeMidnight } from '../../lib/bazi.js';
import { civilDay, solarTermsOfYear } from '../../lib/calendar.js';
import { dayCycleIndex, isoOfJdn, jdnOf, parseIso } from '../../lib/cycle.js';
import { checkCalendarYear } from '../../lib/chart.js';
import { dayStarSwitch, flyForward, monthStar, nine, yearStar, ziHourStar } from '../../lib/fengshui.js';
import type { DayStarSwitch } from '../../lib/fengshui.js';
import { zoneOf } from '../../lib/zone.js';

const Star = Type.Integer({ minimum: 1, maximum: 9 });
const Chart = Type.Object({
  centerStar: Star,
  palaces: Type.Object({ north: Star, northEast: Star, east: Star, southEast: Star, south: Star, southWest: Star, west: Star, northWest: Star }),
});
const chartOf = (center: number) => {
  const s = flyForward(center);
  return { centerStar: center, palaces: { north: s[0]!, northEast: s[1]!, east: s[2]!, southEast: s[3]!, south: s[4]!, southWest: s[5]!, west: s[6]!, northWest: s[7]! } };
};

export default defineOperation({
  method: 'POST',
  path: '/chinese/flying-stars/visiting',
  summary: 'The Zi Bai visiting stars of a year, month, day and hour',
  description: 'Year center = 9 - ((Y - 2000) mod 9) of the solar year from Lichun; month center by the 8/5/2 rule then -1 per jie month; day star ascending (+1 per day) from 1 on the jia-zi day nearest the December solstice and descending (-1 per day) from 9 on the jia-zi day nearest the June solstice (solstice dates in UTC+8; solstice day-ganzhi index 1-28 -> the preceding jia-zi, 32-59 -> the following one, 0 -> that day); when the solstice day\'s index is 29, 30 or 31 the switch falls on that jia-wu day instead, with 7 when turning ascending and 3 when turning descending (leap rule of the common Japanese almanacs, ffortune.net "Koyomi no yomikata" 31); hour star at the zi hour: zi/mao/wu/you days 1, chou/chen/wei/xu days 4, yin/si/shen/hai days 7 while the day stars ascend (9, 6, 3 while they descend), +1 (-1) per double hour. Stars fly forward along the Lo Shu path center, NW, W, NE, S, N, SW, E, SE. The day is the civil date of the request zone (default UT+8); without a time, 12:00. `24:00:00` means 00:00 of the next day.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 8 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  }),
  response: Type.Object({
    year: Chart, month: Chart, day: Chart, hour: Chart,
    dayStarsAscending: Type.Boolean(),
    dayPeriodStart: Type.String({ format: 'date', description: 'ISO 8601 date the current run of day stars began' }),
  }),
  examples: [{ name: 'new-year-2024', body: { date: '2024-01-01', time: '10:00:00' } }, { name: 'summer', body: { date: '2024-07-15' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, { ephemeris, timeZones }) => {
    const b = normalizeMidnight(body);
    const { year, month, day } = parseIso(b.date);
    checkCalendarYear(year, 'date');
    const zone = zoneOf(body, timeZones, 8);
    const hours = b.time === undefined ? 12 : timeToHours(b.time);
    const offset = body.timezone ? timeZones.offsetAtLocal(zone.name!, b.date, b.time ?? '12:00:00') : zone.at(0);
    const jdn = jdnOf(year, month, day);
    const jd = jdn - 0.5 + (hours - offset) / 24;
    const ys = yearStar(lichunYear(ephemeris, jd).year);
    const ms = monthStar(ys, jieBranch(jieAround(ephemeris, jd).previous.index));
    const switches: DayStarSwitch[] = [];
    for (const y of [year - 1, year, year + 1]) {
      const t = solarTermsOfYear(ephemeris, y);
      for (const [i, december] of [[11, false], [23, true]] as const) {
        const sd = civilDay(t[i]!, 8);
        switches.push(dayStarSwitch(sd, dayCycleIndex(sd), december));
      }
    }
    const current = switches.filter((s) => s.jdn <= jdn).sort((a, c) => c.jdn - a.jdn)[0]!;
    const dayStar = nine(current.ascending ? current.start + (jdn - current.jdn) : current.start - (jdn - current.jdn));
    const hb = hourBranchOf(clockAt(jd, offset).hours);
    const zi = ziHourStar(dayCycleIndex(jdn) % 12, current.ascending);
    const hourStar = nine(current.ascending ? zi + hb : zi - hb);
    return { year: chartOf(ys), month: chartOf(ms), day: chartOf(dayStar), hour: chartOf(hourStar), dayStarsAscending: current.ascending, dayPeriodStart: isoOfJdn(current.jdn) };
  },
});
