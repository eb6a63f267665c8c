/**
 * Operation families whose members differ only in one table or rule: the factory builds the
 * one defineOperation of each member's file (the file keeps its path, summary, description
 * and rule; the shape and the handler are written once here).
 */
import { Type } from '@sinclair/typebox';
import type { TObject } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, Instant, kebab, term } from '@celestial/core';
import { DELHI_BIRTH } from './examples.js';
import { castRashi } from './rashi.js';
import type { RashiChart } from './rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from './schemas.js';
import { LocalTime, Weekday } from './panchang-schemas.js';
import { at, ghatiPeriods, nakshatrasOverlapping, panchangContext, weekdayOut } from './panchang.js';
import { inPeriod } from './panchang-periods.js';
import type { VedicDay } from './day.js';
import { ishtaKala, specialAscendantsOf } from './special-lagnas.js';
import { SpecialLagnaPlace, specialLagnaPlace } from './special-lagnas-answer.js';
import { bhavaChartAnswer } from './bhavas.js';
import { GrahaNamingMembers, nakshatraNaming } from './vocabulary.js';

interface Described {
  path: string;
  summary: string;
  description: string;
}

/** What every member of these families shares: POST, the Vedic birth data, the Delhi example, ephemeris and time zones. */
function chartOperationBase(d: Described) {
  return {
    method: 'POST' as const,
    path: d.path,
    summary: d.summary,
    description: d.description,
    body: vedicBirthData(),
    examples: [{ name: 'delhi', body: DELHI_BIRTH }],
    deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  };
}

/** One eighth of the day ruled by a weekday table: Rahu kala, Yamaganda. */
export function dayEighthOperation(d: Described & { period: (day: VedicDay) => { start: number; end: number; part: number } }) {
  return defineOperation({
    ...chartOperationBase(d),
    response: Type.Object({
      ...ChartEcho,
      weekday: Weekday,
      start: LocalTime,
      end: LocalTime,
      durationMinutes: Type.Number(),
      part: Type.Integer({ minimum: 1, maximum: 8 }),
      activeAtChartTime: Type.Boolean(),
    }),
    handler: ({ body, lang }, services) => {
      const ctx = panchangContext(body, services);
      const p = d.period(ctx.day);
      return {
        ...chartEcho(ctx.chart, services.ephemeris),
        weekday: weekdayOut(ctx.day.weekday, lang),
        start: at(ctx, p.start),
        end: at(ctx, p.end),
        durationMinutes: (p.end - p.start) * 1440,
        part: p.part,
        activeAtChartTime: inPeriod(ctx.jd, p),
      };
    },
  });
}

/** Ghati periods placed inside each nakshatra of the Vedic day: varjyam, amrit kaal. */
export function ghatiPeriodOperation(d: Described & { table: 'varjyam' | 'amrit' }) {
  return defineOperation({
    ...chartOperationBase(d),
    response: Type.Object({
      ...ChartEcho,
      vedicDay: Type.Object({ start: LocalTime, end: LocalTime }),
      nakshatras: Type.Array(Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), slug: Type.String(), name: Type.String(), start: LocalTime, end: LocalTime }), { maxItems: 4 }),
      periods: Type.Array(Type.Object({ nakshatra: Type.String(), start: LocalTime, end: LocalTime }), { maxItems: 6 }),
    }),
    handler: ({ body, lang }, services) => {
      const ctx = panchangContext(body, services);
      const stars = nakshatrasOverlapping(ctx.ephemeris, ctx.day.sunrise, ctx.day.nextSunrise, ctx.sidereal);
      const periods = ghatiPeriods(stars, d.table, ctx.day.sunrise, ctx.day.nextSunrise);
      return {
        ...chartEcho(ctx.chart, services.ephemeris),
        vedicDay: { start: at(ctx, ctx.day.sunrise), end: at(ctx, ctx.day.nextSunrise) },
        nakshatras: stars.map((s) => ({ number: s.number, slug: nakshatraNaming(s.number, lang).slug, name: nakshatraNaming(s.number, lang).name, start: at(ctx, s.start), end: at(ctx, s.end) })),
        periods: periods.map((p) => ({ nakshatra: term('nakshatra', kebab(p.nakshatra), lang), start: at(ctx, p.start), end: at(ctx, p.end) })),
      };
    },
  });
}

/** A lagna moving from the Sun at sunrise at a fixed rate of ishta kala: hora, ghati, bhava lagna. */
export function sunriseLagnaOperation(d: Described & { member: 'horaLagna' | 'ghatiLagna' | 'bhavaLagna'; which: 'hora' | 'ghati' | 'bhava' }) {
  // The lagna's member is named after the operation, so the schema is built with a computed key.
  const response: TObject = Type.Object({
    ...ChartEcho,
    [d.member]: SpecialLagnaPlace,
    sunrise: Instant('local time of the sunrise opening the Vedic day of the birth'),
    sunAtSunrise: Type.Number({ description: 'sidereal longitude of the Sun at that sunrise' }),
    ishtaGhatis: Type.Number({ description: 'ghatis (24 min) from that sunrise to the birth' }),
  });
  return defineOperation({
    ...chartOperationBase(d),
    response,
    handler: ({ body, lang }, services) => {
      const chart = castRashi(body, services);
      const ishta = ishtaKala(services.ephemeris, chart);
      return {
        ...chartEcho(chart, services.ephemeris),
        [d.member]: specialLagnaPlace(chart, specialAscendantsOf(ishta)[d.which], lang),
        sunrise: localIso(ishta.sunrise, chart.moment.timezoneOffset),
        sunAtSunrise: ishta.sunAtSunrise,
        ishtaGhatis: ishta.ghatis,
      };
    },
  });
}

const BhavaChartAnswer = {
  bhavas: Type.Array(Type.Object({
    bhava: Type.Integer({ minimum: 1, maximum: 12 }), madhya: Type.Number({ description: 'sidereal longitude of the bhava middle' }),
    startSandhi: Type.Number(), endSandhi: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12, description: 'sign of the madhya' }), signName: Type.String(),
  }), { minItems: 12, maxItems: 12 }),
  planets: Type.Array(Type.Object({
    ...GrahaNamingMembers, longitude: Type.Number(),
    rashiHouse: Type.Integer({ minimum: 1, maximum: 12 }), bhava: Type.Integer({ minimum: 1, maximum: 12 }), shifted: Type.Boolean({ description: 'bhava differs from the whole-sign house' }),
  }), { minItems: 9, maxItems: 9 }),
};

/** Bhavas from madhyas (bhava chalit, Sripati): grahas by sandhi ranges against their whole-sign house. */
export function bhavaChartOperation(d: Described & { madhyas: (chart: RashiChart) => Parameters<typeof bhavaChartAnswer>[1] }) {
  return defineOperation({
    ...chartOperationBase(d),
    response: Type.Object({ ...ChartEcho, ...BhavaChartAnswer }),
    handler: ({ body, lang }, services) => {
      const chart = castRashi(body, services);
      return { ...chartEcho(chart, services.ephemeris), ...bhavaChartAnswer(chart, d.madhyas(chart), lang) };
    },
  });
}
