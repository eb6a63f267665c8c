import { Type } from '@sinclair/typebox';
import { Ephemeris, Instant, defineOperation } from '@celestial/core';
import { publicSunSign } from './lib/public.js';
import { InstantQuery } from './lib/schemas.js';

const Sign = Type.Object({
  sign: Type.Integer({ minimum: 1, maximum: 12 }),
  slug: Type.String(),
  name: Type.String(),
  glyph: Type.String(),
  element: Type.Union([Type.Literal('fire'), Type.Literal('earth'), Type.Literal('air'), Type.Literal('water')]),
  modality: Type.Union([Type.Literal('cardinal'), Type.Literal('fixed'), Type.Literal('mutable')]),
});

export default defineOperation({
  method: 'GET',
  path: '/public/sun-sign',
  summary: "The Sun's sign for a date, with the exact ingress when the Sun changes sign that day",
  description:
    "The Sun's apparent tropical longitude at the date and time (12:00 when no time is sent) in the `tz` offset; the day's ingress (a crossing of a multiple of 30 degrees inside the civil day) by root-finding, so a cusp birth is decided by its clock time, not by a fixed table of dates. `needsTime` is true on a cusp day asked without a time. Keyless.",
  query: InstantQuery,
  response: Type.Object({
    sign: Sign,
    sunLongitude: Type.Number({ minimum: 0, maximum: 360 }),
    cusp: Type.Object({
      isCuspDay: Type.Boolean(),
      ingressAt: Type.Union([Instant(), Type.Null()]),
      otherSign: Type.Union([Sign, Type.Null()], { description: 'the sign on the other side of that day\'s ingress' }),
    }),
    needsTime: Type.Boolean(),
  }),
  examples: [{ name: 'cusp-day', query: { date: '2024-03-20', tz: 0 } }, { name: 'plain', query: { date: '1990-07-15', time: '14:30:00', tz: 3 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ query, lang }, { ephemeris }) => publicSunSign(query, ephemeris, lang),
});
