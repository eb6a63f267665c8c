/**
 * One Bazi chart from a request: the moment (24:00:00 as next-day 00:00), the conventions with
 * their defaults, the raw pillars, and the echo members every answer carries.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { boundaryWarnings, rawPillars, resolveChartMoment } from './bazi.js';
import type { BaziConventions, ChartInput, HourBasis, RawPillars, YearBoundary, ZiHourRule } from './bazi.js';
import { BEIJING_MEAN_TIME_HOURS, CALENDAR_YEARS, calendarZoneOffset } from './calendar.js';
import { ApiError } from '@celestial/core';

export interface BaziRequest extends ChartInput {
  hourBasis?: HourBasis;
  ziHourRule?: ZiHourRule;
  yearBoundary?: YearBoundary;
}

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

export function conventionsOf(body: { hourBasis?: HourBasis; ziHourRule?: ZiHourRule; yearBoundary?: YearBoundary }): BaziConventions {
  return { hourBasis: body.hourBasis ?? 'local', ziHourRule: body.ziHourRule ?? 'day-at-23', yearBoundary: body.yearBoundary ?? 'lichun' };
}

/** 400 naming the field when a date lies outside the calendar's years. */
export function checkCalendarYear(year: number, field: string): void {
  if (year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last) throw ApiError.invalidField(field, `must be in the years ${CALENDAR_YEARS.first}-${CALENDAR_YEARS.last} (the Chinese calendar is computed for those years)`);
}

export function castChart(body: BaziRequest, services: Services, lang: LangCode) {
  checkCalendarYear(Number(body.date.slice(0, 4)), 'date');
  const c = conventionsOf(body);
  const m = resolveChartMoment(body, services);
  const jd = m.julianDayUT;
  const raw: RawPillars = rawPillars(services.ephemeris, jd, m.timezoneOffset, body.longitude, c);
  return {
    c, m, jd, raw,
    moment: momentEcho(m, services.ephemeris),
    settings: { ...c, calendarZone: calendarZoneOffset(8, jd) === 8 ? 8 : BEIJING_MEAN_TIME_HOURS, solarTerms: 'exact' as const },
    warnings: boundaryWarnings(raw, jd, c, m.timezoneOffset * 60, lang),
  };
}
