import { Type } from '@sinclair/typebox';
import { defineOperation, named, term } from '@celestial/core';
import { TRIGRAMS } from './lib/trigrams.js';
import { TextWarnings, textWarnings } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/iching/trigrams',
  summary: 'The eight trigrams with their Shuo Gua correspondences and the two directional arrangements',
  description:
    'Static table in Fu Xi order (1 Qian, 2 Dui, 3 Li, 4 Zhen, 5 Xun, 6 Kan, 7 Gen, 8 Kun): attribute, animal, body part and family member from the Shuo Gua (chapters 7-10) as { slug, name } in the answer\'s language (the slugs Legge\'s words); image Legge\'s English words (chapter 11), the trigram\'s name being the image in the language, the Early Heaven (Fu Xi) and Later Heaven (King Wen) directions, and the conventional five-phase attribution (Qian/Dui metal, Li fire, Zhen/Xun wood, Kan water, Gen/Kun earth). binary is written bottom line first (1 = yang).',
  response: Type.Object({
    trigrams: Type.Array(Type.Object({
      fuXiNumber: Type.Integer({ minimum: 1, maximum: 8 }),
      slug: Type.String(),
      name: Type.String({ description: "the trigram's image in the answer's language" }),
      chinese: Type.String(),
      binary: Type.String({ pattern: '^[01]{3}$', description: 'bottom line first, 1 = yang' }),
      attribute: Type.Object({ slug: Type.String(), name: Type.String() }, { description: "Shuo Gua ch. 7 (Legge's words as the slug), named in the answer's language" }),
      image: Type.String({ description: "Legge's English words for the image (Shuo Gua ch. 11); `name` is the image in the answer's language" }),
      family: Type.Object({ slug: Type.String(), name: Type.String() }, { description: "Shuo Gua ch. 10 (father ... youngest-daughter), named in the answer's language" }),
      element: Type.Union(['metal', 'fire', 'wood', 'water', 'earth'].map((e) => Type.Literal(e)), { description: 'five-phase slug' }),
      earlyHeavenDirection: Type.String({ description: 'compass slug (north, north-east...)' }),
      laterHeavenDirection: Type.String({ description: 'compass slug (north, north-east...)' }),
      bodyPart: Type.Object({ slug: Type.String(), name: Type.String() }, { description: "Shuo Gua ch. 9 (Legge's word as the slug), named in the answer's language" }),
      animal: Type.Object({ slug: Type.String(), name: Type.String() }, { description: "Shuo Gua ch. 8 (Legge's word as the slug), named in the answer's language" }),
    }), { minItems: 8, maxItems: 8 }),
    warnings: TextWarnings,
  }),
  examples: [{}],
  handler: ({ lang }) => ({
    trigrams: TRIGRAMS.map((t) => ({ ...t, name: term('trigram', t.slug, lang), attribute: named('trigram-attribute', t.attribute, lang), family: named('trigram-family', t.family, lang), bodyPart: named('trigram-body-part', t.bodyPart, lang), animal: named('trigram-animal', t.animal, lang) })),
    warnings: textWarnings(lang),
  }),
});
