import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { aspectsNow, jdOfDate } from '../lib/streams.js';
import { AspectRef, BodyRef, NullableInstant, streamResponse } from '../lib/stream-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/stream/aspects-now',
  summary: 'The aspects between the transiting planets within an orb now, applying or separating, with their exact instants, and the next exact aspect',
  description:
    'Pairwise separations against 0/30/45/60/90/120/135/150/180 degrees; applying when the orb shrinks; exact instants by root-finding separation minus the aspect angle (core/src/astro/events.ts). nextEventAt: the first instant an aspect enters or leaves the orb or one perfects (30-minute samples over two days, refined by Brent). Default planets Sun and Mercury-Pluto; includeMoon adds the Moon. Tier 1.',
  body: Type.Object({
    planetIds: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { minItems: 2, maxItems: 32 })),
    orb: Type.Optional(Type.Number({ minimum: 0.01, maximum: 15, default: 1 })),
    includeMoon: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: streamResponse({
    orbLimit: Type.Number(),
    aspects: Type.Array(Type.Object({ planet1: BodyRef, planet2: BodyRef, type: AspectRef, orb: Type.Number(), isApplying: Type.Boolean(), exactAt: NullableInstant() })),
    nextExact: Type.Union([Type.Object({ planet1: BodyRef, planet2: BodyRef, type: AspectRef, at: Instant() }), Type.Null()]),
  }),
  calculation: false,
  examples: [{ body: {} }, { name: 'with the Moon, orb 3', body: { includeMoon: true, orb: 3 } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body, lang }, { ephemeris, clock }) => aspectsNow(ephemeris, jdOfDate(clock.now()), body, lang),
});
