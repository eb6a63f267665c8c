import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, PositionMembers, StringEnum, defineOperation, position } from '@celestial/core';
import { nextSolarEclipse, solarType } from '../lib/eclipses.js';
import { instant, instantOrNull, localJd } from '../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/eclipses/next-solar',
  summary: 'The next (or previous) solar eclipse of a type, with its point of greatest eclipse',
  description:
    'swe_sol_eclipse_when_glob from 00:00 UTC of date (ifltype: any 0, total SE_ECL_TOTAL, annular SE_ECL_ANNULAR, hybrid SE_ECL_ANNULAR_TOTAL, partial SE_ECL_PARTIAL, central SE_ECL_TOTAL | SE_ECL_ANNULAR | SE_ECL_ANNULAR_TOTAL | SE_ECL_CENTRAL): tret[0] maximum, [2]/[3] begin/end, [6]/[7] central line; swe_sol_eclipse_where at the maximum: point of greatest eclipse, magnitude, obscuration, core-shadow diameter |attr[3]| km, Saros attr[9]/[10]; the Sun\'s longitude at maximum.',
  body: Type.Object({
    date: DateString,
    type: Type.Optional(StringEnum(['any', 'total', 'annular', 'hybrid', 'partial', 'central'] as const, { default: 'any' })),
    backward: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    type: StringEnum(['total', 'annular', 'hybrid', 'partial'] as const),
    maxJd: Type.Number({ description: 'Julian day (UT) of greatest eclipse' }),
    maxDate: Instant('greatest eclipse, UTC'),
    beginDate: Instant('first contact of the penumbra with the Earth'),
    endDate: Instant('last contact of the penumbra with the Earth'),
    centralBeginDate: MaybeInstant,
    centralEndDate: MaybeInstant,
    magnitude: Type.Number({ description: 'at the point of greatest eclipse: fraction of the Sun\'s diameter covered' }),
    obscuration: Type.Number({ description: 'fraction of the Sun\'s disc covered there' }),
    coreShadowKm: Type.Number({ description: 'diameter of the umbra (total) or antumbra (annular) on the ground, km' }),
    greatestEclipse: Type.Object({ latitude: Type.Number(), longitude: Type.Number(), sunAltitude: Type.Number() }),
    sun: Type.Object(PositionMembers, { description: 'the Sun at maximum' }),
    saros: Type.Object({ series: Type.Integer(), member: Type.Integer() }),
  }),
  examples: [{ name: 'after-2024', body: { date: '2024-01-01' } }, { name: 'previous-total', body: { date: '2024-01-01', type: 'total', backward: true } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const found = nextSolarEclipse(ephemeris, localJd(ephemeris, body.date, 0), body.type ?? 'any', body.backward ?? false);
    const { global: g, where: w } = found;
    return {
      type: solarType(g.flags),
      maxJd: g.maximum, maxDate: instant(g.maximum), beginDate: instant(g.begin), endDate: instant(g.end),
      centralBeginDate: instantOrNull(g.centralBegin), centralEndDate: instantOrNull(g.centralEnd),
      magnitude: w?.magnitude ?? 0, obscuration: w?.obscuration ?? 0, coreShadowKm: Math.abs(w?.coreShadowKm ?? 0),
      greatestEclipse: { latitude: w?.latitude ?? 0, longitude: w?.longitude ?? 0, sunAltitude: w?.sunAltitude ?? 0 },
      sun: position(found.sunLongitude, lang),
      saros: { series: w?.saros ?? 0, member: w?.sarosMember ?? 0 },
    };
  },
});
