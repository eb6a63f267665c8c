import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, StringEnum, defineOperation } from '@celestial/core';
import { localSolarEclipse } from '../../lib/local-eclipses.js';
import { instant, instantOrNull, localJd } from '../../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/eclipses/solar/local',
  summary: 'The next (or previous) solar eclipse seen from a place, with its local contacts and circumstances',
  description:
    'swe_sol_eclipse_when_loc(tjd from 00:00 UTC of date, flags, geopos [lon, lat, altitude], backward): tret[0] maximum, tret[1]-[4] first to fourth contact (second and third null for a partial eclipse); sunrise or sunset inside the eclipse from swe_rise_trans for the Sun searched forward from the first contact, kept when before the fourth; attr[0] magnitude, attr[1] Moon/Sun diameter ratio, attr[2] obscuration, attr[4]-[5] the Sun\'s azimuth (from north) and true altitude at maximum, attr[9]/[10] Saros; central duration = tret[3] - tret[2]. Type is the eclipse as seen from the place.',
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 10000, default: 0 })),
    backward: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    type: StringEnum(['total', 'annular', 'hybrid', 'partial'] as const),
    maxDate: Instant('maximum seen from the place, UTC'),
    contacts: Type.Object({ c1: MaybeInstant, c2: MaybeInstant, c3: MaybeInstant, c4: MaybeInstant }),
    sunriseDuringEclipse: MaybeInstant,
    sunsetDuringEclipse: MaybeInstant,
    magnitude: Type.Number(),
    obscuration: Type.Number(),
    moonSunDiameterRatio: Type.Number(),
    sunAzimuthAtMax: Type.Number({ description: 'degrees from north, clockwise' }),
    sunAltitudeAtMax: Type.Number(),
    centralDurationSeconds: Type.Union([Type.Number(), Type.Null()]),
    saros: Type.Object({ series: Type.Integer(), member: Type.Integer() }),
  }),
  examples: [{ name: 'dallas-2024', body: { date: '2024-04-01', latitude: 32.78, longitude: -96.8 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const place = { longitude: body.longitude, latitude: body.latitude, altitude: body.altitude ?? 0 };
    const r = localSolarEclipse(ephemeris, localJd(ephemeris, body.date, 0), place, body.backward ?? false);
    const e = r.local;
    return {
      type: r.type, maxDate: instant(e.maximum),
      contacts: { c1: instantOrNull(e.first), c2: instantOrNull(e.second), c3: instantOrNull(e.third), c4: instantOrNull(e.fourth) },
      sunriseDuringEclipse: instantOrNull(r.sunriseDuringEclipse), sunsetDuringEclipse: instantOrNull(r.sunsetDuringEclipse),
      magnitude: e.magnitude, obscuration: e.obscuration, moonSunDiameterRatio: e.diameterRatio,
      sunAzimuthAtMax: e.sunAzimuth, sunAltitudeAtMax: e.sunTrueAltitude, centralDurationSeconds: r.centralDurationSeconds,
      saros: { series: e.saros, member: e.sarosMember },
    };
  },
});
