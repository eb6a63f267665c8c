import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';
import { Ephemeris, TimeZones, defineOperation, Instant } from '@celestial/core';
import { davisonTransits } from '../lib/relationship-variants.js';
import { PAIR, PAIR2 } from '../lib/relationships-schemas.js';
import { FixedRef, RANGE, TransitRangeBody } from '../lib/relationship-transits-schemas.js';
import { Moment, Settings } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/davison/transits',
  summary: "Transits to the Davison chart's points over a date range",
  description:
    "The Davison chart as /davison (mean moment and mean place, Davison 1977; chart1's house system), echoed in moment and place. Exact conjunctions, sextiles, squares, trines and oppositions of the transiting bodies to Davison Sun-Pluto, Ascendant and MC, found as /transit-calendar finds them: roots of the longitude track (core crossings.ts), passes of one retrograde loop (the body staying within 1 degree) listed together in exactAt. davisonHouse: the Davison house the transiting body is in at its first exact pass in the range.",
  body: TransitRangeBody,
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    place: Type.Object({ latitude: Type.Number(), longitude: Type.Number(), method: Type.String() }),
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema, transitPlanetId: Type.Integer(), davisonPoint: FixedRef, aspect: AspectNamingSchema, angle: Type.Number(),
      exactAt: Type.Array(Instant('an exact pass, +00:00 as the Davison moment echo'), { minItems: 1, description: 'exact passes of the series' }), davisonHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    })),
    count: Type.Integer({ minimum: 0 }),
  }),
  examples: [{ name: 'kyiv-london-2025h1', body: { ...PAIR, ...RANGE } }, { name: 'southern-pair-outer', body: { ...PAIR2, startDate: '2025-01-01', endDate: '2025-12-31', transitPlanetIds: [5, 6, 7, 8, 9] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(davisonTransits(body, services, lang), lang), lang),
});
