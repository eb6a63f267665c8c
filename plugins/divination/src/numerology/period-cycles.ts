import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Warnings } from '@celestial/core';
import { ageOn, lifePath, NUMBER_MEANINGS, parseBirthDate, reduce } from '../lib/numerology.js';
import { OnDate } from '../lib/numerology-schemas.js';
import { today } from '../lib/personal-cycles.js';
import { englishTextWarnings } from '../lib/warnings.js';

const NAMES = ['formative', 'productive', 'harvest'] as const;

export default defineOperation({
  method: 'POST',
  path: '/numerology/period-cycles',
  summary: 'The three period cycles of life (formative, productive, harvest) and the one in force',
  description: 'Month, day and year of birth, each reduced (keeping 11, 22 and 33); the first ends with the first pinnacle (age 36 - life path reduced to one digit), the second 27 years later, the third runs to the end of life. Source: Decoz (1994); Jordan (1965). Meanings in English.',
  body: Type.Object({ birthDate: DateString, date: OnDate }),
  response: Type.Object({
    cycles: Type.Array(Type.Object({ index: Type.Integer({ minimum: 1, maximum: 3 }), name: Type.Union(NAMES.map((n) => Type.Literal(n))), number: Type.Integer({ minimum: 1, maximum: 33 }), fromAge: Type.Integer(), toAge: Type.Union([Type.Integer(), Type.Null()]), meaning: Type.String() }), { minItems: 3, maxItems: 3 }),
    current: Type.Integer({ minimum: 1, maximum: 3 }),
    age: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [{ body: { birthDate: '1979-11-18', date: '2026-03-01' } }],
  deps: { clock: Clock },
  handler: ({ body, lang }, { clock }) => {
    const b = parseBirthDate(body.birthDate);
    const first = 36 - reduce(lifePath(b).number, false);
    const bounds = [[0, first], [first, first + 27], [first + 27, null]] as const;
    const numbers = [reduce(b.month), reduce(b.day), reduce(b.year)];
    const cycles = numbers.map((number, i) => ({ index: i + 1, name: NAMES[i]!, number, fromAge: bounds[i]![0], toAge: bounds[i]![1], meaning: NUMBER_MEANINGS[number]! }));
    const age = ageOn(b, body.date ?? today(clock));
    return { cycles, current: cycles.find((c) => c.toAge === null || age < c.toAge)!.index, age, warnings: englishTextWarnings(lang) };
  },
});
