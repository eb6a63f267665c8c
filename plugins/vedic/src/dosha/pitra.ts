import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaCommon, doshaAnswer, doshaNaming, doshaSentence, DoshaSentenceSchema, pitra } from '../lib/doshas.js';


export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/pitra',
  summary: 'Pitra dosha: the Sun and the 9th house afflicted by the nodes and Saturn',
  description: "Modern rule set: Sun joined with Rahu or Saturn, Rahu or Ketu in the 9th, 9th lord with Rahu or in a dusthana with malefics; each condition reported; rooted in the curse (shapa) combinations for the Sun in BPHS' chapter on curses causing childlessness",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, ...DoshaCommon, conditionsMet: Type.Array(DoshaSentenceSchema, { description: "the pitra conditions met (core's dosha-detail table: sun-with-rahu, sun-with-saturn, rahu-in-ninth, ketu-in-ninth, ninth-lord-with-rahu, ninth-lord-in-dusthana-with-malefic)" }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    return { ...chartEcho(chart, services.ephemeris), ...doshaNaming('pitra', lang), ...(() => { const r = pitra(y); return { ...doshaAnswer(r, lang), conditionsMet: r.conditionsMet.map((c) => doshaSentence('dosha-detail', c, lang)) }; })() };
  },
});
