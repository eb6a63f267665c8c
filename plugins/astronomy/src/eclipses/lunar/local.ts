import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, StringEnum, defineOperation } from '@celestial/core';
import { localLunarEclipse } from '../../lib/local-eclipses.js';
import { instant, instantOrNull, localJd } from '../../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/eclipses/lunar/local',
  summary: 'The next (or previous) lunar eclipse with some phase above the horizon of a place',
  description:
    'The binding\'s swe_lun_eclipse_when_loc is not wrapped; its answer is built from swe_lun_eclipse_when (contacts of the penumbral, partial and total phases) and the Moon\'s apparent altitude sampled every minute (swe_calc_ut SEFLG_EQUATORIAL, swe_azalt SE_EQU2HOR with standard refraction): the first eclipse with some phase above the horizon; visibleFraction = share of each phase with the Moon up; moonrise/moonset from swe_rise_trans from the penumbral first contact, kept before the last; magnitudes from swe_lun_eclipse_how; the Moon\'s azimuth (from north) and altitude at maximum.',
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 10000, default: 0 })),
    backward: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    type: StringEnum(['total', 'partial', 'penumbral'] as const),
    maxDate: Instant('greatest eclipse, UTC'),
    phases: Type.Array(Type.Object({ phase: StringEnum(['penumbral', 'partial', 'total'] as const), begin: Instant(), end: Instant(), visibleFraction: Type.Number({ minimum: 0, maximum: 1 }) })),
    moonriseDuringEclipse: MaybeInstant,
    moonsetDuringEclipse: MaybeInstant,
    moonAzimuthAtMax: Type.Number({ description: 'degrees from north, clockwise' }),
    moonAltitudeAtMax: Type.Number({ description: 'apparent altitude, degrees' }),
    visibleAtMax: Type.Boolean(),
    umbralMagnitude: Type.Number(),
    penumbralMagnitude: Type.Number(),
  }),
  examples: [{ name: 'kyiv-2025', body: { date: '2025-01-01', latitude: 50.45, longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const place = { longitude: body.longitude, latitude: body.latitude, altitude: body.altitude ?? 0 };
    const r = localLunarEclipse(ephemeris, localJd(ephemeris, body.date, 0), place, body.backward ?? false);
    const max = r.global.maximum;
    const how = ephemeris.lunarEclipseHow(max, place.longitude, place.latitude, place.altitude);
    const eq = ephemeris.equatorial(max, 1);
    const h = ephemeris.horizontal(max, place, 'equatorial', eq.rightAscension, eq.declination);
    return {
      type: r.type, maxDate: instant(max),
      phases: r.phases.map((p) => ({ phase: p.phase, begin: instant(p.begin), end: instant(p.end), visibleFraction: p.visibleFraction })),
      moonriseDuringEclipse: instantOrNull(r.moonrise), moonsetDuringEclipse: instantOrNull(r.moonset),
      moonAzimuthAtMax: h.azimuth, moonAltitudeAtMax: h.apparentAltitude, visibleAtMax: h.apparentAltitude > 0,
      umbralMagnitude: how.umbralMagnitude, penumbralMagnitude: how.penumbralMagnitude,
    };
  },
});
