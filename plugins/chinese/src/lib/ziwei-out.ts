/** Zi Wei answers: the chart as the operations write it, from iztro's astrolabe and our tables. */
import { Type } from '@sinclair/typebox';
import { StringEnum } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { branchNamed, stemNamed, phaseNamed, PHASE_SLUGS } from './cycle.js';
import { BRIGHTNESS_SLUG, PALACE_SLUG, SI_HUA_KINDS, STAR_SLUG, branchIndexOfChar, bureauOf, siHua, stemIndexOfChar } from './ziwei.js';
import type { SiHuaVariant, ZiweiBirth } from './ziwei.js';
import { NamedChinese, NamedPlain } from './schemas.js';
import { dayChars, monthChars } from './lunar.js';

const Kind = StringEnum(SI_HUA_KINDS);
export const ZiweiStar = Type.Object({
  slug: Type.String({ description: 'toneless pinyin, e.g. zi-wei' }),
  chinese: Type.String(),
  brightness: Type.Union([StringEnum(['miao', 'wang', 'de', 'li', 'ping', 'bu', 'xian'] as const), Type.Null()], { description: 'Quan Shu brightness: miao (temple), wang, de, li, ping, bu, xian (fallen)' }),
  transformation: Type.Union([Kind, Type.Null()], { description: 'birth-year Si Hua on this star' }),
});
export const ZiweiPalace = Type.Object({
  index: Type.Integer({ minimum: 0, maximum: 11, description: 'position from the yin palace' }),
  slug: Type.String({ description: 'ming, xiong-di, fu-qi, zi-nu, cai-bo, ji-e, qian-yi, pu-yi, guan-lu, tian-zhai, fu-de, fu-mu' }),
  chinese: Type.String(),
  branch: NamedChinese,
  stem: NamedChinese,
  majorStars: Type.Array(ZiweiStar),
  minorStars: Type.Array(ZiweiStar),
  isBodyPalace: Type.Boolean(),
  decade: Type.Object({ fromAge: Type.Integer(), toAge: Type.Integer() }),
});
export const LunarDateOut = Type.Object({
  year: Type.Integer(), month: Type.Integer({ minimum: 1, maximum: 12 }), day: Type.Integer({ minimum: 1, maximum: 30 }), isLeapMonth: Type.Boolean(),
  chinese: Type.String({ description: 'month and day in characters' }),
});
export const Transformations = Type.Object({ lu: Type.String(), quan: Type.String(), ke: Type.String(), ji: Type.String() });

export function ziweiChartOut(z: ZiweiBirth, variant: SiHuaVariant, lang: LangCode) {
  const yearStem = z.yearIndex % 10;
  const hua = siHua(yearStem, variant);
  const star = (s: { name: string; brightness?: string }) => {
    const slug = STAR_SLUG[s.name] ?? s.name;
    const k = hua.indexOf(slug);
    return { slug, chinese: s.name, brightness: (s.brightness ? BRIGHTNESS_SLUG[s.brightness] ?? null : null) as 'miao' | null, transformation: k < 0 ? null : SI_HUA_KINDS[k]! };
  };
  const [element, number] = bureauOf(z.iztro.fiveElementsClass);
  const palaces = z.iztro.palaces.map((p) => ({
    index: p.index,
    slug: PALACE_SLUG[p.name] ?? p.name,
    chinese: p.name,
    branch: branchNamed(branchIndexOfChar(p.earthlyBranch), lang),
    stem: stemNamed(stemIndexOfChar(p.heavenlyStem), lang),
    majorStars: p.majorStars.map(star),
    minorStars: p.minorStars.map(star),
    isBodyPalace: p.isBodyPalace,
    decade: { fromAge: p.decadal.range[0], toAge: p.decadal.range[1] },
  }));
  return {
    lunarDate: { year: z.lunar.lunarYear, month: z.lunar.month.number, day: z.lunar.day, isLeapMonth: z.lunar.month.isLeap, chinese: `${monthChars(z.lunar.month)}${dayChars(z.lunar.day)}` },
    hourBranch: branchNamed(z.hourBranch, lang),
    yearStem: stemNamed(yearStem, lang),
    lifePalace: { branch: branchNamed(branchIndexOfChar(z.iztro.earthlyBranchOfSoulPalace), lang) },
    bodyPalace: { branch: branchNamed(branchIndexOfChar(z.iztro.earthlyBranchOfBodyPalace), lang) },
    bureau: { element: phaseNamed(PHASE_SLUGS.indexOf(element as 'wood'), lang), number },
    lifeMaster: { slug: STAR_SLUG[z.iztro.soul] ?? z.iztro.soul, chinese: z.iztro.soul },
    bodyMaster: { slug: STAR_SLUG[z.iztro.body] ?? z.iztro.body, chinese: z.iztro.body },
    palaces,
    birthYearTransformations: { lu: hua[0], quan: hua[1], ke: hua[2], ji: hua[3] },
  };
}

export const ZiweiChartMembers = {
  lunarDate: LunarDateOut,
  hourBranch: NamedChinese,
  yearStem: NamedChinese,
  lifePalace: Type.Object({ branch: NamedChinese }),
  bodyPalace: Type.Object({ branch: NamedChinese }),
  bureau: Type.Object({ element: NamedPlain, number: Type.Integer({ minimum: 2, maximum: 6 }) }),
  lifeMaster: Type.Object({ slug: Type.String(), chinese: Type.String() }),
  bodyMaster: Type.Object({ slug: Type.String(), chinese: Type.String() }),
  palaces: Type.Array(ZiweiPalace, { minItems: 12, maxItems: 12 }),
  birthYearTransformations: Transformations,
};
