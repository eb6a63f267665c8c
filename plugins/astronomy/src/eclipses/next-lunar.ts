import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, PositionMembers, StringEnum, defineOperation, position } from '@celestial/core';
import { lunarType, nextLunarEclipse } from '../lib/eclipses.js';
import { instant, instantOrNull, localJd } from '../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/eclipses/next-lunar',
  summary: 'The next (or previous) lunar eclipse of a type, with its contacts, magnitudes and sub-lunar point',
  description:
    'swe_lun_eclipse_when from 00:00 UTC of date (ifltype SE_ECL_TOTAL | SE_ECL_PARTIAL | SE_ECL_PENUMBRAL by type): tret[0] maximum, [2]/[3] partial, [4]/[5] total, [6]/[7] penumbral phase (null where the eclipse has no such phase); umbral and penumbral magnitude and Saros from swe_lun_eclipse_how at the maximum; sub-lunar point: latitude = the Moon\'s declination, longitude = its right ascension - Greenwich apparent sidereal time (swe_sidtime).',
  body: Type.Object({
    date: DateString,
    type: Type.Optional(StringEnum(['any', 'total', 'partial', 'penumbral'] as const, { default: 'any' })),
    backward: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    type: StringEnum(['total', 'partial', 'penumbral'] as const),
    maxJd: Type.Number({ description: 'Julian day (UT) of greatest eclipse' }),
    maxDate: Instant('greatest eclipse, UTC'),
    penumbralBegin: MaybeInstant, partialBegin: MaybeInstant, totalityBegin: MaybeInstant,
    totalityEnd: MaybeInstant, partialEnd: MaybeInstant, penumbralEnd: MaybeInstant,
    umbralMagnitude: Type.Number(),
    penumbralMagnitude: Type.Number(),
    moon: Type.Object(PositionMembers, { description: 'the Moon at maximum' }),
    subLunarPoint: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    saros: Type.Object({ series: Type.Integer(), member: Type.Integer() }),
  }),
  examples: [{ name: 'after-2025', body: { date: '2025-01-01' } }, { name: 'next-total', body: { date: '2025-04-01', type: 'total' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { global: g, how, moonLongitude, subLunarPoint } = nextLunarEclipse(ephemeris, localJd(ephemeris, body.date, 0), body.type ?? 'any', body.backward ?? false);
    return {
      type: lunarType(g.flags), maxJd: g.maximum, maxDate: instant(g.maximum),
      penumbralBegin: instantOrNull(g.penumbralBegin), partialBegin: instantOrNull(g.partialBegin), totalityBegin: instantOrNull(g.totalBegin),
      totalityEnd: instantOrNull(g.totalEnd), partialEnd: instantOrNull(g.partialEnd), penumbralEnd: instantOrNull(g.penumbralEnd),
      umbralMagnitude: how.umbralMagnitude, penumbralMagnitude: how.penumbralMagnitude,
      moon: position(moonLongitude, lang), subLunarPoint, saros: { series: how.saros, member: how.sarosMember },
    };
  },
});
