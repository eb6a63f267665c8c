import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { aspectsTable } from './lib/aspects.js';
import { Language, REFERENCE_EXAMPLES } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/aspects',
  summary: 'Aspects: angle, symbol, harmonic, default orb, nature and colour',
  description:
    "Ptolemaic majors 0/60/90/120/180 (Tetrabiblos I.13) and Kepler's minors 30, 45, 72, 135, 144, 150 (Harmonices Mundi IV); default orbs and colours are those /aspects uses in its type object. Names follow the language of the answer (Accept-Language, `lang`). Keyless, 0 credits.",
  response: Type.Object({
    language: Language,
    aspects: Type.Array(
      Type.Object({
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
        angle: Type.Number({ minimum: 0, maximum: 180 }),
        symbol: Type.String(),
        isMajor: Type.Boolean(),
        harmonic: Type.Integer({ minimum: 1 }),
        defaultOrb: Type.Number({ minimum: 0, description: 'degrees' }),
        nature: Type.Union([Type.Literal('harmonious'), Type.Literal('challenging'), Type.Literal('neutral')]),
        color: Type.String({ pattern: '^#[0-9A-F]{6}$' }),
        i18nKey: Type.String(),
      }),
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, aspects: aspectsTable(lang) }),
});
