import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, PositionMembers, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { dominantFactors } from '../../lib/modern-structures.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });
const Triad = Type.Object({ ...PositionMembers, element: Named });

export default defineOperation({
  method: 'POST',
  path: '/modern/arroyo/dominant-factors',
  summary: "Arroyo's emphasis factors: which planets dominate the chart, and the Sun-Moon-Ascendant triad",
  description:
    "Stephen Arroyo, Chart Interpretation Handbook (CRCS, 1989), emphasis factors, one point each: conjunct an angle (ASC, MC, DSC, IC) within 10 deg, ruler of the ASC sign, ruler of the Sun sign (modern rulers, as Arroyo uses them), a major aspect (0/60/90/120/180) within 8 deg to the Sun or to the Moon, in its own sign, part of a stellium (3 or more of the ten planets in one sign, or in one house of the chart's houseSystem); points summed, ties broken by angularity (the smaller distance to an angle first). keyTriad = sign and element of the Sun, the Moon and the Ascendant.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), score: Type.Integer({ minimum: 0 }),
      reasons: Type.Array(StringEnum(['conjunct-ascendant', 'conjunct-midheaven', 'conjunct-descendant', 'conjunct-imum-coeli', 'ruler-of-ascendant', 'ruler-of-sun-sign', 'aspects-sun', 'aspects-moon', 'in-own-sign', 'in-stellium-sign', 'in-stellium-house'] as const)),
      angularity: Type.Number({ description: 'degrees to the nearest angle (the tie-break)' }),
    }), { minItems: 10, maxItems: 10 }),
    dominantPlanet: Named,
    keyTriad: Type.Object({ sun: Triad, moon: Triad, ascendant: Triad }),
    orbs: Type.Object({ angle: Type.Number(), aspectToLight: Type.Number() }),
    source: Type.String(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => dominantFactors(body, services, lang),
});
