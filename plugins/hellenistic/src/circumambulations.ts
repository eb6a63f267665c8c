import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, PositionMembers, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { circumambulations } from './lib/length-of-life.js';
import { Echo, SignMembers } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/circumambulations',
  summary: 'The aphetic point directed through the Egyptian bounds: distributors and partners by age (Ptolemy IV.10)',
  description:
    "Directing the aphetic point (ascendant, sun, moon or fortune; default ascendant) through the Egyptian bounds (Ptolemy, Tetrabiblos I.20) by primary motion: the arc to each bound boundary (an ecliptic degree at latitude 0, right ascension and declination with the true obliquity) by the Placidian semi-arc method of /directions/primary (Ptolemy's proportional method), which for the Ascendant reduces to the difference of oblique ascensions at the birth latitude; age = arc / key (ptolemy 1 deg a year, naibod 0.98564733 deg a year; default ptolemy), up to `years` (default 90). Distributor = lord of the bound entered; partners = planets whose bodies or Ptolemaic rays (sextile, square, trine either way, opposition) fall in it, each with the age at which the directed point meets it (Tetrabiblos IV.10; Gansten, Primary Directions, 2009). |latitude| must be below 66 deg.",
  body: birthData({
    aphetic: Type.Optional(StringEnum(['ascendant', 'sun', 'moon', 'fortune'] as const, { default: 'ascendant' })),
    key: Type.Optional(StringEnum(['ptolemy', 'naibod'] as const, { default: 'ptolemy' })),
    years: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 90 })),
  }),
  response: Type.Object({
    ...Echo,
    aphetic: Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers, mundanePosition: Type.Number({ description: 'Placidian mundane position, 0 upper meridian, 90 west, 180 lower meridian, 270 east' }) }),
    key: StringEnum(['ptolemy', 'naibod'] as const),
    degreesPerYear: Type.Number(),
    armc: Type.Number(),
    obliquity: Type.Number({ description: 'true obliquity of the ecliptic at birth' }),
    distributions: Type.Array(Type.Object({
      age: Type.Number({ description: 'years of life when the bound is entered (arc / key)' }),
      arc: Type.Number({ description: 'arc of direction, degrees of right ascension' }),
      date: Instant(),
      ...SignMembers,
      boundStart: Type.Number({ description: 'degree in the sign where the bound begins' }),
      boundEnd: Type.Number({ description: 'degree in the sign where the bound ends' }),
      distributor: Named,
      partners: Type.Array(Type.Object({
        slug: Type.String(), name: Type.String(),
        contact: StringEnum(['body', 'ray'] as const),
        aspect: Type.Union([Named, Type.Null()]),
        side: Type.Union([StringEnum(['dexter', 'sinister'] as const), Type.Null()]),
        longitude: Type.Number({ description: "the contact's ecliptic degree (the body's, or the ray's)" }),
        age: Type.Number({ description: 'years of life when the directed point meets the contact (0: passed before birth)' }),
      }), { description: 'in the order the directed point meets them' }),
    })),
    doctrineSlug: Type.String({ description: 'the doctrine statement as a stable slug (circumambulations-ptolemy)' }),
    doctrine: Type.String({ description: "the doctrine statement in the answer's language; the description above keeps the full rule" }),
    source: Type.String(),
  }),
  examples: [{ name: 'kyiv-ascendant', body: { ...KYIV_BIRTH, years: 60 } }, { name: 'kyiv-sun-naibod', body: { ...KYIV_BIRTH, aphetic: 'sun', key: 'naibod', years: 40 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => circumambulations(body, services, lang),
});
