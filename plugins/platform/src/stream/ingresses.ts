import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { jdOfDate, upcomingIngresses } from '../lib/streams.js';
import { BodyRef, streamResponse } from '../lib/stream-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/stream/ingresses',
  summary: 'The next 10 sign ingresses of the chosen planets (retrograde re-entries included)',
  description: "Sign ingresses by root-finding the longitude crossing multiples of 30 degrees (core/src/astro/events.ts). planetIds: Sun-Pluto (0-9) and Chiron (15); default Sun and Mercury-Pluto (the Moon: /stream/moon-sign-changes). Polled, not pushed: nothing changes before nextEventAt (the first ingress). Tier 1.",
  body: Type.Object({ planetIds: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { minItems: 1, maxItems: 32 })) }),
  response: streamResponse({
    upcoming: Type.Array(
      Type.Object({
        planet: BodyRef,
        fromSign: Type.Integer({ minimum: 1, maximum: 12 }),
        fromSignName: Type.String(),
        toSign: Type.Integer({ minimum: 1, maximum: 12 }),
        toSignName: Type.String(),
        at: Instant(),
        retrograde: Type.Boolean(),
      }),
    ),
  }),
  calculation: false,
  examples: [{ body: {} }, { name: 'Jupiter and Saturn', body: { planetIds: [5, 6] } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body, lang }, { ephemeris, clock }) => upcomingIngresses(ephemeris, jdOfDate(clock.now()), body.planetIds, lang),
});
