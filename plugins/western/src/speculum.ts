import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { speculum } from './lib/speculum.js';
import { Moment, Settings } from './lib/schemas.js';
import { withWarnings } from './lib/vocabulary.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Nullable = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

export default defineOperation({
  method: 'POST',
  path: '/speculum',
  summary: 'Speculum: the primary-directions table (RA, declination, ascensional difference, oblique ascension, semi-arcs, meridian distance, Placidian position, Regiomontanus pole)',
  description:
    'AD = asin(tan phi tan delta), OA = RA - AD, DSA = 90 + AD, NSA = 180 - DSA, hour angle H = ARMC - RA, MD = |H| above the horizon (from the upper meridian) or 180 - |H| below (from the lower one), Placidian mundane position = MD / semi-arc of the half the body is in; Regiomontanus pole sin P = sin phi cos delta |sin H| / sqrt(1 - (sin phi cos delta cos H - cos phi sin delta)^2). A circumpolar body (|tan phi tan delta| > 1) has AD, OA, semi-arcs and Placidian position null. RA and declination of date from swe_calc_ut SEFLG_EQUATORIAL, ARMC from swe_houses_ex. Placidus, Primum Mobile (1657); Martin Gansten, Primary Directions (2009).',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    armc: Type.Number({ minimum: 0, maximum: 360 }),
    latitude: Type.Number(),
    obliquity: Type.Number(),
    bodies: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String({ description: "display name in the answer's language" }), longitude: Type.Number(), latitude: Type.Number(),
      rightAscension: Type.Number({ minimum: 0, maximum: 360 }), declination: Type.Number({ minimum: -90, maximum: 90 }),
      ascensionalDifference: Nullable('degrees; null when circumpolar'),
      obliqueAscension: Nullable('RA - AD; null when circumpolar'),
      diurnalSemiArc: Nullable('90 + AD'),
      nocturnalSemiArc: Nullable('180 - DSA'),
      hourAngle: Type.Number({ description: 'ARMC - RA in (-180, 180], positive west of the upper meridian' }),
      meridianDistance: Type.Number({ minimum: 0, maximum: 180 }),
      aboveHorizon: Type.Boolean(),
      placidianPosition: Nullable('MD / semi-arc, 0 on the meridian, 1 on the horizon'),
      // Signed like the latitude (issue 10: the schema said >= 0 while southern charts answered
      // negative poles). A pole is an elevation of the celestial pole over a house circle and
      // takes the hemisphere's sign, as the latitude does in the tables of houses; the oblique
      // ascension under it, RA - asin(tan P tan delta), then holds in both hemispheres (Gansten,
      // Primary Directions, 2009, ch. 3; Regiomontanus, Tabulae directionum, 1490).
      regiomontanusPole: Type.Number({ minimum: -90, maximum: 90, description: 'degrees, signed like the latitude (south negative); 0 on the equator and on the meridian' }),
    })),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(speculum(body, services, lang), lang),
});
