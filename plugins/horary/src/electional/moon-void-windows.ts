import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { moonVoidWindows } from '../lib/electional.js';
import { AspectRef, PlanetRef } from '../lib/schemas.js';

const Sign = Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/electional/moon-void-windows',
  summary: "The Moon's void-of-course windows over a range (traditional or modern)",
  description: "For each lunar sign passage (ingresses = roots of lambda Moon - 30k), the last exact Ptolemaic aspect the Moon completes before the ingress (roots of the longitude differences, the other body's motion inside the root); a passage with no aspect is void from its first ingress; window = that aspect to the ingress. Traditional mode: the seven planets (Lilly p.112); modern adds Uranus, Neptune, Pluto (core/src/astro/void-of-course.ts, shared with /moon-voc). Windows ending in the range, startDate 00:00 to endDate 24:00 at timezoneOffset, at most a year.",
  body: Type.Object({
    startDate: DateString, endDate: DateString,
    mode: Type.Optional(StringEnum(['traditional', 'modern'] as const, { default: 'traditional' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()])),
  }),
  response: Type.Object({
    mode: StringEnum(['traditional', 'modern'] as const),
    windows: Type.Array(Type.Object({
      start: Instant(), end: Instant(), durationHours: Type.Number({ minimum: 0 }),
      lastAspect: Type.Union([Type.Object({ planet: PlanetRef, aspect: AspectRef }), Type.Null()]),
      fromSign: Sign, toSign: Sign,
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'may-2024', body: { startDate: '2024-05-01', endDate: '2024-05-31', timezoneOffset: 1 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => moonVoidWindows(body, services, lang),
});
