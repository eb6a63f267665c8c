/** Request and response pieces shared by the sky operations (fixed stars, asteroids, centaurs). */
import { Type } from '@sinclair/typebox';
import { PositionMembers } from '@celestial/core';
import { StarNatureSchema, StarRefSchema } from './vocabulary.js';

export const StarList = Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 64, description: 'traditional names (Regulus) or Bayer designations (alLeo) as in sefstars.txt' });
export const MagnitudeLimit = Type.Number({ minimum: -2, maximum: 7, default: 2.5, description: 'default list: the named bright stars of this magnitude or brighter (the table holds the named stars brighter than 2.5), plus the Behenian fifteen' });

export const StarItem = Type.Object({
  ...StarRefSchema.properties,
  bayer: Type.String({ description: 'Bayer designation as sefstars.txt spells it (alLeo)' }),
  ...PositionMembers,
  latitude: Type.Number(),
  rightAscension: Type.Number({ minimum: 0, maximum: 360, description: 'degrees, true equator of date' }),
  declination: Type.Number({ minimum: -90, maximum: 90 }),
  magnitude: Type.Number({ description: 'visual magnitude (swe_fixstar2_mag)' }),
  nature: StarNatureSchema,
  behenian: Type.Boolean({ description: 'one of the fifteen Behenian stars (Agrippa I.32)' }),
});

export const MinorBody = Type.Object({
  number: Type.Integer({ description: 'Minor Planet Center number' }),
  slug: Type.String({ description: 'ceres, chiron ... the kebab-case name, or asteroid-<number> for an unnamed one' }),
  name: Type.String(),
  swissId: Type.Integer({ description: 'Swiss Ephemeris body number (SE_AST_OFFSET + number for numbered asteroids)' }),
  ...PositionMembers,
  latitude: Type.Number(),
  speed: Type.Number({ description: 'degrees per day' }),
  retrograde: Type.Boolean(),
  house: Type.Integer({ minimum: 1, maximum: 36 }),
});

export const Unavailable = Type.Array(Type.Object({
  number: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  file: Type.String({ description: 'the Swiss Ephemeris file the body needs' }),
  reason: Type.Object({
    slug: Type.String({ description: 'ephemeris-file-missing, outside-file-span or file-span-no-asteroids' }),
    text: Type.String({ description: "why, in the answer's language" }),
  }),
}), { description: 'bodies asked for that this service cannot place, and why (never estimated)' });
