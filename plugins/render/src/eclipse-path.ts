import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { RenderAnswer, renderOptionsMembers } from './lib/kit.js';
import { renderEclipsePath } from './lib/eclipse.js';

const TrackPoint = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  time: Type.Optional(Type.String({ maxLength: 64 })),
});

export default defineOperation({
  method: 'POST',
  path: '/render/eclipse-path',
  summary: 'World map with a caller-supplied eclipse track: centre line and shaded band',
  description:
    'Equirectangular world map (x = (lng + 180)/360 * width, y = (90 - lat)/180 * height; default 800 x 400) with Natural Earth 1:110m land (public domain, world-atlas) and a 15-degree graticule (showGraticule, default true). The band is bandWidthDeg wide (default 2), half each side perpendicular to the track; the centre line is centerlinePoints when given, else the path. No ephemeris call: the track is the caller\'s (/astronomy eclipse operations give one). pathColor: #rgb, #rrggbb, #rrggbbaa or a CSS colour name.',
  body: Type.Object({
    path: Type.Array(TrackPoint, { minItems: 1, maxItems: 5000 }),
    centerlinePoints: Type.Optional(Type.Array(TrackPoint, { maxItems: 5000 })),
    bandWidthDeg: Type.Optional(Type.Number({ minimum: 0, maximum: 60 })),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    options: Type.Optional(Type.Object({
      ...renderOptionsMembers,
      showGraticule: Type.Optional(Type.Boolean()),
      pathColor: Type.Optional(Type.String({ pattern: '^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30})$' })),
    }, { additionalProperties: false })),
  }),
  response: RenderAnswer,
  // SERVICE-SPEC prescribes this answer's members (svg, format, byteLength).
  specFixed: true,
  examples: [
    {
      name: 'total-2026-08-12',
      // Points near the centre line of the total eclipse of 2026 August 12 (Greenland, Iceland,
      // Spain), as NASA's Five Millennium Canon maps it.
      body: {
        path: [{ latitude: 78.9, longitude: -61.0, time: '17:05Z' }, { latitude: 72.0, longitude: -35.0 }, { latitude: 65.2, longitude: -23.5 }, { latitude: 55.0, longitude: -15.0 }, { latitude: 43.5, longitude: -5.7 }, { latitude: 39.9, longitude: 0.7, time: '18:30Z' }],
        bandWidthDeg: 2.5,
        title: 'Total solar eclipse 2026-08-12',
      },
    },
  ],
  handler: ({ body, lang }) => renderEclipsePath(body, lang),
});
