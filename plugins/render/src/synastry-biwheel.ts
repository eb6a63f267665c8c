import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Operations } from '@celestial/core';
import { biwheelModelOf, renderWheel } from './lib/charts.js';
import type { AnsweredAspect, AnsweredChart } from './lib/charts.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { KYIV, LONDON } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/synastry-biwheel',
  summary: "Two charts: chart1 with its houses inside, chart2's bodies on the outer ring",
  description: "Both charts cast as /synastry does; chart2's bodies placed in chart1's houses on the outer ring; inter-aspects (/synastry's table and orbs) as dashed lines between the rings.",
  body: Type.Object({ chart1: birthData(), chart2: birthData(), options: Type.Optional(RenderOptions) }),
  response: RenderAnswer,
  examples: [{ name: 'kyiv-london', body: { chart1: KYIV, chart2: LONDON } }],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    // One /synastry call: both charts and the inter-aspects (planet1 is always chart1's).
    const s = await operations.invoke<{ chart1: AnsweredChart; chart2: AnsweredChart; aspects: AnsweredAspect[] }>('POST /synastry', { body: { chart1: body.chart1, chart2: body.chart2 }, lang, caller });
    return renderWheel(biwheelModelOf(s.chart1, s.chart2.planets, s.aspects), body.options, lang).answer;
  },
});
