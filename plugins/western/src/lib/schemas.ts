/** Response shapes the western operations share. */
import { Type } from '@sinclair/typebox';
import { AspectItem, Moment, PositionMembers, Settings } from '@celestial/core';

export const AnglesSchema = Type.Object({
  ascendant: Type.Number(), mc: Type.Number(), descendant: Type.Number(), ic: Type.Number(), armc: Type.Number(), vertex: Type.Number(),
});

/**
 * A body in the vocabulary (DESIGN.md, "Vocabulary"; lib/vocabulary.ts bodyOut): `id` is the
 * Swiss Ephemeris number, `slug` stable English, `name` in the answer's language, the position
 * members (`sign` 1-12, Aries 1), latitude, distance, speed and retrograde.
 */
export const BodyItem = Type.Object({
  id: Type.Integer({ description: 'Swiss Ephemeris body number (the planetIds inputs)' }),
  slug: Type.String({ description: 'stable lower-case English name: sun ... pluto, mean-node, true-node, chiron, lilith' }),
  name: Type.String({ description: "display name in the answer's language" }),
  ...PositionMembers,
  latitude: Type.Number({ description: 'ecliptic latitude, degrees' }),
  distance: Type.Number({ description: 'AU' }),
  speed: Type.Number({ description: 'degrees per day in longitude' }),
  retrograde: Type.Boolean(),
});

export const BodyInHouse = Type.Composite([BodyItem, Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }) })]);

/** A house cusp (lib/vocabulary.ts cuspOut): its number and the cusp's position. */
export const CuspItem = Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }), ...PositionMembers });

/** A point known by its longitude (composite bodies): id, slug, name and position. */
export const PointItem = Type.Object({
  id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
  slug: Type.String(),
  name: Type.String({ description: "display name in the answer's language" }),
  ...PositionMembers,
});

export { AspectItem, Moment, Settings };
