import { Type } from '@sinclair/typebox';
import { BodyIdList, Ephemeris, Moment, Settings, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { localSpace, localSpaceLine } from '../lib/local-space.js';

const Point = Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) });

export default defineOperation({
  method: 'POST',
  path: '/local-space/lines',
  summary: 'Local Space lines: each body\'s azimuth extended round the globe from the birth place',
  description:
    'Each body\'s local-space azimuth (as /local-space/chart) extended from the birth place as a full great circle: at arc distance d along bearing az, lat = asin(sin lat0 cos d + cos lat0 sin d cos az), lng = lng0 + atan2(sin az sin d cos lat0, cos d - sin lat0 sin lat); d = 0..360 deg every stepDeg (the far half is the back-azimuth\'s line); polylines split at the antimeridian.',
  body: birthData({
    planetIds: Type.Optional(BodyIdList),
    stepDeg: Type.Optional(Type.Number({ minimum: 0.25, maximum: 30, default: 1 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    origin: Point,
    lines: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), azimuth: Type.Number(), segments: Type.Array(Type.Array(Point)) })),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, planetIds: [0, 1], stepDeg: 10 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const sky = birthSky(body, services, lang);
    const origin = { latitude: body.latitude, longitude: body.longitude };
    const lines = localSpace(services.ephemeris, sky.jd, origin, sky.bodies.map((b) => b.id)).map((p) => ({
      id: p.id, slug: bodySlug(p.id) ?? String(p.id), name: bodyName(p.id, lang), azimuth: p.azimuth, segments: localSpaceLine(origin, p.azimuth, body.stepDeg ?? 1),
    }));
    return { moment: sky.moment, settings: sky.settings, origin, lines };
  },
});
