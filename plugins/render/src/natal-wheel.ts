import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Operations } from '@celestial/core';
import { birthOf, natalModelOf, renderWheel } from './lib/charts.js';
import type { AnsweredAspect, AnsweredChart } from './lib/charts.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { CROWDED, KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/natal-wheel',
  summary: 'Natal chart wheel as SVG or PNG',
  description:
    'The chart /chart casts (swe_calc_ut bodies, swe_houses_ex cusps in houseSystem) drawn on a ring of signs: glyphs spread so they never overlap while keeping the order of the bodies, leader lines to the true degree, degrees and minutes on every body, R for retrograde, aspect lines coloured as /reference/aspects (conjunctions as an arc). Themes dark, light, console; 300-2000 px; format png rasterised by resvg with bundled Noto fonts.',
  body: birthData({ options: Type.Optional(RenderOptions) }),
  response: RenderAnswer,
  examples: [
    { name: 'kyiv', body: KYIV },
    { name: 'crowded-light-png', body: { ...CROWDED, options: { theme: 'light', format: 'png', size: 400 } } },
  ],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    const chart = await operations.invoke<AnsweredChart & { aspects: AnsweredAspect[] }>('POST /chart', { body: birthOf(body), lang, caller });
    return renderWheel(natalModelOf(chart), body.options, lang).answer;
  },
});
