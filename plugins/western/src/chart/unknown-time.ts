import { Type } from '@sinclair/typebox';
import { AYANAMSA_SLUGS } from '@celestial/core/astro';
import { DateString, Ephemeris, Latitude, Longitude, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { unknownTimeChart } from '../lib/unknown-time.js';
import { Moment, Settings, Warnings } from '../lib/schemas.js';

const Clock = Type.String({ description: 'local clock time HH:mm:ss' });

export default defineOperation({
  method: 'POST',
  path: '/chart/unknown-time',
  summary: 'Chart for a birth date without a time: noon positions, the Moon\'s span over the day, sign changes, and the clock window of each rising sign',
  description:
    'Positions at local noon (the usual convention for an unknown time), the Moon\'s longitude at local 00:00 and 24:00 with its sign change that day if any, every planet (Sun to Pluto) changing sign that day, and the clock-time window in which each sign rises: Ascendant sign ingresses over the local day (+-12 hours of local noon), roots of 12 x Ascendant = 0 (mod 360) from swe_houses_ex refined by Brent to 0.01 s (core/src/astro/time-sensitivity.ts). The sign rising at 00:00 rises again before 24:00 (a sidereal day is 23 h 56 min): its window wraps midnight. Near the polar circles some signs never rise on a day, and fewer windows come back. No houses: they need a time.',
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { description: 'hours east of UTC; ignored when timezone is sent', default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name or auto; wins over timezoneOffset' })),
    zodiacType: Type.Optional(StringEnum(['tropical', 'sidereal'] as const)),
    ayanamsa: Type.Optional(StringEnum(AYANAMSA_SLUGS)),
  }, { additionalProperties: true, 'x-birth-data': true }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    day: Type.Object({ from: Type.String(), to: Type.String(), timezoneOffset: Type.Number() }),
    noonChart: Type.Object({
      planets: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), longitude: Type.Number({ minimum: 0, maximum: 360 }), sign: Type.String(), degreeInSign: Type.Number(), speed: Type.Number(), retrograde: Type.Boolean() })),
    }),
    moonRange: Type.Object({
      startLongitude: Type.Number(), endLongitude: Type.Number(), startSign: Type.String(), endSign: Type.String(),
      signChange: Type.Union([Type.Object({ at: Type.String(), localTime: Clock, toSign: Type.String() }), Type.Null()]),
    }),
    planetSignChanges: Type.Array(Type.Object({ planet: Type.String(), at: Type.String(), localTime: Clock, fromSign: Type.String(), toSign: Type.String() })),
    risingSigns: Type.Array(Type.Object({
      sign: Type.String(), from: Clock, to: Clock, fromUtc: Type.String(), toUtc: Type.String(),
      wrapsMidnight: Type.Boolean({ description: 'the window runs from its late start past 24:00 to its end after 00:00' }),
    }), { maxItems: 12 }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: { date: '1990-07-15', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => unknownTimeChart(body, services),
});
