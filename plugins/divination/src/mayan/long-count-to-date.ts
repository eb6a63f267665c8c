import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { formatCivilDate, jdnToGregorian, jdnToJulian } from '../lib/calendar.js';
import { haab, longCountDays, tzolkin } from '../lib/mayan.js';
import { CorrelationInput, haabAnswer, HaabShape, tzolkinAnswer, TzolkinShape } from '../lib/mayan-schemas.js';

const digit = (max: number, what: string) => Type.Integer({ minimum: 0, maximum: max, description: what });

export default defineOperation({
  method: 'POST',
  path: '/mayan/long-count-to-date',
  summary: 'The date of a Long Count, in the Gregorian and Julian calendars, with its Tzolk\'in and Haab\'',
  description:
    "Inverse of /mayan/long-count: d = 144000 baktun + 7200 katun + 360 tun + 20 uinal + kin, JDN = d + correlation (GMT 584283 by default), converted to proleptic Gregorian and Julian calendar dates (astronomical year numbering: year 0 = 1 BCE, -3113 = 3114 BCE); tzolkin and haab by the formulas of /mayan/tzolkin and /mayan/haab.",
  body: Type.Object({
    baktun: digit(19, 'baktun 0-19'), katun: digit(19, 'katun 0-19'), tun: digit(19, 'tun 0-19'), uinal: digit(17, 'uinal 0-17'), kin: digit(19, 'kin 0-19'),
    correlation: Type.Optional(CorrelationInput),
  }),
  response: Type.Object({
    date: Type.String({ description: 'ISO 8601 date, proleptic Gregorian, astronomical year numbering (year 0 = 1 BCE; six digits and a sign outside 0000-9999)' }),
    julianCalendarDate: Type.String({ description: 'ISO 8601 date of the same day in the Julian calendar' }),
    jdn: Type.Integer(),
    notation: Type.String(),
    tzolkin: TzolkinShape,
    haab: HaabShape,
    correlation: CorrelationInput,
  }),
  examples: [{ name: 'creation', body: { baktun: 0, katun: 0, tun: 0, uinal: 0, kin: 0 } }, { name: '13-baktun', body: { baktun: 13, katun: 0, tun: 0, uinal: 0, kin: 0 } }],
  handler: ({ body }) => {
    const correlation = body.correlation ?? 584283;
    const d = longCountDays(body);
    const jdn = d + correlation;
    return {
      date: formatCivilDate(jdnToGregorian(jdn)),
      julianCalendarDate: formatCivilDate(jdnToJulian(jdn)),
      jdn,
      notation: `${body.baktun}.${body.katun}.${body.tun}.${body.uinal}.${body.kin}`,
      tzolkin: tzolkinAnswer(tzolkin(d)),
      haab: haabAnswer(haab(d)),
      correlation,
    };
  },
});
