import { Type } from '@sinclair/typebox';
import { AspectAngleList, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { synastry } from './lib/relationships.js';
import { PAIR, PAIR2, TwoChartsBody } from './lib/relationships-schemas.js';
import { AspectItem, BodyInHouse, CuspItem, Moment, Settings } from './lib/schemas.js';
import { withWarnings, withReferencesNamed } from './lib/vocabulary.js';

const ChartPart = Type.Object({ moment: Moment, settings: Settings, planets: Type.Array(BodyInHouse), houses: Type.Array(CuspItem), angles: Type.Object({ ascendant: Type.Number(), mc: Type.Number() }) });

export default defineOperation({
  method: 'POST',
  path: '/synastry',
  summary: 'Synastry: both charts and the aspects between them',
  description:
    'Both charts cast as /chart (Sun-Pluto, nodes, Chiron, mean Lilith; houses and angles). Inter-aspects for every chart1 x chart2 pair of those bodies plus Ascendant and MC, on the /aspects table and orbs (conjunction/opposition 8, trine/square 7, sextile 5, quincunx 3, other minors 2; the closest aspect per pair); planet1 is always chart1\'s. isApplying from the two natal speeds (angles speed 0).',
  body: Type.Object({
    ...TwoChartsBody,
    aspectAngles: Type.Optional(AspectAngleList),
    orbs: Type.Optional(Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 30 }), { description: 'allowed orb by aspect name, e.g. { "Trine": 6 }' })),
  }),
  response: Type.Object({ chart1: ChartPart, chart2: ChartPart, count: Type.Integer({ minimum: 0 }), aspects: Type.Array(AspectItem), warnings: Warnings }),
  examples: [
    { name: 'kyiv-london', body: PAIR },
    { name: 'majors-only-tight-trine', body: { ...PAIR2, aspectAngles: [0, 60, 90, 120, 180], orbs: { Trine: 5 } } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withReferencesNamed(withWarnings(synastry(body, services, lang), lang), lang),
});
