/** Request and answer shapes shared by /aspect-timeline and /aspect-bar. */
import { Type } from '@sinclair/typebox';
import { AspectAngleList, BodyIdList, DateString } from '@celestial/core';
import { AspectRef } from '../transits.js';

export const TimelineFields = (defaultOrb: number) => ({
  startDate: DateString,
  endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD (inclusive: the grid runs to its end, 24:00 UT)' }),
  stepDays: Type.Number({ minimum: 1 / 24, maximum: 365, description: 'grid step in days, one hour (1/24) to one year (365); samples x transiting bodies at most 5000' }),
  maxOrb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 30, default: defaultOrb, description: 'degrees, at most 30' })),
  transitPlanetIds: Type.Optional(BodyIdList),
  planetIds: Type.Optional(BodyIdList),
  aspectAngles: Type.Optional(AspectAngleList),
});

export const BodyRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export const TimelinePointRef = Type.Object({ id: Type.Union([Type.Integer(), Type.Null()], { description: 'Swiss body number; null for the Ascendant and MC' }), slug: Type.String(), name: Type.String(), longitude: Type.Number() });
export { AspectRef };
