import { Type } from '@sinclair/typebox';
import { BodyIdList, DateString, Ephemeris, Instant, Latitude, Longitude, TimeZones, ApiError, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { dayEvents, dayLengthHours } from '../lib/horizon.js';
import { instantOrNull, localJd, zoneOffsetHours } from '../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);
const DEFAULT_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export default defineOperation({
  method: 'POST',
  path: '/astronomy/rise-set',
  summary: 'Rise, set and transits of the Sun, Moon and planets on a local day',
  description:
    'One swe_rise_trans call per event from local midnight (SE_CALC_RISE, SE_CALC_SET, SE_CALC_MTRANSIT, SE_CALC_ITRANSIT; SE_BIT_DISC_CENTER when discCenter): the upper limb with refraction by default (pressure hPa and temperature C set it; 1013.25 and 10 by default); an event after the next local midnight is null for the day. No rise and no set: circumpolar when the body is above the horizon at its upper transit, neverRises otherwise (polar day and night answered). transitAltitude = apparent altitude at upper transit (swe_azalt). dayLengthHours = the Sun\'s time above the horizon in the local day.',
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 10000, default: 0, description: 'metres above sea level' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    planetIds: Type.Optional(BodyIdList),
    pressure: Type.Optional(Type.Number({ minimum: 0, maximum: 1100, description: 'hPa; 0 lets the library estimate it from the altitude' })),
    temperature: Type.Optional(Type.Number({ minimum: -80, maximum: 60 })),
    discCenter: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    bodies: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      rise: MaybeInstant, upperTransit: MaybeInstant, set: MaybeInstant, lowerTransit: MaybeInstant,
      transitAltitude: Type.Union([Type.Number(), Type.Null()]),
      circumpolar: Type.Boolean(), neverRises: Type.Boolean(),
    })),
    dayLengthHours: Type.Number({ minimum: 0, maximum: 24 }),
  }),
  examples: [
    { name: 'london', body: { date: '2024-06-21', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London', planetIds: [0, 1] } },
    { name: 'tromso-polar-night', body: { date: '2024-12-21', latitude: 69.65, longitude: 18.96, timezoneOffset: 1, planetIds: [0] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const offset = zoneOffsetHours(body, body.date, timeZones);
    const dayStart = localJd(ephemeris, body.date, offset);
    const place = { longitude: body.longitude, latitude: body.latitude, altitude: body.altitude ?? 0, ...(body.pressure !== undefined ? { pressure: body.pressure } : {}), ...(body.temperature !== undefined ? { temperature: body.temperature } : {}) };
    const ids = body.planetIds ?? DEFAULT_BODIES;
    ids.forEach((id, i) => {
      if (bodySlug(id) === undefined || id === 10 || id === 11 || id === 12 || id === 13) throw ApiError.invalidField(`planetIds[${i}]`, 'must be a body that rises and sets: 0-9 (Sun ... Pluto) or 15-20 (Chiron ... Vesta)');
    });
    const sun = dayEvents(ephemeris, 0, dayStart, place, body.discCenter ?? false);
    const bodies = ids.map((id) => {
      const e = id === 0 ? sun : dayEvents(ephemeris, id, dayStart, place, body.discCenter ?? false);
      return {
        id, slug: bodySlug(id)!, name: bodyName(id, lang),
        rise: instantOrNull(e.rise, offset), upperTransit: instantOrNull(e.upperTransit, offset), set: instantOrNull(e.set, offset), lowerTransit: instantOrNull(e.lowerTransit, offset),
        transitAltitude: e.transitAltitude, circumpolar: e.circumpolar, neverRises: e.neverRises,
      };
    });
    return { bodies, dayLengthHours: dayLengthHours(sun, dayStart) };
  },
});
