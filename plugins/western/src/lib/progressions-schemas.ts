/** Request and answer pieces the /progressions/* and /directions/solar-arc* operations share. */
import { Type } from '@sinclair/typebox';
import { AspectNamingSchema } from './vocabulary.js';
import { Instant } from '@celestial/core';
import { Moment, Settings } from './schemas.js';
import { DateString, PositionMembers, StringEnum, Warnings } from '@celestial/core';

export const TargetDate = Type.Optional(Type.String({ ...DateString, description: 'the date of life read (0h UT), YYYY-MM-DD; today (UTC) when omitted; at most 150 years after birth' }));
export const Orb = Type.Optional(Type.Number({ minimum: 0, maximum: 10, default: 1, description: 'orb of every aspect, degrees' }));
export const ArcKey = StringEnum(['true-solar-arc', 'naibod', 'one-degree'] as const, { description: 'true solar arc (progressed Sun - natal Sun), Naibod 0.98564733 deg a year, or 1 deg a year', default: 'true-solar-arc' });

const Ref = Type.Object({ id: Type.Integer({ description: 'Swiss body number; 1000 Ascendant, 1001 MC' }), slug: Type.String(), name: Type.String() });

export const PairAspectItem = Type.Object({
  progressed: Ref, natal: Ref, aspect: AspectNamingSchema, angle: Type.Number(), orb: Type.Number(), isApplying: Type.Boolean(),
});
export const ProgressedAspectItem = Type.Object({
  planet1: Ref, planet2: Ref, aspect: AspectNamingSchema, angle: Type.Number(), orb: Type.Number(), isApplying: Type.Boolean(),
});
export const DirectedAspectItem = Type.Object({
  directed: Ref, natal: Ref, aspect: AspectNamingSchema, angle: Type.Number(), orb: Type.Number(), isApplying: Type.Boolean(),
});
export const BodyRef = Ref;

export const ProgressedPlanetBrief = Type.Object({
  id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(), name: Type.String({ description: "display name in the answer's language" }),
  ...PositionMembers,
  natalHouse: Type.Integer({ minimum: 1, maximum: 36 }), retrograde: Type.Boolean(),
});

/** A secondary-progressed body: the brief plus its speed per ephemeris day (= per year of life). */
export const ProgressedPlanet = Type.Composite([ProgressedPlanetBrief, Type.Object({ speed: Type.Number({ description: 'degrees per ephemeris day (= per year of life)' }) })]);

/** The answer of /progressions/tertiary, /minor and /converse: one shape, three time keys. */
export const OtherProgressionAnswer = Type.Object({
  moment: Moment,
  settings: Settings,
  targetDate: Type.String(),
  age: Type.Number({ description: 'years of life at targetDate 0h UT' }),
  progressedJulianDay: Type.Number(),
  progressedDate: Instant("the progressed ephemeris moment, at the birth moment's UTC offset"),
  planets: Type.Array(ProgressedPlanetBrief),
  angles: Type.Object({ ascendant: Type.Number(), mc: Type.Number() }),
  aspectsToNatal: Type.Array(PairAspectItem),
  warnings: Warnings,
});
