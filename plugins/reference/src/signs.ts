import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { langOf } from './lib/i18n.js';
import { signsTable } from './lib/zodiac.js';
import { AnyPlanet, ClassicalPlanet, Exaltation, REFERENCE_EXAMPLES } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/signs',
  summary: 'The twelve signs: element, modality, polarity, rulers, exaltation, detriment, fall, body part',
  description:
    'Domiciles, exaltations, detriments and falls after Ptolemy, Tetrabiblos I.17-19; modern rulers Pluto (Scorpio), Uranus (Aquarius), Neptune (Pisces); body parts after Manilius, Astronomica II. `lang` localises `name`. Keyless, 0 credits.',
  response: Type.Object({
    signs: Type.Array(
      Type.Object({
        index: Type.Integer({ minimum: 0, maximum: 11 }),
        slug: Type.String(),
        name: Type.String({ description: 'in the language of `lang`, English by default' }),
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
  handler: ({ query }) => ({ signs: signsTable(langOf(query)) }),
});
