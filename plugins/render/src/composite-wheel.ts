import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { composite, davison } from '@celestial/plugin-western/lib/relationships';
import { renderWheel } from './lib/charts.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import type { WheelModel } from './lib/wheel.js';
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
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = body.method === 'davison' ? davison(body, services) : composite(body, services);
    const lon = new Map(chart.planets.map((p) => [p.id, p.longitude]));
    const model: WheelModel = {
      inner: chart.planets.map((p) => ({ id: p.id, name: p.name, longitude: p.longitude, retrograde: 'retrograde' in p ? Boolean(p.retrograde) : false })),
      cusps: chart.houses.map((h) => h.cusp),
      ascendant: chart.angles.ascendant,
      mc: chart.angles.mc,
      aspects: chart.aspects.flatMap((a) => {
        const l1 = lon.get(a.planet1.id);
        const l2 = lon.get(a.planet2.id);
        return l1 === undefined || l2 === undefined ? [] : [{ from: { longitude: l1, ring: 'inner' as const }, to: { longitude: l2, ring: 'inner' as const }, slug: a.type.slug, color: a.type.color }];
      }),
    };
    return renderWheel(model, body.options, lang).answer;
  },
});
