/** Request and answer pieces the /returns/* operations share. */
import { Type } from '@sinclair/typebox';
import { Latitude, Longitude } from '@celestial/core';

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
  utc: Type.String({ description: 'ISO 8601 UTC instant, to the second' }),
  local: Type.String({ description: 'local wall time at the location, with its offset' }),
  julianDayUT: Type.Number(),
});

export const ReturnPlanetBrief = Type.Object({ name: Type.String(), longitude: Type.Number(), house: Type.Integer({ minimum: 1, maximum: 36 }) });
