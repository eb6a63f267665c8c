/** Request and answer pieces the /returns/* operations share. */
import { Type } from '@sinclair/typebox';
import { INSTANT_PATTERN, Latitude, Longitude, PositionMembers, UTC_INSTANT_PATTERN } from '@celestial/core';

export const ReturnLocation = Type.Object(
  {
    latitude: Latitude,
    longitude: Longitude,
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { description: 'hours east of UTC for the local time shown' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone or auto; the zone at the coordinates when neither this nor timezoneOffset is sent' })),
  },
  { description: 'where the return chart is cast (default: the birth place and its clock)' },
);

export const ReturnMoment = Type.Object({
  utc: Type.String({ pattern: UTC_INSTANT_PATTERN, description: 'ISO 8601 UTC instant, to the second' }),
  local: Type.String({ pattern: INSTANT_PATTERN, description: 'local wall time at the location, with its offset' }),
  julianDayUT: Type.Number(),
});

export const ReturnPlanetBrief = Type.Object({
  id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(), name: Type.String({ description: "display name in the answer's language" }),
  ...PositionMembers, house: Type.Integer({ minimum: 1, maximum: 36 }),
});

/** A return chart's body: the brief plus its natal house and motion. */
export const ReturnPlanet = Type.Composite([ReturnPlanetBrief, Type.Object({ natalHouse: Type.Integer({ minimum: 1, maximum: 36 }), retrograde: Type.Boolean() })]);
