import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Warnings } from '@celestial/core';
import { expression, KARMIC_DEBT_MEANINGS, karmicDebtOf, lifePath, nameParts, parseBirthDate, personality, soulUrge } from '../lib/numerology.js';
import { FullName, System } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

const WHERE = ['life-path', 'expression', 'soul-urge', 'personality', 'birthday'] as const;

export default defineOperation({
  method: 'POST',
  path: '/numerology/karmic-debt',
  summary: 'Karmic-debt numbers (13, 14, 16, 19) in the core numbers of a name and birth date',
  description: 'A karmic-debt number is present when 13, 14, 16 or 19 appears as the unreduced total just before the final reduction of the life path, expression, soul urge or personality, or as the birth day itself (Decoz). Letter values as /numerology/expression. Meanings in English.',
  body: Type.Object({ birthDate: DateString, fullName: FullName, system: Type.Optional(System) }),
  response: Type.Object({
    found: Type.Array(Type.Object({ number: Type.Union([13, 14, 16, 19].map((n) => Type.Literal(n))), in: Type.Union(WHERE.map((w) => Type.Literal(w))), meaning: Type.String() })),
    warnings: Warnings,
  }),
  examples: [{ body: { birthDate: '1986-03-19', fullName: 'Thomas John Smith' } }],
  handler: ({ body, lang }) => {
    const b = parseBirthDate(body.birthDate);
    const parts = nameParts(body.fullName, 'fullName');
    const system = body.system ?? 'pythagorean';
    const totals: [(typeof WHERE)[number], number][] = [
      ['life-path', lifePath(b).unreducedTotal],
      ['expression', expression(parts, system).unreducedTotal],
      ['soul-urge', soulUrge(parts, system).unreducedTotal],
      ['personality', personality(parts, system).unreducedTotal],
      ['birthday', b.day],
    ];
    const found = totals.filter(([, n]) => karmicDebtOf(n) !== null).map(([where, n]) => ({ number: n as 13 | 14 | 16 | 19, in: where, meaning: KARMIC_DEBT_MEANINGS[n]! }));
    return { found, warnings: englishTextWarnings(lang) };
  },
});
