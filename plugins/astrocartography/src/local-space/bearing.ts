import { Type } from '@sinclair/typebox';
import { BodyIdList, Ephemeris, Latitude, Longitude, Moment, Settings, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { bearingTo, localSpace } from '../lib/local-space.js';

export default defineOperation({
  method: 'POST',
  path: '/local-space/bearing',
  summary: 'Distance and bearing from the birth place to a target, and the local-space lines nearest it',
  description:
    'Great-circle (haversine, R = 6371 km) distance and initial bearing atan2(sin dLng cos lat2, cos lat1 sin lat2 - sin lat1 cos lat2 cos dLng) from the birth place to the target; each body\'s local-space azimuth compared with it (deltaDeg: the smaller angle to the azimuth or the back-azimuth, 0-90) and the target\'s cross-track distance from the body\'s great circle, asin(sin d13 sin(b13 - b12)) x R (positive: right of the line); sorted by |crossTrackKm|.',
  body: birthData({
    target: Type.Object({ latitude: Latitude, longitude: Longitude }),
    planetIds: Type.Optional(BodyIdList),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    distanceKm: Type.Number({ minimum: 0 }),
    initialBearing: Type.Number({ minimum: 0, maximum: 360 }),
    nearestPlanetLines: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), azimuth: Type.Number(), deltaDeg: Type.Number({ minimum: 0, maximum: 90 }), crossTrackKm: Type.Number() })),
  }),
  examples: [{ name: 'kyiv-to-paris', body: { ...KYIV_BIRTH, target: { latitude: 48.8566, longitude: 2.3522 } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const sky = birthSky(body, services, lang);
    const origin = { latitude: body.latitude, longitude: body.longitude };
    const r = bearingTo(origin, body.target, localSpace(services.ephemeris, sky.jd, origin, sky.bodies.map((b) => b.id)));
    return {
      moment: sky.moment, settings: sky.settings, distanceKm: r.distanceKm, initialBearing: r.initialBearing,
      nearestPlanetLines: r.lines.map((l) => ({ id: l.id, slug: bodySlug(l.id) ?? String(l.id), name: bodyName(l.id, lang), azimuth: l.azimuth, deltaDeg: l.deltaDeg, crossTrackKm: l.crossTrackKm })),
    };
  },
});
