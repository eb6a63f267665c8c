import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { signsTable } from './lib/zodiac.js';
import { AnyPlanet, ClassicalPlanet, Exaltation, Language, REFERENCE_EXAMPLES } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/signs',
  summary: 'The twelve signs: element, modality, polarity, rulers, exaltation, detriment, fall, body part',
  description:
    'Domiciles, exaltations, detriments and falls after Ptolemy, Tetrabiblos I.17-19; modern rulers Pluto (Scorpio), Uranus (Aquarius), Neptune (Pisces); body parts after Manilius, Astronomica II. Names follow the language of the answer (Accept-Language, `lang`); planets are `{ slug, name }`. Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    signs: Type.Array(
      Type.Object({
        sign: Type.Integer({ minimum: 1, maximum: 12, description: 'Aries 1 ... Pisces 12, as every position numbers signs' }),
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
        glyph: Type.String({ description: 'Unicode character U+2648-U+2653' }),
        startLongitude: Type.Integer({ minimum: 0, maximum: 330, description: 'tropical (or sidereal) longitude where the sign begins, degrees' }),
        element: Type.Union([Type.Literal('fire'), Type.Literal('earth'), Type.Literal('air'), Type.Literal('water')]),
        modality: Type.Union([Type.Literal('cardinal'), Type.Literal('fixed'), Type.Literal('mutable')]),
        polarity: Type.Union([Type.Literal('masculine'), Type.Literal('feminine')]),
        rulers: Type.Object({ traditional: ClassicalPlanet, modern: AnyPlanet }),
        exaltation: Type.Union([Exaltation, Type.Null()], { description: 'the planet exalted here with its degree; null for the five signs without one' }),
        detriment: ClassicalPlanet,
        fall: Type.Union([ClassicalPlanet, Type.Null()]),
        bodyPart: Type.String({ description: 'Manilius, Astronomica II.453-465' }),
        i18nKey: Type.String(),
      }),
      { minItems: 12, maxItems: 12 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, signs: signsTable(lang) }),
});
