import { Type } from '@sinclair/typebox';
import { AspectNamingSchema, BodyRefSchema, withAspectRefs, withBodyRefs } from '../lib/vocabulary.js';
import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { synastrySummary } from '../lib/relationship-variants.js';
import { PAIR, PAIR2, TwoChartsBody } from '../lib/relationships-schemas.js';

const Short = Type.Object({ planet1: Type.Composite([BodyRefSchema], { description: "chart1's point" }), planet2: Type.Composite([BodyRefSchema], { description: "chart2's point" }), aspect: AspectNamingSchema, orb: Type.Number({ minimum: 0 }) });
const Bucket = Type.Object({ harmonious: Type.Integer({ minimum: 0 }), challenging: Type.Integer({ minimum: 0 }), aspects: Type.Array(Short, { description: 'every inter-aspect of the category, conjunctions included' }) });

export default defineOperation({
  method: 'POST',
  path: '/synastry/summary',
  summary: 'Synastry summary: inter-aspects tallied by planet category and aspect family, double whammies, key contacts',
  description:
    "Inter-aspects of chart1 x chart2 over Sun-Pluto plus Ascendant and MC, the five Ptolemaic aspects on the /synastry orbs (conjunction/opposition 8, trine/square 7, sextile 5). Families: harmonious (trine, sextile), challenging (square, opposition), conjunctions apart. Categories (an aspect may fall in several): sunMoon (Sun and Moon only), venusMars (Venus and Mars only), moonVenus (Moon to Venus), mercury, saturn, outer (Uranus, Neptune, Pluto) and angles (Ascendant, MC) when either point is one. A double whammy is a pair of different planets that aspects both ways, chart1's X to chart2's Y and chart1's Y to chart2's X (Sakoian & Acker, The Astrologer's Handbook, 1973, on mutual contacts; the term is popular usage). keyContacts: Sun, Moon, Venus and Mars to each other and to the Ascendant, closest first. No score: that is /match/score.",
  body: Type.Object(TwoChartsBody),
  response: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    counts: Type.Object({ harmonious: Type.Integer({ minimum: 0 }), challenging: Type.Integer({ minimum: 0 }), conjunctions: Type.Integer({ minimum: 0 }) }),
    byCategory: Type.Object({ sunMoon: Bucket, venusMars: Bucket, moonVenus: Bucket, mercury: Bucket, saturn: Bucket, outer: Bucket, angles: Bucket }),
    doubleWhammies: Type.Array(Type.Object({
      planetA: BodyRefSchema, planetB: BodyRefSchema,
      aspect: Type.Union([AspectNamingSchema, Type.Null()], { description: 'the aspect both ways share; null when they differ (see aspect1, aspect2)' }),
      aspect1: Type.Composite([AspectNamingSchema], { description: "chart1's planetA to chart2's planetB" }), aspect2: Type.Composite([AspectNamingSchema], { description: "chart1's planetB to chart2's planetA" }),
    })),
    keyContacts: Type.Array(Short, { description: 'chart1 planet1 to chart2 planet2, closest first' }),
  }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'southern-pair', body: PAIR2 }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(synastrySummary(body, services), lang), lang),
});
