import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { houseOverlays } from '../lib/relationships.js';
import { PAIR, PAIR2, TwoChartsBody } from '../lib/relationships-schemas.js';

const Overlay = Type.Array(Type.Object({ planet: BodyRefSchema, house: Type.Integer({ minimum: 1, maximum: 36 }), housePosition: Type.Number({ minimum: 1, maximum: 37 }) }));

export default defineOperation({
  method: 'POST',
  path: '/synastry/house-overlays',
  summary: "Each partner's planets in the other's houses",
  description:
    "Cusp comparison on the host chart's own house system: house = the k whose arc [cusp k, cusp k+1) holds the planet; housePosition = k + (lambda - cusp k)/(cusp k+1 - cusp k), arcs mod 360. Emphasised houses receive three or more of the partner's bodies (Sun-Pluto, nodes, Chiron, mean Lilith).",
  body: Type.Object(TwoChartsBody),
  response: Type.Object({
    chart1InChart2: Overlay,
    chart2InChart1: Overlay,
    emphasis: Type.Object({ chart1InChart2: Type.Array(Type.Integer()), chart2InChart1: Type.Array(Type.Integer()) }),
  }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'whole-sign', body: PAIR2 }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(houseOverlays(body, services), lang),
});
