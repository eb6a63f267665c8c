import { Type } from '@sinclair/typebox';
import { ApiError, DateString, defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { BRANCH_SLUGS, CALENDAR_YEARS, civilDay, lunarDateOfJdn, parseDate, resolveMoment, timeToHours, yearCycleIndex } from '@celestial/core/astro';
import { hexagramRef } from './lib/cast.js';
import { changed, kingWenNumber, nuclear } from './lib/king-wen.js';
import { castFromTime, hourBranchNumber, tiYong } from './lib/plum-time.js';
import { HexagramNamed, HexagramWithJudgment, TextWarnings, textWarnings, TrigramRef, trigramRef } from './lib/schemas.js';
import { hexagramText } from './lib/texts.js';

export default defineOperation({
  method: 'POST',
  path: '/iching/plum-blossom',
  summary: 'A hexagram cast from the moment (Plum Blossom time method) with the body-use (ti-yong) verdict',
  description:
    "Mei Hua Yi Shu time method: (year-branch number zi = 1 ... hai = 12 + lunar month + lunar day) mod 8 -> upper trigram; that sum + the hour-branch number (zi = 23:00-01:00 = 1 ... hai = 12, from the local clock time), mod 8 -> lower; the same total mod 6 -> moving line (0 -> 8 / 6); Xian Tian numbers (1 Qian ... 8 Kun). The lunar date is the Chinese calendar's (core's chinese-calendar, the /chinese/lunar-date rules: the instant's civil day in China's zone, UTC+8 from 1929, Beijing mean time before); a leap month counts as its month number; the year branch is that of the lunar year. Body (ti) = the trigram without the moving line, use (yong) = the other; verdict from their five-phase relation: same phase or use produces body auspicious, body controls use minor auspicious, body produces use minor inauspicious (drain), use controls body inauspicious. Without timezone or timezoneOffset the time is China's. 24:00:00 is 00:00 of the next day. Judgment from Legge (1882), English.",
  body: Type.Object({
    date: DateString,
    time: Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?|24:00(:00)?)$', description: 'local clock time HH:mm[:ss]; 24:00:00 allowed' }),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of Greenwich; used when timezone is absent' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$', description: 'IANA zone' })),
  }),
  response: Type.Object({
    lunarDate: Type.Object({ year: Type.Integer(), month: Type.Integer({ minimum: 1, maximum: 12 }), isLeapMonth: Type.Boolean(), day: Type.Integer({ minimum: 1, maximum: 30 }), yearBranch: Type.String() }),
    numbers: Type.Object({ yearBranch: Type.Integer({ minimum: 1, maximum: 12 }), month: Type.Integer({ minimum: 1, maximum: 12 }), day: Type.Integer({ minimum: 1, maximum: 30 }), hourBranch: Type.Integer({ minimum: 1, maximum: 12 }) }),
    upper: TrigramRef,
    lower: TrigramRef,
    movingLine: Type.Integer({ minimum: 1, maximum: 6 }),
    primary: HexagramWithJudgment,
    relating: HexagramNamed,
    nuclear: HexagramNamed,
    tiYong: Type.Object({
      body: TrigramRef,
      use: TrigramRef,
      relation: Type.Union(['same-phase', 'use-produces-body', 'body-controls-use', 'body-produces-use', 'use-controls-body'].map((r) => Type.Literal(r))),
      verdict: Type.Union(['auspicious', 'minor-auspicious', 'minor-inauspicious', 'inauspicious'].map((v) => Type.Literal(v))),
    }),
    warnings: TextWarnings,
  }),
  examples: [{ name: 'beijing', body: { date: '2026-03-01', time: '10:30', timezone: 'Asia/Shanghai' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const { year } = parseDate(body.date);
    if (year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last) throw new ApiError('INVALID_INPUT', `Validation failed: date must be in the years ${CALENDAR_YEARS.first}-${CALENDAR_YEARS.last}`, { details: [{ path: 'date', message: `must be in the years ${CALENDAR_YEARS.first}-${CALENDAR_YEARS.last}` }] });
    if (body.timezone && !timeZones.isValidZone(body.timezone)) throw new ApiError('INVALID_INPUT', `Validation failed: timezone "${body.timezone}" is not an IANA zone`, { details: [{ path: 'timezone', message: 'must be an IANA time zone such as Asia/Shanghai' }] });
    // Coordinates are not read: the zone is named, the offset given, or China's clock assumed.
    const zone = body.timezone ? { timezone: body.timezone } : { timezoneOffset: body.timezoneOffset ?? (year < 1929 ? (116 + 25 / 60) / 15 : 8) };
    const moment = resolveMoment({ date: body.date, time: body.time, latitude: 0, longitude: 0, ...zone }, { ephemeris, timeZones });
    const ld = lunarDateOfJdn(ephemeris, civilDay(moment.julianDayUT, 8), 8);
    const yearBranch = (yearCycleIndex(ld.lunarYear) % 12) + 1;
    const hourBranch = hourBranchNumber(timeToHours(body.time) % 24);
    const c = castFromTime(yearBranch, ld.month.number, ld.day, hourBranch);
    const primary = kingWenNumber(c.lower, c.upper);
    const ty = tiYong(c.lower, c.upper, c.movingLine);
    return {
      lunarDate: { year: ld.lunarYear, month: ld.month.number, isLeapMonth: ld.month.isLeap, day: ld.day, yearBranch: BRANCH_SLUGS[yearBranch - 1]! },
      numbers: { yearBranch, month: ld.month.number, day: ld.day, hourBranch },
      upper: trigramRef(c.upper, lang),
      lower: trigramRef(c.lower, lang),
      movingLine: c.movingLine,
      primary: { ...hexagramRef(primary, lang), judgment: hexagramText(primary).judgment },
      relating: hexagramRef(changed(primary, [c.movingLine]), lang),
      nuclear: hexagramRef(nuclear(primary), lang),
      tiYong: { body: trigramRef(ty.body, lang), use: trigramRef(ty.use, lang), relation: ty.relation, verdict: ty.verdict },
      warnings: textWarnings(lang),
    };
  },
});
