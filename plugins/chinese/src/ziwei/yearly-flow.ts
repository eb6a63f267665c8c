import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { pillarOut } from '../lib/bazi.js';
import { CALENDAR_YEARS } from '../lib/calendar.js';
import { yearCycleIndex } from '../lib/cycle.js';
import { ziweiBirth } from '../lib/ziwei.js';
import { yearlyFlow } from '../lib/ziwei-yearly.js';
import { Transformations } from '../lib/ziwei-out.js';
import { Moment, NamedChinese, Pillar, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

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
    return {
      moment: momentEcho(z.moment, services.ephemeris),
      year: body.year,
      yearGanzhi: pillarOut(yearCycleIndex(body.year), lang),
      ...yearlyFlow(z, services.ephemeris, body.year, lang),
    };
  },
});
