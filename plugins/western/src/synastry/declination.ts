import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { synastryDeclination } from '../lib/relationship-variants.js';
import { PAIR, PAIR2, TwoChartsBody } from '../lib/relationships-schemas.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

const Contact = Type.Object({
  planet1: Type.Composite([BodyRefSchema], { description: "chart1's point" }), planet2: Type.Composite([BodyRefSchema], { description: "chart2's point" }),
  declination1: Type.Number({ minimum: -90, maximum: 90 }), declination2: Type.Number({ minimum: -90, maximum: 90 }), orb: Type.Number({ minimum: 0 }),
});

export default defineOperation({
  method: 'POST',
  path: '/synastry/declination',
  summary: 'Declination synastry: parallels and contra-parallels between two charts',
  description:
    "Declinations as /declinations: the bodies' apparent declinations of date (swe_calc_ut SEFLG_EQUATORIAL) and the Ascendant's and MC's from their tropical longitudes and the true obliquity. Every chart1 point against every chart2 point: a parallel when both lie in the same hemisphere and |d1 - d2| <= orb, a contra-parallel when in opposite hemispheres and |d1 + d2| <= orb (as /declinations/parallels). Closest first.",
  body: Type.Object({ ...TwoChartsBody, orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 1, description: 'degrees of declination' })) }),
  response: Type.Object({ orbAllowed: Type.Number(), parallels: Type.Array(Contact), contraParallels: Type.Array(Contact), warnings: Warnings }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'southern-pair-wide', body: { ...PAIR2, orb: 1.5 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(synastryDeclination(body, services), lang), lang),
});
