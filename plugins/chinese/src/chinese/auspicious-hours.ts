import { Type } from '@sinclair/typebox';
import { DateString, StringEnum, defineOperation } from '@celestial/core';
import { pillarOut } from '../lib/bazi.js';
import { animalNamed, branchNamed, dayCycleIndex, jdnOf, mod, parseIso } from '../lib/cycle.js';
import { checkCalendarYear } from '../lib/chart.js';
import { doubleHoursOfDay, SPIRIT_CHARS, SPIRIT_SLUGS } from '../lib/day-spirits.js';
import { NamedChinese, NamedPlain, Pillar } from '../lib/schemas.js';

const pad = (h: number) => `${String(mod(h, 24)).padStart(2, '0')}:00`;

export default defineOperation({
  method: 'POST',
  path: '/chinese/auspicious-hours',
  summary: 'The twelve double hours of a day with their stems, Yellow/Black Path spirits and clashes',
  description: 'The 12 double hours of the civil date: stems by the Five Rats rule from the day stem (the zi hour, 23:00-01:00, listed with the day\'s own zi stem as the almanacs print it); hour spirits by the 12-spirit sequence (Qing Long, Ming Tang, Tian Xing, Zhu Que, Jin Kui, Tian De, Bai Hu, Yu Tang, Tian Lao, Xuan Wu, Si Ming, Gou Chen) started from the day branch as the almanac starts it from the month branch (Qing Long on zi for yin/shen days, yin for mao/you, chen for chen/xu, wu for si/hai, shen for zi/wu, xu for chou/wei), Xie Ji Bian Fang Shu; hour luck = the path: the six yellow spirits auspicious, the six black ones inauspicious (as 6tail/lunar encodes the hour table). The clash animal is that of the opposite branch.',
  body: Type.Object({ date: DateString }),
  response: Type.Object({
    date: Type.String({ format: 'date' }),
    dayGanzhi: Pillar,
    hours: Type.Array(Type.Object({
      branch: NamedChinese,
      range: Type.String({ description: 'civil clock range, e.g. 23:00-01:00' }),
      ganzhi: Pillar,
      spirit: Type.Object({ slug: Type.String(), chinese: Type.String() }),
      path: StringEnum(['yellow', 'black'] as const),
      luck: StringEnum(['auspicious', 'inauspicious'] as const),
      clashAnimal: NamedPlain,
    }), { minItems: 12, maxItems: 12 }),
  }),
  calculation: true,
  examples: [{ name: 'new-year-2024', body: { date: '2024-02-10' } }],
  handler: ({ body, lang }) => {
    const { year, month, day } = parseIso(body.date);
    checkCalendarYear(year, 'date');
    const dayIdx = dayCycleIndex(jdnOf(year, month, day));
    return {
      date: body.date,
      dayGanzhi: pillarOut(dayIdx, lang),
      hours: doubleHoursOfDay(dayIdx).map((h) => ({
        branch: branchNamed(h.branch, lang),
        range: `${pad(h.startHour)}-${pad(h.endHour)}`,
        ganzhi: pillarOut(h.cycleIdx, lang),
        spirit: { slug: SPIRIT_SLUGS[h.spirit]!, chinese: SPIRIT_CHARS[h.spirit]! },
        path: h.yellow ? ('yellow' as const) : ('black' as const),
        luck: h.yellow ? ('auspicious' as const) : ('inauspicious' as const),
        clashAnimal: animalNamed(h.clashBranch, lang),
      })),
    };
  },
});
