import { Type } from '@sinclair/typebox';
import { BodyIdList, BodyReferenceSchema, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { COMPASS16, compass16, localSpace } from '../lib/local-space.js';

export default defineOperation({
  method: 'POST',
  path: '/local-space/chart',
  summary: 'Local Space: each body\'s azimuth and altitude at the birth place, by compass sector',
  description:
    'Local Space (Erlewine; Cozzi): swe_azalt(tjd_ut, SE_ECL2HOR, geolon, geolat, height, pressure, temperature, lambda, beta) for each body\'s ecliptic longitude and latitude of date at the birth place; Swiss Ephemeris counts azimuth from south, the answer from north, clockwise (az + 180 mod 360); apparentAltitude with refraction for pressure (hPa, default 1013.25) and temperature (C, default 10); 16-point compass sector = floor((az + 11.25)/22.5) mod 16, written n, nne, ne ... nnw.',
  body: birthData({
    planetIds: Type.Optional(BodyIdList),
    pressure: Type.Optional(Type.Number({ minimum: 0, maximum: 1100 })),
    temperature: Type.Optional(Type.Number({ minimum: -80, maximum: 60 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    planets: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      azimuth: Type.Number({ minimum: 0, maximum: 360, description: 'degrees from north, clockwise' }),
      altitude: Type.Number(), apparentAltitude: Type.Number(),
      compass16: StringEnum(COMPASS16),
    })),
    sectors: Type.Array(Type.Object({ direction: StringEnum(COMPASS16), planets: Type.Array(BodyReferenceSchema, { description: 'the bodies in the sector, by reference (issue 12)' }) })),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const sky = birthSky(body, services, lang);
    const place = { longitude: body.longitude, latitude: body.latitude, ...(body.pressure !== undefined ? { pressure: body.pressure } : {}), ...(body.temperature !== undefined ? { temperature: body.temperature } : {}) };
    const planets = localSpace(services.ephemeris, sky.jd, place, sky.bodies.map((b) => b.id)).map((p) => ({
      id: p.id, slug: bodySlug(p.id) ?? String(p.id), name: bodyName(p.id, lang), azimuth: p.azimuth, altitude: p.altitude, apparentAltitude: p.apparentAltitude, compass16: compass16(p.azimuth),
    }));
    const sectors = COMPASS16.map((direction) => ({ direction, planets: planets.filter((p) => p.compass16 === direction).map((p) => ({ id: p.id, slug: p.slug, name: p.name })) })).filter((s) => s.planets.length > 0);
    return { moment: sky.moment, settings: sky.settings, planets, sectors };
  },
});
