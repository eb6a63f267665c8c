/** Response shapes the western operations share. */
import { Type } from '@sinclair/typebox';
import { AspectItem, Moment, Settings } from '@celestial/core';

export const PlanetItem = Type.Object({
  id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
  name: Type.String(),
  longitude: Type.Number({ minimum: 0, maximum: 360 }),
  latitude: Type.Number(),
  distance: Type.Number({ description: 'AU' }),
  speed: Type.Number({ description: 'degrees per day in longitude' }),
  retrograde: Type.Boolean(),
  sign: Type.String(),
  signIndex: Type.Integer({ minimum: 0, maximum: 11 }),
  degreeInSign: Type.Number({ minimum: 0, maximum: 30 }),
});

export const PlanetInHouse = Type.Composite([PlanetItem, Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }) })]);

export const HouseItem = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 36 }),
  cusp: Type.Number({ minimum: 0, maximum: 360 }),
  sign: Type.String(),
  degreeInSign: Type.Number(),
});

export const AnglesSchema = Type.Object({
  ascendant: Type.Number(), mc: Type.Number(), descendant: Type.Number(), ic: Type.Number(), armc: Type.Number(), vertex: Type.Number(),
});

export const Warnings = Type.Array(Type.String(), { description: 'what was left out or approximated, and why' });

export { AspectItem, Moment, Settings };
