import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Warnings } from '@celestial/core';
import { isMaster, karmicDebtOf, lifePath, NUMBER_MEANINGS, parseBirthDate } from '../lib/numerology.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/life-path',
  summary: 'The life path number of a birth date (Decoz), with karmic debt',
  description:
    "Decoz method: month, day and year each reduced (repeated digit sum keeping 11, 22 and 33), then summed and reduced; method full-sum adds all eight digits at once. karmicDebt: 13, 14, 16 or 19 when the total before the final reduction is one of them. Meanings paraphrased after Hans Decoz with Tom Monte, 'Numerology: Key to Your Inner Self' (1994) and Juno Jordan, 'Numerology: The Romance in Your Name' (1965), in English.",
  body: Type.Object({ birthDate: DateString, method: Type.Optional(Type.Union([Type.Literal('reduce-parts'), Type.Literal('full-sum')])) }),
  response: Type.Object({
    number: Type.Integer({ minimum: 1, maximum: 33 }),
    isMaster: Type.Boolean(),
    components: Type.Object({ month: Type.Integer(), day: Type.Integer(), year: Type.Integer() }),
    unreducedTotal: Type.Integer(),
    karmicDebt: Type.Union([Type.Integer(), Type.Null()]),
    meaning: Type.String(),
    warnings: Warnings,
  }),
  examples: [{ name: 'decoz', body: { birthDate: '1979-11-18' } }],
  handler: ({ body, lang }) => {
    const lp = lifePath(parseBirthDate(body.birthDate), body.method ?? 'reduce-parts');
    return { ...lp, isMaster: isMaster(lp.number), karmicDebt: karmicDebtOf(lp.unreducedTotal), meaning: NUMBER_MEANINGS[lp.number]!, warnings: englishTextWarnings(lang) };
  },
});
