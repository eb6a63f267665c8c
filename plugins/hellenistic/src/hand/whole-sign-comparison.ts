import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { wholeSignComparison } from '../lib/doctrines.js';
import { Echo, SignMembers } from '../lib/natal.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/hand/whole-sign-comparison',
  summary: "Whole-sign houses beside the quadrant houses of the chart's system (Robert Hand, Whole Sign Houses)",
  description: "Robert Hand, Whole Sign Houses: The Oldest House System (ARHAT, 2000): whole-sign house = ((sign(planet) - sign(ASC)) mod 12) + 1; the quadrant house by cusp comparison in the chart's houseSystem (default Placidus); whole signs read for topics, the quadrant position for dynamic (angular, succedent, cadent) strength; the MC's whole-sign house (9th to 11th) reported.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    ascendantSign: Type.Object(SignMembers),
    mcWholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }),
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), wholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }), quadrantHouse: Type.Integer({ minimum: 1, maximum: 12 }),
      differs: Type.Boolean(), dynamic: StringEnum(['angular', 'succedent', 'cadent'] as const),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => wholeSignComparison(body, services, lang),
});
