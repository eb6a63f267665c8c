import { Type } from '@sinclair/typebox';
import { AspectNamingSchema, BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { matchScore } from '../lib/relationships.js';
import { PAIR, PAIR2, TwoChartsBody } from '../lib/relationships-schemas.js';

const Pct = Type.Integer({ minimum: 0, maximum: 100 });

/** A flag: chart1's body, chart2's body and their aspect, by reference (issue 12: was the phrase "Venus sextile Venus"). */
const Flag = Type.Object({ planet1: BodyRefSchema, planet2: BodyRefSchema, aspect: AspectNamingSchema });

export default defineOperation({
  method: 'POST',
  path: '/match/score',
  summary: 'Dating compatibility score from the inter-aspects of two charts',
  description:
    "Service formula (no outside school). Inter-aspects 0/60/90/120/180 (the /aspects orbs) between each chart's Sun-Saturn and Ascendant; each contact w = pw1 x pw2 x (1 - orb/maxOrb), pw Sun, Moon, Venus, Mars, Ascendant 3, Mercury 2, Jupiter, Saturn 1.5. harmony sums trines, sextiles and conjunctions without Mars or Saturn; tension squares, oppositions and conjunctions with Mars or Saturn, x1.5 when Saturn takes part; attraction any aspect of Venus-Mars, Sun-Moon, Moon-Venus or one involving an Ascendant. Each sum S -> round(100 S/(S+20)); score = round(clamp(50 + 0.5(harmony - tension) + 0.25 attraction - 12.5, 0, 100)); label < 40 challenging, < 60 mixed, < 80 good, else excellent. topAspects: the 5 largest w (effect attraction for the attraction pairs, else harmony or tension); greenFlags/redFlags: the 3 strongest harmony/tension contacts.",
  body: Type.Object(TwoChartsBody),
  response: Type.Object({
    score: Pct,
    label: StringEnum(['challenging', 'mixed', 'good', 'excellent'] as const),
    harmony: Pct, tension: Pct, attraction: Pct,
    topAspects: Type.Array(Type.Object({ planet1: BodyRefSchema, planet2: BodyRefSchema, aspect: Type.String(), orb: Type.Number({ minimum: 0 }), effect: StringEnum(['harmony', 'tension', 'attraction'] as const) }), { maxItems: 5 }),
    greenFlags: Type.Array(Flag, { maxItems: 3, description: 'the 3 strongest harmony contacts' }),
    redFlags: Type.Array(Flag, { maxItems: 3, description: 'the 3 strongest tension contacts' }),
  }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'southern', body: PAIR2 }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(matchScore(body, services, lang), lang),
});
