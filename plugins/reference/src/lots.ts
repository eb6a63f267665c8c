import { Type } from '@sinclair/typebox';
import { defineOperation, LotFormula } from '@celestial/core';
import { lotsTable } from './lib/lots.js';
import { Language, REFERENCE_EXAMPLES } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/lots',
  summary: 'Lots (Arabic parts): day and night formulas, significations and sources',
  description:
    'Hermetic lots (Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis) after Paulus Alexandrinus, Introduction ch. 23, and further parts (father, mother, brothers, children, sickness, marriage) after Bonatti, Liber Astronomiae; the set the arabic-parts operations compute. Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    lots: Type.Array(
      Type.Object({
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
        dayFormula: LotFormula,
        nightFormula: Type.Object(LotFormula.properties, { description: 'the day formula reversed when reversesAtNight' }),
        reversesAtNight: Type.Boolean(),
        signification: Type.String({ description: "in the answer's language" }),
        source: Type.String(),
      }),
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, lots: lotsTable(lang) }),
});
