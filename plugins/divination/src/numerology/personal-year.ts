import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Warnings } from '@celestial/core';
import { NUMBER_MEANINGS, parseBirthDate, personalYear, reduce } from '../lib/numerology.js';
import { OnDate } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';
import { birthdayIn, today } from '../lib/personal-cycles.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/personal-year',
  summary: 'The personal year number of a date, with the universal year',
  description:
    'Birth month + birth day + the calendar year of `date`, each reduced to one digit, the sum reduced to 1-9 (11 and 22 shown as their base 2 and 4, with `master`). Decoz runs the personal year with the calendar year (boundary calendar, default); boundary birthday runs it from birthday to birthday (the year of the last birthday on or before `date`; 29 February birthdays on 28 February in common years). Universal year = the digit sum of the year, reduced. Meanings in English.',
  body: Type.Object({ birthDate: DateString, date: OnDate, boundary: Type.Optional(Type.Union([Type.Literal('calendar'), Type.Literal('birthday')])) }),
  response: Type.Object({
    personalYear: Type.Integer({ minimum: 1, maximum: 9 }),
    master: Type.Union([Type.Literal(11), Type.Literal(22), Type.Null()]),
    universalYear: Type.Integer({ minimum: 1, maximum: 9 }),
    cycleStart: Type.String({ format: 'date' }),
    cycleEnd: Type.String({ format: 'date' }),
    meaning: Type.String(),
    warnings: Warnings,
  }),
  examples: [{ body: { birthDate: '1979-11-18', date: '2026-03-01' } }],
  deps: { clock: Clock },
  handler: ({ body, lang }, { clock }) => {
    const b = parseBirthDate(body.birthDate);
    const date = body.date ?? today(clock);
    const d = parseBirthDate(date);
    let year = d.year;
    let cycleStart = `${String(year).padStart(4, '0')}-01-01`;
    let cycleEnd = `${String(year).padStart(4, '0')}-12-31`;
    if (body.boundary === 'birthday') {
      if (date < birthdayIn(b, year)) year -= 1;
      cycleStart = birthdayIn(b, year);
      const next = birthdayIn(b, year + 1);
      cycleEnd = new Date(Date.parse(`${next}T00:00:00Z`) - 86400000).toISOString().slice(0, 10);
    }
    const py = personalYear(b, year);
    return { personalYear: py.number, master: py.master as 11 | 22 | null, universalYear: reduce(year, false), cycleStart, cycleEnd, meaning: NUMBER_MEANINGS[py.master ?? py.number]!, warnings: englishTextWarnings(lang) };
  },
});
