import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, Instant, TimeZones, defineOperation } from '@celestial/core';
import { instant, localJd, zoneOffsetHours } from '../lib/time.js';

const PLANETS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 15, 16, 17, 18, 19, 20];

export default defineOperation({
  method: 'POST',
  path: '/astronomy/orbital-elements',
  summary: 'Osculating heliocentric orbital elements of a planet at an instant',
  description:
    'swe_get_orbital_elements(tjd_et, ipl, flags) at tjd_et = tjd_ut + swe_deltat(tjd_ut) (the binding has no swe_deltat_ex): semi-major axis, eccentricity, inclination, ascending node, argument and longitude of perihelion, mean, true and eccentric anomaly, mean longitude (degrees, AU, ecliptic and equinox of date), sidereal period, daily motion, synodic period, perihelion passage and distances; the geocentric distance range from swe_orbit_max_min_true_distance. The Moon\'s elements are geocentric.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '12:00:00' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    planetId: Type.Integer({ minimum: 0, description: '1-9 (Moon ... Pluto), 14 (Earth), 15-20 (Chiron ... Vesta)' }),
  }),
  response: Type.Object({
    semiMajorAxisAu: Type.Number(), eccentricity: Type.Number(), inclination: Type.Number(), ascendingNode: Type.Number(),
    argumentOfPerihelion: Type.Number(), longitudeOfPerihelion: Type.Number(), meanAnomaly: Type.Number(), trueAnomaly: Type.Number(),
    eccentricAnomaly: Type.Number(), meanLongitude: Type.Number(), siderealPeriodYears: Type.Number(), dailyMotion: Type.Number(),
    synodicPeriodDays: Type.Number(), perihelionPassage: Instant(), perihelionDistanceAu: Type.Number(), aphelionDistanceAu: Type.Number(),
    geocentricDistanceRange: Type.Object({ minAu: Type.Number(), maxAu: Type.Number() }),
  }),
  examples: [{ name: 'mars-j2000', body: { date: '2000-01-01', planetId: 4 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, { ephemeris, timeZones }) => {
    if (!PLANETS.includes(body.planetId)) throw ApiError.invalidField('planetId', 'must be 1-9 (Moon ... Pluto), 14 (Earth) or 15-20 (Chiron ... Vesta)');
    const time = body.time ?? '12:00:00';
    const jd = localJd(ephemeris, body.date, zoneOffsetHours(body, body.date, timeZones, time), time);
    if (!ephemeris.canPlace(jd, body.planetId)) throw new ApiError('CALCULATION_ERROR', `Body ${body.planetId} cannot be placed at this date (its file covers 1800-2399)`);
    const e = ephemeris.orbitalElements(jd, body.planetId);
    if (!e) throw new ApiError('CALCULATION_ERROR', `The orbital elements of body ${body.planetId} could not be computed at this date`);
    return {
      semiMajorAxisAu: e.semiMajorAxis, eccentricity: e.eccentricity, inclination: e.inclination, ascendingNode: e.ascendingNode,
      argumentOfPerihelion: e.argumentOfPerihelion, longitudeOfPerihelion: e.longitudeOfPerihelion, meanAnomaly: e.meanAnomaly, trueAnomaly: e.trueAnomaly,
      eccentricAnomaly: e.eccentricAnomaly, meanLongitude: e.meanLongitude, siderealPeriodYears: e.siderealPeriodYears, dailyMotion: e.dailyMotion,
      synodicPeriodDays: e.synodicPeriodDays, perihelionPassage: instant(e.perihelionPassage - ephemeris.deltaTSeconds(e.perihelionPassage) / 86400),
      perihelionDistanceAu: e.perihelionDistance, aphelionDistanceAu: e.aphelionDistance,
      geocentricDistanceRange: { minAu: e.geocentricMin, maxAu: e.geocentricMax },
    };
  },
});
