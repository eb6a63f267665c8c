import { Type } from '@sinclair/typebox';
import { ApiError, BodyIdList, DateString, Ephemeris, TimeZones, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { localJd, zoneOffsetHours } from '../lib/time.js';

const AU_KM = 149597870.7;
const EARTH_EQUATORIAL_RADIUS_KM = 6378.137;
const DEFAULT_BODIES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export default defineOperation({
  method: 'POST',
  path: '/astronomy/phenomena',
  summary: 'Phase angle, illuminated fraction, elongation, apparent diameter and magnitude of the Moon and planets',
  description:
    'swe_pheno_ut(tjd_ut, ipl) per body: attr[0] phase angle, attr[1] illuminated fraction, attr[2] elongation from the Sun, attr[3] apparent diameter (degrees, x 3600 for arcseconds), attr[4] apparent visual magnitude; the Moon\'s equatorial horizontal parallax = asin(6378.137 km / distance) from swe_calc_ut (the binding\'s pheno result stops at attr[4]), null for the other bodies.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '12:00:00' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    planetIds: Type.Optional(BodyIdList),
  }),
  response: Type.Object({
    bodies: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      phaseAngle: Type.Number(), illuminatedFraction: Type.Number({ minimum: 0, maximum: 1 }), elongation: Type.Number(),
      apparentDiameterArcsec: Type.Number(), magnitude: Type.Number(),
      horizontalParallax: Type.Union([Type.Number(), Type.Null()], { description: 'degrees, the Moon only' }),
    })),
  }),
  examples: [{ name: 'noon', body: { date: '2024-01-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const time = body.time ?? '12:00:00';
    const jd = localJd(ephemeris, body.date, zoneOffsetHours(body, body.date, timeZones, time), time);
    const ids = body.planetIds ?? DEFAULT_BODIES;
    ids.forEach((id, i) => {
      if (bodySlug(id) === undefined || (id >= 10 && id <= 13)) throw ApiError.invalidField(`planetIds[${i}]`, 'must be a body with a disc: 0-9 (Sun ... Pluto) or 15-20 (Chiron ... Vesta)');
    });
    return {
      bodies: ids.map((id) => {
        const p = ephemeris.phenomena(jd, id);
        const parallax = id === 1 ? (Math.asin(EARTH_EQUATORIAL_RADIUS_KM / (ephemeris.position(jd, 1, { zodiacType: 'tropical', siderealMode: 0 }).distance * AU_KM)) * 180) / Math.PI : null;
        return { id, slug: bodySlug(id)!, name: bodyName(id, lang), phaseAngle: p.phaseAngle, illuminatedFraction: p.illuminatedFraction, elongation: p.elongation, apparentDiameterArcsec: p.apparentDiameter * 3600, magnitude: p.magnitude, horizontalParallax: parallax };
      }),
    };
  },
});
