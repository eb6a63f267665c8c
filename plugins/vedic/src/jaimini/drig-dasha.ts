import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { drigDasha } from '../lib/jaimini-dasha.js';
import { DashaPeriodSchema, periodsOut, SignRef, signRef } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/drig-dasha',
  summary: 'Drig dasha: the 9th, 10th and 11th from lagna with the signs they aspect',
  description:
    'BPHS ch. 46 / Jaimini, as computed by P. V. R. Narasimha Rao: the 9th, 10th and 11th signs from lagna, each followed by the three signs it aspects by rashi drishti, taken in zodiacal order from it when it is odd-footed (Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius) and in reverse when even-footed; years as in narayana dasha, second cycle 12 minus the first.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    sequence: Type.Array(SignRef, { minItems: 12, maxItems: 12 }),
    periods: Type.Array(DashaPeriodSchema, { maxItems: 24 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const d = drigDasha(chart);
    return { ...chartEcho(chart, services.ephemeris), sequence: d.order.map((s) => signRef(s + 1, lang)), periods: periodsOut(chart, d.periods, lang) };
  },
});
