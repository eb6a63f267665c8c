import { Type } from '@sinclair/typebox';
import { Ephemeris, Instant, StringEnum, defineOperation } from '@celestial/core';
import { eclipseSeasons } from '../lib/eclipses.js';

export default defineOperation({
  method: 'POST',
  path: '/eclipses/seasons',
  summary: 'Eclipse seasons: the Sun near a lunar node, with the eclipses that fell in them',
  description:
    'd(t) = the Sun\'s distance from the true lunar node (SE_TRUE_NODE) or its opposite point (swe_calc_ut); an eclipse season is an interval with d <= 18.5 deg (the largest solar ecliptic limit, Meeus ch. 54), its lunar window d <= 12.2 deg (the umbral limit); boundaries as zeros of d - limit bracketed on a 2-day grid and refined by Brent; the Sun on the node at the zero of the signed separation; the solar and lunar eclipses inside from swe_sol_eclipse_when_glob / swe_lun_eclipse_when. Seasons that begin in the years asked; yearsRange 1-10.',
  body: Type.Object({ year: Type.Integer({ minimum: 1000, maximum: 2989 }), yearsRange: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })) }),
  response: Type.Object({
    seasons: Type.Array(Type.Object({
      node: StringEnum(['ascending', 'descending'] as const),
      start: Instant(), end: Instant(), sunOnNode: Instant(),
      lunarWindow: Type.Object({ start: Instant(), end: Instant() }),
      eclipses: Type.Array(Type.Object({ kind: StringEnum(['solar', 'lunar'] as const), type: StringEnum(['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const), maxDate: Instant() })),
    })),
  }),
  examples: [{ name: '2024', body: { year: 2024 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => eclipseSeasons(ephemeris, body.year, body.yearsRange ?? 1),
});
