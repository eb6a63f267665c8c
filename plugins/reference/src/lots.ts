import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { lotsTable } from './lib/lots.js';
import { Language, REFERENCE_EXAMPLES } from './lib/schemas.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String({ description: "in the answer's language" }) });
/** Asc + A - B: the points as references (A and B a planet, or the lot of Fortune or Spirit) and the formula in words. */
const LotFormula = Type.Object({
  ascendant: Named,
  add: Named,
  subtract: Named,
  text: Type.String({ description: "Ascendant + A - B with the names in the answer's language (Ascendant + Moon - Sun in English)" }),
}, { description: 'Asc + A - B' });

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
