import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { shoolaDasha } from '../lib/jaimini-dasha.js';
import { DashaPeriodSchema, periodsOut, StartSign } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/shoola-dasha',
  summary: 'Shoola dasha: 9 years per sign from the stronger of lagna and 7th',
  description:
    'Jaimini Sutras (longevity chapter) as computed by P. V. R. Narasimha Rao: starts from the stronger of lagna and 7th (Jaimini strength rules), 9 years per sign, always in zodiacal order (12 x 9 = 108 years); used with rudra for timing of death and danger.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    startSign: StartSign,
    periods: Type.Array(DashaPeriodSchema, { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const d = shoolaDasha(chart);
    return { ...chartEcho(chart, services.ephemeris), startSign: { sign: d.start.sign + 1, signName: signNameOf(d.start.sign + 1, lang), rule: d.start.rule }, periods: periodsOut(chart, d.periods, lang) };
  },
});
