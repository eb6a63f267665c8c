import { Type } from '@sinclair/typebox';
import { Ephemeris, Moment, PositionMembers, Settings, TimeZones, birthData, defineOperation } from '@celestial/core';
import { natalSignature } from './lib/natal-signature.js';
import { LangMembers } from './lib/schemas.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });
const Point = Type.Object({ ...PositionMembers, signCard: Named, decanCard: Named });

export default defineOperation({
  method: 'POST',
  path: '/tarot/natal-signature',
  summary: "A birth chart's tarot signature by the Golden Dawn's Book T",
  description:
    "Tropical positions from Swiss Ephemeris (ascendant with the chart's house system) mapped by the Golden Dawn 'Book T' (Israel Regardie, 'The Golden Dawn', 1937-40): signs to majors (Aries Emperor ... Pisces Moon), planets to majors (Mercury Magician, Moon High Priestess, Venus Empress, Jupiter Wheel, Mars Tower, Sun Sun, Saturn World), decans to pips (element suit of the sign; 2-4 cardinal, 5-7 fixed, 8-10 mutable: 0 deg Aries = 2 of Wands), courts from 20 deg of one sign to 20 deg of the next (Queens into the cardinal signs, RWS Kings = GD Princes into the fixed, RWS Knights = GD Knights into the mutable). Always tropical: Book T's decans are tropical.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    sun: Type.Object({ ...Point.properties, courtCard: Named }),
    moon: Point,
    ascendant: Point,
    planets: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers, planetCard: Named, signCard: Named })),
    ...LangMembers,
  }),
  examples: [{ name: 'kyiv', body: { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => natalSignature(body, services, lang),
});
