import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { haab } from '../lib/mayan.js';
import { CorrelationInput, dayCount, haabAnswer, HaabShape, MayanDateBody } from '../lib/mayan-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/mayan/haab',
  summary: "The Haab' (365-day year) of a date: month and day",
  description:
    "Day count d = JDN - correlation (GMT 584283 by default, 584285 optional); position = (d + 348) mod 365; month = floor(position / 20) over Pop, Wo, Sip, Sotz', Sek, Xul, Yaxk'in, Mol, Ch'en, Yax, Sak', Keh, Mak, K'ank'in, Muwan, Pax, K'ayab, Kumk'u, Wayeb (5 days); day = position mod 20 (so 13.0.0.0.0 of the creation = 8 Kumk'u). Proleptic Gregorian dates.",
  body: MayanDateBody,
  response: Type.Object({ date: Type.String({ format: 'date' }), ...HaabShape.properties, correlation: CorrelationInput }),
  examples: [{ name: 'y2k', body: { date: '2000-01-01' } }],
  handler: ({ body }) => {
    const correlation = body.correlation ?? 584283;
    return { date: body.date, ...haabAnswer(haab(dayCount(body.date, correlation))), correlation };
  },
});
