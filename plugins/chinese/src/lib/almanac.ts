/**
 * The Tong Shu day entry (/chinese/almanac, /chinese/auspicious-days): officer, 28-mansion day
 * cycle, Yellow/Black Path spirit, clash, sha direction, Peng Zu taboos, suitable and avoided
 * activities and the day gods. The month is the solar (jie) month of the civil day in China's
 * calendar zone: the day on which a jie falls already belongs to the new month, as almanacs
 * print it (and 6tail/lunar's day-level month ganzhi).
 */
import { term } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { civilDay, solarTermsOfYear } from './calendar.js';
import { BRANCH_SLUGS, STEM_SLUGS, animalNamed, branchNamed, cycleIndex, dateOfJdn, dayCycleIndex, mod, phaseNamed, yearCycleIndex, yinMonthStem } from './cycle.js';
import { SPIRIT_CHARS, SPIRIT_SLUGS, isYellowPath, spiritOf } from './day-spirits.js';
import { ACTIVITIES, DAY_SHEN_SHA, DAY_YI_JI, GODS, PENGZU_BRANCH, PENGZU_STEM } from './almanac-tables.js';
import { naYin } from './zi-ping.js';
import { pillarOut } from './bazi.js';
import { lunarDateOut } from './lunar.js';

/** The solar month of a civil day (calendar zone UT+8 / Beijing mean time): cycle index and branch. */
export function solarMonthOfDay(ephemeris: Ephemeris, jdn: number): { monthIdx: number; monthBranch: number; solarYear: number } {
  const { year } = dateOfJdn(jdn);
  // The last jie whose civil date is on or before the day: this year's, else last year's Daxue.
  let found: { y: number; i: number } | null = null;
  for (const y of [year - 1, year]) {
    const terms = solarTermsOfYear(ephemeris, y);
    for (let i = 0; i < 24; i += 2) if (civilDay(terms[i]!, 8) <= jdn) found = { y, i };
  }
  const { y, i } = found!;
  const monthBranch = (i / 2 + 1) % 12;
  // The solar year turns at Lichun (term 2): Xiaohan and Dahan months belong to the year before.
  const solarYear = i < 2 ? y - 1 : y;
  const fromYin = mod(monthBranch - 2, 12);
  const stem = mod(yinMonthStem(yearCycleIndex(solarYear) % 10) + fromYin, 10);
  return { monthIdx: cycleIndex(stem, monthBranch), monthBranch, solarYear };
}

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
const hexList = (s: string) => Array.from({ length: s.length / 2 }, (_, k) => parseInt(s.slice(2 * k, 2 * k + 2), 16));

/**
 * Suitable and avoided activities (indexes into ACTIVITIES) for month ganzhi x day ganzhi, by
 * the Xie Ji Bian Fang Shu table as 6tail/lunar encodes it (almanac-tables.ts): the day's
 * groups are scanned for the one listing the month.
 */
export function dayActivities(monthIdx: number, dayIdx: number): { suitable: number[]; avoid: number[] } {
  const day = hex2(dayIdx);
  let rest = DAY_YI_JI;
  for (let at = rest.indexOf(`${day}=`); at > -1; at = rest.indexOf(`${day}=`)) {
    rest = rest.slice(at + 3);
    const eq = rest.indexOf('=');
    const group = eq > -1 ? rest.slice(0, eq - 2) : rest;
    const colon = group.indexOf(':');
    if (!hexList(group.slice(0, colon)).includes(monthIdx)) continue;
    // The table writes an empty list as the single entry 'none' (無): dropped, an empty list says it.
    const [yi, ji] = group.slice(colon + 1).split(',') as [string, string];
    const real = (xs: number[]) => xs.filter((n) => ACTIVITIES[n]![0] !== 'none');
    return { suitable: real(hexList(yi)), avoid: real(hexList(ji)) };
  }
  return { suitable: [], avoid: [] };
}

/** Auspicious and inauspicious day gods (indexes into GODS) by month branch x day ganzhi. */
export function dayGods(monthBranch: number, dayIdx: number): { auspicious: number[]; inauspicious: number[] } {
  const row = DAY_SHEN_SHA[mod(monthBranch - 2, 12)]!;
  const m = new RegExp(`;${hex2(dayIdx)}([^;]*)`).exec(row);
  const codes = m ? hexList(m[1]!) : [];
  return { auspicious: codes.filter((n) => n < 60).map((n) => n + 1), inauspicious: codes.filter((n) => n >= 60).map((n) => n + 1) };
}

export const OFFICER_SLUGS = ['jian', 'chu', 'man', 'ping', 'ding', 'zhi', 'po', 'wei', 'cheng', 'shou', 'kai', 'bi'] as const;
export const OFFICER_CHARS = '建除滿平定執破危成收開閉';
/** Day officer: (day branch - month branch) mod 12, Jian on the month-branch day. */
export const officerIndex = (dayBranch: number, monthBranch: number): number => mod(dayBranch - monthBranch, 12);

export const MANSION_SLUGS = ['jiao', 'kang', 'di', 'fang', 'xin', 'wei-tail', 'ji', 'dou', 'niu', 'nu', 'xu', 'wei-rooftop', 'shi', 'bi-wall', 'kui', 'lou', 'wei-stomach', 'mao', 'bi-net', 'zi', 'shen', 'jing', 'gui', 'liu', 'xing', 'zhang', 'yi', 'zhen'] as const;
export const MANSION_CHARS = '角亢氐房心尾箕斗牛女虛危室壁奎婁胃昴畢觜參井鬼柳星張翼軫';
/**
 * The luminary (qi yao) of each xiu, by the weekday cycle that locks the day mansions: wood,
 * metal, earth, sun, moon, fire, water, repeating from Jiao (Jiao mu jiao, Kang jin long ...).
 */
const LUMINARIES = ['wood', 'metal', 'earth', 'sun', 'moon', 'fire', 'water'] as const;
const LUMINARY_CHARS: Record<(typeof LUMINARIES)[number], string> = { wood: '木', metal: '金', earth: '土', sun: '日', moon: '月', fire: '火', water: '水' };
/** The animal of each xiu (Jiao the jiao dragon ... Zhen the earthworm), as the almanac verses name them. */
const MANSION_ANIMALS: readonly [string, string][] = [
  ['jiao-dragon', '蛟'], ['dragon', '龍'], ['raccoon-dog', '貉'], ['hare', '兔'], ['fox', '狐'], ['tiger', '虎'], ['leopard', '豹'],
  ['xiezhi', '獬'], ['ox', '牛'], ['bat', '蝠'], ['rat', '鼠'], ['swallow', '燕'], ['pig', '豬'], ['porcupine', '㺄'],
  ['wolf', '狼'], ['dog', '狗'], ['pheasant', '雉'], ['rooster', '雞'], ['crow', '烏'], ['monkey', '猴'], ['ape', '猿'],
  ['wild-dog', '犴'], ['goat', '羊'], ['river-deer', '獐'], ['horse', '馬'], ['deer', '鹿'], ['snake', '蛇'], ['earthworm', '蚓'],
];
/** Auspicious xiu of the day cycle (the Tong Shu's 'xiu ji'): Jiao, Fang, Wei, Ji, Dou, Shi, Bi, Lou, Wei, Bi, Shen, Jing, Zhang, Zhen. */
const MANSION_LUCKY = new Set([0, 3, 5, 6, 7, 12, 13, 15, 16, 18, 20, 21, 25, 27]);
/** Day mansion: (JDN + 11) mod 28, 0 = Jiao; Fang, Xu, Mao and Xing fall on Sundays. */
export const dayMansionIndex = (jdn: number): number => mod(jdn + 11, 28);

/** Sha direction by day branch: shen-zi-chen south, yin-wu-xu north, si-you-chou east, hai-mao-wei west. */
const SHA_BY_TRIAD = ['south', 'east', 'north', 'west'] as const;
export const shaDirection = (dayBranch: number): (typeof SHA_BY_TRIAD)[number] => SHA_BY_TRIAD[dayBranch % 4]!;

export const activityIndexOf = (slug: string): number => ACTIVITIES.findIndex(([s]) => s === slug);
/** A day god by its index into GODS: slug, name in `lang`, characters. */
export const godItem = (i: number, lang: LangCode) => ({ slug: GODS[i]![0], name: term('chinese-day-god', GODS[i]![0], lang), chinese: GODS[i]![1] });

/** The Peng Zu Bai Ji taboos of a day: the stem's line, then the branch's. */
export function pengZuTaboos(dayIdx: number, lang: LangCode) {
  const stem = dayIdx % 10, branch = dayIdx % 12;
  const taboo = (basis: 'stem' | 'branch', slug: string, chinese: string) => ({ basis, slug, name: term('chinese-pengzu-taboo', slug, lang), chinese });
  return [taboo('stem', `stem-${STEM_SLUGS[stem]}`, PENGZU_STEM[stem]!), taboo('branch', `branch-${BRANCH_SLUGS[branch]}`, PENGZU_BRANCH[branch]!)];
}

/** The raw indexes of a day's entry. */
export function almanacIndexes(ephemeris: Ephemeris, jdn: number) {
  const dayIdx = dayCycleIndex(jdn);
  const dayBranch = dayIdx % 12;
  const { monthIdx, monthBranch } = solarMonthOfDay(ephemeris, jdn);
  const spirit = spiritOf(monthBranch, dayBranch);
  return { dayIdx, dayBranch, monthIdx, monthBranch, officer: officerIndex(dayBranch, monthBranch), mansion: dayMansionIndex(jdn), spirit, ...dayActivities(monthIdx, dayIdx), ...dayGods(monthBranch, dayIdx) };
}

export const officerNamed = (i: number, lang: LangCode) => ({ slug: OFFICER_SLUGS[i]!, name: term('chinese-day-officer', OFFICER_SLUGS[i]!, lang), chinese: OFFICER_CHARS[i]! });
export const spiritNamed = (s: number, lang: LangCode) => ({ slug: SPIRIT_SLUGS[s]!, name: term('chinese-day-spirit', SPIRIT_SLUGS[s]!, lang), chinese: SPIRIT_CHARS[s]!, path: isYellowPath(s) ? 'yellow' as const : 'black' as const });

export function mansionOfDay(i: number, lang: LangCode) {
  const lum = LUMINARIES[i % 7]!;
  const [animalSlug, animalChar] = MANSION_ANIMALS[i]!;
  return {
    index: i + 1,
    slug: MANSION_SLUGS[i]!,
    name: term('chinese-mansion', MANSION_SLUGS[i]!, lang),
    chinese: MANSION_CHARS[i]!,
    element: lum === 'sun' || lum === 'moon'
      ? { slug: lum, name: term('body', lum, lang), chinese: LUMINARY_CHARS[lum] }
      : { ...phaseNamed(['wood', 'fire', 'earth', 'metal', 'water'].indexOf(lum), lang), chinese: LUMINARY_CHARS[lum] },
    animal: { slug: animalSlug, name: term('chinese-mansion-animal', animalSlug, lang), chinese: animalChar },
    luck: MANSION_LUCKY.has(i) ? 'auspicious' as const : 'inauspicious' as const,
  };
}

/** The full day entry as /chinese/almanac answers it (lunar date added by the caller). */
export function almanacEntry(ephemeris: Ephemeris, jdn: number, lang: LangCode) {
  const x = almanacIndexes(ephemeris, jdn);
  const ny = naYin(x.dayIdx);
  const clash = mod(x.dayBranch + 6, 12);
  return {
    indexes: x,
    naYin: { slug: ny.slug, chinese: ny.chinese, element: phaseNamed(ny.phase, lang) },
    dayOfficer: officerNamed(x.officer, lang),
    mansion: mansionOfDay(x.mansion, lang),
    spirit: spiritNamed(x.spirit, lang),
    clash: { animal: animalNamed(clash, lang), branch: branchNamed(clash, lang) },
    shaDirection: shaDirection(x.dayBranch),
    pengZuTaboos: pengZuTaboos(x.dayIdx, lang),
    suitable: x.suitable.map((i) => activityItem(i, lang)),
    avoid: x.avoid.map((i) => activityItem(i, lang)),
    auspiciousGods: x.auspicious.map((i) => godItem(i, lang)),
    inauspiciousGods: x.inauspicious.map((i) => godItem(i, lang)),
  };
}

/** The /chinese/almanac answer of a civil day (without its `date`). */
export function almanacDay(ephemeris: Ephemeris, jdn: number, lang: LangCode) {
  const { indexes, ...entry } = almanacEntry(ephemeris, jdn, lang);
  const ld = lunarDateOut(ephemeris, jdn, 8, lang);
  return {
    lunarDate: { lunarYear: ld.lunarYear, lunarMonth: ld.lunarMonth, lunarDay: ld.lunarDay, isLeapMonth: ld.isLeapMonth, monthName: ld.monthName, dayName: ld.dayName },
    dayGanzhi: pillarOut(indexes.dayIdx, lang),
    monthGanzhi: pillarOut(indexes.monthIdx, lang),
    ...entry,
  };
}

/** Activities a date can be selected for (the table's 'none' and 'nothing ...' entries excluded). */
export const SELECTABLE_ACTIVITIES: readonly string[] = [...new Set(ACTIVITIES.map(([slug]) => slug).filter((s) => s !== 'none' && !s.startsWith('nothing-')))];

/**
 * Ze Ri date selection (/chinese/auspicious-days): every civil day from `fromJdn` to `toJdn`
 * whose suitable list holds the activity and whose avoid list does not. With a birth date, the
 * days whose branch clashes (branch + 6) the person's year branch (solar year, by Lichun) or
 * day branch are dropped, as Xie Ji Bian Fang Shu's practice forbids a day clashing the
 * person's ming (year) and day.
 */
export function auspiciousDays(ephemeris: Ephemeris, activity: string, fromJdn: number, toJdn: number, birthJdn: number | null) {
  const wanted = ACTIVITIES.flatMap(([slug], i) => (slug === activity ? [i] : []));
  const personBranches = birthJdn === null ? [] : [yearCycleIndex(solarMonthOfDay(ephemeris, birthJdn).solarYear) % 12, dayCycleIndex(birthJdn) % 12];
  const days: { jdn: number; x: ReturnType<typeof almanacIndexes>; clashesPerson: boolean }[] = [];
  let droppedForClash = 0;
  for (let jdn = fromJdn; jdn <= toJdn; jdn++) {
    const x = almanacIndexes(ephemeris, jdn);
    if (!x.suitable.some((a) => wanted.includes(a)) || x.avoid.some((a) => wanted.includes(a))) continue;
    // A day whose branch clashes (branch + 6) the person's year or day branch is dropped, as the
    // selection manuals do; the kept days carry the test's outcome (false by this rule).
    const clashesPerson = personBranches.includes(mod(x.dayBranch + 6, 12));
    if (clashesPerson) { droppedForClash++; continue; }
    days.push({ jdn, x, clashesPerson });
  }
  return { days, droppedForClash, personBranches };
}
/** An activity by its index into ACTIVITIES: slug, name in `lang`, characters. */
export const activityItem = (i: number, lang: LangCode) => ({ slug: ACTIVITIES[i]![0], name: term('chinese-almanac-activity', ACTIVITIES[i]![0], lang), chinese: ACTIVITIES[i]![1] });
