import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum, Warnings } from '@celestial/core';
import { primaryDirections } from '../lib/primary-directions.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/directions/primary',
  summary: 'Primary directions: Placidian semi-arc or Regiomontanus, zodiacal and mundane, direct and converse, timed by Ptolemy\'s or Naibod\'s key',
  description:
    'From the speculum (/speculum). Placidus (Primum Mobile, 1657): a point\'s mundane position runs with its hour angle in proportion to its semi-arc (diurnal above the horizon, nocturnal below); the direct arc carries the promissor until it holds the significator\'s proportional place (MD_P - f x SA_P within a quadrant, f = MD_S / SA_S), shifted for mundane aspects by thirds of a semi-arc (sextile 2/3, square 1, trine 4/3, opposition 2); converse carries the significator to the promissor. To the MC the arc is RA_P - ARMC, to the Ascendant OA_P - OA_Asc. Zodiacal directions use the aspect point (longitude +- aspect, latitude 0) as promissor. Regiomontanus: OA_P - OA_S (OD in the western half) under the pole of S; mundane aspects under this method are the conjunction and opposition only. Arc to years: Ptolemy 1 deg = 1 year, Naibod 0.98564733 deg = 1 year; date = birth + years x 365.2422 days. Sinister = the aspect cast forward in the order of signs. Martin Gansten, Primary Directions (2009).',
  body: birthData({
    method: Type.Optional(StringEnum(['placidus', 'regiomontanus'] as const, { default: 'placidus' })),
    key: Type.Optional(StringEnum(['ptolemy', 'naibod'] as const, { default: 'naibod' })),
    motion: Type.Optional(StringEnum(['direct', 'converse', 'both'] as const, { default: 'both' })),
    kind: Type.Optional(StringEnum(['zodiacal', 'mundane', 'both'] as const, { default: 'both' })),
    toAge: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 90 })),
    promissors: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 15 }), { maxItems: 32, description: 'body ids: 0-9 Sun to Pluto, 10/11 nodes, 15 Chiron; default Sun to Pluto' })),
    significators: Type.Optional(Type.Array(StringEnum(['asc', 'mc', 'sun', 'moon', 'fortune'] as const), { maxItems: 5 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    method: StringEnum(['placidus', 'regiomontanus'] as const),
    key: StringEnum(['ptolemy', 'naibod'] as const),
    degreesPerYear: Type.Number(),
    armc: Type.Number({ minimum: 0, maximum: 360 }),
    obliquity: Type.Number(),
    fortune: Type.Number({ minimum: 0, maximum: 360, description: 'Lot of Fortune longitude (tropical), the fortune significator' }),
    directions: Type.Array(Type.Object({
      promissor: BodyRefSchema,
      aspect: Type.Object({ slug: Type.String({ description: 'conjunction, sextile, square, trine, opposition' }), name: Type.String({ description: "the aspect in the answer's language" }) }),
      side: Type.Union([
        Type.Object({ slug: Type.String({ description: 'sinister: the aspect cast forward in the order of signs; dexter: backward' }), name: Type.String({ description: "the side in the answer's language" }) }),
        Type.Null(),
      ], { description: 'null for the conjunction and the opposition' }),
      aspectAngle: Type.Number(),
      significator: BodyRefSchema,
      kind: StringEnum(['zodiacal', 'mundane'] as const),
      motion: StringEnum(['direct', 'converse'] as const),
      arc: Type.Number({ minimum: 0, description: 'degrees of right ascension' }),
      age: Type.Number({ minimum: 0, description: 'years' }),
      date: Type.String({ description: 'YYYY-MM-DD' }),
    })),
    count: Type.Integer({ minimum: 0 }),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: { ...KYIV_BIRTH, toAge: 40 } },
    { name: 'regiomontanus-ptolemy', body: { ...KYIV_BIRTH, method: 'regiomontanus', key: 'ptolemy', kind: 'zodiacal', motion: 'direct', significators: ['asc', 'mc'] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(primaryDirections(body, services, lang), lang), lang),
});
