import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { nakshatrasTable } from './lib/nakshatras.js';
import { GrahaRef, Language, REFERENCE_EXAMPLES, SignRef } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/nakshatras',
  summary: 'The 27 nakshatras with Vimshottari lord, deity, symbol, gana and padas, and Abhijit',
  description:
    'Brihat Parashara Hora Shastra; Vimshottari lords Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury repeating from Ashwini. Longitudes are sidereal, 13 deg 20\' per nakshatra and 3 deg 20\' per pada. Names follow the language of the answer (Devanagari in hi; the transliteration in Latin scripts). Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    nakshatras: Type.Array(
      Type.Object({
        number: Type.Integer({ minimum: 1, maximum: 27 }),
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
        startLongitude: Type.Number({ minimum: 0, maximum: 360, description: 'sidereal longitude, degrees' }),
        ruler: GrahaRef,
        deity: Type.String({ description: "in the answer's language" }),
        symbol: Type.String({ description: "in the answer's language; alternatives in brackets" }),
        gana: Type.Union([Type.Literal('deva'), Type.Literal('manushya'), Type.Literal('rakshasa')]),
        padas: Type.Array(
          Type.Object({
            pada: Type.Integer({ minimum: 1, maximum: 4 }),
            startLongitude: Type.Number({ minimum: 0, maximum: 360 }),
            navamsa: SignRef,
          }),
          { minItems: 4, maxItems: 4 },
        ),
      }),
      { minItems: 27, maxItems: 27 },
    ),
    abhijit: Type.Object({
      slug: Type.Literal('abhijit'),
      name: Type.String({ description: "in the answer's language" }),
      startLongitude: Type.Number({ description: "276 deg 40' sidereal (6 deg 40' Capricorn)" }),
      endLongitude: Type.Number({ description: "280 deg 53' 20\" sidereal" }),
    }),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, ...nakshatrasTable(lang) }),
});
