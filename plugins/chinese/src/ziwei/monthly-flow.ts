import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { CALENDAR_YEARS, monthsOfLunarYear } from '../lib/calendar.js';
import { dateOfJdn, stemNamed } from '../lib/cycle.js';
import { SI_HUA_KINDS, siHua, stemIndexOfChar, ziweiBirth } from '../lib/ziwei.js';
import { Transformations, ziweiChartOut } from '../lib/ziwei-out.js';
import { Moment, NamedChinese, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/ziwei/monthly-flow',
  summary: 'The flowing months (Liu Yue) of a lunar year in a Zi Wei chart, from Dou Jun',
  description: 'Liu Yue by Dou Jun: from the flow-year palace count backward to the birth month (the year palace = 1), then forward by the birth hour (zi = 1); that palace is month 1 and later months proceed forward; month stems by the Five Tigers rule from the flow-year stem, Si Hua from each month stem (Quan Shu table); a leap month follows its month (same palace). Computed by iztro\'s horoscope on day 15 of each month of our calendar (Zi Wei Dou Shu Quan Shu).',
  body: chartBody({ gender: StringEnum(['male', 'female'] as const), year: Type.Integer({ minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last - 1 }) }),
  response: Type.Object({
    moment: Moment,
    year: Type.Integer(),
    douJun: Type.Object({ palace: Type.String(), branch: NamedChinese }),
    months: Type.Array(Type.Object({
      lunarMonth: Type.Integer({ minimum: 1, maximum: 12 }),
      isLeap: Type.Boolean(),
      palace: Type.String({ description: 'the natal palace the month runs in' }),
      branch: NamedChinese,
      stem: NamedChinese,
      transformations: Transformations,
    }), { minItems: 12, maxItems: 13 }),
  }),
  examples: [{ name: 'beijing-2026', body: { ...BEIJING_BIRTH, gender: 'male', year: 2026 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const z = ziweiBirth(body, services);
    if (body.year < z.lunar.lunarYear || body.year - z.lunar.lunarYear + 1 > 120) throw ApiError.invalidField('year', `must be a lunar year from the birth year ${z.lunar.lunarYear} to ${z.lunar.lunarYear + 119}`);
    const chart = ziweiChartOut(z, 'quanshu', lang);
    const byIndex = (i: number) => chart.palaces.find((p) => p.index === i)!;
    const months = monthsOfLunarYear(services.ephemeris, body.year, 8).map((m) => {
      const d = dateOfJdn(m.startJdn + 14);
      const h = z.iztro.horoscope(`${d.year}-${d.month}-${d.day}`);
      const p = byIndex(h.monthly.index);
      const stem = stemIndexOfChar(h.monthly.heavenlyStem);
      const hua = siHua(stem, 'quanshu');
      return {
        lunarMonth: m.number, isLeap: m.isLeap, palace: p.slug, branch: p.branch, stem: stemNamed(stem, lang),
        transformations: Object.fromEntries(SI_HUA_KINDS.map((k, j) => [k, hua[j]!])) as { lu: string; quan: string; ke: string; ji: string },
      };
    });
    const first = months.find((m) => m.lunarMonth === 1 && !m.isLeap)!;
    return { moment: momentEcho(z.moment, services.ephemeris), year: body.year, douJun: { palace: first.palace, branch: first.branch }, months };
  },
});
