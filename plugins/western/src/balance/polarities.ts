import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { polaritiesAnswer } from '../lib/chart-balance.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_EXAMPLE } from '../lib/houses-schemas.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

const Side = Type.Object({ count: Type.Integer({ minimum: 0 }), planets: Type.Array(BodyRefSchema) });

export default defineOperation({
  method: 'POST',
  path: '/balance/polarities',
  summary: 'Masculine (fire, air) and feminine (earth, water) sign balance',
  description:
    'Sign gender after Ptolemy, Tetrabiblos I.12: fire and air signs masculine (diurnal), earth and water feminine (nocturnal). Sun to Pluto counted, plus the Ascendant and MC unless includeAngles is false. ratio is "masculine:feminine". Element and modality totals are /modern/arroyo/element-balance.',
  body: birthData({ includeAngles: Type.Optional(Type.Boolean({ default: true })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    masculine: Side,
    feminine: Side,
    dominant: Type.Union([Type.Literal('masculine'), Type.Literal('feminine'), Type.Literal('balanced')]),
    ratio: Type.String({ pattern: '^\\d+:\\d+$', description: 'masculine count : feminine count' }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'kyiv-planets-only', body: { ...KYIV_EXAMPLE, includeAngles: false } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(polaritiesAnswer(body, services, lang), lang), lang),
});
