import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Warnings } from '@celestial/core';
import { NUMBER_MEANINGS, parseBirthDate, personalYear, reduce } from '../lib/numerology.js';
import { OnDate } from '../lib/numerology-schemas.js';
import { today } from '../lib/personal-cycles.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/personal-day',
  summary: 'The personal day number of a date',
  description: 'Personal month of `date` + the calendar day of the month, reduced to 1-9 (Decoz). Meanings in English.',
  body: Type.Object({ birthDate: DateString, date: OnDate }),
  response: Type.Object({ personalYear: Type.Integer({ minimum: 1, maximum: 9 }), personalMonth: Type.Integer({ minimum: 1, maximum: 9 }), personalDay: Type.Integer({ minimum: 1, maximum: 9 }), meaning: Type.String(), warnings: Warnings }),
  examples: [{ body: { birthDate: '1979-11-18', date: '2026-03-01' } }],
  deps: { clock: Clock },
  handler: ({ body, lang }, { clock }) => {
    const d = parseBirthDate(body.date ?? today(clock));
    const py = personalYear(parseBirthDate(body.birthDate), d.year).number;
    const pm = reduce(py + d.month, false);
    const personalDay = reduce(pm + d.day, false);
    return { personalYear: py, personalMonth: pm, personalDay, meaning: NUMBER_MEANINGS[personalDay]!, warnings: englishTextWarnings(lang) };
  },
});
