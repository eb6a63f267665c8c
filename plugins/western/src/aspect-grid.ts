import { Type } from '@sinclair/typebox';
import { AspectAngleList, birthData, BodyIdList, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { aspectGrid } from './lib/aspect-tools.js';
import { Echo } from './lib/aspect-patterns.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/aspect-grid',
  summary: 'Aspect grid: every pair of bodies with its separation, aspect and declination parallel',
  description:
    'Triangular grid (row > col, indices into bodies) over the chart bodies (visiblePlanetIds or the /chart default set) and, unless includeAngles is false, the Ascendant and MC: every pair\'s shortest-arc separation, including pairs with no aspect, matched against aspectAngles or the /reference/aspects table as /aspects does (one aspect per pair, the closest; isApplying from the speeds, the angles\' by a one-minute central difference); declination parallels and contraparallels within 1 deg in the same cell, as printed aspectarian grids show them (bodies by swe_calc_ut SEFLG_EQUATORIAL, angles by sin(dec) = sin(eps) sin(lambda)). totals counts the aspects by name. The data behind /render/aspect-grid.',
  body: birthData({
    visiblePlanetIds: Type.Optional(BodyIdList),
    aspectAngles: Type.Optional(AspectAngleList),
    includeAngles: Type.Optional(Type.Boolean({ default: true })),
    includeDeclination: Type.Optional(Type.Boolean({ default: true })),
  }),
  response: Type.Object({
    ...Echo,
    bodies: Type.Array(BodyRefSchema, { description: 'row and column order' }),
    cells: Type.Array(
      Type.Object({
        row: Type.Integer({ minimum: 0 }),
        col: Type.Integer({ minimum: 0 }),
        separation: Type.Number({ minimum: 0, maximum: 180 }),
        aspect: Type.Union([Type.Object({ slug: Type.String(), name: Type.String(), symbol: Type.String(), angle: Type.Number() }), Type.Null()]),
        orb: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
        isApplying: Type.Union([Type.Boolean(), Type.Null()]),
        declination: Type.Union([Type.Literal('parallel'), Type.Literal('contraparallel'), Type.Null()]),
      }),
    ),
    totals: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'planets-majors-only', body: { ...KYIV_BIRTH, visiblePlanetIds: [0, 1, 2, 3, 4, 5, 6], aspectAngles: [0, 60, 90, 120, 180], includeAngles: false } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(aspectGrid(body, services, lang), lang), lang),
});
