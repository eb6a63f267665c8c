import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { harmonics } from './lib/aspect-tools.js';
import { Echo } from './lib/aspect-patterns.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Lon = Type.Number({ minimum: 0, maximum: 360 });
const Named = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/harmonics',
  summary: 'Harmonic chart: every longitude times the harmonic, and the aspects inside it',
  description:
    'harmonicLongitude = (natal longitude x harmonic) mod 360 for Sun-Pluto and the Ascendant and MC (John Addey, Harmonics in Astrology, 1976; David Hamblin, Harmonic Charts, 1983); the harmonic may be fractional (an age harmonic = age + 1). Aspects 0/60/90/120/180 among the harmonic planets with the one orb `orb` (default 8 harmonic-chart degrees, a natal orb of orb/harmonic), one per pair, the closest.',
  body: birthData({
    harmonic: Type.Number({ minimum: 1, maximum: 360, description: 'harmonic number, fractional allowed' }),
    orb: Type.Optional(Type.Number({ minimum: 0, maximum: 30, default: 8, description: 'harmonic-chart degrees' })),
  }),
  response: Type.Object({
    ...Echo,
    harmonic: Type.Number(),
    planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), natalLongitude: Lon, ...PositionMembers })),
    angles: Type.Object({ ascendant: Lon, mc: Lon }),
    aspects: Type.Array(Type.Object({ planet1: Named, planet2: Named, type: Type.Object({ slug: Type.String(), name: Type.String(), angle: Type.Number() }), orb: Type.Number({ minimum: 0 }) })),
  }),
  examples: [
    { name: 'fifth-harmonic', body: { ...KYIV_BIRTH, harmonic: 5 } },
    { name: 'age-harmonic', body: { ...KYIV_BIRTH, harmonic: 36.5, orb: 4 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => harmonics(body, services, lang),
});
