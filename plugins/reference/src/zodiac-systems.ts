import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, StringEnum } from '@celestial/core';
import { AYANAMSA_SLUGS } from '@celestial/core/astro';
import { zodiacSystemsTable } from './lib/zodiac-systems.js';
import { Language, REFERENCE_EXAMPLES } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/zodiac-systems',
  summary: 'Tropical and sidereal zodiacs, and the ten ayanamsas with their Swiss Ephemeris modes and values at J2000',
  description:
    'The ayanamsa names accepted by the chart input mapped to ayanamsaId and the Swiss Ephemeris SE_SIDM_* modes; valueAtJ2000 from swe_get_ayanamsa_ex_ut at JD 2451545.0 (true ayanamsa, nutation included). Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    zodiacTypes: Type.Array(
      Type.Object({
        slug: Type.Union([Type.Literal('tropical'), Type.Literal('sidereal')]),
        name: Type.String({ description: "in the answer's language (hi: sayana, nirayana)" }),
        description: Type.String({ description: "in the answer's language" }),
      }),
      { minItems: 2, maxItems: 2 },
    ),
    ayanamsas: Type.Array(
      Type.Object({
        slug: StringEnum(AYANAMSA_SLUGS),
        ayanamsaId: Type.Integer({ description: 'the number the chart input accepts as ayanamsaId; equals sweSiderealMode' }),
        sweSiderealMode: Type.Integer({ description: 'Swiss Ephemeris SE_SIDM_* constant' }),
        valueAtJ2000: Type.Number({ description: 'ayanamsa at JD 2451545.0, degrees (true: nutation in longitude included)' }),
      }),
      { minItems: 10, maxItems: 10 },
    ),
    default: StringEnum(AYANAMSA_SLUGS, { description: "the ayanamsa a sidereal chart uses when none is sent: 'lahiri'" }),
  }),
  examples: REFERENCE_EXAMPLES,
  deps: { ephemeris: Ephemeris },
  handler: ({ lang }, { ephemeris }) => ({ language: lang, ...zodiacSystemsTable(ephemeris, lang) }),
});
