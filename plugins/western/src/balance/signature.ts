import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings, PositionMembers, SignReferenceSchema } from '@celestial/core';
import { signatureAnswer } from '../lib/chart-balance.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_EXAMPLE } from '../lib/houses-schemas.js';
import { withWarnings, withSignNumbers } from '../lib/vocabulary.js';

const Row = Type.Object({ cardinal: Type.Integer({ minimum: 0 }), fixed: Type.Integer({ minimum: 0 }), mutable: Type.Integer({ minimum: 0 }) });
const ElementName = Type.Union([Type.Literal('fire'), Type.Literal('earth'), Type.Literal('air'), Type.Literal('water')]);
const ModalityName = Type.Union([Type.Literal('cardinal'), Type.Literal('fixed'), Type.Literal('mutable')]);

export default defineOperation({
  method: 'POST',
  path: '/balance/signature',
  summary: 'Element x modality grid and the chart signature sign',
  description:
    "Element x modality cross-table of Sun to Pluto (and the Ascendant and MC unless includeAngles is false); each cell is one sign. The signature sign combines the dominant element and the dominant modality (the 'chart signature' of modern chart synthesis); a tie goes to the quality of the Sun's sign, then the Moon's, then the first in the order fire, earth, air, water / cardinal, fixed, mutable. emptyCells name the signs no point occupies.",
  body: birthData({ includeAngles: Type.Optional(Type.Boolean({ default: true })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    grid: Type.Object({ fire: Row, earth: Row, air: Row, water: Row }),
    dominantElement: ElementName,
    dominantModality: ModalityName,
    signatureSign: PositionMembers.sign, signatureSignName: PositionMembers.signName,
    emptyCells: Type.Array(SignReferenceSchema, { description: 'the signs no point occupies' }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'kyiv-planets-only', body: { ...KYIV_EXAMPLE, includeAngles: false } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withSignNumbers(withWarnings(signatureAnswer(body, services, lang), lang), lang),
});
