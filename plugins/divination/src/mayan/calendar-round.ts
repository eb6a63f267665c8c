import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { addDays } from '../lib/calendar.js';
import { calendarRoundPosition, haab, tzolkin } from '../lib/mayan.js';
import { CorrelationInput, dayCount, haabAnswer, HaabShape, MayanDateBody, tzolkinAnswer, TzolkinShape } from '../lib/mayan-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/mayan/calendar-round',
  summary: "The Calendar Round of a date (Tzolk'in and Haab' together), its previous and next occurrence and the year bearer",
  description:
    "The Tzolk'in and Haab' combination repeats every 18,980 days (52 Haab' years); position = (d mod 18980) + 1, 1 at 4 Ajaw 8 Kumk'u. previous and next: the same combination 18,980 days before and after. Year bearer: the Tzolk'in day of 0 Pop of the current Haab' year (bearerDay 0, default) or of 1 Pop (bearerDay 1, the convention of Landa's Relacion). Day count d = JDN - correlation (GMT 584283 by default).",
  body: Type.Object({ ...MayanDateBody.properties, bearerDay: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0: 0 Pop (default); 1: 1 Pop (Landa)' })) }),
  response: Type.Object({
    date: Type.String({ format: 'date' }),
    tzolkin: TzolkinShape,
    haab: HaabShape,
    notation: Type.String({ description: "e.g. 4 Ajaw 3 K'ank'in" }),
    position: Type.Integer({ minimum: 1, maximum: 18980 }),
    yearBearer: TzolkinShape,
    previous: Type.String({ description: 'the previous date with the same combination' }),
    next: Type.String({ description: 'the next date with the same combination' }),
    correlation: CorrelationInput,
  }),
  examples: [{ name: '2012', body: { date: '2012-12-21' } }],
  handler: ({ body }) => {
    const correlation = body.correlation ?? 584283;
    const d = dayCount(body.date, correlation);
    const t = tzolkinAnswer(tzolkin(d));
    const h = haab(d);
    const bearer = d - h.dayOfYear + (body.bearerDay ?? 0);
    return {
      date: body.date,
      tzolkin: t,
      haab: haabAnswer(h),
      notation: `${t.notation} ${haabAnswer(h).notation}`,
      position: calendarRoundPosition(d) + 1,
      yearBearer: tzolkinAnswer(tzolkin(bearer)),
      previous: addDays(body.date, -18980),
      next: addDays(body.date, 18980),
      correlation,
    };
  },
});
