import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum, CyclicMeasure } from '@celestial/core';
import { planetaryPhases } from '../../lib/modern-schools.js';
import { LUNATION_PHASES } from '../../lib/modern.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Body = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/modern/rudhyar/planetary-phases',
  summary: "Rudhyar's planetary phases: every pair read as a cycle from the slower body",
  description: 'Dane Rudhyar, Astrological Aspects: A Process-Oriented Approach (1980): phase angle = lambda faster - lambda slower mod 360, faster by mean motion (Moon, Mercury, Venus, Sun, Mars, Jupiter, Saturn, Uranus, Neptune, Pluto); waxing below 180; named by the eight 45-degree phases of the lunation cycle.',
  body: birthData(),
  response: Type.Object({
    ...Echo,
    pairs: Type.Array(Type.Object({ faster: Body, slower: Body, phaseAngle: CyclicMeasure(360), phase: StringEnum(LUNATION_PHASES), waxing: Type.Boolean() }), { minItems: 45, maxItems: 45 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => planetaryPhases(body, services, lang),
});
