import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { harmonicAspects } from '../../lib/modern-schools.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Body = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/modern/hamblin/harmonic-aspects',
  summary: "Hamblin's harmonic aspects: the harmonics in which each pair of planets is in aspect",
  description: 'David Hamblin, Harmonic Charts (1983): two planets are in aspect in harmonic H when (H x separation) mod 360, folded to 0-180, is within orb (harmonic-chart degrees, default 12: a raw orb of orb/H); per pair the harmonics that qualify, the lowest and its prime family (its largest prime factor; 1 for the conjunction); counts per harmonic show which dominate.',
  body: birthData({ maxHarmonic: Type.Optional(Type.Integer({ minimum: 1, maximum: 32, default: 16 })), orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 30, default: 12 })) }),
  response: Type.Object({
    ...Echo,
    orb: Type.Number(),
    maxHarmonic: Type.Integer(),
    pairs: Type.Array(Type.Object({ planet1: Body, planet2: Body, separation: Type.Number(), harmonics: Type.Array(Type.Integer()), lowest: Type.Integer(), primeFamily: Type.Integer() })),
    harmonicCounts: Type.Record(Type.String(), Type.Integer(), { description: 'harmonic number to the count of pairs in aspect in it' }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => harmonicAspects(body, services, lang),
});
