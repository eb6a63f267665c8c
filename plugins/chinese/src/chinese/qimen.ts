import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, StringEnum, TimeZones, defineOperation, jdToIsoWithOffset } from '@celestial/core';
import { pillarOut, termNamed } from '../lib/bazi.js';
import { branchNamed, stemNamed } from '../lib/cycle.js';
import { DEITY_CHARS, DEITY_SLUGS, DOOR_CHARS, DOOR_SLUGS, PALACE_DIRECTION, STAR_CHARS, STAR_SLUGS, YUAN_SLUGS, qimenAt } from '../lib/qimen.js';
import { NamedChinese, Pillar } from '../lib/schemas.js';
import { requestInstant } from '../lib/zone.js';

const Named = Type.Object({ slug: Type.String(), chinese: Type.String() });
const NamedStem = NamedChinese;

export default defineOperation({
  method: 'POST',
  path: '/chinese/qimen',
  summary: 'The hour Qi Men Dun Jia chart (rotating plate, chaibu)',
  description: 'Hour Qi Men Dun Jia, rotating-plate method. Yang dun from Dongzhi to Mangzhong, yin dun from Xiazhi to Daxue (exact term instants); ju numbers of the Yan Bo Diao Sou Ge verse (Dongzhi/Jingzhe 1-7-4, Xiaohan 2-8-5, Dahan/Chunfen 3-9-6, Lichun 8-5-2, Yushui 9-6-3, Qingming/Lixia 4-1-7, Guyu/Xiaoman 5-2-8, Mangzhong 6-3-9; Xiazhi/Bailu 9-3-6, Xiaoshu 8-2-5, Dashu/Qiufen 7-1-4, Liqiu 2-5-8, Chushu 1-4-7, Hanlu/Lidong 6-9-3, Shuangjiang/Xiaoxue 5-8-2, Daxue 4-7-1); chaibu yuan from the day\'s Fu Tou (the latest jia or ji day: zi/wu/mao/you upper, yin/shen/si/hai middle, chen/xu/chou/wei lower); the zhirun method is not offered. Day and hour pillars as /bazi/four-pillars with hourBasis local and ziHourRule day-at-23. Earth plate wu ji geng xin ren gui ding bing yi laid over palaces 1-9 from the ju palace forward (yang) or backward (yin); the hour\'s xun shou fixes Zhi Fu star and Zhi Shi door; the star ring turns Zhi Fu onto the hour stem\'s earth palace, each star carrying its palace\'s earth stem (heaven stem); Zhi Shi advances one palace per hour elapsed in the xun; the 8 deities start at Zhi Fu and run clockwise (yang) or anticlockwise (yin). The center 5 lodges in Kun 2: Tian Qin rides with Tian Rui (`lodged`). Palaces are numbered by the Lo Shu (1 north, 9 south, 5 center). Default zone UT+8. `24:00:00` means 00:00 of the next day.',
  body: Type.Object({
    date: DateString,
    time: Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$' }),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 8 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    method: Type.Optional(StringEnum(['chaibu'] as const, { default: 'chaibu' })),
  }),
  response: Type.Object({
    instant: Instant('the chart\'s moment, ISO 8601 with the request zone\'s offset'),
    dun: StringEnum(['yang', 'yin'] as const),
    ju: Type.Integer({ minimum: 1, maximum: 9 }),
    yuan: StringEnum(YUAN_SLUGS),
    solarTerm: NamedChinese,
    dayPillar: Pillar,
    hourPillar: Pillar,
    xunShou: Type.Object({ pillar: Pillar, hiddenUnder: NamedStem }),
    zhiFu: Type.Object({ star: Named, palace: Type.Integer({ minimum: 1, maximum: 9 }) }),
    zhiShi: Type.Object({ door: Named, palace: Type.Integer({ minimum: 1, maximum: 9 }) }),
    palaces: Type.Array(Type.Object({
      palace: Type.Integer({ minimum: 1, maximum: 9 }),
      direction: StringEnum(['north', 'south-west', 'east', 'south-east', 'center', 'north-west', 'west', 'north-east', 'south'] as const),
      earthStem: NamedStem,
      heavenStem: Type.Union([NamedStem, Type.Null()]),
      star: Type.Union([Named, Type.Null()]),
      door: Type.Union([Named, Type.Null()]),
      deity: Type.Union([Named, Type.Null()]),
      lodged: Type.Union([Type.Object({ star: Named, heavenStem: NamedStem }), Type.Null()]),
    })),
    voidBranches: Type.Array(NamedStem),
    horseBranch: NamedStem,
    settings: Type.Object({ method: StringEnum(['chaibu'] as const), plate: StringEnum(['rotating'] as const), hourBasis: StringEnum(['local'] as const), ziHourRule: StringEnum(['day-at-23'] as const) }),
  }),
  examples: [{ name: 'beijing-afternoon', body: { date: '2024-02-10', time: '14:30:00' } }, { name: 'summer-solstice-day', body: { date: '2024-06-21', time: '09:00:00', timezone: 'Asia/Shanghai' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const { jd, offset, year } = requestInstant(body, timeZones, 8);
    const { raw, termIndex, chart: c } = qimenAt(ephemeris, jd, offset, year);
    const stem = (i: number) => stemNamed(i, lang);
    const star = (i: number) => ({ slug: STAR_SLUGS[i]!, chinese: STAR_CHARS[i]! });
    const door = (i: number) => ({ slug: DOOR_SLUGS[i]!, chinese: DOOR_CHARS[i]! });
    const zhiFuStar = c.zhiFuStar;
    return {
      instant: jdToIsoWithOffset(jd, offset * 60),
      dun: c.yang ? 'yang' as const : 'yin' as const,
      ju: c.ju,
      yuan: YUAN_SLUGS[c.yuan]!,
      solarTerm: termNamed(termIndex, lang),
      dayPillar: pillarOut(raw.day, lang),
      hourPillar: pillarOut(raw.hour, lang),
      xunShou: { pillar: pillarOut(c.xunShou, lang), hiddenUnder: stem(c.xunStem) },
      zhiFu: { star: star(zhiFuStar), palace: c.zhiFuPalace },
      zhiShi: { door: door(c.zhiShiDoor), palace: c.zhiShiPalace },
      palaces: c.palaces.map((p) => ({
        palace: p.palace,
        direction: PALACE_DIRECTION[p.palace] as Exclude<(typeof PALACE_DIRECTION)[number], ''>,
        earthStem: stem(p.earthStem),
        heavenStem: p.heavenStem === null ? null : stem(p.heavenStem),
        star: p.star === null ? null : star(p.star),
        door: p.door === null ? null : door(p.door),
        deity: p.deity === null ? null : { slug: DEITY_SLUGS[p.deity]!, chinese: DEITY_CHARS[p.deity]! },
        lodged: p.lodged === null ? null : { star: star(p.lodged.star), heavenStem: stem(p.lodged.heavenStem) },
      })),
      voidBranches: c.voidBranches.map((x) => branchNamed(x, lang)),
      horseBranch: branchNamed(c.horseBranch, lang),
      settings: { method: 'chaibu' as const, plate: 'rotating' as const, hourBasis: 'local' as const, ziHourRule: 'day-at-23' as const },
    };
  },
});
