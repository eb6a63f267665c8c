import { Type } from '@sinclair/typebox';
import { ApiError, birthData, defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import { bodygraph } from '../lib/human-design.js';
import { activeGates, penta } from '../lib/human-design-relations.js';
import { PENTA_CHANNELS } from '../lib/human-design-data.js';
import { RA_URU_HU } from './bodygraph.js';

const PENTA_GATES = new Set(PENTA_CHANNELS.flat());
const Gate = Type.Integer({ minimum: 1, maximum: 64 });

export default defineOperation({
  method: 'POST',
  path: '/human-design/penta',
  summary: 'Human Design penta of 3-5 people: the twelve G-Throat-Sacral gates, who supplies each, which of the six channels the group defines',
  description:
    "Penta group mechanics of Ra Uru Hu (BG5): the 12 gates of the six channels between G, Throat and Sacral (7-31, 1-8, 13-33, 5-15, 2-14, 29-46); each member's activations by the /human-design/bodygraph rules; a gate is filled when any member activates it, a channel when both its gates are filled; suppliedBy names the members (by names[i], else 'Member i+1') supplying each gate, missing the gates nobody supplies; members list each member's penta gates.",
  body: Type.Object({
    charts: Type.Array(birthData(), { minItems: 3, maxItems: 5 }),
    names: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 3, maxItems: 5, description: 'one per chart, in order' })),
  }),
  response: Type.Object({
    gates: Type.Array(Type.Object({ gate: Gate, filled: Type.Boolean(), suppliedBy: Type.Array(Type.String()) }), { minItems: 12, maxItems: 12 }),
    channels: Type.Array(Type.Object({ gates: Type.Array(Gate, { minItems: 2, maxItems: 2 }), slug: Type.String(), name: Type.String(), defined: Type.Boolean() }), { minItems: 6, maxItems: 6 }),
    missing: Type.Array(Gate),
    members: Type.Array(Type.Object({ slug: Type.String({ description: 'member-1 ... member-5, by the order of charts' }), name: Type.String({ description: 'names[i] as sent, else Member i+1' }), gates: Type.Array(Gate) })),
  }, { description: 'member names are the caller\'s own labels' }),
  examples: [{
    name: 'three',
    body: { charts: [RA_URU_HU, { date: '1961-08-04', time: '19:24:00', timezoneOffset: -10, latitude: 21.3, longitude: -157.86 }, { date: '1954-01-29', time: '04:30:00', timezoneOffset: -6, latitude: 33.06, longitude: -89.59 }], names: ['Ra', 'Barack', 'Oprah'] },
  }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    if (body.names && body.names.length !== body.charts.length) {
      throw new ApiError('INVALID_INPUT', 'names must have one entry per chart', { details: [{ path: 'names', message: `must have ${body.charts.length} entries, one per chart` }] });
    }
    const labels = body.charts.map((_, i) => body.names?.[i] ?? `Member ${i + 1}`);
    const sets = body.charts.map((c) => activeGates(bodygraph(services.ephemeris, resolveMoment(c, services).julianDayUT)));
    const p = penta(sets);
    return {
      gates: p.supplied.map((s) => ({ gate: s.gate, filled: s.suppliedBy.length > 0, suppliedBy: s.suppliedBy.map((i) => labels[i]!) })),
      channels: p.channels.map((c) => ({ gates: [...c.channel.gates], slug: c.channel.slug, name: c.channel.name, defined: c.defined })),
      missing: p.missing,
      members: sets.map((s, i) => ({ slug: `member-${i + 1}`, name: labels[i]!, gates: [...s].filter((g) => PENTA_GATES.has(g)).sort((x, y) => x - y) })),
    };
  },
});
