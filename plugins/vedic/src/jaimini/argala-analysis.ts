import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { argalaAnalysis } from '../lib/jaimini.js';
import { Nullable, SpecGrahaRef, specGrahaRef } from '../lib/jaimini-answer.js';

const Side = Type.Object({
  from: Nullable(Type.Integer({ minimum: 1, maximum: 12, description: 'house counted from the judged house' })),
  fromSign: Nullable(Type.Integer({ minimum: 1, maximum: 12 })), fromSignName: Nullable(Type.String()),
  planets: Nullable(Type.Array(SpecGrahaRef)), strength: Nullable(Type.Number({ description: 'grahas x weight (primary 1, secondary and special 0.5)' })),
  type: Nullable(Type.Union([Type.Literal('primary'), Type.Literal('secondary'), Type.Literal('special')])),
});
const Extreme = Nullable(Type.Object({ houseNum: Nullable(Type.Integer({ minimum: 1, maximum: 12 })), score: Nullable(Type.Number()) }));
const METHOD = 'BPHS ch. 31 / Jaimini Sutras 1.1, whole signs: argala from the 2nd, 4th, 11th (primary, weight 1), 5th (secondary, 0.5), 8th (special, 0.5); virodhargala from the 12th, 10th, 3rd, 9th, 6th, paired 2/12, 4/10, 11/3, 5/9, 8/6; Ketu reversed; a pair\'s argala stands when its grahas outnumber the obstructors (equal numbers: higher summed naisargika bala); netInfluence = standing argala strength - prevailing virodhargala strength';

export default defineOperation({
  // SERVICE-SPEC "POST /vedic/jaimini/argala-analysis" prescribes houseNum (and every member of the answer).
  specFixed: ['houses[].houseNum', 'strongestArgala.houseNum', 'weakestArgala.houseNum'],
  method: 'POST',
  path: '/vedic/jaimini/argala-analysis',
  summary: 'Argala and virodhargala on all 12 houses (Jaimini intervention)',
  description: METHOD,
  body: vedicBirthData({}, { time: 'HH:mm|HH:mm:ss' }),
  response: Type.Object({
    ...ChartEcho,
    lagna: Nullable(Type.Object({ sign: Nullable(Type.Integer({ minimum: 1, maximum: 12 })), signName: Nullable(Type.String()) })),
    houses: Nullable(Type.Array(Type.Object({
      houseNum: Nullable(Type.Integer({ minimum: 1, maximum: 12 })), sign: Nullable(Type.Integer({ minimum: 1, maximum: 12 })), signName: Nullable(Type.String()),
      argalas: Nullable(Type.Array(Side)), virodhargalas: Nullable(Type.Array(Side)),
      netInfluence: Nullable(Type.Number()), dominantOver: Nullable(Type.Union([Type.Literal('argala'), Type.Literal('virodhargala'), Type.Literal('balanced')])),
    }), { minItems: 12, maxItems: 12 })),
    strongestArgala: Extreme,
    weakestArgala: Extreme,
    method: Nullable(Type.String()),
  }),
  examples: [{ name: 'delhi, HH:mm', body: { ...DELHI_BIRTH, time: '14:30' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const houses = argalaAnalysis(chart);
    const side = (s: { from: number; fromSign: number; grahas: number[]; strength: number; type: 'primary' | 'secondary' | 'special' }) => ({ from: s.from, fromSign: s.fromSign, fromSignName: signNameOf(s.fromSign, lang), planets: s.grahas.map((g) => specGrahaRef(g, lang)), strength: s.strength, type: s.type });
    let best = houses[0]!;
    let worst = houses[0]!;
    for (const h of houses) { if (h.netInfluence > best.netInfluence) best = h; if (h.netInfluence < worst.netInfluence) worst = h; }
    return {
      ...chartEcho(chart, services.ephemeris),
      lagna: { sign: chart.lagna.sign, signName: signNameOf(chart.lagna.sign, lang) },
      houses: houses.map((h) => ({ houseNum: h.houseNum, sign: h.sign, signName: signNameOf(h.sign, lang), argalas: h.argalas.map(side), virodhargalas: h.virodhargalas.map(side), netInfluence: h.netInfluence, dominantOver: h.dominantOver })),
      strongestArgala: { houseNum: best.houseNum, score: best.netInfluence },
      weakestArgala: { houseNum: worst.houseNum, score: worst.netInfluence },
      method: METHOD,
    };
  },
});
