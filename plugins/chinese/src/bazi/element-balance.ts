import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarIndexes } from '../lib/bazi.js';
import { PHASE_SLUGS } from '../lib/cycle.js';
import { elementBalance } from '../lib/strength.js';
import { BaziSettings, Moment, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const Entry = Type.Object({ count: Type.Integer(), points: Type.Number(), percent: Type.Number() });
const Phase = Type.Union(PHASE_SLUGS.map((s) => Type.Literal(s)));

export default defineOperation({
  method: 'POST',
  path: '/bazi/element-balance',
  summary: 'The five phases in the chart: visible counts, weighted points with hidden stems, yin and yang',
  description: 'Counts of the 8 visible characters by phase (branches by their own phase) and polarity, plus weighted points: each stem 1, each branch\'s hidden stems by their weights (/bazi/hidden-stems); seasonal = true multiplies each phase by its state in the month branch (wang 1.2, xiang 1.1, xiu 1.0, qiu 0.9, si 0.8). percent = share of the points. missing = phases with no points.',
  body: chartBody({ ...conventionMembers, seasonal: Type.Optional(Type.Boolean({ default: false })) }),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    elements: Type.Object({ wood: Entry, fire: Entry, earth: Entry, metal: Entry, water: Entry }),
    yinYang: Type.Object({ yin: Type.Integer(), yang: Type.Integer() }),
    dominant: Phase,
    missing: Type.Array(Phase),
    seasonal: Type.Boolean(),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }, { name: 'seasonal', body: { ...BEIJING_BIRTH, seasonal: true } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const seasonal = body.seasonal ?? false;
    const b = elementBalance(pillarIndexes(chart.raw), seasonal);
    const total = b.points.reduce((x, y) => x + y, 0);
    const entry = (e: number) => ({ count: b.count[e]!, points: b.points[e]!, percent: (b.points[e]! / total) * 100 });
    const dominant = [0, 1, 2, 3, 4].reduce((m, e) => (b.points[e]! > b.points[m]! ? e : m), 0);
    return {
      moment: chart.moment,
      settings: chart.settings,
      elements: { wood: entry(0), fire: entry(1), earth: entry(2), metal: entry(3), water: entry(4) },
      yinYang: { yin: b.yin, yang: b.yang },
      dominant: PHASE_SLUGS[dominant]!,
      missing: PHASE_SLUGS.filter((_, e) => b.points[e] === 0),
      seasonal,
      warnings: chart.warnings,
    };
  },
});
