import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { zodiacalReleasing } from './lib/timing.js';
import { Echo, PlanetRef, SignMembers, When } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

const periodMembers = {
  level: Type.Integer({ minimum: 1, maximum: 4 }),
  ...SignMembers,
  lord: PlanetRef,
  start: When('start of the period'),
  end: When('end of the period'),
};

/** A period with its sub-periods; four levels at most, so the schema nests four deep. */
function period(depth: number): TSchema {
  return Type.Object({
    ...periodMembers,
    peak: Type.Union([StringEnum(['major', 'angular'] as const), Type.Null()], { description: 'major in the 10th sign from Fortune, angular in the 1st, 4th or 7th' }),
    loosingOfBond: Type.Boolean({ description: 'this period opens the jump to the sign opposite its parent\'s' }),
    children: Type.Array(depth > 1 ? period(depth - 1) : Type.Never()),
  });
}

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/zodiacal-releasing',
  summary: 'Zodiacal releasing from the Lot of Spirit or Fortune (Valens), with the loosing of the bond and the peak periods',
  description:
    "Valens, Anthology IV: periods start at the lot's sign at birth and run through the signs in zodiacal order, each for its minor years (Aries 15, Taurus 8, Gemini 20, Cancer 25, Leo 19, Virgo 20, Libra 8, Scorpio 15, Sagittarius 12, Capricorn 27, Aquarius 30, Pisces 12): level 1 in 360-day years, level 2 in 30-day months, level 3 in 2.5-day units, level 4 in 5-hour units, each level from its parent's sign. Loosing of the bond: when a level's sub-periods have run through all twelve signs within their parent, the next jumps to the sign opposite the parent's. Peaks: periods in the 1st, 4th, 7th and 10th sign from the Lot of Fortune (the 10th major). Lots by Paulus' formulas, reversed by night. The window is fromDate (default birth) plus years (default 100, 100, 5, 0.5 by levels; at most 120, 120, 10, 1).",
  body: birthData({
    lot: Type.Optional(StringEnum(['spirit', 'fortune', 'eros', 'necessity'] as const, { default: 'spirit' })),
    levels: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, default: 2 })),
    fromDate: Type.Optional(DateString),
    years: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 120 })),
    targetDate: Type.Optional(DateString),
  }),
  response: Type.Object({
    ...Echo,
    lot: Type.Object({ slug: Type.String(), name: Type.String(), longitude: Type.Number(), ...SignMembers }),
    fortuneSign: Type.Object(SignMembers),
    periods: Type.Array(period(4)),
    current: Type.Array(Type.Object(periodMembers), { description: 'the periods of each level at targetDate (default today UTC)' }),
  }),
  examples: [{ name: 'spirit-two-levels', body: { ...KYIV_BIRTH, years: 40 } }, { name: 'fortune-three-levels', body: { ...KYIV_BIRTH, lot: 'fortune', levels: 3, fromDate: '2024-01-01', years: 1 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => zodiacalReleasing(body, services, lang) as never,
});
