/** Shapes shared by the /mayan operations. */
import { Type } from '@sinclair/typebox';
import { ApiError, DateString, kebab } from '@celestial/core';
import { gregorianToJdn, parseCivilDate } from './calendar.js';
import type { Correlation, Haab, Tzolkin } from './mayan.js';
import { DAY_SIGNS, HAAB_MONTHS } from './mayan.js';

export const CorrelationInput = Type.Union([Type.Literal(584283), Type.Literal(584285)], { description: 'GMT correlation constant: 584283 (default, Lounsbury) or 584285' });

export const MayanDateBody = Type.Object({ date: DateString, correlation: Type.Optional(CorrelationInput) });

const slugOf = (name: string) => kebab(name.replace(/'/g, ''));

export const DaySign = Type.Object({
  index: Type.Integer({ minimum: 1, maximum: 20, description: '1 Imix ... 20 Ajaw' }),
  slug: Type.String(),
  name: Type.String({ description: "the Yucatec name (a proper name, the same in every language)" }),
  yucatec: Type.String(),
  kiche: Type.String({ description: "K'iche' name of the highland count" }),
  english: Type.String({ description: 'the usual English gloss' }),
});

export const TzolkinShape = Type.Object({
  kin: Type.Integer({ minimum: 1, maximum: 260, description: 'position in the 260-day count from 1 Imix' }),
  number: Type.Integer({ minimum: 1, maximum: 13 }),
  daySign: DaySign,
  notation: Type.String({ description: "e.g. 4 Ajaw" }),
});

export const HaabShape = Type.Object({
  month: Type.Object({ index: Type.Integer({ minimum: 0, maximum: 18, description: '0 Pop ... 18 Wayeb' }), slug: Type.String(), name: Type.String() }),
  day: Type.Integer({ minimum: 0, maximum: 19 }),
  dayOfYear: Type.Integer({ minimum: 0, maximum: 364 }),
  notation: Type.String({ description: "e.g. 8 Kumk'u" }),
});

export function daySign(index: number) {
  const s = DAY_SIGNS[index - 1]!;
  return { index, slug: slugOf(s.yucatec), name: s.yucatec, yucatec: s.yucatec, kiche: s.kiche, english: s.english };
}

export function tzolkinAnswer(t: Tzolkin) {
  return { kin: t.kin, number: t.number, daySign: daySign(t.signIndex), notation: `${t.number} ${DAY_SIGNS[t.signIndex - 1]!.yucatec}` };
}

export function haabAnswer(h: Haab) {
  const name = HAAB_MONTHS[h.month]!;
  return { month: { index: h.month, slug: slugOf(name), name }, day: h.day, dayOfYear: h.dayOfYear, notation: `${h.day} ${name}` };
}

/** Day count from 13.0.0.0.0 of a proleptic Gregorian date. */
export function dayCount(date: string, correlation: Correlation): number {
  const c = parseCivilDate(date);
  if (c.month < 1 || c.month > 12) throw new ApiError('INVALID_INPUT', 'Validation failed: date month', { details: [{ path: 'date', message: 'must be a real calendar date' }] });
  return gregorianToJdn(c) - correlation;
}
