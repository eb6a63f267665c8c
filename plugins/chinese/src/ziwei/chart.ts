import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { ziweiBirth } from '../lib/ziwei.js';
import { ZiweiChartMembers, ziweiChartOut } from '../lib/ziwei-out.js';
import { Moment, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/ziwei/chart',
  summary: 'The Zi Wei Dou Shu chart: twelve palaces, the fourteen major and fourteen minor stars, bureau and Si Hua',
  description: 'Lunar date by /chinese/lunar-date (calendarZone 8) of the local civil date, hour branch of the local clock; 23:00-24:00 is the zi hour of the next lunar day; the year stem-branch is the lunar year\'s (from month 1 day 1, not Lichun); a leap month counts as its own month for days 1-15 and as the next month for days 16-30 (iztro\'s default). Stars placed by iztro (MIT; Quan Shu rules: life palace from yin forward to the month and back by the hour, body palace forward by the hour, bureau = Na Yin of the life palace, Zi Wei from the lunar day and bureau, the Zi Wei and Tian Fu groups, Zuo Fu, You Bi, Wen Chang, Wen Qu, Di Jie, Di Kong, Lu Cun, Qing Yang, Tuo Luo, Tian Kui, Tian Yue, Huo Xing, Ling Xing, Tian Ma) with the brightness table of Zi Wei Dou Shu Quan Shu (attributed to Chen Xiyi, Ming edition); birth-year Si Hua from the stem table (siHuaVariant quanshu by default; zhongzhou changes only the geng row). Slugs are toneless pinyin; star and palace names are given in characters (no translations are offered). `24:00:00` means 00:00 of the next day.',
  body: chartBody({ gender: StringEnum(['male', 'female'] as const), siHuaVariant: Type.Optional(StringEnum(['quanshu', 'zhongzhou'] as const, { default: 'quanshu' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Type.Object({ siHuaVariant: StringEnum(['quanshu', 'zhongzhou'] as const), calendarZone: Type.Number(), hourBasis: Type.Literal('local'), leapMonthRule: Type.Literal('split-at-15') }),
    ...ZiweiChartMembers,
  }),
  examples: [{ name: 'beijing-male', body: { ...BEIJING_BIRTH, gender: 'male' } }, { name: 'zhongzhou', body: { date: '1990-06-13', time: '14:30:00', timezoneOffset: 8, latitude: 39.9, longitude: 116.4, gender: 'female', siHuaVariant: 'zhongzhou' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const z = ziweiBirth(body, services);
    const variant = body.siHuaVariant ?? 'quanshu';
    return {
      moment: momentEcho(z.moment, services.ephemeris),
      settings: { siHuaVariant: variant, calendarZone: 8, hourBasis: 'local' as const, leapMonthRule: 'split-at-15' as const },
      ...ziweiChartOut(z, variant, lang),
    };
  },
});
