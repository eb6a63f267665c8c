import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { narayanaDasha } from '../lib/jaimini-dasha.js';
import { DashaPeriodSchema, periodsOut, StartSign } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/narayana-dasha',
  summary: 'Narayana dasha (Sanjay Rath, P. V. R. Narasimha Rao), two cycles',
  description:
    'Starts from the stronger of lagna and 7th by the Jaimini strength rules (more grahas; Jupiter, Mercury and the lord conjoined or aspecting; an exalted graha; lord in a sign of the other oddity; dual > fixed > movable; lord further advanced). Movable start sign: successive signs; fixed: every 6th sign; dual: trines first (1 5 9, 10 2 6, 7 11 3, 4 8 12); forward when the 9th from the start sign is odd-footed, else backward; Saturn in the start sign makes the order plain zodiacal, Ketu there reverses the direction (with both there, Ketu prevails, as in Jagannatha Hora). Years as in chara dasha; second cycle 12 minus the first.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    startSign: StartSign,
    direction: Type.Union([Type.Literal('forward'), Type.Literal('backward')]),
    periods: Type.Array(DashaPeriodSchema, { maxItems: 24 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const d = narayanaDasha(chart);
    return { ...chartEcho(chart, services.ephemeris), startSign: { sign: d.start.sign + 1, signName: signNameOf(d.start.sign + 1, lang), rule: d.start.rule }, direction: d.direction, periods: periodsOut(chart, d.periods, lang) };
  },
});
