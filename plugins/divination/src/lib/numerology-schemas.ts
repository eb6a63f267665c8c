/** Request and response pieces shared by the /numerology operations. */
import { Type } from '@sinclair/typebox';
import { DateString } from '@celestial/core';

export const FullName = Type.String({ minLength: 1, maxLength: 200, description: 'the full birth name; Latin letters, diacritics are stripped' });
export const System = Type.Union([Type.Literal('pythagorean'), Type.Literal('chaldean')], { description: 'letter values: pythagorean (default) or chaldean (Cheiro 1926)' });
export const OnDate = Type.Optional({ ...DateString, description: 'the date of reference, YYYY-MM-DD (default today, UTC)' });
export const Digit = Type.Integer({ minimum: 0, maximum: 33 });
export const LetterValues = Type.Array(Type.Object({ letter: Type.String({ pattern: '^[A-Z]$' }), value: Type.Integer({ minimum: 1, maximum: 9 }) }));
export const Counts = Type.Object(Object.fromEntries(['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((k) => [k, Type.Integer({ minimum: 0 })])), { description: 'letters per value 1-9 (the inclusion table)' });
