import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Warnings } from '@celestial/core';
import { expression, isMaster, lifePath, nameParts, NUMBER_MEANINGS, parseBirthDate, reduce } from '../lib/numerology.js';
import { FullName, System } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/maturity',
  summary: 'The maturity number: life path + expression, reduced',
  description: 'Maturity number = life path + expression, reduced by repeated digit sum keeping 11, 22 and 33 (Decoz). Meanings in English.',
  body: Type.Object({ birthDate: DateString, fullName: FullName, system: Type.Optional(System) }),
  response: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 33 }), isMaster: Type.Boolean(), lifePath: Type.Integer(), expression: Type.Integer(), meaning: Type.String(), warnings: Warnings }),
  examples: [{ body: { birthDate: '1979-11-18', fullName: 'Thomas John Smith' } }],
  handler: ({ body, lang }) => {
    const lp = lifePath(parseBirthDate(body.birthDate)).number;
    const ex = expression(nameParts(body.fullName, 'fullName'), body.system ?? 'pythagorean').number;
    const number = reduce(lp + ex);
    return { number, isMaster: isMaster(number), lifePath: lp, expression: ex, meaning: NUMBER_MEANINGS[number]!, warnings: englishTextWarnings(lang) };
  },
});
