/** The shapes the Chinese family's answers share (DESIGN.md, "Vocabulary"). */
import { Type } from '@sinclair/typebox';
import type { TProperties } from '@sinclair/typebox';
import { Instant, Moment, StringEnum, Warnings, birthData } from '@celestial/core';
import { HOUR_BASES, YEAR_BOUNDARIES, ZI_HOUR_RULES } from './bazi.js';

export { Moment, Warnings };

/** A named member with its characters: stem, branch, term, ten god. */
export const NamedChinese = Type.Object({ slug: Type.String(), name: Type.String(), chinese: Type.String() });
export const NamedPlain = Type.Object({ slug: Type.String(), name: Type.String() });

export const Pillar = Type.Object({
  slug: Type.String({ description: 'stem-branch in pinyin, e.g. jia-zi' }),
  name: Type.String(),
  ganzhi: Type.String({ description: 'the two characters, e.g. 甲子' }),
  index: Type.Integer({ minimum: 0, maximum: 59, description: 'position in the sixty cycle, 0 = jia-zi' }),
  stem: NamedChinese,
  branch: NamedChinese,
  stemElement: NamedPlain,
  branchElement: NamedPlain,
  yinYang: StringEnum(['yang', 'yin'] as const),
  animal: NamedPlain,
});

/** The conventions a Bazi answer was computed under (DESIGN.md, "Echo"). */
export const BaziSettings = Type.Object({
  hourBasis: StringEnum(HOUR_BASES, { description: 'the clock the hour and day pillars are read on: local civil time, local apparent solar time, or China Standard Time (UT+8)' }),
  ziHourRule: StringEnum(ZI_HOUR_RULES, { description: 'day-at-23: the day pillar turns at 23:00 (classical Zi Ping); early-late: it turns at 24:00' }),
  yearBoundary: StringEnum(YEAR_BOUNDARIES, { description: 'the year pillar turns at Lichun (Sun at 315 deg) or at the lunar new year' }),
  calendarZone: Type.Number({ description: 'hours east of UT of the calendar the lunar dates are reckoned in (8: China; Beijing mean time 7.7611 before 1929)' }),
  solarTerms: Type.Literal('exact', { description: 'terms are exact crossings of the Sun\'s apparent longitude (no mean terms)' }),
});

/** The convention switches a Bazi request may send. */
export const conventionMembers = {
  hourBasis: Type.Optional(StringEnum(HOUR_BASES, { default: 'local', description: 'local (civil clock of the zone), solar (local apparent solar time) or cst (UT+8)' })),
  ziHourRule: Type.Optional(StringEnum(ZI_HOUR_RULES, { default: 'day-at-23' })),
  yearBoundary: Type.Optional(StringEnum(YEAR_BOUNDARIES, { default: 'lichun' })),
};

/** Birth data with `24:00:00` accepted (the Chinese operations only, SERVICE-SPEC birth data rule 2). */
export function chartBody<P extends TProperties = {}>(extra?: P) {
  return birthData(extra, { time: 'chinese' });
}

export { Instant };
