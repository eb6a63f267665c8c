import { Type } from '@sinclair/typebox';
import { AYANAMSA_SLUGS } from '@celestial/core/astro';
import { BodyIdList, DateString, Ephemeris, defineOperation, Instant, PositionMembers } from '@celestial/core';
import { ephemerisTable } from './lib/ephemeris-table.js';

export default defineOperation({
  method: 'POST',
  path: '/ephemeris',
  summary: 'Tabular ephemeris: longitude, daily motion, retrograde flag, sign and declination of each body at each step',
  description:
    'swe_calc_ut (SEFLG_SPEED; SEFLG_EQUATORIAL for declination, of date) for each body at startDate `time` UT (default 00:00:00) and every stepDays after (1/24 to 365, default 1) while not past endDate at that time. Bodies: planetIds, default Sun to Pluto, mean node, true node, Chiron. Longitudes in the asked zodiac (sidereal by `ayanamsa`, Lahiri by default); declination is always equatorial of date. At most 5000 ephemeris points (steps x bodies) per request, else 400 naming stepDays (the bound of /aspect-timeline). Years 1000-2999; Chiron 1800-2400.',
  body: Type.Object({
    startDate: DateString,
    endDate: DateString,
    stepDays: Type.Optional(Type.Number({ minimum: 1 / 24, maximum: 365, default: 1 })),
    planetIds: Type.Optional(BodyIdList),
    zodiacType: Type.Optional(Type.Union([Type.Literal('tropical'), Type.Literal('sidereal')])),
    ayanamsa: Type.Optional(Type.Union(AYANAMSA_SLUGS.map((s) => Type.Literal(s)))),
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '00:00:00', description: 'UT time of each row, HH:mm:ss' })),
  }),
  response: Type.Object({
    zodiacType: Type.String(),
    ayanamsa: Type.Union([Type.String(), Type.Null()]),
    stepDays: Type.Number(),
    rows: Type.Array(Type.Object({
      date: Instant('the sample instant, UT (+00:00)'),
      julianDayUT: Type.Number(),
      bodies: Type.Array(Type.Object({
        id: Type.Integer(), slug: Type.String(), name: Type.String({ description: "display name in the answer's language" }), ...PositionMembers, speed: Type.Number(), retrograde: Type.Boolean(), declination: Type.Number({ minimum: -90, maximum: 90 }),
      })),
    })),
    points: Type.Integer({ description: 'ephemeris points used: steps x bodies' }),
    ephemeris: Type.String(),
  }),
  examples: [
    { name: 'july-1990', body: { startDate: '1990-07-01', endDate: '1990-07-31' } },
    { name: 'moon-hourly', body: { startDate: '2024-04-08', endDate: '2024-04-09', stepDays: 1 / 24, planetIds: [0, 1] } },
  ],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, services) => ephemerisTable(body, services, lang),
});
