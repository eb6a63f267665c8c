import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { houseTrinities } from '../../lib/modern-schools.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Trinity = Type.Object({
  houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
  planets: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }) })),
  score: Type.Number(),
  percent: Type.Number(),
});
const TrinityEnum = StringEnum(['life', 'substance', 'relationship', 'psychism'] as const);

export default defineOperation({
  method: 'POST',
  path: '/modern/arroyo/house-trinities',
  summary: "Arroyo's trinities of houses (life, substance, relationship, psychism) against the sign elements",
  description: "Arroyo's trinities (Astrology, Psychology and the Four Elements; Chart Interpretation Handbook, 1989): fire houses 1-5-9 life, earth 2-6-10 substance, air 3-7-11 relationship, water 4-8-12 psychism; Sun to Pluto counted by house (cusp comparison in the chart's houseSystem) with the element-balance weights, set against the same planets' sign-element shares.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    trinities: Type.Object({ life: Trinity, substance: Trinity, relationship: Trinity, psychism: Trinity }),
    emphasized: TrinityEnum,
    comparedWithSigns: Type.Array(Type.Object({ trinity: TrinityEnum, element: StringEnum(['fire', 'earth', 'air', 'water'] as const), housePercent: Type.Number(), signPercent: Type.Number() }), { minItems: 4, maxItems: 4 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => houseTrinities(body, services, lang),
});
