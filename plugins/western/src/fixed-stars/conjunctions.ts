import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { fixedStarConjunctions } from '../lib/sky.js';
import { Moment, Settings } from '../lib/schemas.js';
import { MagnitudeLimit, StarList } from '../lib/sky-schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { BodyRefSchema, StarNatureSchema, StarRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/fixed-stars/conjunctions',
  summary: 'Natal conjunctions of fixed stars with the planets, the nodes and the angles',
  description:
    'Ecliptic-longitude conjunctions: star longitudes of date (swe_fixstar2_ut, sefstars.txt) against Sun-Pluto, the mean and true node and, with includeAngles (default), Ascendant, MC, Descendant and IC. Orb by the star\'s magnitude: <= 1.0 two degrees, <= 2.0 one and a half, fainter one (after Vivian Robson, The Fixed Stars and Constellations in Astrology, 1923). Contacts sorted by orb. Natal parans are /acg/parans.',
  body: birthData({ stars: Type.Optional(StarList), magnitudeLimit: Type.Optional(MagnitudeLimit), includeAngles: Type.Optional(Type.Boolean({ default: true })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    contacts: Type.Array(Type.Object({
      star: StarRefSchema,
      bayer: Type.String(),
      magnitude: Type.Number(),
      nature: StarNatureSchema,
      point: BodyRefSchema,
      pointLongitude: Type.Number({ minimum: 0, maximum: 360 }),
      starLongitude: Type.Number({ minimum: 0, maximum: 360 }),
      orb: Type.Number({ minimum: 0, description: 'degrees of longitude between point and star' }),
      allowedOrb: Type.Number({ description: 'the orb this star\'s magnitude allows' }),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'regulus-sun-2023', body: { date: '2023-08-23', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, stars: ['Regulus'], includeAngles: false } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(fixedStarConjunctions(body, services, lang), lang), lang),
});
