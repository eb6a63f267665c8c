import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, PositionMembers, StringEnum } from '@celestial/core';
import { prenatalSyzygyAnswer } from './lib/doctrines.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/prenatal-syzygy',
  summary: 'The last new or full moon before birth, its degree, lord and bound',
  description: "The last exact Sun-Moon conjunction or opposition before birth (roots of lambda Moon - lambda Sun = 0 or 180 deg searched backwards); for a full moon the degree of the luminary that was above the horizon at the syzygy (Ptolemy, Tetrabiblos III.2), for a new moon the common degree; its domicile lord and Egyptian bound lord, and its whole-sign house in the natal chart.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    kind: StringEnum(['new-moon', 'full-moon'] as const),
    at: Instant(),
    luminary: PlanetRef,
    ...PositionMembers,
    domicileLord: PlanetRef,
    boundLord: PlanetRef,
    wholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }, { name: 'paris', body: NIGHT_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => prenatalSyzygyAnswer(body, services, lang),
});
