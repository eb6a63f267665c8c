import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, withAspectRefs } from '../lib/vocabulary.js';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { Echo, LinkSchema, natalPatterns, PatternOptions } from '../lib/aspect-patterns.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/aspect-patterns/kite',
  summary: 'Kites: a grand trine with a fourth body opposite one vertex',
  description:
    'A grand trine plus a body opposite one vertex and sextile the other two; that body is the tail, the opposite vertex the head. Found on the pairwise aspects of Sun-Pluto (Ascendant and MC with includeAngles) as /aspects finds them (one aspect per pair, the closest), with the /aspects orbs (conjunction/opposition 8, trine/square 7, sextile 5, quincunx 3, minor 2 deg) multiplied by orb; every pattern listed once, members in body order. After Bil Tierney, Dynamics of Aspect Analysis (1983).',
  body: birthData(PatternOptions),
  response: Type.Object({
    ...Echo,
    patterns: Type.Array(Type.Object({ tail: BodyRefSchema, head: BodyRefSchema, trine: Type.Array(BodyRefSchema, { minItems: 3, maxItems: 3 }), orbs: Type.Array(LinkSchema) })),
    count: Type.Integer({ minimum: 0 }),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'wide-orbs-with-angles', body: { ...KYIV_BIRTH, orb: 1.5, includeAngles: true } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(natalPatterns('kites', body, services, lang), lang), lang),
});
