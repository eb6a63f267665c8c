import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { sreeLagna } from '../lib/special-lagnas.js';
import { sudasa } from '../lib/jaimini-dasha.js';
import { DashaPeriodSchema, periodsOut } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/sudasa',
  summary: 'Sudasa from the Sree lagna (kendradi order)',
  description:
    'Sanjay Rath (Jaimini Sutras): starts from the Sree lagna sign (lagna + 360 deg x the fraction of its nakshatra the Moon has traversed), kendradi order (1 4 7 10, 2 5 8 11, 3 6 9 12 from it), forward for an odd and backward for an even start sign (Saturn in it: forward; Ketu in it: reversed, the narayana exceptions as P. V. R. Narasimha Rao and Jagannatha Hora apply them); years as in narayana dasha; the first period is the untraversed fraction of the Sree lagna\'s sign times its years; second cycle 12 minus the first.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    sreeLagna: Type.Object({ longitude: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), degreeInSign: Type.Number({ minimum: 0, maximum: 30 }) }),
    direction: Type.Union([Type.Literal('forward'), Type.Literal('backward')]),
    periods: Type.Array(DashaPeriodSchema, { maxItems: 24 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const sl = sreeLagna(chart);
    const d = sudasa(chart, sl);
    return {
      ...chartEcho(chart, services.ephemeris),
      sreeLagna: { longitude: sl, sign: d.sreeLagna.sign, signName: signNameOf(d.sreeLagna.sign, lang), degreeInSign: d.sreeLagna.degInSign },
      direction: d.forward ? 'forward' as const : 'backward' as const,
      periods: periodsOut(chart, d.periods, lang),
    };
  },
});
