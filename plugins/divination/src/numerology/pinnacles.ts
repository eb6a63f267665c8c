import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Warnings } from '@celestial/core';
import { ageOn, lifePath, NUMBER_MEANINGS, parseBirthDate, periodAges, pinnacles } from '../lib/numerology.js';
import { OnDate } from '../lib/numerology-schemas.js';
import { today } from '../lib/personal-cycles.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/pinnacles',
  summary: 'The four pinnacles of life and the one in force on a date',
  description:
    "Month, day and year each reduced; 1st = month + day, 2nd = day + year, 3rd = 1st + 2nd, 4th = month + year (reduce = repeated digit sum, keeping 11, 22 and 33); the 1st ends at age 36 - life path (the life path reduced to one digit, so 11 -> 2, 22 -> 4), the 2nd and 3rd last 9 years each, the 4th to the end of life (toAge null). current: the pinnacle in force at the age reached on `date` (default today, UTC). Source: Decoz (1994); Jordan (1965). Meanings in English.",
  body: Type.Object({ birthDate: DateString, date: OnDate }),
  response: Type.Object({
    pinnacles: Type.Array(Type.Object({ index: Type.Integer({ minimum: 1, maximum: 4 }), number: Type.Integer({ minimum: 1, maximum: 33 }), fromAge: Type.Integer(), toAge: Type.Union([Type.Integer(), Type.Null()]), fromYear: Type.Integer(), toYear: Type.Union([Type.Integer(), Type.Null()]), meaning: Type.String() }), { minItems: 4, maxItems: 4 }),
    current: Type.Integer({ minimum: 1, maximum: 4, description: 'index of the pinnacle in force' }),
    age: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [{ body: { birthDate: '1979-11-18', date: '2026-03-01' } }],
  deps: { clock: Clock },
  handler: ({ body, lang }, { clock }) => {
    const b = parseBirthDate(body.birthDate);
    const ages = periodAges(lifePath(b).number);
    const list = pinnacles(b).map((number, i) => ({ index: i + 1, number, ...ages[i]!, fromYear: b.year + ages[i]!.fromAge, toYear: ages[i]!.toAge === null ? null : b.year + ages[i]!.toAge!, meaning: NUMBER_MEANINGS[number]! }));
    const age = ageOn(b, body.date ?? today(clock));
    const current = list.find((p) => p.toAge === null || age < p.toAge)!.index;
    return { pinnacles: list, current, age, warnings: englishTextWarnings(lang) };
  },
});
