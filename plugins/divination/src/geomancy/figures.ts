import { Type } from '@sinclair/typebox';
import { BodyReferenceSchema, bodyReference, defineOperation, PositionMembers, SIGN_SLUGS, signName } from '@celestial/core';
import type { SignSlug } from '@celestial/core';
import { FIGURES } from '../lib/geomancy.js';

export default defineOperation({
  method: 'GET',
  path: '/geomancy/figures',
  summary: 'The sixteen geomantic figures with their rows, element, planet, sign and nature',
  description:
    "Static table of the 16 figures (Via, Populus, Conjunctio, Carcer, Fortuna Major, Fortuna Minor, Acquisitio, Amissio, Laetitia, Tristitia, Puella, Puer, Albus, Rubeus, Caput Draconis, Cauda Draconis): rows head to feet (1 = one point, 2 = two), planet and sign as Cornelius Agrippa's 'Of Geomancy' (Fourth Book) gives them and John Michael Greer, 'The Art and Practice of Geomancy' (2009) tabulates them, the element of the sign (Caput Draconis earth, Cauda Draconis fire: the lunar nodes, sign null), and the figure's nature (favourable, unfavourable, mixed).",
  response: Type.Object({
    figures: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String({ description: 'Latin name' }), latin: Type.String(), english: Type.String(),
      rows: Type.Array(Type.Union([Type.Literal(1), Type.Literal(2)]), { minItems: 4, maxItems: 4 }),
      element: Type.Union(['fire', 'earth', 'air', 'water'].map((e) => Type.Literal(e))),
      planet: Type.Object(BodyReferenceSchema.properties, { description: "the figure's planet (the nodes for Caput and Cauda Draconis), by reference" }),
      // The vocabulary's sign 1-12 with its name in the answer's language (DESIGN.md, Vocabulary; issue 12).
      sign: Type.Union([PositionMembers.sign, Type.Null()], { description: 'Aries 1 ... Pisces 12; null for the nodes' }),
      signName: Type.Union([PositionMembers.signName, Type.Null()]),
      favourable: Type.Union(['favourable', 'unfavourable', 'mixed'].map((e) => Type.Literal(e))),
    }), { minItems: 16, maxItems: 16 }),
  }),
  examples: [{}],
  handler: ({ lang }) => ({
    figures: FIGURES.map((f) => {
      const sign = f.sign === null ? null : SIGN_SLUGS.indexOf(f.sign as SignSlug) + 1;
      return { ...f, name: f.latin, rows: [...f.rows], planet: bodyReference(f.planet, lang), sign, signName: sign === null ? null : signName(sign, lang) };
    }),
  }),
});
