import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { monthlyProfections } from '../lib/doctrines.js';
import { Echo, PlanetRef, SignMembers } from '../lib/natal.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/profections/monthly',
  summary: 'The twelve monthly profections of the profection year (solar or equal months)',
  description: "Valens, Anthology IV: twelve monthly profections within the profection year, each one sign further from the annual profected sign. Solar method: month k + 1 (k = 0..11) begins when the transiting Sun reaches natal Sun + 30k deg (roots of the Sun's longitude; the first month opens at the solar return nearest the birthday); equal method: the year from birthday to birthday cut into twelve equal parts.",
  body: birthData({ targetDate: Type.Optional(DateString), method: Type.Optional(StringEnum(['solar', 'equal'] as const, { default: 'solar' })) }),
  response: Type.Object({
    ...Echo,
    targetDate: Type.String({ description: 'the date read (YYYY-MM-DD)' }),
    method: StringEnum(['solar', 'equal'] as const),
    age: Type.Integer({ minimum: 0 }),
    annualSign: Type.Object(SignMembers),
    months: Type.Array(Type.Object({ index: Type.Integer({ minimum: 1, maximum: 12 }), start: Instant(), end: Instant(), ...SignMembers, lord: PlanetRef }), { minItems: 12, maxItems: 12 }),
    current: Type.Union([Type.Object({ index: Type.Integer({ minimum: 1, maximum: 12 }), ...SignMembers, lord: PlanetRef }), Type.Null()], { description: 'the month holding targetDate; null in the days between the birthday and the solar return' }),
  }),
  examples: [{ name: 'solar', body: { ...KYIV_BIRTH, targetDate: '2024-03-01' } }, { name: 'equal', body: { ...KYIV_BIRTH, targetDate: '2024-03-01', method: 'equal' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => monthlyProfections(body, services, lang),
});
