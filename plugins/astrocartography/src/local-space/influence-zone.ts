import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { wedge } from '../lib/sphere.js';

export default defineOperation({
  method: 'POST',
  path: '/local-space/influence-zone',
  summary: 'The wedge of a local-space direction on the globe, as a polygon',
  description:
    'Wedge on the sphere from the origin: the edges run along the great circles of initial bearing azimuth - halfAngle and azimuth + halfAngle out to maxDistDeg degrees of arc, closed by an outer arc sampled every degree of bearing; vertices by the spherical destination formula (lat2 = asin(sin lat1 cos d + cos lat1 sin d cos b), lng2 = lng1 + atan2(sin b sin d cos lat1, cos d - sin lat1 sin lat2)), longitudes normalised to -180..180; the ring is closed (origin first and last); count = number of vertices. Member names as SERVICE-SPEC prescribes them.',
  body: Type.Object({
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    azimuth: Type.Number({ minimum: -360, maximum: 360, description: 'degrees from north, clockwise' }),
    halfAngle: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 180, default: 15 })),
    maxDistDeg: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 180, default: 90, description: 'degrees of arc (1 deg = 111.195 km)' })),
  }),
  response: Type.Object({
    polygon: Type.Array(Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) })),
    count: Type.Integer(),
  }),
  specFixed: true,
  examples: [{ name: 'kyiv-east', body: { latitude: 50.45, longitude: 30.52, azimuth: 90 } }, { name: 'narrow', body: { latitude: 0, longitude: 0, azimuth: 0, halfAngle: 5, maxDistDeg: 30 } }],
  handler: ({ body }) => {
    const ring = wedge({ latitude: body.latitude, longitude: body.longitude }, body.azimuth, body.halfAngle ?? 15, body.maxDistDeg ?? 90);
    return { polygon: ring.map((p) => ({ lat: p.latitude, lng: p.longitude })), count: ring.length };
  },
});
