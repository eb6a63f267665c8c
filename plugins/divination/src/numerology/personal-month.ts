import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Warnings } from '@celestial/core';
import { NUMBER_MEANINGS, parseBirthDate, personalYear, reduce } from '../lib/numerology.js';
import { OnDate } from '../lib/numerology-schemas.js';
import { today } from '../lib/personal-cycles.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/personal-month',
  summary: 'The personal month number of a date',
  description: 'Personal year of `date` (calendar-year convention) + the calendar month number, reduced to 1-9 (Decoz). Meanings in English.',
  body: Type.Object({ birthDate: DateString, date: OnDate }),
  response: Type.Object({ personalYear: Type.Integer({ minimum: 1, maximum: 9 }), calendarMonth: Type.Integer({ minimum: 1, maximum: 12 }), personalMonth: Type.Integer({ minimum: 1, maximum: 9 }), meaning: Type.String(), warnings: Warnings }),
  examples: [{ body: { birthDate: '1979-11-18', date: '2026-03-01' } }],
  deps: { clock: Clock },
  handler: ({ body, lang }, { clock }) => {
    const d = parseBirthDate(body.date ?? today(clock));
    const py = personalYear(parseBirthDate(body.birthDate), d.year).number;
    const personalMonth = reduce(py + d.month, false);
    return { personalYear: py, calendarMonth: d.month, personalMonth, meaning: NUMBER_MEANINGS[personalMonth]!, warnings: englishTextWarnings(lang) };
  },
});
