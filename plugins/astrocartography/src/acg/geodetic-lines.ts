import { Type } from '@sinclair/typebox';
import { BodyIdList, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { mcOfRamc, ramcForAscendant } from '../lib/geodetic.js';
import { latitudeGrid } from '../lib/lines.js';
import { normalizeLongitude, splitAtAntimeridian } from '../lib/sphere.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const Point = Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) });

export default defineOperation({
  method: 'POST',
  path: '/acg/geodetic-lines',
  summary: 'The natal planets on the geodetic angles: Sepharial\'s world map',
  description:
    'MC line at the geographic longitude equal to the planet\'s tropical ecliptic longitude (east up to 180, then 360 - lambda west); ASC line: at each latitude (every degree, |phi| < 90 - eps) the longitude whose geodetic Ascendant (the Ascendant of the RAMC of the geodetic MC at that latitude, true obliquity at birth) equals the planet\'s longitude: the RAMC solving the Ascendant formula by bisection, its MC read back as a longitude (Sepharial; McRae 1988). Independent of the birth time except through the planets\' places.',
  body: birthData({ planetIds: Type.Optional(BodyIdList) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    lines: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), angle: StringEnum(['mc', 'asc'] as const), segments: Type.Array(Type.Array(Point)) })),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, planetIds: [0, 1] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const sky = birthSky(body, services, lang);
    const eps = ephemeris.obliquity(sky.jd);
    const lats = latitudeGrid(1);
    const lines = sky.bodies.flatMap((b) => {
      const lambda = ephemeris.position(sky.jd, b.id, TROPICAL).longitude;
      const named = { id: b.id, slug: bodySlug(b.id) ?? String(b.id), name: bodyName(b.id, lang) };
      const mc = normalizeLongitude(lambda);
      const asc = lats.flatMap((latitude) => {
        const ramc = ramcForAscendant(lambda, latitude, eps);
        return ramc === null ? [] : [{ latitude, longitude: normalizeLongitude(mcOfRamc(ramc, eps)) }];
      });
      return [
        { ...named, angle: 'mc' as const, segments: [lats.map((latitude) => ({ latitude, longitude: mc }))] },
        { ...named, angle: 'asc' as const, segments: splitAtAntimeridian(asc) },
      ];
    });
    return { moment: sky.moment, settings: sky.settings, lines };
  },
});
