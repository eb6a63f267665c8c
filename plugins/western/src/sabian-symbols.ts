import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, Warnings } from '@celestial/core';
import { sabianSymbols } from './lib/sabian.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/sabian-symbols',
  summary: 'Sabian symbol of each body, the Ascendant, the MC and any extra longitudes',
  description:
    'The symbol degree is the degree in sign rounded up: 15 deg 00\' is the 15th symbol of the sign, 15 deg 01\' the 16th, 0 deg 00\' the 1st. The 360 images are those of Marc Edmund Jones and Elsie Wheeler (1925), each described in a short phrase of this service (images after Jones, The Sabian Symbols in Astrology, 1953, and Rudhyar, An Astrological Mandala, 1973). In a sidereal chart the symbol follows the sidereal degree.',
  body: birthData({
    points: Type.Optional(Type.Array(Type.Number({ minimum: 0, maximum: 360 }), { maxItems: 64, description: 'extra ecliptic longitudes, degrees' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    points: Type.Array(Type.Object({
      point: Type.Composite([BodyRefSchema], { description: 'a body, the Ascendant or the Midheaven by reference; an extra longitude as slug points-<i> named points.<i>' }),
      ...PositionMembers,
      symbolDegree: Type.Integer({ minimum: 1, maximum: 30 }),
      index: Type.Integer({ minimum: 1, maximum: 360 }),
      symbol: Type.String(),
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'with-points', body: { ...KYIV_BIRTH, points: [0, 15, 15.02, 180] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(sabianSymbols(body, services, lang), lang), lang),
});
