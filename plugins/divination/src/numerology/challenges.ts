import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Warnings } from '@celestial/core';
import { ageOn, challenges, CHALLENGE_MEANINGS, lifePath, parseBirthDate, periodAges } from '../lib/numerology.js';
import { OnDate } from '../lib/numerology-schemas.js';
import { today } from '../lib/personal-cycles.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/challenges',
  summary: 'The four challenges of life, the main one and the one in force on a date',
  description: 'Month, day and year each reduced to one digit; 1st = |month - day|, 2nd = |day - year|, 3rd (main) = |1st - 2nd|, 4th = |month - year|; the periods follow the pinnacle ages (Decoz). Meanings in English.',
  body: Type.Object({ birthDate: DateString, date: OnDate }),
  response: Type.Object({
    challenges: Type.Array(Type.Object({ index: Type.Integer({ minimum: 1, maximum: 4 }), number: Type.Integer({ minimum: 0, maximum: 8 }), fromAge: Type.Integer(), toAge: Type.Union([Type.Integer(), Type.Null()]), meaning: Type.String() }), { minItems: 4, maxItems: 4 }),
    main: Type.Integer({ minimum: 0, maximum: 8, description: 'the third challenge, felt all life' }),
    current: Type.Integer({ minimum: 1, maximum: 4 }),
    age: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [{ body: { birthDate: '1979-11-18', date: '2026-03-01' } }],
  deps: { clock: Clock },
  handler: ({ body, lang }, { clock }) => {
    const b = parseBirthDate(body.birthDate);
    const ages = periodAges(lifePath(b).number);
    const list = challenges(b).map((number, i) => ({ index: i + 1, number, ...ages[i]!, meaning: CHALLENGE_MEANINGS[number]! }));
    const age = ageOn(b, body.date ?? today(clock));
    return { challenges: list, main: list[2]!.number, current: list.find((c) => c.toAge === null || age < c.toAge)!.index, age, warnings: englishTextWarnings(lang) };
  },
});
