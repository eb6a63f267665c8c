import { Type } from '@sinclair/typebox';
import { Clock, DateString, defineOperation, Warnings } from '@celestial/core';
import { ApiError } from '@celestial/core';
import { nameParts, NUMBER_MEANINGS, parseBirthDate, reduce, transitAt } from '../lib/numerology.js';
import { FullName } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

const Transit = Type.Object({ letter: Type.String({ pattern: '^[A-Z]$' }), value: Type.Integer({ minimum: 1, maximum: 9 }), fromAge: Type.Integer(), toAge: Type.Integer() });

export default defineOperation({
  method: 'POST',
  path: '/numerology/transits-essence',
  summary: 'Letter transits (physical, mental, spiritual) and the essence number for a year of life',
  description:
    "Letter transits (Juno Jordan; Decoz): each letter of the first name (physical), the middle name(s) (mental; the first name again when there is none) and the last name (spiritual) is in force for as many years as its Pythagorean value, the name repeating from birth; age = the age reached in `year` (default this year); essence = the sum of the three active letters' values, reduced (11, 22, 33 kept). Meaning in English.",
  body: Type.Object({ fullName: FullName, birthDate: DateString, year: Type.Optional(Type.Integer({ minimum: 0, maximum: 3000 })) }),
  response: Type.Object({ age: Type.Integer({ minimum: 0 }), transits: Type.Object({ physical: Transit, mental: Transit, spiritual: Transit }), essence: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 33 }), meaning: Type.String() }), warnings: Warnings }),
  examples: [{ body: { fullName: 'Thomas John Smith', birthDate: '1979-11-18', year: 2026 } }],
  deps: { clock: Clock },
  handler: ({ body, lang }, { clock }) => {
    const b = parseBirthDate(body.birthDate);
    const age = (body.year ?? clock.now().getUTCFullYear()) - b.year;
    if (age < 0) throw new ApiError('INVALID_INPUT', 'Validation failed: year must not be before the birth year', { details: [{ path: 'year', message: 'must not be before the year of birthDate' }] });
    const parts = nameParts(body.fullName, 'fullName');
    const first = parts[0]!;
    const last = parts.length > 1 ? parts[parts.length - 1]! : first;
    const middle = parts.length > 2 ? parts.slice(1, -1).join('') : first;
    const physical = transitAt(first, age);
    const mental = transitAt(middle, age);
    const spiritual = transitAt(last, age);
    const number = reduce(physical.value + mental.value + spiritual.value);
    return { age, transits: { physical, mental, spiritual }, essence: { number, meaning: NUMBER_MEANINGS[number]! }, warnings: englishTextWarnings(lang) };
  },
});
