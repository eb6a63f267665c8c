import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';
import { Ephemeris, TimeZones, defineOperation, Instant } from '@celestial/core';
import { compositeTransits } from '../lib/relationship-variants.js';
import { PAIR, PAIR2 } from '../lib/relationships-schemas.js';
import { FixedRef, RANGE, TransitRangeBody } from '../lib/relationship-transits-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/composite/transits',
  summary: "Transits to the composite chart's points over a date range",
  description:
    "The composite chart as /composite (near midpoints, Hand 1975; derived-Ascendant houses in chart1's system). Exact conjunctions, sextiles, squares, trines and oppositions of the transiting bodies to composite Sun-Pluto, Ascendant and MC, found as /transit-calendar finds them: roots of the longitude track (core crossings.ts), passes of one retrograde loop (the body staying within 1 degree) listed together in exactAt. compositeHouse: the composite house the transiting body is in at its first exact pass in the range.",
  body: TransitRangeBody,
  response: Type.Object({
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema, transitPlanetId: Type.Integer(), compositePoint: FixedRef, aspect: AspectNamingSchema, angle: Type.Number(),
      exactAt: Type.Array(Instant('an exact pass, +00:00: the composite has no zone'), { minItems: 1, description: 'exact passes of the series' }), compositeHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    })),
    count: Type.Integer({ minimum: 0 }),
  }),
  examples: [{ name: 'kyiv-london-2025h1', body: { ...PAIR, ...RANGE } }, { name: 'southern-pair-outer', body: { ...PAIR2, startDate: '2025-01-01', endDate: '2025-12-31', transitPlanetIds: [5, 6, 7, 8, 9] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(compositeTransits(body, services), lang), lang),
});
