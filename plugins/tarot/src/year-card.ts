import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { DECK_CARDS } from './lib/decks.js';
import { yearCard } from './lib/greer.js';
import { parseIsoDate } from './lib/calendar.js';
import { Fallbacks, cardRef } from './lib/reading.js';
import { CardRef, IsoDate, LangMembers } from './lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/tarot/year-card',
  summary: "Greer's year card for a calendar year",
  description:
    "Mary K. Greer's year card: birth month + birth day + the target year, digits summed and reduced until 22 or less (22 = The Fool); the soul number is its digit sum reduced to one digit. In Greer's usage it runs from birthday to birthday; it is reported for the calendar year asked. Rider-Waite numbering.",
  body: Type.Object({ birthDate: IsoDate, year: Type.Integer({ minimum: 1, maximum: 9999 }) }),
  response: Type.Object({ year: Type.Integer(), sum: Type.Integer(), card: CardRef, soul: CardRef, ...LangMembers }),
  examples: [{ name: 'year 2026', body: { birthDate: '1962-04-29', year: 2026 } }],
  handler: ({ body, lang }) => {
    const d = parseIsoDate(body.birthDate, 'birthDate');
    const r = yearCard(d.getUTCMonth() + 1, d.getUTCDate(), body.year);
    const fb = new Fallbacks('rider-waite', lang);
    const major = (n: number) => cardRef('rider-waite', DECK_CARDS['rider-waite'][n]!, fb);
    return { year: body.year, sum: r.sum, card: major(r.card), soul: major(r.soul), language: lang, warnings: fb.warnings() };
  },
});
