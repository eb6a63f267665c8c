import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { unaspected } from '../lib/aspect-tools.js';
import { Echo } from '../lib/aspect-patterns.js';
import { KYIV_BIRTH } from '../lib/examples.js';

const Named = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

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
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'any-aspect', body: { ...KYIV_BIRTH, majorOnly: false } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => unaspected(body, services, lang),
});
