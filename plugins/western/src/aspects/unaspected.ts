import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { unaspected } from '../lib/aspect-tools.js';
import { Echo } from '../lib/aspect-patterns.js';

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/aspects/unaspected',
  summary: 'Unaspected planets: Sun-Pluto making no Ptolemaic aspect to another planet',
  description:
    'Planets of Sun-Pluto making no Ptolemaic aspect (0/60/90/120/180) to another planet within the default orbs of /aspects (angles excluded); with majorOnly false, no aspect of the eleven at all. onlyMinor: planets aspected by minor aspects alone. aspectCounts: each planet\'s Ptolemaic aspects (every aspect with majorOnly false). Sue Tompkins, Aspects in Astrology (1989), on unaspected planets.',
  body: birthData({ majorOnly: Type.Optional(Type.Boolean({ default: true })) }),
  response: Type.Object({
    ...Echo,
    unaspected: Type.Array(Named),
    onlyMinor: Type.Array(Named),
    aspectCounts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  }),
  examples: [
    { name: 'kyiv', body: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 } },
    { name: 'any-aspect', body: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, majorOnly: false } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => unaspected(body, services),
});
