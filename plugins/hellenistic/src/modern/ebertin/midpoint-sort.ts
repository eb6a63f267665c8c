import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, CyclicMeasure } from '@celestial/core';
import { midpointSort } from '../../lib/modern-schools.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/modern/ebertin/midpoint-sort',
  summary: "Ebertin's 45-degree midpoint sort of the thirteen factors and their 78 midpoints",
  description: "Reinhold Ebertin's cosmobiological sort (The Combination of Stellar Influences): the 78 shorter-arc midpoints of Sun to Pluto, the true node, ASC and MC, with the 13 single factors, reduced modulo 45 deg and sorted ascending, so points at 0/45/90/135/180 deg to one another line up.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    factors: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers, dial45: CyclicMeasure(45) }), { minItems: 13, maxItems: 13 }),
    midpoints: Type.Array(Type.Object({ pair: Type.String({ description: "'sun/moon'" }), factor1: Type.String(), factor2: Type.String(), ...PositionMembers, dial45: CyclicMeasure(45) }), { minItems: 78, maxItems: 78 }),
    count: Type.Integer(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => midpointSort(body, services, lang),
});
