import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { tzolkin } from '../lib/mayan.js';
import { CorrelationInput, dayCount, MayanDateBody, tzolkinAnswer, TzolkinShape } from '../lib/mayan-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/mayan/tzolkin',
  summary: "The Tzolk'in (260-day count) of a date: number, day sign and kin",
  description:
    "Day count d = JDN - correlation (GMT 584283 by default, 584285 optional); number = ((d + 3) mod 13) + 1; sign index = ((d + 19) mod 20) + 1 over Imix, Ik', Ak'bal, K'an, Chikchan, Kimi, Manik', Lamat, Muluk, Ok, Chuwen, Eb, Ben, Ix, Men, Kib, Kaban, Etz'nab, Kawak, Ajaw (so 13.0.0.0.0 = 4 Ajaw); kin = the 1-260 position from 1 Imix. Proleptic Gregorian dates.",
  body: MayanDateBody,
  response: Type.Object({ date: Type.String({ format: 'date' }), ...TzolkinShape.properties, correlation: CorrelationInput }),
  examples: [{ name: 'end-of-13th-baktun', body: { date: '2012-12-21' } }],
  handler: ({ body }) => {
    const correlation = body.correlation ?? 584283;
    return { date: body.date, ...tzolkinAnswer(tzolkin(dayCount(body.date, correlation))), correlation };
  },
});
