import { Type } from '@sinclair/typebox';
import { BodyIdList, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { ramcForAscendant, ramcOfMc } from '../lib/geodetic.js';
import { latitudeGrid } from '../lib/lines.js';
import { normalizeLongitude, splitAtAntimeridian } from '../lib/sphere.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const Point = Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) });

export default defineOperation({
  method: 'POST',
  path: '/acg/aspect-lines',
  summary: 'Zodiacal aspect lines: where the local MC or Ascendant aspects a natal body',
  description:
    'For each body (tropical ecliptic longitude lambda at birth) and aspect a, the targets lambda + a and lambda - a. MC line: the meridian where the local MC equals the target: RAMC = atan2(sin L cos eps, cos L), geographic longitude = RAMC - GAST. ASC line: at each latitude of the grid (every degree) the RAMC whose Ascendant, atan2(cos RAMC, -(sin eps tan phi + cos eps sin RAMC)), equals the target (the same as swe_houses_armc\'s), by bisection on the RAMC, then longitude = RAMC - GAST; none where |phi| >= 90 - eps. Polylines split at the antimeridian. aspects 0 and 180 give one target.',
  body: birthData({
    planetIds: Type.Optional(BodyIdList),
    aspects: Type.Optional(Type.Array(Type.Number({ minimum: 0, maximum: 180 }), { minItems: 1, maxItems: 12, default: [60, 90, 120] })),
    angles: Type.Optional(Type.Array(StringEnum(['mc', 'asc'] as const), { minItems: 1, maxItems: 2 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    lines: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      aspect: Type.Number(), angle: StringEnum(['mc', 'asc'] as const),
      targetLongitude: Type.Number({ minimum: 0, maximum: 360 }),
      segments: Type.Array(Type.Array(Point)),
    })),
  }),
  examples: [{ name: 'kyiv-sun-squares', body: { ...KYIV_BIRTH, planetIds: [0], aspects: [90] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const sky = birthSky(body, services, lang);
    const eps = ephemeris.obliquity(sky.jd);
    const angles = body.angles ?? ['mc', 'asc'];
    const lats = latitudeGrid(1);
    const lines = sky.bodies.flatMap((b) => {
      const lambda = ephemeris.position(sky.jd, b.id, TROPICAL).longitude;
      return [...new Set(body.aspects ?? [60, 90, 120])].flatMap((aspect) => {
        const targets = aspect === 0 || aspect === 180 ? [(lambda + aspect) % 360] : [(lambda + aspect) % 360, (lambda - aspect + 360) % 360];
        return targets.flatMap((target) => angles.map((angle) => {
          let segments;
          if (angle === 'mc') {
            const lng = normalizeLongitude(ramcOfMc(target, eps) - sky.gastDeg);
            segments = [lats.map((latitude) => ({ latitude, longitude: lng }))];
          } else {
            const pts = lats.flatMap((latitude) => {
              const ramc = ramcForAscendant(target, latitude, eps);
              return ramc === null ? [] : [{ latitude, longitude: normalizeLongitude(ramc - sky.gastDeg) }];
            });
            segments = splitAtAntimeridian(pts);
          }
          return { id: b.id, slug: bodySlug(b.id) ?? String(b.id), name: bodyName(b.id, lang), aspect, angle, targetLongitude: target, segments };
        }));
      });
    });
    return { moment: sky.moment, settings: sky.settings, lines };
  },
});
