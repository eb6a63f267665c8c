import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, withAspectRefs } from '../lib/vocabulary.js';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { Echo, LinkSchema, natalPatterns, PatternOptions } from '../lib/aspect-patterns.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/aspect-patterns/minor-grand-trine',
  summary: 'Minor grand trines: a trine with a third body sextile both',
  description:
    'Two bodies in trine with a third sextile both (the little trine); the third is the apex. Found on the pairwise aspects of Sun-Pluto (Ascendant and MC with includeAngles) as /aspects finds them (one aspect per pair, the closest), with the /aspects orbs (conjunction/opposition 8, trine/square 7, sextile 5, quincunx 3, minor 2 deg) multiplied by orb; every pattern listed once, members in body order. After Bil Tierney, Dynamics of Aspect Analysis (1983).',
  body: birthData(PatternOptions),
  response: Type.Object({
    ...Echo,
    patterns: Type.Array(Type.Object({ apex: BodyRefSchema, trine: Type.Array(BodyRefSchema, { minItems: 2, maxItems: 2 }), orbs: Type.Array(LinkSchema) })),
    count: Type.Integer({ minimum: 0 }),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'wide-orbs-with-angles', body: { ...KYIV_BIRTH, orb: 1.5, includeAngles: true } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(natalPatterns('minorGrandTrines', body, services, lang), lang), lang),
});
