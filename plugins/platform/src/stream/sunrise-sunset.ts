import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { jdOfDate, sunriseSunset } from '../lib/streams.js';
import { NullableInstant, streamResponse } from '../lib/stream-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/stream/sunrise-sunset',
  summary: "Today's sunrise, sunset, solar noon and twilights at a place, whether it is day, and the next of these events",
  description:
    'swe_rise_trans for rise and set (upper limb, standard refraction) and the meridian transit; twilights at the Sun\'s centre -6/-12/-18 deg. "Today" is the civil day of the timezoneOffset; an event that does not occur that day (polar day or night) is null. Polled, not pushed: nothing changes before nextEventAt (the next event). Tier 1.',
  body: Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }), timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0 })) }),
  response: streamResponse({
    isDay: Type.Boolean(),
    today: Type.Object({
      sunrise: NullableInstant(), sunset: NullableInstant(), solarNoon: NullableInstant(),
      civilDawn: NullableInstant(), civilDusk: NullableInstant(), nauticalDawn: NullableInstant(), nauticalDusk: NullableInstant(),
      astronomicalDawn: NullableInstant(), astronomicalDusk: NullableInstant(),
      dayLengthMinutes: Type.Union([Type.Number(), Type.Null()]),
    }),
    next: Type.Union([Type.Object({ kind: Type.String({ description: 'sunrise, sunset, solar-noon, civil-dawn, ...' }), at: Instant() }), Type.Null()]),
  }),
  calculation: false,
  examples: [{ body: { latitude: 50.45, longitude: 30.52, timezoneOffset: 2 } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body, lang }, { ephemeris, clock }) => sunriseSunset(ephemeris, jdOfDate(clock.now()), body.latitude, body.longitude, body.timezoneOffset ?? 0, lang),
});
