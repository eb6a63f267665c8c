/** Schemas of the almanac answers (/chinese/almanac, /chinese/auspicious-days). */
import { Type } from '@sinclair/typebox';
import { StringEnum } from '@celestial/core';
import { NamedChinese, NamedPlain, Pillar } from './schemas.js';

/** An activity, a day god or a mansion's animal: slug, name in the answer's language (chinese-almanac-activity, chinese-day-god, chinese-mansion-animal tables) and characters. */
export const AlmanacTerm = Type.Object({ slug: Type.String(), name: Type.String({ description: 'the term in the answer\'s language' }), chinese: Type.String() });
export const DayOfficer = Type.Object({ slug: Type.String(), name: Type.String({ description: 'what the officer means (Establish, Remove ...), in the answer\'s language' }), chinese: Type.String() });
export const DaySpirit = Type.Object({ slug: Type.String(), name: Type.String(), chinese: Type.String(), path: StringEnum(['yellow', 'black'] as const) });

export const AlmanacDayMembers = {
  lunarDate: Type.Object({
    lunarYear: Type.Integer(), lunarMonth: Type.Integer({ minimum: 1, maximum: 12 }), lunarDay: Type.Integer({ minimum: 1, maximum: 30 }),
    isLeapMonth: Type.Boolean(), monthName: Type.String(), dayName: Type.String(),
  }),
  dayGanzhi: Pillar,
  monthGanzhi: Pillar,
  naYin: Type.Object({ slug: Type.String(), chinese: Type.String(), element: NamedPlain }),
  dayOfficer: DayOfficer,
  mansion: Type.Object({
    index: Type.Integer({ minimum: 1, maximum: 28 }), slug: Type.String(), name: Type.String(), chinese: Type.String(),
    element: Type.Object({ slug: Type.String(), name: Type.String(), chinese: Type.String() }, { description: 'the luminary (qi yao) of the xiu: sun, moon or one of the five phases' }),
    animal: AlmanacTerm,
    luck: StringEnum(['auspicious', 'inauspicious'] as const),
  }),
  spirit: DaySpirit,
  clash: Type.Object({ animal: NamedPlain, branch: NamedChinese }),
  shaDirection: StringEnum(['north', 'east', 'south', 'west'] as const),
  pengZuTaboos: Type.Array(Type.Object({
    basis: StringEnum(['stem', 'branch'] as const),
    slug: Type.String({ description: 'stem-<stem> or branch-<branch> of the day' }),
    name: Type.String({ description: 'the taboo in the answer\'s language (what not to do and what follows)' }),
    chinese: Type.String(),
  }), { minItems: 2, maxItems: 2 }),
  suitable: Type.Array(AlmanacTerm),
  avoid: Type.Array(AlmanacTerm),
  auspiciousGods: Type.Array(AlmanacTerm),
  inauspiciousGods: Type.Array(AlmanacTerm),
};
