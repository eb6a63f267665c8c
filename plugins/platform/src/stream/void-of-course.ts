import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, StringEnum, defineOperation } from '@celestial/core';
import { jdOfDate, voidOfCourse } from '../lib/streams.js';
import { AspectRef, BodyRef, streamResponse } from '../lib/stream-schemas.js';

const Period = Type.Object({
  startAt: Instant(),
  endAt: Instant(),
  lastAspect: Type.Union([Type.Object({ planet: BodyRef, aspect: AspectRef, at: Instant() }), Type.Null()]),
  nextSign: Type.Integer({ minimum: 1, maximum: 12 }),
  nextSignName: Type.String(),
});

export default defineOperation({
  method: 'POST',
  path: '/stream/void-of-course',
  summary: 'Whether the Moon is void of course now, the current and the next void period',
  description:
    "Void from the Moon's last exact Ptolemaic aspect (0/60/90/120/180) in a sign to Sun-Pluto (modern, Al H. Morrison) or Sun-Saturn (traditional) until her ingress into the next sign (core/src/astro/void-of-course.ts, the definition /moon-voc and the void-of-course webhooks use). Polled, not pushed: nothing changes before nextEventAt (the void's end while void, its start otherwise). Tier 1.",
  body: Type.Object({ method: Type.Optional(StringEnum(['modern', 'traditional'] as const, { default: 'modern' })) }),
  response: streamResponse({ method: Type.String(), isVoid: Type.Boolean(), current: Type.Union([Period, Type.Null()]), next: Period }),
  calculation: false,
  examples: [{ body: {} }, { name: 'traditional', body: { method: 'traditional' } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body, lang }, { ephemeris, clock }) => voidOfCourse(ephemeris, jdOfDate(clock.now()), body.method ?? 'modern', lang),
});
