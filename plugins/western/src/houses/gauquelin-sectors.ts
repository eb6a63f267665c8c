import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { gauquelinAnswer } from '../lib/houses-division.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_EXAMPLE } from '../lib/houses-schemas.js';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/houses/gauquelin-sectors',
  summary: 'Gauquelin sectors of Sun to Pluto, and the plus zones',
  description:
    "swe_gauquelin_sector per body (method 0 with ecliptic latitude, 1 without, 2 from the rising and setting of the disc centre, 3 the same with refraction); the 36 sector cusps from swe_houses_ex 'G'. Sectors are numbered clockwise from the rising point; the plus zones are sectors 36, 1, 2, 3 (around and just after rising) and 9, 10, 11, 12 (around and just after upper culmination), where Michel Gauquelin found his planetary effects (L'influence des astres, 1955; Cosmic Influences on Human Behavior, 1973). Inside the polar circles: 422 CALCULATION_ERROR.",
  body: birthData({ method: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)], { default: 0, description: '0 with ecliptic latitude, 1 without, 2 rise/set of the disc centre, 3 with refraction' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    method: Type.Integer({ minimum: 0, maximum: 3 }),
    sectors: Type.Array(Type.Object({ sector: Type.Integer({ minimum: 1, maximum: 36 }), longitude: Type.Number({ minimum: 0, maximum: 360 }) }), { minItems: 36, maxItems: 36 }),
    planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), sector: Type.Number({ minimum: 1, maximum: 37 }), plusZone: Type.Boolean() })),
    plusZonePlanets: Type.Array(BodyRefSchema),
    warnings: Type.Optional(Warnings),
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'kyiv-rise-set-with-refraction', body: { ...KYIV_EXAMPLE, method: 3 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(gauquelinAnswer(body, services, lang), lang),
});
