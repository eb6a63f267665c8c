import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { jdOfDate, moonPhase } from '../lib/streams.js';
import { streamResponse } from '../lib/stream-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/stream/moon-phase',
  summary: "The Moon's phase now (one of 8, elongation, illuminated fraction, age) and the next 4 principal phases",
  description:
    'The eight phases are 45-degree sectors of the Sun-Moon elongation centred on the new moon, the quarters and the full moon; illumination from swe_pheno_ut; age from the last new moon; principal phases by root-finding the elongation = 0/90/180/270 (core/src/astro/events.ts). The body is not read; send {}. Polled, not pushed: the phase does not change before nextEventAt (the next sector boundary). Tier 1.',
  body: Type.Unknown({ description: 'not read; send {}' }),
  response: streamResponse({
    phase: Type.Object({ slug: Type.String(), name: Type.String(), elongation: Type.Number(), illumination: Type.Number({ minimum: 0, maximum: 1 }), ageDays: Type.Number(), waxing: Type.Boolean() }),
    next: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), at: Instant() })),
  }),
  calculation: false,
  examples: [{ body: {} }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ lang }, { ephemeris, clock }) => moonPhase(ephemeris, jdOfDate(clock.now()), lang),
});
