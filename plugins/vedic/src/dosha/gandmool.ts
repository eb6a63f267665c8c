import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, slugsOf, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaCommon, doshaAnswer, doshaNaming, gandmool } from '../lib/doshas.js';


export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/gandmool',
  summary: 'Gandmool dosha: the Moon in a gandmool nakshatra, graded by pada; lagna gandanta',
  description: "Moon in one of the six gandmool nakshatras at the junctions of water and fire signs (Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati), any pada; severity highest in the gandanta pada itself (last pada of Ashlesha, Jyeshtha, Revati; first pada of Magha, Mula, Ashwini) and graded by pada for the others; lagna gandanta (lagna within the same junction padas) reported separately (Muhurta Chintamani; Jataka Parijata)",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, ...DoshaCommon, nakshatra: Type.String(), nakshatraNumber: Type.Integer({ minimum: 1, maximum: 27 }), pada: Type.Integer({ minimum: 1, maximum: 4 }), lagnaGandanta: Type.Boolean() }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    const g = gandmool(y);
    // The Moon's nakshatra in the answer's language (core's nakshatra table; English before, issue 12).
    return { ...chartEcho(chart, services.ephemeris), ...doshaNaming('gandmool', lang), ...doshaAnswer(g, lang), nakshatra: term('nakshatra', slugsOf('nakshatra')[g.nakshatraNumber - 1]!, lang) };
  },
});
