import { Type } from '@sinclair/typebox';
import { defineOperation, StringEnum } from '@celestial/core';
import { VIMSHOTTARI_LORDS } from '@celestial/core/astro';
import { nakshatrasTable } from './lib/nakshatras.js';
import { REFERENCE_EXAMPLES, SignNameSchema } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/nakshatras',
  summary: 'The 27 nakshatras with Vimshottari lord, deity, symbol, gana and padas, and Abhijit',
  description:
    'Brihat Parashara Hora Shastra; Vimshottari lords Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury repeating from Ashwini. Longitudes are sidereal, 13 deg 20\' per nakshatra and 3 deg 20\' per pada. Names stay in transliterated Sanskrit in every language. Keyless, 0 credits.',
  response: Type.Object({
    nakshatras: Type.Array(
      Type.Object({
        number: Type.Integer({ minimum: 1, maximum: 27 }),
        name: Type.String({ description: 'transliterated Sanskrit' }),
        startLongitude: Type.Number({ minimum: 0, maximum: 360, description: 'sidereal longitude, degrees' }),
        ruler: StringEnum(VIMSHOTTARI_LORDS, { description: 'Vimshottari dasha lord' }),
        deity: Type.String(),
        symbol: Type.String(),
        gana: Type.Union([Type.Literal('deva'), Type.Literal('manushya'), Type.Literal('rakshasa')]),
        padas: Type.Array(
          Type.Object({
            pada: Type.Integer({ minimum: 1, maximum: 4 }),
            startLongitude: Type.Number({ minimum: 0, maximum: 360 }),
            navamsaSign: SignNameSchema,
          }),
          { minItems: 4, maxItems: 4 },
        ),
      }),
      { minItems: 27, maxItems: 27 },
    ),
    abhijit: Type.Object({
      startLongitude: Type.Number({ description: "276 deg 40' sidereal (6 deg 40' Capricorn)" }),
      endLongitude: Type.Number({ description: "280 deg 53' 20\" sidereal" }),
    }),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: () => nakshatrasTable(),
});
