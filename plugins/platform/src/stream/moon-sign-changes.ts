import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, StringEnum, defineOperation } from '@celestial/core';
import { AYANAMSA_SLUGS } from '@celestial/core/astro';
import { jdOfDate, moonSignChanges } from '../lib/streams.js';
import { streamResponse } from '../lib/stream-schemas.js';

const SignAt = { sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() };

export default defineOperation({
  method: 'POST',
  path: '/stream/moon-sign-changes',
  summary: "The Moon's sign now, when she entered it, and her next 12 sign ingresses",
  description: "Ingresses by root-finding the Moon's longitude crossing multiples of 30 degrees (tropical, or sidereal with the ayanamsa). Polled, not pushed: the sign does not change before nextEventAt. Tier 1.",
  body: Type.Object({ zodiacType: Type.Optional(StringEnum(['tropical', 'sidereal'] as const, { default: 'tropical' })), ayanamsa: Type.Optional(StringEnum(AYANAMSA_SLUGS, { description: 'sidereal only; lahiri when omitted' })) }),
  response: streamResponse({
    zodiacType: Type.String(),
    current: Type.Object({ ...SignAt, longitude: Type.Number(), enteredAt: Instant() }),
    next: Type.Object({ ...SignAt, at: Instant() }),
    upcoming: Type.Array(Type.Object({ ...SignAt, at: Instant() })),
  }),
  calculation: false,
  examples: [{ body: {} }, { name: 'sidereal (Lahiri)', body: { zodiacType: 'sidereal', ayanamsa: 'lahiri' } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body, lang }, { ephemeris, clock }) => moonSignChanges(ephemeris, jdOfDate(clock.now()), { ...(body.zodiacType ? { zodiacType: body.zodiacType } : {}), ...(body.ayanamsa ? { ayanamsa: body.ayanamsa } : {}) }, lang),
});
