import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, Warnings } from '@celestial/core';
import { decans } from './lib/rulers.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings, withSignNumbers } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/decans',
  summary: 'Triplicity decan of each body and angle, with its sign and rulers',
  description:
    'Triplicity decans of modern Western astrology (Alan Leo, How to Judge a Nativity): a sign\'s three 10-degree decans belong to the signs of its element in zodiacal order (Aries: Aries, Leo, Sagittarius), ruled by their domicile lords, traditional and modern. The Chaldean faces and Egyptian decan names are /hellenistic/decans.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    points: Type.Array(Type.Object({
      point: BodyRefSchema,
      id: Type.Union([Type.Integer(), Type.Null()], { description: 'body number; null for the Ascendant and MC' }),
      ...PositionMembers,
      decan: Type.Integer({ minimum: 1, maximum: 3 }),
      decanSign: PositionMembers.sign, decanSignName: PositionMembers.signName,
      triplicityRuler: BodyRefSchema,
      modernTriplicityRuler: BodyRefSchema,
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'sidereal', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, zodiacType: 'sidereal' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withSignNumbers(withWarnings(decans(body, services, lang), lang), lang), lang),
});
