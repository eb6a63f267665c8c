import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { jdOfDate, retrogradeStatus } from '../lib/streams.js';
import { BodyRef, streamResponse } from '../lib/stream-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/stream/retrograde-status',
  summary: 'Mercury to Pluto: retrograde or direct now, speed, next station and the shadow period when in it',
  description:
    'Longitude speed from swe_calc_ut (SEFLG_SPEED); stations by root-finding speed = 0 (core/src/astro/events.ts); the shadow runs from the first arrival at the direct station\'s longitude to the passage of the retrograde station\'s longitude after the direct station, and is given while now is inside it. The body is not read; send {}. Polled, not pushed: nothing changes before nextEventAt (the next station). Tier 1.',
  body: Type.Unknown({ description: 'not read; send {}' }),
  response: streamResponse({
    retrogradeCount: Type.Integer({ minimum: 0 }),
    planets: Type.Array(
      Type.Object({
        planet: BodyRef,
        retrograde: Type.Boolean(),
        speed: Type.Number({ description: 'degrees per day' }),
        nextStation: Type.Union([Type.Object({ kind: Type.String({ description: 'retrograde or direct' }), at: Instant() }), Type.Null()]),
        shadow: Type.Union([Type.Object({ startAt: Instant(), endAt: Instant() }), Type.Null()]),
      }),
    ),
  }),
  calculation: false,
  examples: [{ body: {} }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ lang }, { ephemeris, clock }) => retrogradeStatus(ephemeris, jdOfDate(clock.now()), lang),
});
