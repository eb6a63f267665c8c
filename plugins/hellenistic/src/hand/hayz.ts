import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { hayz } from '../lib/doctrines.js';
import { Echo } from '../lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/hand/hayz',
  summary: "Halb and hayz of each planet (Robert Hand, Night & Day: Planetary Sect in Astrology)",
  description: "Robert Hand, Night & Day (ARHAT, 1995): halb = a diurnal planet (Sun, Jupiter, Saturn; Mercury as morning star) above the horizon by day or below by night, a nocturnal planet (Moon, Venus, Mars; Mercury as evening star) below by day or above by night (hemisphere by (lambda - lambda ASC) mod 360 >= 180 = above, as /hellenistic/sect); hayz = halb plus a sign of the sect's gender (masculine for diurnal, feminine for nocturnal); contrary = neither condition met.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    sect: StringEnum(['day', 'night'] as const),
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), planetSect: StringEnum(['diurnal', 'nocturnal'] as const),
      hemisphereMatch: Type.Boolean(), signGenderMatch: Type.Boolean(), halb: Type.Boolean(), hayz: Type.Boolean(), contrary: Type.Boolean(),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'day', body: KYIV_BIRTH }, { name: 'night', body: NIGHT_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => hayz(body, services, lang),
});
