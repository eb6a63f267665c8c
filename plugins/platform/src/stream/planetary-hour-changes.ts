import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { jdOfDate, planetaryHourChanges } from '../lib/streams.js';
import { NullableInstant, StreamTail } from '../lib/stream-schemas.js';

const Hour = Type.Object({ ruler: Type.String({ description: "the ruling planet's name in the answer's language" }), rulerSlug: Type.String(), kind: Type.String({ description: 'day or night' }), startAt: Instant() });
const Nullable = <T extends import('@sinclair/typebox').TSchema>(s: T) => Type.Union([s, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/stream/planetary-hour-changes',
  summary: 'The current planetary hour and the next 24',
  description:
    'Day and night each split into 12 unequal hours between sunrise and sunset (swe_rise_trans, upper limb, refraction); the first hour ruled by the planet of the weekday, then the Chaldean order Saturn-Jupiter-Mars-Sun-Venus-Mercury-Moon. Members are null where the Sun does not rise or set (polar day and night) or where latitude or longitude is null. Polled, not pushed: the hour does not change before nextEventAt (the next hour\'s start). Tier 1.',
  body: Type.Object({
    latitude: Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()]),
    longitude: Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()]),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0, description: 'hours east of UTC for the instants' })),
  }),
  response: Type.Object({
    timestamp: NullableInstant(),
    current: Nullable(Hour),
    next: Nullable(Hour),
    next24Hours: Nullable(Type.Array(Hour)),
    nextEventAt: StreamTail.nextEventAt,
    tickSeconds: Nullable(StreamTail.tickSeconds),
    transport: Nullable(StreamTail.transport),
    sseUpgrade: Nullable(StreamTail.sseUpgrade),
    pricing: Nullable(StreamTail.pricing),
  }),
  calculation: false,
  specFixed: true,
  examples: [{ body: { latitude: 50.45, longitude: 30.52, timezoneOffset: 2 } }, { name: 'polar night: null members', body: { latitude: 89, longitude: 0, timezoneOffset: 0 } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body, lang }, { ephemeris, clock }) => planetaryHourChanges(ephemeris, jdOfDate(clock.now()), body.latitude, body.longitude, body.timezoneOffset ?? 0, lang),
});
