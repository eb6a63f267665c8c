import { Type } from '@sinclair/typebox';
import { BodyIdList, Ephemeris, Moment, Settings, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { zenithPoint } from '../lib/lines.js';

const Point = Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) });

export default defineOperation({
  method: 'POST',
  path: '/acg/zenith-points',
  summary: 'Where each body stood overhead at birth (sub-planetary point) and its antipode',
  description: 'Sub-planetary point at birth: latitude = declination, longitude = right ascension - Greenwich apparent sidereal time (swe_calc_ut SEFLG_EQUATORIAL, swe_sidtime), normalised to -180..180: the crossing of the body\'s MC line with its own declination; the nadir is the antipode.',
  body: birthData({ planetIds: Type.Optional(BodyIdList) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    points: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), zenith: Point, nadir: Point })),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const sky = birthSky(body, services, lang);
    return {
      moment: sky.moment, settings: sky.settings,
      points: sky.bodies.map((b) => ({ id: b.id, slug: bodySlug(b.id) ?? String(b.id), name: bodyName(b.id, lang), ...zenithPoint(b, sky.gastDeg) })),
    };
  },
});
