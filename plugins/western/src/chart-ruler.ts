import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum, Warnings } from '@celestial/core';
import { chartRuler } from './lib/rulers.js';
import { AspectItem, Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from './lib/vocabulary.js';

const Ruler = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String({ description: "in the answer's language" }),
  ...PositionMembers,
  house: Type.Integer({ minimum: 1, maximum: 36 }),
  retrograde: Type.Boolean(),
  dignity: StringEnum(['domicile', 'exaltation', 'detriment', 'fall', 'peregrine'] as const),
});

export default defineOperation({
  method: 'POST',
  path: '/chart-ruler',
  summary: 'Lord of the Ascendant: its sign, house, condition and aspects',
  description:
    'The domicile lord of the rising sign (Lilly, Christian Astrology I), with the modern co-ruler for Scorpio, Aquarius and Pisces; placed by sign and by house (the k whose arc [cusp k, cusp k+1) holds it); its sign condition domicile, exaltation, detriment, fall or peregrine (none of those four); its aspects from the chart\'s aspect set (the /aspects items that name it); the bodies in the first house.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    ascendant: Type.Object(PositionMembers),
    ruler: Ruler,
    modernRuler: Type.Union([Ruler, Type.Null()]),
    aspects: Type.Array(AspectItem),
    planetsInFirst: Type.Array(BodyRefSchema),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'whole-sign', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, houseSystem: 'W' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(chartRuler(body, services, lang), lang), lang),
});
