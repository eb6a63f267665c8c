import { Type } from '@sinclair/typebox';
import { ApiError, AspectAngleList, birthData, defineOperation, Operations } from '@celestial/core';
import type { AnsweredBody } from './lib/charts.js';
import { renderGrid, withinOrb } from './lib/grid.js';
import type { GridAspect } from './lib/grid.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { KYIV, LONDON } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/aspect-grid',
  summary: 'Aspect grid: a triangle for one chart, a square for two',
  description:
    'Each cell holds the aspect glyph, its orb in degrees and minutes and A (applying) or S (separating), computed as /aspects does (one chart: each pair once) or as /synastry does (chart1 rows, chart2 columns). aspectAngles picks the aspects (default the eleven of /reference/aspects); maxOrb hides any aspect wider than it. Send chart, or chart1 and chart2.',
  body: Type.Object({
    chart: Type.Optional(birthData()),
    chart1: Type.Optional(birthData()),
    chart2: Type.Optional(birthData()),
    aspectAngles: Type.Optional(AspectAngleList),
    maxOrb: Type.Optional(Type.Number({ minimum: 0, maximum: 30 })),
    options: Type.Optional(RenderOptions),
  }),
  response: RenderAnswer,
  examples: [
    { name: 'kyiv', body: { chart: KYIV } },
    { name: 'kyiv-london-majors', body: { chart1: KYIV, chart2: LONDON, aspectAngles: [0, 60, 90, 120, 180], maxOrb: 6 } },
  ],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    type Answer = { planets: AnsweredBody[]; aspects: GridAspect[] };
    const angles = body.aspectAngles ? { aspectAngles: body.aspectAngles } : {};
    if (body.chart) {
      // /chart's aspects: each pair once, as /aspects finds them.
      const chart = await operations.invoke<Answer>('POST /chart', { body: { ...body.chart, ...angles }, lang, caller });
      return renderGrid(chart.planets, null, withinOrb(chart.aspects, body.maxOrb), body.options, lang).answer;
    }
    if (!body.chart1 || !body.chart2) {
      const missing = body.chart1 ? 'chart2' : 'chart';
      throw new ApiError('INVALID_INPUT', `Validation failed: ${missing} is required (chart, or chart1 and chart2)`, { details: [{ path: missing, message: 'send chart, or chart1 and chart2' }] });
    }
    // /synastry's inter-aspects (chart1 rows, chart2 columns); those to its Ascendant and MC have no cell.
    const s = await operations.invoke<{ chart1: Answer; chart2: Answer; aspects: GridAspect[] }>('POST /synastry', { body: { chart1: body.chart1, chart2: body.chart2, ...angles }, lang, caller });
    return renderGrid(s.chart1.planets, s.chart2.planets, withinOrb(s.aspects, body.maxOrb), body.options, lang).answer;
  },
});
