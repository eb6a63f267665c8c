import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation, Instant, Warnings } from '@celestial/core';
import { synastryTransits } from '../lib/relationship-variants.js';
import { PAIR, PAIR2 } from '../lib/relationships-schemas.js';
import { RANGE, TransitRangeBody } from '../lib/relationship-transits-schemas.js';
import { BodyRefSchema, withBodyRefs, withWarnings, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/synastry/transits',
  summary: 'Transits that reach both partners\' charts within the same pass',
  description:
    "Each chart's exact hits as /transit-calendar finds them (conjunction, sextile, square, trine, opposition of the transiting body to natal Sun-Pluto, Ascendant and MC; roots of the longitude track, core crossings.ts). One body's exact hits to the two charts are chained when no more than 7 days apart; an event is a chain that touches both charts. at: its first exact hit. Tracks in chart1's zodiac.",
  body: TransitRangeBody,
  response: Type.Object({
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema, transitPlanetId: Type.Integer(), at: Instant("first exact hit of the event, at chart1's UTC offset"),
      hits: Type.Array(Type.Object({ chart: Type.Union([Type.Literal('chart1'), Type.Literal('chart2')]), point: BodyRefSchema, aspect: AspectNamingSchema, exactAt: Instant("at chart1's UTC offset") }), { minItems: 2 }),
    })),
    count: Type.Integer({ minimum: 0 }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv-london-2025h1', body: { ...PAIR, ...RANGE } }, { name: 'southern-pair-slow', body: { ...PAIR2, startDate: '2025-01-01', endDate: '2025-12-31', transitPlanetIds: [4, 5, 6] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(withWarnings(synastryTransits(body, services), lang), lang), lang),
});
