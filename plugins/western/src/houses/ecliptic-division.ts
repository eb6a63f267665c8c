import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { eclipticDivisionAnswer } from '../lib/houses-division.js';
import { Moment, Settings } from '../lib/schemas.js';
import { Cusps12, KYIV_EXAMPLE, TROMSO_EXAMPLE } from '../lib/houses-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/houses/ecliptic-division',
  summary: 'Ecliptic-division house systems side by side: Equal, Whole Sign, Vehlow, Porphyry, Sripati, Pullen',
  description:
    "Systems defined in the ecliptic, valid at every latitude (the fallbacks a polar 422 recommends): Equal from the Ascendant (A and E), from the MC + 90 (D), from 0 Aries (N), Whole Sign (W: 0 degrees of the Ascendant's sign), Vehlow (Ascendant - 15), Porphyry (each quadrant trisected), Sripati (Porphyry cusps as house middles), Pullen sinusoidal delta (L) and ratio (Q) (Walter Pullen, Astrolog). All through swe_houses_ex; quadrants from the four angles (I Asc-IC, II IC-Dsc, III Dsc-MC, IV MC-Asc).",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    systems: Type.Array(Type.Object({ code: Type.String(), slug: Type.String(), name: Type.String(), cusps: Cusps12 })),
    quadrants: Type.Array(Type.Object({ quadrant: Type.Integer({ minimum: 1, maximum: 4 }), from: Type.Number(), to: Type.Number(), sizeDegrees: Type.Number() }), { minItems: 4, maxItems: 4 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'tromso', body: TROMSO_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => eclipticDivisionAnswer(body, services, lang),
});
