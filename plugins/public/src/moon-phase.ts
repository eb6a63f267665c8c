import { Type } from '@sinclair/typebox';
import { Ephemeris, Instant, defineOperation } from '@celestial/core';
import { publicMoonPhase } from './lib/public.js';
import { InstantQuery, Position } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/public/moon-phase',
  summary: "The Moon's phase at an instant: name, illuminated fraction, age, elongation; its sign; the next new and full moon",
  description:
    'Elongation = Moon - Sun in apparent geocentric longitude; the illuminated fraction from swe_pheno_ut; the phase one of eight, 45 degrees each, centred on the new moon, the quarters and the full moon; age = days since the last new moon; the next new and full moon by root-finding the elongation (0 and 180 degrees) to a hundredth of a second. Instants in the `tz` offset. Keyless.',
  query: InstantQuery,
  response: Type.Object({
    timestamp: Instant(),
    phase: Type.Object({
      slug: Type.String({ description: 'new-moon, waxing-crescent, first-quarter, waxing-gibbous, full-moon, waning-gibbous, last-quarter, waning-crescent' }),
      name: Type.String(),
      illumination: Type.Number({ minimum: 0, maximum: 1 }),
      ageDays: Type.Number({ minimum: 0, maximum: 30 }),
      elongation: Type.Number({ minimum: 0, maximum: 360 }),
      waxing: Type.Boolean(),
    }),
    moonSign: Position,
    nextNewMoon: Instant(),
    nextFullMoon: Instant(),
  }),
  examples: [{ name: 'full-moon-2024-01-25', query: { date: '2024-01-25', time: '17:54:00', tz: 0 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ query, lang }, { ephemeris }) => publicMoonPhase(query, ephemeris, lang),
});
