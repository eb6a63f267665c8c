import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { firdariaAnswer } from './lib/timing.js';
import { Echo, PlanetRef, When } from './lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from './lib/examples.js';

const Lord = Type.Object({ slug: Type.String({ description: 'sun ... saturn, north-node, south-node' }), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/firdaria',
  summary: "Firdaria (Abu Ma'shar): the Persian planetary periods of life with their seven sub-periods",
  description:
    "Persian firdaria (Abu Ma'shar; Bonatti, Liber Astronomiae Tr. 9): by day Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, South Node 2 years (75); by night Moon 9, Saturn 11, Jupiter 12, Mars 7, Sun 10, Venus 8, Mercury 13, then the nodes (nodesPlacement end, Abu Ma'shar) or the nodes after Mars (bonatti). Each planetary period is split into seven equal sub-periods from its own lord in Chaldean order; the nodes' periods are undivided. Years of 365.25 days from the birth instant. The nodes are named from the lunar-node table (north-node, south-node) in the answer's language.",
  body: birthData({ targetDate: Type.Optional(DateString), nodesPlacement: Type.Optional(StringEnum(['end', 'bonatti'] as const, { default: 'end' })) }),
  response: Type.Object({
    ...Echo,
    sect: StringEnum(['day', 'night'] as const),
    nodesPlacement: StringEnum(['end', 'bonatti'] as const),
    periods: Type.Array(Type.Object({
      lord: Lord,
      years: Type.Number(),
      start: When('start of the period'),
      end: When('end of the period'),
      subPeriods: Type.Array(Type.Object({ lord: PlanetRef, start: When('start'), end: When('end') })),
    }), { minItems: 9, maxItems: 9, description: 'the nine periods of the first 75 years' }),
    current: Type.Union([Type.Object({ major: Lord, minor: Type.Union([PlanetRef, Type.Null()]) }), Type.Null()], { description: 'at targetDate (default today UTC); null before birth' }),
  }),
  examples: [{ name: 'day', body: { ...KYIV_BIRTH, targetDate: '2024-01-01' } }, { name: 'night-bonatti', body: { ...NIGHT_BIRTH, nodesPlacement: 'bonatti', targetDate: '2030-06-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => firdariaAnswer(body, services, lang),
});
