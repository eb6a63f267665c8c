import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { chartShapeAnswer } from './lib/chart-balance.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_EXAMPLE } from './lib/houses-schemas.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/chart-shape',
  summary: "Marc Edmund Jones's planetary pattern (bundle, bowl, bucket, locomotive, seesaw, splash, splay)",
  description:
    "Marc Edmund Jones, The Guide to Horoscope Interpretation (1941), made testable: Sun to Pluto sorted by longitude; span = 360 - the largest gap; tested in this order: bundle (span <= 120), bowl (<= 180), bucket (removing one body leaves the other nine within 180 and that body, the handle, outside their arc), locomotive (<= 240), seesaw (two gaps of at least 60 splitting the bodies into two groups of two or more), splash (largest gap < 60), splay (anything else). The leading planet is the body at the zodiacally earliest end of the occupied arc (the one closing the largest gap, the first to rise in the diurnal motion). Clusters are runs of bodies separated by gaps under 30 degrees.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    shape: Type.Union(['splash', 'bundle', 'locomotive', 'bowl', 'bucket', 'seesaw', 'splay'].map((s) => Type.Literal(s))),
    span: Type.Number({ minimum: 0, maximum: 360 }),
    largestGap: Type.Object({ from: Type.Number(), to: Type.Number(), degrees: Type.Number() }),
    leadingPlanet: BodyRefSchema,
    handle: Type.Union([Type.String(), Type.Null()]),
    clusters: Type.Array(Type.Object({ planets: Type.Array(BodyRefSchema), from: Type.Number(), to: Type.Number() })),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(chartShapeAnswer(body, services, lang), lang), lang),
});
