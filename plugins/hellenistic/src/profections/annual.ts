import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { annualProfection } from '../lib/timing.js';
import { Echo, PlanetRef, SignMembers, When } from '../lib/natal.js';
import { KYIV_BIRTH } from '../lib/examples.js';

const SignRef = Type.Object(SignMembers);

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/profections/annual',
  summary: 'Annual profection: the profected sign and the lord of the year at a date',
  description:
    "Annual profection (Valens, Anthology IV; Firmicus Maternus, Mathesis II): completed years of age at targetDate; the profected sign is the natal Ascendant's sign advanced by the age in whole signs, its domicile lord the lord of the year; every natal planet, the angles and the lots of Fortune and Spirit advanced by the same number of signs; the year runs from the birthday of that age (same local date and clock) to the next.",
  body: birthData({ targetDate: Type.Optional(DateString) }),
  response: Type.Object({
    ...Echo,
    targetDate: Type.String({ description: 'the date read (YYYY-MM-DD), today (UTC) when none was sent' }),
    age: Type.Integer({ minimum: 0, description: 'completed years at targetDate' }),
    profectedSign: SignRef,
    profectedHouse: Type.Integer({ minimum: 1, maximum: 12, description: 'whole-sign house of the profected sign from the natal Ascendant' }),
    lordOfYear: PlanetRef,
    lordOfYearNatal: Type.Object({ ...SignMembers, wholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }) }),
    planetsInProfectedSign: Type.Array(PlanetRef, { description: 'natal planets in the profected sign' }),
    periodStart: When('the birthday that opens the profection year'),
    periodEnd: When('the next birthday'),
    profectedPoints: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), natal: SignRef, profected: SignRef })),
  }),
  examples: [{ name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-03-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => annualProfection(body, services, lang),
});
