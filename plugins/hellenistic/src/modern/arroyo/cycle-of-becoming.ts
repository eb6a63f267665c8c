import { Type } from '@sinclair/typebox';
import { birthData, Clock, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { cycleOfBecoming } from '../../lib/modern.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Phase = Type.Object({
  phase: Type.Integer({ minimum: 1, maximum: 12, description: 'phase number; phase n + 1 covers ages 7n to 7n + 7' }),
  ageRange: Type.String({ description: 'ages, e.g. 28-35' }),
  element: Type.String({ description: 'fire, earth, air or water' }),
  task: Type.String(),
});

export default defineOperation({
  method: 'POST',
  path: '/modern/arroyo/cycle-of-becoming',
  summary: "Arroyo's cycle of becoming: seven-year life phases (quarters of the Saturn cycle) through the elements",
  description:
    'currentAge = whole years from the birth date to the request date (UTC); phase n (n = 0..11) covers ages 7n to 7n + 7 with element [fire, earth, air, water][n mod 4]; fullCycle the twelve phases (ages 0-84); currentPhase the one holding currentAge (the last beyond 84). The element sequence is this service\'s framing, stated in doctrine. The shape is SERVICE-SPEC\'s.',
  body: birthData(),
  // SERVICE-SPEC "POST /modern/arroyo/cycle-of-becoming" prescribes every member of `data`.
  specFixed: true,
  response: Type.Object({
    currentAge: Type.Number(),
    currentPhase: Phase,
    fullCycle: Type.Array(Phase, { minItems: 12, maxItems: 12 }),
    doctrine: Type.String(),
    source: Type.String(),
    disclaimer: Type.String(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body }, services) => cycleOfBecoming(body, services),
});
