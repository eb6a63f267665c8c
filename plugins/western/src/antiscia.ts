import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { antiscia } from './lib/aspect-tools.js';
import { Echo } from './lib/aspect-patterns.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema } from './lib/vocabulary.js';

const Lon = Type.Number({ minimum: 0, maximum: 360 });

export default defineOperation({
  method: 'POST',
  path: '/antiscia',
  summary: 'Antiscia and contra-antiscia of Sun-Pluto, and the contacts between them',
  description:
    'Antiscion = (180 - lambda) mod 360, the reflection across the Cancer-Capricorn solstice axis; contra-antiscion = (360 - lambda) mod 360, across Aries-Libra; a contact when one body\'s antiscion (or contra-antiscion) lies within orb of another body; the relation is symmetric, so each pair is listed once. William Lilly, Christian Astrology I, "Of the Antiscions"; Firmicus Maternus, Mathesis II.',
  body: birthData({ orb: Type.Optional(Type.Number({ minimum: 0, maximum: 15, default: 1, description: 'degrees' })) }),
  response: Type.Object({
    ...Echo,
    points: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), longitude: Lon, antiscion: Lon, contraAntiscion: Lon })),
    contacts: Type.Array(
      Type.Object({
        planet: BodyRefSchema,
        toPlanet: BodyRefSchema,
        kind: Type.Union([Type.Literal('antiscion'), Type.Literal('contra-antiscion')]),
        orb: Type.Number({ minimum: 0 }),
      }),
    ),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'two-degree-orb', body: { ...KYIV_BIRTH, orb: 2 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => antiscia(body, services, lang),
});
