import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, defineOperation } from '@celestial/core';
import { checkCalendarYear } from '../lib/chart.js';
import { jdnOf, parseIso } from '../lib/cycle.js';
import { almanacDay } from '../lib/almanac.js';
import { AlmanacDayMembers } from '../lib/almanac-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/almanac',
  summary: 'The Tong Shu entry of a day: officer, mansion, Yellow/Black Path spirit, clash, suitable and avoided activities, day gods',
  description: 'Tong Shu day entry for the civil date in China\'s calendar zone, the month by jie (the day a jie falls on opens the new month). Day officer (Jian Chu, 12): (day branch - month branch) mod 12, Jian on the month-branch day, the officer repeating on a jie day. 28 mansions of the day cycle: (JDN + 11) mod 28 from Jiao (Fang, Xu, Mao, Xing on Sundays), with the luminary, animal and luck of the almanac verses. Yellow/Black Path spirit from Qing Long (on zi in yin/shen months, yin in mao/you, chen in chen/xu, wu in si/hai, shen in zi/wu, xu in chou/wei). Clash = day branch + 6; sha direction shen-zi-chen south, yin-wu-xu north, si-you-chou east, hai-mao-wei west; Peng Zu Bai Ji taboos by day stem and branch. Suitable/avoided activities and the day gods by Xie Ji Bian Fang Shu (Qing imperial almanac, 1741) as tabulated by month ganzhi x day ganzhi in 6tail/lunar (MIT licence); each activity, day god and Peng Zu taboo carries its slug (English for activities, pinyin for gods), its name in the language of the answer and its characters.',
  body: Type.Object({ date: DateString }),
  response: Type.Object({ date: Type.String({ format: 'date' }), ...AlmanacDayMembers }),
  calculation: true,
  examples: [{ name: 'new-year-2024', body: { date: '2024-02-10' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { year, month, day } = parseIso(body.date);
    checkCalendarYear(year, 'date');
    return { date: body.date, ...almanacDay(ephemeris, jdnOf(year, month, day), lang) };
  },
});
