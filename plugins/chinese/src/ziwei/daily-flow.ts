import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { pillarOut } from '../lib/bazi.js';
import { lunarDateOfJdn } from '../lib/calendar.js';
import { branchNamed, dayCycleIndex, jdnOf, parseIso } from '../lib/cycle.js';
import { checkCalendarYear } from '../lib/chart.js';
import { SI_HUA_KINDS, siHua, ziweiBirth } from '../lib/ziwei.js';
import { LunarDateOut, Transformations, ziweiChartOut } from '../lib/ziwei-out.js';
import { dayChars, monthChars } from '../lib/lunar.js';
import { Moment, NamedChinese, Pillar, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const Where = Type.Object({ palace: Type.String(), branch: NamedChinese });

export default defineOperation({
  method: 'POST',
  path: '/ziwei/daily-flow',
  summary: 'The flowing day (Liu Ri) and its twelve hours (Liu Shi) in a Zi Wei chart',
  description: 'Liu Ri: from the flow-month palace (day 1, /ziwei/monthly-flow) count forward to the lunar day of `targetDate` (the catalogue writes `date`, which the birth data already uses for the birth; our calendar, China\'s zone); Si Hua from the day stem (day pillar (JDN + 49) mod 60, Quan Shu table); Liu Shi: from the flow-day palace forward by hour branch (zi = the day palace). Month and day palaces by iztro\'s horoscope.',
  body: chartBody({ gender: StringEnum(['male', 'female'] as const), targetDate: DateString }),
  response: Type.Object({
    moment: Moment,
    targetDate: Type.String({ format: 'date', description: 'ISO 8601 date' }),
    lunarDate: LunarDateOut,
    flowMonthPalace: Where,
    flowDayPalace: Where,
    dayGanzhi: Pillar,
    transformations: Transformations,
    hours: Type.Array(Type.Object({ branch: NamedChinese, palace: Type.String(), palaceBranch: NamedChinese }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'beijing', body: { ...BEIJING_BIRTH, gender: 'male', targetDate: '2026-11-26' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const z = ziweiBirth(body, services);
    const t = parseIso(body.targetDate);
    checkCalendarYear(t.year, 'targetDate');
    const tj = jdnOf(t.year, t.month, t.day);
    const lunar = lunarDateOfJdn(services.ephemeris, tj, 8);
    if (lunar.lunarYear < z.lunar.lunarYear || lunar.lunarYear - z.lunar.lunarYear + 1 > 120) throw ApiError.invalidField('targetDate', `must fall in the lunar years ${z.lunar.lunarYear} to ${z.lunar.lunarYear + 119}`);
    const chart = ziweiChartOut(z, 'quanshu', lang);
    const byIndex = (i: number) => chart.palaces.find((p) => p.index === i)!;
    const where = (i: number) => ({ palace: byIndex(i).slug, branch: byIndex(i).branch });
    const h = z.iztro.horoscope(body.targetDate.split('-').map(Number).join('-'));
    const day = dayCycleIndex(tj);
    const hua = siHua(day % 10, 'quanshu');
    return {
      moment: momentEcho(z.moment, services.ephemeris),
      targetDate: body.targetDate,
      lunarDate: { year: lunar.lunarYear, month: lunar.month.number, day: lunar.day, isLeapMonth: lunar.month.isLeap, chinese: `${monthChars(lunar.month)}${dayChars(lunar.day)}` },
      flowMonthPalace: where(h.monthly.index),
      flowDayPalace: where(h.daily.index),
      dayGanzhi: pillarOut(day, lang),
      transformations: Object.fromEntries(SI_HUA_KINDS.map((k, j) => [k, hua[j]!])) as { lu: string; quan: string; ke: string; ji: string },
      hours: Array.from({ length: 12 }, (_, b) => { const p = byIndex((h.daily.index + b) % 12); return { branch: branchNamed(b, lang), palace: p.slug, palaceBranch: p.branch }; }),
    };
  },
});
