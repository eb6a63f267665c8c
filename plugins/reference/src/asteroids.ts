import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { asteroidsTable } from './lib/bodies.js';
import { Language, REFERENCE_EXAMPLES } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/asteroids',
  summary: 'Asteroids, centaurs and trans-Neptunian objects by Swiss Ephemeris number',
  description:
    'Swiss Ephemeris numbering: SE_CHIRON 15, SE_PHOLUS 16, SE_CERES 17, SE_PALLAS 18, SE_JUNO 19, SE_VESTA 20, others SE_AST_OFFSET 10000 + MPC number; inBundledEphemeris tells whether the se1 files shipped with the service can place the body (seas_18.se1, 1800-2400). Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    asteroids: Type.Array(
      Type.Object({
        seId: Type.Integer({ description: 'Swiss Ephemeris body number' }),
        mpcNumber: Type.Integer({ minimum: 1, description: 'Minor Planet Center number' }),
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
        glyph: Type.Union([Type.String(), Type.Null()], { description: 'Unicode character, or null where Unicode has none' }),
        category: Type.Union([Type.Literal('main-belt'), Type.Literal('centaur'), Type.Literal('trans-neptunian'), Type.Literal('near-earth')]),
        inBundledEphemeris: Type.Boolean(),
      }),
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, asteroids: asteroidsTable(lang) }),
});
