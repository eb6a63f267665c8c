import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Operations, StringEnum } from '@celestial/core';
import { natalModelOf, renderWheel } from './lib/charts.js';
import type { AnsweredAspect, AnsweredChart } from './lib/charts.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { KYIV, LONDON } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/composite-wheel',
  summary: 'Composite (midpoint) or Davison relationship chart as a wheel',
  description:
    "method midpoint (default): the chart /composite computes after Robert Hand, Planets in Composite (1975): near midpoints of each pair of natal positions, houses from the composite MC at the mean birth latitude (no body is retrograde in a midpoint chart). method davison: the chart /davison casts after Ronald Davison (1977), for the midpoint in time and the mean place. Drawn as /render/natal-wheel with that chart's aspects.",
  body: Type.Object({ chart1: birthData(), chart2: birthData(), method: Type.Optional(StringEnum(['midpoint', 'davison'] as const, { default: 'midpoint' })), options: Type.Optional(RenderOptions) }),
  response: RenderAnswer,
  examples: [
    { name: 'kyiv-london', body: { chart1: KYIV, chart2: LONDON } },
    { name: 'kyiv-london-davison', body: { chart1: KYIV, chart2: LONDON, method: 'davison', options: { theme: 'light' } } },
  ],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    const key = body.method === 'davison' ? 'POST /davison' : 'POST /composite';
    const chart = await operations.invoke<AnsweredChart & { aspects: AnsweredAspect[] }>(key, { body: { chart1: body.chart1, chart2: body.chart2 }, lang, caller });
    return renderWheel(natalModelOf(chart), body.options, lang).answer;
  },
});
