import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, StringEnum, TimeZones, defineOperation, jdToIsoWithOffset } from '@celestial/core';
import { timeToHours } from '@celestial/core/astro';
import { hourBranchOf, jieAround, jieBranch, lichunYear, newYearJd, normalizeMidnight, pillarOut } from '../lib/bazi.js';
import { civilDay, lunarDateOfJdn } from '../lib/calendar.js';
import { animalNamed, isYang, jdnOf, parseIso, phaseNamed, stemPhase, yearCycleIndex } from '../lib/cycle.js';
import { clockAt } from '../lib/bazi.js';
import { checkCalendarYear } from '../lib/chart.js';
import { Instant, NamedPlain, Pillar } from '../lib/schemas.js';
import { zoneOf } from '../lib/zone.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/zodiac',
  summary: 'The Chinese zodiac animal of a date, by Lichun or by the lunar new year, with the inner and secret animals',
  description: 'Year animal = branch of the year pillar (Y - 4) mod 60; element from the stem (jia/yi wood, bing/ding fire, wu/ji earth, geng/xin metal, ren/gui water). Default boundary Lichun (the exact instant the Sun reaches 315 deg); lunar-new-year uses month 1 day 1 of /chinese/lunar-date (China\'s calendar zone). Inner animal = month branch (jie months); secret animal = hour branch of the local clock when a time is sent. Without a time the date is taken at 12:00; without a zone at UT+8. `24:00:00` means 00:00 of the next day.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$', description: 'local time HH:mm:ss; 24:00:00 is 00:00 of the next day' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 8 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    boundary: Type.Optional(StringEnum(['lichun', 'lunar-new-year'] as const, { default: 'lichun' })),
  }),
  response: Type.Object({
    animal: NamedPlain,
    element: NamedPlain,
    yinYang: StringEnum(['yang', 'yin'] as const),
    ganzhi: Pillar,
    boundaryUsed: StringEnum(['lichun', 'lunar-new-year'] as const),
    boundaryAt: Instant('when that year began (Lichun instant or 00:00 of the lunar new year in China), ISO 8601 with the request zone\'s offset'),
    animalByOtherBoundary: NamedPlain,
    innerAnimal: NamedPlain,
    secretAnimal: Type.Union([NamedPlain, Type.Null()]),
  }),
  examples: [{ name: 'between-lichun-and-new-year', body: { date: '2024-02-07' } }, { name: 'with-time', body: { date: '1990-07-15', time: '14:30:00', timezone: 'Asia/Shanghai', boundary: 'lunar-new-year' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const b = normalizeMidnight(body);
    const { year, month, day } = parseIso(b.date);
    checkCalendarYear(year, 'date');
    const zone = zoneOf(body, timeZones, 8);
    const hours = b.time === undefined ? 12 : timeToHours(b.time);
    const offset = body.timezone ? timeZones.offsetAtLocal(zone.name!, b.date, b.time ?? '12:00:00') : zone.at(0);
    const jd = jdnOf(year, month, day) - 0.5 + (hours - offset) / 24;
    const ly = lichunYear(ephemeris, jd);
    const lunarYear = lunarDateOfJdn(ephemeris, civilDay(jd, 8), 8).lunarYear;
    const boundary = body.boundary ?? 'lichun';
    const y = boundary === 'lichun' ? ly.year : lunarYear;
    const other = boundary === 'lichun' ? lunarYear : ly.year;
    const idx = yearCycleIndex(y);
    return {
      animal: animalNamed(idx % 12, lang),
      element: phaseNamed(stemPhase(idx % 10), lang),
      yinYang: isYang(idx % 10) ? 'yang' as const : 'yin' as const,
      ganzhi: pillarOut(idx, lang),
      boundaryUsed: boundary,
      boundaryAt: jdToIsoWithOffset(boundary === 'lichun' ? ly.startJd : newYearJd(ephemeris, lunarYear), offset * 60),
      animalByOtherBoundary: animalNamed(yearCycleIndex(other) % 12, lang),
      innerAnimal: animalNamed(jieBranch(jieAround(ephemeris, jd).previous.index), lang),
      secretAnimal: b.time === undefined ? null : animalNamed(hourBranchOf(clockAt(jd, offset).hours), lang),
    };
  },
});
