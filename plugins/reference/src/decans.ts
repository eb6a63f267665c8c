import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { decansTable } from './lib/decans.js';
import { ClassicalPlanet, Language, REFERENCE_EXAMPLES, SignRef } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/decans',
  summary: 'The 36 decans: Chaldean and triplicity (drekkana) rulers, Egyptian names and images',
  description:
    'Faces in Chaldean order from Mars at 0 Aries; triplicity (drekkana) rulers after Brihat Parashara Hora Shastra; Egyptian decan names after Hephaestion of Thebes, Apotelesmatika I.1; images after the Latin Picatrix II.11. Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    decans: Type.Array(
      Type.Object({
        index: Type.Integer({ minimum: 1, maximum: 36 }),
        slug: Type.String({ description: 'the sign and which third: aries-first ... pisces-third' }),
        ...SignRef.properties,
        startLongitude: Type.Integer({ minimum: 0, maximum: 350 }),
        chaldeanRuler: ClassicalPlanet,
        triplicityRuler: ClassicalPlanet,
        name: Type.String({ description: "Egyptian decan name (Hephaestion), in the answer's script (Latin letters in the Latin-script languages, Greek in Greek, transliterated in the others); some recur" }),
        image: Type.String({ description: "the image of the face (Picatrix), condensed, in the answer's language" }),
      }),
      { minItems: 36, maxItems: 36 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, decans: decansTable(lang) }),
});
