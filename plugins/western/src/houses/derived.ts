import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, Warnings } from '@celestial/core';
import { derivedAnswer } from '../lib/houses-division.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_EXAMPLE } from '../lib/houses-schemas.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/houses/derived',
  summary: 'Derived (turned) houses counted from a base house',
  description:
    "Radix house h counted as derived house ((h - base) mod 12) + 1: base 7 makes the radix 10th the partner's 4th. Each cusp's ruler by traditional domicile and the radix house that ruler occupies. The turning of the chart of Lilly, Christian Astrology (1647) book II (houses counted from the quesited's house), applied to the natal figure.",
  body: birthData({ baseHouse: Type.Integer({ minimum: 1, maximum: 12, description: 'the house counted as the first' }) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    baseHouse: Type.Integer({ minimum: 1, maximum: 12 }),
    houses: Type.Array(Type.Object({
      derivedHouse: Type.Integer({ minimum: 1, maximum: 12 }),
      radixHouse: Type.Integer({ minimum: 1, maximum: 12 }),
      cusp: PositionMembers.longitude,
      sign: PositionMembers.sign,
      signName: PositionMembers.signName,
      degreeInSign: PositionMembers.degreeInSign,
      formatted: PositionMembers.formatted,
      ruler: BodyRefSchema,
      rulerRadixHouse: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
    }), { minItems: 12, maxItems: 12 }),
    warnings: Warnings,
  }),
  examples: [{ name: 'partner-houses', body: { ...KYIV_EXAMPLE, baseHouse: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(derivedAnswer(body, services, lang), lang), lang),
});
