import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { longCount, lordOfNight } from '../lib/mayan.js';
import { CorrelationInput, dayCount, MayanDateBody } from '../lib/mayan-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/mayan/long-count',
  summary: 'The Long Count of a date, with the Lord of the Night',
  description:
    'Day count d = JDN - correlation (GMT 584283 by default, 584285 optional) split into 144000 (baktun), 7200 (katun), 360 (tun), 20 (uinal), 1 (kin); the creation 13.0.0.0.0 is 11 August 3114 BCE (proleptic Gregorian, GMT); Lord of the Night = G((d + 8) mod 9 + 1), G9 at the creation (Thompson 1929).',
  body: MayanDateBody,
  response: Type.Object({
    date: Type.String({ format: 'date' }),
    baktun: Type.Integer(), katun: Type.Integer({ minimum: 0, maximum: 19 }), tun: Type.Integer({ minimum: 0, maximum: 19 }), uinal: Type.Integer({ minimum: 0, maximum: 17 }), kin: Type.Integer({ minimum: 0, maximum: 19 }),
    notation: Type.String({ description: 'baktun.katun.tun.uinal.kin, e.g. 13.0.12.3.5' }),
    daysSinceCreation: Type.Integer(),
    lordOfNight: Type.String({ pattern: '^G[1-9]$' }),
    correlation: CorrelationInput,
  }),
  examples: [{ name: 'end-of-13th-baktun', body: { date: '2012-12-21' } }],
  handler: ({ body }) => {
    const correlation = body.correlation ?? 584283;
    const d = dayCount(body.date, correlation);
    const lc = longCount(d);
    return { date: body.date, ...lc, notation: `${lc.baktun}.${lc.katun}.${lc.tun}.${lc.uinal}.${lc.kin}`, daysSinceCreation: d, lordOfNight: `G${lordOfNight(d)}`, correlation };
  },
});
