import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { biwheelModel, castFor, renderWheel } from './lib/charts.js';
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
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const c1 = castFor(body.chart1, services);
    const c2 = castFor(body.chart2, services);
    return renderWheel(biwheelModel(c1, c2.bodies), body.options, lang).answer;
  },
});
