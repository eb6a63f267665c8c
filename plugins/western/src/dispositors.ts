import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { dispositors } from './lib/rulers.js';
import { BodyRefSchema } from './lib/vocabulary.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { SignMembers } from './lib/vocabulary.js';

// A body by reference (issue 12): { id, slug, name in the answer's language }.
const Planet = BodyRefSchema;

export default defineOperation({
  method: 'POST',
  path: '/dispositors',
  summary: 'Dispositor graph: each planet to the domicile lord of its sign, chains, final dispositor and loops',
  description:
    'Directed graph planet -> domicile lord of its sign (the seven traditional planets, or the ten with Uranus, Neptune and Pluto ruling Aquarius, Pisces and Scorpio under rulership "modern"). Each chain is followed until a planet in its own domicile or a repeat; a final dispositor exists when every chain ends in the same self-disposed planet; loops are rings of two or more planets (mutual reception by domicile and longer).',
  body: birthData({ rulership: Type.Optional(StringEnum(['traditional', 'modern'] as const, { default: 'traditional' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    rulership: StringEnum(['traditional', 'modern'] as const),
    edges: Type.Array(Type.Object({ planet: Planet, ...SignMembers, dispositor: Planet })),
    chains: Type.Array(Type.Object({ planet: Planet, chain: Type.Array(Planet) })),
    finalDispositor: Type.Union([BodyRefSchema, Type.Null()]),
    loops: Type.Array(Type.Object({ planets: Type.Array(Planet) })),
  }),
  examples: [
    { name: 'traditional', body: KYIV_BIRTH },
    { name: 'modern', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, rulership: 'modern' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => dispositors(body, services, lang),
});
