import { birthData, defineOperation, Operations } from '@celestial/core';
import { Type } from '@sinclair/typebox';
import { renderBodygraph } from './lib/bodygraph.js';
import type { BodygraphView } from './lib/bodygraph.js';
import { birthOf } from './lib/charts.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { CROWDED, KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/human-design-bodygraph',
  summary: 'Human Design bodygraph as SVG or PNG: nine centres, 36 channels, 64 gates, personality and design activations',
  description:
    "The bodygraph /human-design/bodygraph computes (the same function, the same answer): personality activations at birth, design activations at the instant the Sun stood 88 deg of arc earlier (Brent's method on the Sun's longitude); 13 bodies each mapped to gate and line on the Rave Mandala (64 gates of 5.625 deg); defined channels colour the nine centres (Ra Uru Hu's system). Drawn after the chart of Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human Design' (2011): defined centres filled, each half-channel in its gate's activation (personality black, design red, both striped), every gate numbered, the 26 activations in two columns (design left, personality right), type, profile, authority, definition and incarnation cross beneath. Human Design terms in English. Themes dark, light, console; 300-2000 px (default 600 x 720); format png rasterised by resvg with bundled Noto fonts.",
  body: birthData({ options: Type.Optional(RenderOptions) }),
  response: RenderAnswer,
  examples: [
    { name: 'kyiv', body: KYIV },
    { name: 'crowded-light-png', body: { ...CROWDED, options: { theme: 'light', format: 'png', size: 400 } } },
  ],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    const view = await operations.invoke<BodygraphView>('POST /human-design/bodygraph', { body: birthOf(body), lang, caller });
    return renderBodygraph(view, body.options, lang).answer;
  },
});
