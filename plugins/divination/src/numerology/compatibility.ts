import { Type } from '@sinclair/typebox';
import { ApiError, DateString, defineOperation } from '@celestial/core';
import { COMPATIBILITY_POINTS, COMPATIBILITY_WEIGHT, expression, lifePath, nameParts, parseBirthDate, rate, soulUrge } from '../lib/numerology.js';
import { FullName } from '../lib/numerology-schemas.js';

const Person = Type.Object({ fullName: Type.Optional(FullName), birthDate: Type.Optional(DateString) });
const KINDS = ['life-path', 'expression', 'soul-urge'] as const;
const RATINGS = ['natural', 'compatible', 'challenging'] as const;
export default defineOperation({
  method: 'POST',
  path: '/numerology/compatibility',
  summary: 'Numerological compatibility of two people by their life path, expression and soul urge',
  description:
    'Core numbers of both people (master numbers reduced for comparison) compared by number families: the same family of 1-5-7, 2-4-8 or 3-6-9 = natural, both odd or both even = compatible, otherwise challenging (the family scheme as used by Decoz); score = 100 x the weighted points over the most possible, weights life path 50, expression 30, soul urge 20, points 3/2/1 per rating, over the kinds both people give data for (birthDate: life path; fullName: expression and soul urge, Pythagorean). At least one kind must be common, else 400.',
  body: Type.Object({ person1: Person, person2: Person }),
  response: Type.Object({
    pairs: Type.Array(Type.Object({ kind: Type.Union(KINDS.map((k) => Type.Literal(k))), a: Type.Integer(), b: Type.Integer(), rating: Type.Union(RATINGS.map((r) => Type.Literal(r))) }), { minItems: 1 }),
    score: Type.Number({ minimum: 0, maximum: 100 }),
  }),
  examples: [{ body: { person1: { fullName: 'Thomas John Smith', birthDate: '1979-11-18' }, person2: { fullName: 'Mary Lynn Murray', birthDate: '1981-04-02' } } }],
  handler: ({ body }) => {
    const core = (p: { fullName?: string; birthDate?: string }, path: string) => {
      const out: Partial<Record<(typeof KINDS)[number], number>> = {};
      if (p.birthDate) out['life-path'] = lifePath(parseBirthDate(p.birthDate)).number;
      if (p.fullName) {
        const parts = nameParts(p.fullName, `${path}.fullName`);
        out.expression = expression(parts, 'pythagorean').number;
        out['soul-urge'] = soulUrge(parts, 'pythagorean').number;
      }
      return out;
    };
    const a = core(body.person1, 'person1');
    const b = core(body.person2, 'person2');
    const pairs = KINDS.filter((k) => a[k] !== undefined && b[k] !== undefined).map((kind) => ({ kind, a: a[kind]!, b: b[kind]!, rating: rate(a[kind]!, b[kind]!) }));
    if (pairs.length === 0) throw new ApiError('INVALID_INPUT', 'Validation failed: the two people share no kind of data (both birthDate, or both fullName)', { details: [{ path: 'person2', message: 'must give birthDate or fullName as person1 does' }] });
    const got = pairs.reduce((s, p) => s + COMPATIBILITY_WEIGHT[p.kind] * COMPATIBILITY_POINTS[p.rating], 0);
    const best = pairs.reduce((s, p) => s + COMPATIBILITY_WEIGHT[p.kind] * 3, 0);
    return { pairs, score: (100 * got) / best };
  },
});
