import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, PositionMembers, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { houseIntensity } from '../../lib/modern-structures.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Mark = Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), ...PositionMembers });

export default defineOperation({
  method: 'POST',
  path: '/modern/huber/house-intensity',
  summary: "Huber's intensity curve: each planet's place in its Koch house, its zone and its intensity",
  description:
    "Huber intensity curve on Koch houses (swe_houses_ex hsys 'K' whatever houseSystem says): each house divided by the golden section, the balance point at 0.382 and the low point at 0.618 of the house from its cusp; intensity 1 at the cusp, 0 at the low point, rising again to 1 at the next cusp (traced by two half-cosines). Planets placed by cusp comparison on the Koch cusps, positionInHouse = (lambda - cusp k) / (cusp k+1 - cusp k) with arcs mod 360; zone (kebab-case: cusp, balance, low-point, pre-cusp, the catalogue's lowPoint and preCusp in the service's kebab-case vocabulary) = the nearest mark (cusp, balance point, low point, or the next cusp: pre-cusp), boundaries halfway between marks (Huber, LifeClock; Astrological Psychosynthesis). |latitude| must be below 66 deg (Koch).",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    kochCusps: Type.Array(Type.Number(), { minItems: 12, maxItems: 12 }),
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), ...PositionMembers,
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      positionInHouse: Type.Number({ minimum: 0, maximum: 1 }),
      zone: StringEnum(['cusp', 'balance', 'low-point', 'pre-cusp'] as const),
      intensity: Type.Number({ minimum: 0, maximum: 1 }),
    }), { minItems: 10, maxItems: 10 }),
    balancePoints: Type.Array(Mark, { minItems: 12, maxItems: 12 }),
    lowPoints: Type.Array(Mark, { minItems: 12, maxItems: 12 }),
    source: Type.String(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => houseIntensity(body, services, lang),
});
