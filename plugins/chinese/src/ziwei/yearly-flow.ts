import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { pillarOut } from '../lib/bazi.js';
import { CALENDAR_YEARS, monthsOfLunarYear } from '../lib/calendar.js';
import { type branchNamed, dateOfJdn, yearCycleIndex } from '../lib/cycle.js';
import { PALACE_SLUG, SI_HUA_KINDS, siHua, ziweiBirth } from '../lib/ziwei.js';
import { Transformations, ziweiChartOut } from '../lib/ziwei-out.js';
import { Moment, NamedChinese, Pillar, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

/** iztro's yearly flow-star names: 流禄 Lu Cun, 流羊 Qing Yang, 流陀 Tuo Luo, 流昌 Wen Chang, 流曲 Wen Qu, 流魁 Tian Kui, 流钺 Tian Yue, 流马 Tian Ma. */
const FLOW_STARS: Record<string, 'lu' | 'yang' | 'tuo' | 'chang' | 'qu' | 'kui' | 'yue' | 'ma'> = { 流禄: 'lu', 流羊: 'yang', 流陀: 'tuo', 流昌: 'chang', 流曲: 'qu', 流魁: 'kui', 流钺: 'yue', 流马: 'ma' };
const Where = Type.Object({ palace: Type.String(), branch: NamedChinese });

export default defineOperation({
  method: 'POST',
  path: '/ziwei/yearly-flow',
  summary: 'The flowing year (Liu Nian) of a Zi Wei chart: flow palaces, Si Hua, flow stars, minor limit and active decade',
  description: 'Liu Nian: year stem-branch of the lunar year `year`, ageSui = year - birth lunar year + 1; the flow life palace is the palace of the year branch and the flow roles are counted from it (life, siblings, spouse ... parents, running against the branch order); Si Hua from the year stem (Quan Shu table); flow Lu Cun, Qing Yang, Tuo Luo, Wen Chang, Wen Qu, Kui, Yue, Tian Ma from the year stem and branch; Xiao Xian starts yin-wu-xu -> chen, shen-zi-chen -> xu, si-you-chou -> wei, hai-mao-wei -> chou (by birth-year branch), males forward, females backward, one palace per year of age (Zi Wei Dou Shu Quan Shu). Computed by iztro\'s horoscope for a day in the middle of that lunar year (month 6 day 15 of our calendar).',
  body: chartBody({ gender: StringEnum(['male', 'female'] as const), year: Type.Integer({ minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last - 1 }) }),
  response: Type.Object({
    moment: Moment,
    year: Type.Integer(),
    yearGanzhi: Pillar,
    ageSui: Type.Integer(),
    flowLifePalace: Where,
    flowPalaces: Type.Array(Type.Object({ role: Type.String({ description: 'the flow role (ming, xiong-di, ...)' }), natalPalace: Type.String(), branch: NamedChinese }), { minItems: 12, maxItems: 12 }),
    transformations: Transformations,
    flowStars: Type.Object({ lu: NamedChinese, yang: NamedChinese, tuo: NamedChinese, chang: NamedChinese, qu: NamedChinese, kui: NamedChinese, yue: NamedChinese, ma: NamedChinese }),
    minorLimit: Where,
    activeDecade: Type.Union([Type.Object({ palace: Type.String(), branch: NamedChinese, fromAge: Type.Integer(), toAge: Type.Integer() }), Type.Null()]),
  }),
  examples: [{ name: 'beijing-2026', body: { ...BEIJING_BIRTH, gender: 'male', year: 2026 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const z = ziweiBirth(body, services);
    // A flow year before the birth year, or past 120 years of age, has no decade to run in.
    if (body.year < z.lunar.lunarYear || body.year - z.lunar.lunarYear + 1 > 120) throw ApiError.invalidField('year', `must be a lunar year from the birth year ${z.lunar.lunarYear} to ${z.lunar.lunarYear + 119}`);
    const chart = ziweiChartOut(z, 'quanshu', lang);
    const month6 = monthsOfLunarYear(services.ephemeris, body.year, 8).find((m) => m.number === 6 && !m.isLeap)!;
    const d = dateOfJdn(month6.startJdn + 14);
    const h = z.iztro.horoscope(`${d.year}-${d.month}-${d.day}`);
    const byIndex = (i: number) => chart.palaces.find((p) => p.index === i)!;
    const where = (i: number) => ({ palace: byIndex(i).slug, branch: byIndex(i).branch });
    const flowStars = {} as Record<string, ReturnType<typeof branchNamed>>;
    (h.yearly.stars ?? []).forEach((list, i) => list.forEach((s) => { const k = FLOW_STARS[s.name]; if (k) flowStars[k] = byIndex(i).branch; }));
    const ageSui = body.year - z.lunar.lunarYear + 1;
    const decade = chart.palaces.find((p) => p.decade.fromAge <= ageSui && ageSui <= p.decade.toAge);
    const hua = siHua(yearCycleIndex(body.year) % 10, 'quanshu');
    return {
      moment: momentEcho(z.moment, services.ephemeris),
      year: body.year,
      yearGanzhi: pillarOut(yearCycleIndex(body.year), lang),
      ageSui,
      flowLifePalace: where(h.yearly.index),
      flowPalaces: h.yearly.palaceNames.map((name, i) => ({ role: PALACE_SLUG[name] ?? name, natalPalace: byIndex(i).slug, branch: byIndex(i).branch }))
        .sort((a, b) => ORDER.indexOf(a.role) - ORDER.indexOf(b.role)),
      transformations: Object.fromEntries(SI_HUA_KINDS.map((k, j) => [k, hua[j]!])) as { lu: string; quan: string; ke: string; ji: string },
      flowStars: flowStars as Record<'lu' | 'yang' | 'tuo' | 'chang' | 'qu' | 'kui' | 'yue' | 'ma', ReturnType<typeof branchNamed>>,
      minorLimit: where(h.age.index),
      activeDecade: decade ? { palace: decade.slug, branch: decade.branch, fromAge: decade.decade.fromAge, toAge: decade.decade.toAge } : null,
    };
  },
});

const ORDER = ['ming', 'xiong-di', 'fu-qi', 'zi-nu', 'cai-bo', 'ji-e', 'qian-yi', 'pu-yi', 'guan-lu', 'tian-zhai', 'fu-de', 'fu-mu'];
