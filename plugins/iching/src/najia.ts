import { Type } from '@sinclair/typebox';
import { ApiError, DateString, defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { BRANCH_SLUGS, dayCycleIndex, parseDate, resolveMoment, STEM_SLUGS } from '@celestial/core/astro';
import { hexagramRef } from './lib/cast.js';
import { GENERATIONS, monthBranchOf, najiaReading, RELATIVES, SPIRITS, voidBranches } from './lib/najia.js';
import { HexagramNamed, trigramRef, TrigramRef } from './lib/schemas.js';

const LineValue = Type.Union([Type.Literal(6), Type.Literal(7), Type.Literal(8), Type.Literal(9)]);
const Relative = Type.Union(RELATIVES.map((r) => Type.Literal(r)), { description: 'six relatives (liu qin) against the palace: brothers, parents, offspring, wealth, officer (guan gui)' });
const Phase = Type.Union(['wood', 'fire', 'earth', 'metal', 'water'].map((p) => Type.Literal(p)));

export default defineOperation({
  method: 'POST',
  path: '/iching/najia',
  summary: 'The six-line (Liu Yao) chart of a cast: palace, shi and ying, Na Jia stems and branches, six relatives, six spirits, hidden spirits',
  description:
    "Jing Fang's eight palaces and the Na Jia as used in Zeng Shan Bu Yi (Ye He Lao Ren, c. 1690): palace and shi/ying lines by the generation rule (shi on line 6 for the pure hexagram, lines 1-5 for the 1st-5th generation, line 4 for the wandering soul, line 3 for the returning soul; ying = shi +/- 3); Na Jia: Qian inner jia-zi/yin/chen, outer ren-wu/shen/xu; Kun yi-wei/si/mao, gui-chou/hai/you; Zhen geng-zi/yin/chen, geng-wu/shen/xu; Xun xin-chou/hai/you, xin-wei/si/mao; Kan wu-yin/chen/wu, wu-shen/xu/zi; Li ji-mao/chou/hai, ji-you/wei/si; Gen bing-chen/wu/shen, bing-xu/zi/yin; Dui ding-si/mao/chou, ding-hai/you/wei; six relatives from each branch's phase against the palace's; six spirits from the bottom line by the day stem (jia/yi Green Dragon, bing/ding Vermilion Bird, wu Hooked Snake (Gou Chen), ji Flying Serpent (Teng She), geng/xin White Tiger, ren/gui Black Warrior (Xuan Wu)), continuing upward in that order; a changing line's changedTo takes the branch of the changed hexagram at that place, its relative against the original palace; hidden spirits: the relatives missing from the six lines, taken from the palace's pure hexagram at their lines. Month branch by the Jie (the Sun's apparent longitude at the instant: yin from 315 degrees); day pillar (JDN of the local date + 49) mod 60; void branches of the day's ten-day xun. `time` defaults to 12:00; 24:00:00 means 00:00 of the next day. Stems, branches and spirits are pinyin slugs.",
  body: Type.Object({
    lines: Type.Array(LineValue, { minItems: 6, maxItems: 6, description: 'six values bottom to top, each 6|7|8|9' }),
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?|24:00(:00)?)$', description: 'local clock time HH:mm[:ss], 24:00:00 allowed; default 12:00' })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of Greenwich; used when timezone is absent' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$', description: 'IANA zone, e.g. Asia/Shanghai' })),
  }),
  response: Type.Object({
    hexagram: HexagramNamed,
    changedHexagram: Type.Union([HexagramNamed, Type.Null()]),
    palace: Type.Object({ trigram: TrigramRef, element: Phase }),
    generation: Type.Union(GENERATIONS.map((g) => Type.Literal(g))),
    shiLine: Type.Integer({ minimum: 1, maximum: 6 }),
    yingLine: Type.Integer({ minimum: 1, maximum: 6 }),
    lines: Type.Array(Type.Object({
      position: Type.Integer({ minimum: 1, maximum: 6 }),
      value: LineValue,
      stem: Type.String(),
      branch: Type.String(),
      element: Phase,
      relative: Relative,
      spirit: Type.Union(SPIRITS.map((s) => Type.Literal(s))),
      changing: Type.Boolean(),
      changedTo: Type.Optional(Type.Object({ stem: Type.String(), branch: Type.String(), element: Phase, relative: Relative })),
    }), { minItems: 6, maxItems: 6 }),
    hiddenSpirits: Type.Array(Type.Object({ position: Type.Integer({ minimum: 1, maximum: 6 }), stem: Type.String(), branch: Type.String(), element: Phase, relative: Relative })),
    monthBranch: Type.String(),
    dayGanzhi: Type.Object({ index: Type.Integer({ minimum: 0, maximum: 59, description: '0 = jia-zi' }), stem: Type.String(), branch: Type.String() }),
    voidBranches: Type.Array(Type.String(), { minItems: 2, maxItems: 2 }),
  }),
  examples: [{ name: 'shanghai', body: { lines: [7, 8, 9, 7, 6, 7], date: '2026-03-01', time: '10:30', timezone: 'Asia/Shanghai' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const time = body.time ?? '12:00';
    if (body.timezone && !timeZones.isValidZone(body.timezone)) throw new ApiError('INVALID_INPUT', `Validation failed: timezone "${body.timezone}" is not an IANA zone`, { details: [{ path: 'timezone', message: 'must be an IANA time zone such as Asia/Shanghai' }] });
    // Coordinates are not read: the zone is named or the offset given (no `auto`).
    const moment = resolveMoment({ date: body.date, time, latitude: 0, longitude: 0, ...(body.timezone ? { timezone: body.timezone } : { timezoneOffset: body.timezoneOffset ?? 0 }) }, { ephemeris, timeZones });
    const { year, month, day: dom } = parseDate(body.date);
    // JD at 12:00 UT of the local date is its JDN; 24:00 belongs to the next day.
    const jdnLocal = Math.round(ephemeris.julianDay(year, month, dom, 12)) + (time.startsWith('24') ? 1 : 0);
    const day = dayCycleIndex(jdnLocal);
    const r = najiaReading(body.lines, day);
    return {
      hexagram: hexagramRef(r.number, lang),
      changedHexagram: r.changedNumber === null ? null : hexagramRef(r.changedNumber, lang),
      palace: { trigram: trigramRef(r.palace.palace, lang), element: r.palacePhase },
      generation: r.palace.generation,
      shiLine: r.palace.shi,
      yingLine: r.palace.ying,
      lines: r.lines,
      hiddenSpirits: r.hiddenSpirits,
      monthBranch: monthBranchOf(ephemeris.longitudeOnlyAt(moment.julianDayUT, 0, { zodiacType: 'tropical', siderealMode: 0 })),
      dayGanzhi: { index: day, stem: STEM_SLUGS[day % 10]!, branch: BRANCH_SLUGS[day % 12]! },
      voidBranches: voidBranches(day),
    };
  },
});
