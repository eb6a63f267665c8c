import { Type } from '@sinclair/typebox';
import { DateString, defineOperation } from '@celestial/core';
import { digitSum, parseBirthDate, reduce } from '../lib/numerology.js';

/** The Lo Shu magic square, rows top to bottom (Luo Shu of the Book of Rites tradition). */
const SQUARE = [[4, 9, 2], [3, 5, 7], [8, 1, 6]];
const PLANES = [
  { slug: 'mental', name: 'Mental plane', digits: [4, 9, 2] },
  { slug: 'emotional', name: 'Emotional plane', digits: [3, 5, 7] },
  { slug: 'practical', name: 'Practical plane', digits: [8, 1, 6] },
  { slug: 'thought', name: 'Thought plane', digits: [4, 3, 8] },
  { slug: 'will', name: 'Will plane', digits: [9, 5, 1] },
  { slug: 'action', name: 'Action plane', digits: [2, 7, 6] },
  { slug: 'golden', name: 'Golden plane', digits: [4, 5, 6] },
  { slug: 'silver', name: 'Silver plane', digits: [2, 5, 8] },
];

export default defineOperation({
  method: 'POST',
  path: '/numerology/lo-shu-grid',
  summary: 'The Lo Shu grid of a birth date: digit counts, missing and repeated digits, complete planes',
  description:
    'The digits of the birth date (zeros ignored) placed on the Lo Shu magic square 4 9 2 / 3 5 7 / 8 1 6; planes: mental 4-9-2, emotional 3-5-7, practical 8-1-6, thought 4-3-8, will 9-5-1, action 2-7-6, and the golden 4-5-6 and silver 2-5-8 diagonals. addDriverConductor (the Indian practice) adds the driver (birth day reduced to one digit) and the conductor (all digits of the date reduced to one digit) to the grid; both are returned either way.',
  body: Type.Object({ birthDate: DateString, addDriverConductor: Type.Optional(Type.Boolean()) }),
  response: Type.Object({
    grid: Type.Array(Type.Array(Type.Object({ digit: Type.Integer({ minimum: 1, maximum: 9 }), count: Type.Integer({ minimum: 0 }) }), { minItems: 3, maxItems: 3 }), { minItems: 3, maxItems: 3, description: 'rows top to bottom: 4 9 2 / 3 5 7 / 8 1 6' }),
    missing: Type.Array(Type.Integer({ minimum: 1, maximum: 9 })),
    repeated: Type.Array(Type.Object({ digit: Type.Integer({ minimum: 1, maximum: 9 }), count: Type.Integer({ minimum: 2 }) })),
    planes: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), digits: Type.Array(Type.Integer()), complete: Type.Boolean() })),
    driver: Type.Integer({ minimum: 1, maximum: 9 }),
    conductor: Type.Integer({ minimum: 1, maximum: 9 }),
  }),
  examples: [{ body: { birthDate: '1990-07-15', addDriverConductor: true } }],
  handler: ({ body }) => {
    const b = parseBirthDate(body.birthDate);
    const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
    for (const c of body.birthDate.replace(/-/g, '')) if (c !== '0') counts[Number(c)]!++;
    const driver = reduce(b.day, false);
    const conductor = reduce(digitSum(b.day) + digitSum(b.month) + digitSum(b.year), false);
    if (body.addDriverConductor) {
      counts[driver]!++;
      counts[conductor]!++;
    }
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    return {
      grid: SQUARE.map((row) => row.map((digit) => ({ digit, count: counts[digit]! }))),
      missing: digits.filter((d) => counts[d] === 0),
      repeated: digits.filter((d) => counts[d]! >= 2).map((digit) => ({ digit, count: counts[digit]! })),
      planes: PLANES.map((p) => ({ ...p, complete: p.digits.every((d) => counts[d]! > 0) })),
      driver,
      conductor,
    };
  },
});
