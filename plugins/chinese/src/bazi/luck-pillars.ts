import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation, jdToIsoWithOffset } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarOut, termNamed } from '../lib/bazi.js';
import { isoDate, parseIso } from '../lib/cycle.js';
import { luckSequence } from '../lib/luck.js';
import { naYin, tenGodNamed } from '../lib/zi-ping.js';
import { phaseNamed } from '../lib/cycle.js';
import { BaziSettings, Instant, Moment, NamedChinese, NamedPlain, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/luck-pillars',
  summary: 'The ten-year luck pillars (Da Yun) with their start age from the exact jie',
  description:
    'Forward for a yang year stem and a male or a yin year stem and a female, backward otherwise (year stem of the Lichun year; San Ming Tong Hui). startReference = the next jie after birth (forward) or the previous jie (backward), exact instant by root finding on swe_calc_ut; the span in whole minutes m gives startAge at 3 days = 1 year, 1 day = 4 months, 1 hour = 5 days: years = floor(m / 4320), months = floor(rest / 360), days = floor(rest / 12) (6tail/lunar Yun, sect 2); startDate = birth date plus those years, months and days. Pillars step the month pillar +1 or -1 in the sixty cycle, ten years each; pillar i has fromAge = startAge.years + 10 i, fromYear = year of startDate + 10 i; ten god against the day master; Na Yin.',
  body: chartBody({ ...conventionMembers, gender: StringEnum(['male', 'female'] as const), count: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 8 })) }),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    gender: Type.String(),
    direction: StringEnum(['forward', 'backward'] as const),
    startAge: Type.Object({ years: Type.Integer(), months: Type.Integer(), days: Type.Integer() }),
    startReference: Type.Object({
      term: NamedChinese,
      at: Instant('the jie instant, ISO 8601 with the request zone\'s offset'),
      daysFromBirth: Type.Number(),
      minutesFromBirth: Type.Integer(),
    }),
    startDate: Type.String({ format: 'date', description: 'ISO 8601 date (local calendar) the first luck pillar begins' }),
    monthPillar: Pillar,
    pillars: Type.Array(Type.Object({
      index: Type.Integer({ minimum: 0 }),
      pillar: Pillar,
      tenGod: NamedChinese,
      naYin: Type.Object({ slug: Type.String(), chinese: Type.String(), element: NamedPlain }),
      fromAge: Type.Integer(),
      toAge: Type.Integer(),
      fromYear: Type.Integer(),
    })),
    warnings: Warnings,
  }),
  specFixed: ['startAge', 'startReference'],
  examples: [
    { name: 'beijing-male', body: { ...BEIJING_BIRTH, gender: 'male' } },
    { name: 'beijing-female-4', body: { ...BEIJING_BIRTH, gender: 'female', count: 4 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const { raw, jd, m } = chart;
    const { start, pillars } = luckSequence(raw, jd, body.gender, parseIso(m.localDate), body.count ?? 8);
    const dm = raw.day % 10;
    const off = m.timezoneOffset * 60;
    return {
      moment: chart.moment,
      settings: chart.settings,
      gender: body.gender,
      direction: start.forward ? 'forward' as const : 'backward' as const,
      startAge: { years: start.years, months: start.months, days: start.days },
      startReference: { term: termNamed(start.reference.index, lang), at: jdToIsoWithOffset(start.reference.jd, off), daysFromBirth: Math.abs(start.reference.jd - jd), minutesFromBirth: start.minutes },
      startDate: isoDate(start.startDate),
      monthPillar: pillarOut(raw.month, lang),
      pillars: pillars.map((p) => {
        const ny = naYin(p.cycle);
        return {
          index: p.index,
          pillar: pillarOut(p.cycle, lang),
          tenGod: tenGodNamed(dm, p.cycle % 10, lang),
          naYin: { slug: ny.slug, chinese: ny.chinese, element: phaseNamed(ny.phase, lang) },
          fromAge: p.fromAge,
          toAge: p.toAge,
          fromYear: p.fromYear,
        };
      }),
      warnings: chart.warnings,
    };
  },
});
