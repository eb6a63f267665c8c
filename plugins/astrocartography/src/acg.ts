import { Type } from '@sinclair/typebox';
import { BodyIdList, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from './lib/chart.js';
import { acgLines } from './lib/lines.js';

const Point = Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) });

export default defineOperation({
  method: 'POST',
  path: '/acg',
  summary: 'Astro*Carto*Graphy: the MC, IC, Ascendant and Descendant lines of each body at birth',
  description:
    'Jim Lewis\'s Astro*Carto*Graphy (in mundo): each body\'s apparent right ascension alpha and declination delta at birth (swe_calc_ut SEFLG_EQUATORIAL) and Greenwich apparent sidereal time theta (swe_sidtime x 15); MC line at geographic longitude alpha - theta, IC at +180 deg; ASC/DSC at each latitude phi of the grid (every latitudeStep degrees) with |phi| < 90 - |delta|: H0 = acos(-tan phi tan delta), ASC at alpha - theta - H0, DSC at alpha - theta + H0 (geometric horizon). Longitudes normalised to -180..180; each line is a list of polylines split at the antimeridian (GeoJSON MultiLineString-ready: [longitude, latitude] per point).',
  body: birthData({
    planetIds: Type.Optional(BodyIdList),
    latitudeStep: Type.Optional(Type.Number({ minimum: 0.1, maximum: 10, default: 1, description: 'degrees of latitude between points' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    gastDeg: Type.Number({ minimum: 0, maximum: 360, description: 'Greenwich apparent sidereal time at birth, degrees' }),
    lines: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      angle: StringEnum(['mc', 'ic', 'asc', 'dsc'] as const),
      segments: Type.Array(Type.Array(Point), { description: 'polylines, split at the antimeridian' }),
    })),
    count: Type.Integer({ description: 'number of lines' }),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, planetIds: [0, 1], latitudeStep: 5 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const sky = birthSky(body, services, lang);
    const lines = acgLines(sky.bodies, sky.gastDeg, body.latitudeStep ?? 1).map((l) => ({ id: l.id, slug: bodySlug(l.id) ?? String(l.id), name: bodyName(l.id, lang), angle: l.angle, segments: l.segments }));
    return { moment: sky.moment, settings: sky.settings, gastDeg: sky.gastDeg, lines, count: lines.length };
  },
});
