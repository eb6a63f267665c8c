import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, Instant, TimeZones, defineOperation } from '@celestial/core';
import { hubersAgePoint } from '../../lib/progressions.js';
import { Echo, SignMembers } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/modern/huber/age-point',
  summary: "Huber's Age Point: six years through each Koch house, and its contacts with the natal planets",
  description: "Bruno and Louise Huber, Lebensuhr im Horoskop (LifeClock): the Age Point starts at the ASC at birth and crosses each Koch house (swe_houses_ex hsys 'K' whatever houseSystem says) in 6 years, linear in ecliptic longitude within the house: house h = floor(age / 6) mod 12 + 1, AP = cusp(h) + (age mod 6) / 6 x (cusp(h+1) - cusp(h)) (a 72-year cycle); age in tropical years. Contacts: the ages within `years` of targetDate when the AP makes 0, 30, 60, 90, 120, 150 or 180 deg to a natal planet (Sun to Pluto), solved on the same linear scale.",
  body: birthData({ targetDate: Type.Optional(DateString), years: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 72, default: 12 })) }),
  response: Type.Object({
    ...Echo,
    targetDate: Type.String({ description: 'the date read (YYYY-MM-DD)' }),
    age: Type.Number(),
    kochCusps: Type.Array(Type.Number(), { minItems: 12, maxItems: 12 }),
    agePoint: Type.Object({ longitude: Type.Number(), ...SignMembers, degreeInSign: Type.Number(), house: Type.Integer({ minimum: 1, maximum: 12 }), positionInHouse: Type.Number({ minimum: 0, maximum: 1 }) }),
    nextHouseAt: Instant(),
    contacts: Type.Array(Type.Object({ planet: Named, aspect: Named, age: Type.Number(), date: Instant() })),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, targetDate: '2024-03-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => hubersAgePoint(body, services, lang),
});
