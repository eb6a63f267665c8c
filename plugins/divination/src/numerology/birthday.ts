import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Warnings } from '@celestial/core';
import { NUMBER_MEANINGS, parseBirthDate, reduce } from '../lib/numerology.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/birthday',
  summary: 'The birthday number: the day of the month reduced (11 and 22 kept)',
  description: "The day of the month reduced to one digit, 11 and 22 kept (Decoz; 29 reduces to 11 and stays there). Meanings paraphrased after Decoz (1994) and Jordan (1965), in English.",
  body: Type.Object({ birthDate: DateString }),
  response: Type.Object({ day: Type.Integer({ minimum: 1, maximum: 31 }), number: Type.Integer({ minimum: 1, maximum: 22 }), isMaster: Type.Boolean(), meaning: Type.String(), warnings: Warnings }),
  examples: [{ body: { birthDate: '1979-11-29' } }],
  handler: ({ body, lang }) => {
    const day = parseBirthDate(body.birthDate).day;
    const number = reduce(day);
    return { day, number, isMaster: number === 11 || number === 22, meaning: NUMBER_MEANINGS[number]!, warnings: englishTextWarnings(lang) };
  },
});
