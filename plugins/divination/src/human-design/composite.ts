import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Ephemeris, TimeZones, UtcInstant, Warnings } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import { bodygraph } from '../lib/human-design.js';
import { activeGates, composite } from '../lib/human-design-relations.js';
import { ChannelItem, channelOut, StructureMembers, structureOut } from '../lib/human-design-view.js';
import { englishTextWarnings } from '../lib/warnings.js';
import { RA_URU_HU } from './bodygraph.js';

const Person = Type.Object({ gates: Type.Array(Type.Integer({ minimum: 1, maximum: 64 }), { description: 'active gates, ascending' }), type: StructureMembers.type, utc: UtcInstant('birth instant') });

export default defineOperation({
  method: 'POST',
  path: '/human-design/composite',
  summary: 'Human Design composite of two people: electromagnetic, companionship, dominance and compromise channels, the composite centres and type',
  description:
    "Both bodygraphs computed as /human-design/bodygraph; per channel: electromagnetic when each person has one of its gates, companionship when both have the whole channel, dominance when one has the whole channel and the other neither gate, compromise when one has the whole channel and the other one gate of it; composite centres, type, authority and definition by the bodygraph rules on the union of the gates; connectionTheme = defined-undefined centre count (e.g. 7-2). Source: Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human Design' (2011), relationships chapter.",
  body: Type.Object({ chart1: birthData(), chart2: birthData() }),
  response: Type.Object({
    person1: Person,
    person2: Person,
    connections: Type.Object({
      electromagnetic: Type.Array(ChannelItem), companionship: Type.Array(ChannelItem), dominance: Type.Array(ChannelItem), compromise: Type.Array(ChannelItem),
    }),
    composite: Type.Object(StructureMembers),
    connectionTheme: Type.String({ pattern: '^\\d-\\d$' }),
    warnings: Warnings,
  }),
  examples: [{ name: 'two-births', body: { chart1: RA_URU_HU, chart2: { date: '1961-08-04', time: '19:24:00', timezoneOffset: -10, latitude: 21.3, longitude: -157.86 } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const people = [body.chart1, body.chart2].map((c) => {
      const m = resolveMoment(c, services);
      const g = bodygraph(services.ephemeris, m.julianDayUT);
      return { m, g, gates: activeGates(g) };
    });
    const [a, b] = people as [typeof people[0], typeof people[0]];
    const c = composite(a.gates, b.gates);
    const person = (p: typeof a) => ({ gates: [...p.gates].sort((x, y) => x - y), type: structureOut(p.g, lang).type, utc: p.m.utc });
    return {
      person1: person(a),
      person2: person(b),
      connections: {
        electromagnetic: c.connections.electromagnetic.map((x) => channelOut(x, lang)), companionship: c.connections.companionship.map((x) => channelOut(x, lang)),
        dominance: c.connections.dominance.map((x) => channelOut(x, lang)), compromise: c.connections.compromise.map((x) => channelOut(x, lang)),
      },
      composite: structureOut(c.union, lang),
      connectionTheme: c.theme,
      warnings: englishTextWarnings(lang),
    };
  },
});
