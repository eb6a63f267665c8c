import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { interceptionsAnswer } from '../lib/houses-division.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_EXAMPLE, TROMSO_EXAMPLE } from '../lib/houses-schemas.js';
import { withWarnings } from '../lib/vocabulary.js';

/** A sign as answers number it: 1 (Aries) to 12 (Pisces). */
const SignNumber = Type.Integer({ minimum: 1, maximum: 12, description: 'sign 1 (Aries) to 12 (Pisces)' });

export default defineOperation({
  method: 'POST',
  path: '/houses/interceptions',
  summary: 'Intercepted and duplicated signs, and the bodies in intercepted signs',
  description:
    'From the cusps of houseSystem (swe_houses_ex): a sign holding no cusp lies wholly inside one house (intercepted); a sign holding two cusps is duplicated; both come in opposite pairs. Empty for Equal and Whole Sign; grows with latitude in quadrant systems. Gauquelin sectors (G) are refused: they are not twelve houses.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    interceptedSigns: Type.Array(Type.Object({
      sign: SignNumber, signName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }),
      oppositeSign: SignNumber, oppositeSignName: Type.String(),
    })),
    duplicatedSigns: Type.Array(Type.Object({ sign: SignNumber, signName: Type.String(), houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { minItems: 2 }) })),
    planetsInIntercepted: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(), sign: SignNumber, signName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }),
    })),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'tromso-porphyry', body: { ...TROMSO_EXAMPLE, houseSystem: 'O' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(interceptionsAnswer(body, services, lang), lang),
});
