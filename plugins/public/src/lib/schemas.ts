/** Response and query shapes the /public operations share. */
import { Type } from '@sinclair/typebox';
import { DateString, PositionMembers } from '@celestial/core';

export const Named = {
  id: Type.Integer({ description: 'Swiss Ephemeris body number (-1 for the Ascendant)' }),
  slug: Type.String({ description: 'stable lower-case English name' }),
  name: Type.String({ description: "display name in the answer's language" }),
};

export const Position = Type.Object({ ...PositionMembers });

export const Watermark = Type.Union([Type.String(), Type.Null()], { description: 'the free-tier mark a page showing this answer displays; null when the call carried a key' });

/** The query of the GET operations that take an instant: the catalogue's `date`, `time`, `tz`. */
export const InstantQuery = Type.Object({
  date: DateString,
  time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'local time HH:mm:ss (default 12:00:00)' })),
  tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC (default 0)' })),
});

export const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.4501, longitude: 30.5234 };
export const LONDON = { date: '1988-03-02', time: '08:10:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
