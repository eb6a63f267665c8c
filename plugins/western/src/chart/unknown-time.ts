import { Type } from '@sinclair/typebox';
import { AYANAMSA_SLUGS } from '@celestial/core/astro';
import { DateString, Ephemeris, Latitude, Longitude, StringEnum, TimeZones, defineOperation, Warnings, UtcInstant, Instant, PositionMembers } from '@celestial/core';
import { unknownTimeChart } from '../lib/unknown-time.js';
import { Moment, Settings } from '../lib/schemas.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers, withWarnings } from '../lib/vocabulary.js';

const Clock = Type.String({ description: 'local clock time HH:mm:ss' });

export default defineOperation({
  method: 'POST',
  path: '/chart/unknown-time',
  summary: 'Chart for a birth date without a time: noon positions, the Moon\'s span over the day, sign changes, and the clock window of each rising sign',
  description:
    'Positions at local noon (the usual convention for an unknown time), the Moon\'s longitude at local 00:00 and 24:00 with its sign change that day if any, every planet (Sun to Pluto) changing sign that day, and the clock-time window in which each sign rises: Ascendant sign ingresses over the local day (+-12 hours of local noon), roots of 12 x Ascendant = 0 (mod 360) from swe_houses_ex refined by Brent to 0.01 s (core/src/astro/time-sensitivity.ts). The sign rising at 00:00 rises again before 24:00 (a sidereal day is 23 h 56 min): when the day ends in the sign it began in, the two pieces are one window that wraps midnight. At high latitudes a sign can rise in under 4 minutes, so those 3 min 56 s can carry the Ascendant past more than one sign: the first and last signs of the day then have a window at each end (up to 14 windows at 62-64 deg). Near and inside the polar circles some signs never rise on a day (the Swiss Ephemeris Ascendant there runs backwards for a while and jumps across the ecliptic), and fewer windows come back. Windows are in time order, a sign may appear twice. No houses: they need a time.',
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
    day: Type.Object({ from: Instant('local 00:00 of the date, at its offset'), to: Instant('local 24:00, likewise'), timezoneOffset: Type.Number() }),
    noonChart: Type.Object({
      planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers, speed: Type.Number(), retrograde: Type.Boolean() })),
    }),
    moonRange: Type.Object({
      startLongitude: Type.Number(), endLongitude: Type.Number(), startSign: PositionMembers.sign, startSignName: PositionMembers.signName, endSign: PositionMembers.sign, endSignName: PositionMembers.signName,
      signChange: Type.Union([Type.Object({ at: Instant('the ingress, at the request\'s offset'), localTime: Clock, toSign: PositionMembers.sign, toSignName: PositionMembers.signName }), Type.Null()]),
    }),
    planetSignChanges: Type.Array(Type.Object({ planet: BodyRefSchema, at: Instant('the ingress, at the request\'s offset'), localTime: Clock, fromSign: PositionMembers.sign, fromSignName: PositionMembers.signName, toSign: PositionMembers.sign, toSignName: PositionMembers.signName })),
    risingSigns: Type.Array(Type.Object({
      ...SignMembers, from: Clock, to: Clock, fromUtc: UtcInstant(), toUtc: UtcInstant(),
      wrapsMidnight: Type.Boolean({ description: 'the window runs from its late start past 24:00 to its end after 00:00' }),
    }), {
      // Not 12: a local day is 3 min 56 s longer than a sidereal day, and where a sign rises in
      // less than that (high latitudes, Pisces/Aries or Virgo/Libra) the day's first and last
      // signs each get a window at both ends (14 windows at 62.5-64 deg, issue 10). Each of the
      // 12 sign boundaries is on the horizon twice per sidereal day at most (rising and
      // setting), so the Ascendant crosses it at most twice in one and at most once more in the
      // excess minutes: 36 crossings. Inside the polar circles Swiss's Ascendant also jumps by
      // 180 deg when it passes the meridian (swehouse.c adds 180 when the Ascendant falls west
      // of the MC), twice a sidereal day, three times in a local day: 39 changes, 40 pieces.
      maxItems: 40,
      description: 'the windows of the local day in time order; a sign may have two (see the operation description)',
    }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: { date: '1990-07-15', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withSignNumbers(withWarnings(unknownTimeChart(body, services, lang), lang), lang), lang),
});
