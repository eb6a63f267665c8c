import { Type } from '@sinclair/typebox';
import { ApiError, Clock, Ephemeris, defineOperation } from '@celestial/core';
import { eclipsesBetween } from './lib/eclipses.js';
import { checkYear, instant } from './lib/time.js';

// SERVICE-SPEC "POST /eclipses" prescribes every member (signIndex 0-11, ...Jd, ...Date): spec-fixed.
const Eclipse = Type.Object({
  kind: Type.Union([Type.Literal('solar'), Type.Literal('lunar')]),
  type: Type.Union(['total', 'annular', 'hybrid', 'partial', 'penumbral'].map((v) => Type.Literal(v))),
  maxJd: Type.Number({ description: 'Julian day (UT) of greatest eclipse' }),
  maxDate: Type.String({ description: 'ISO 8601 UTC timestamp of greatest eclipse' }),
  beginJd: Type.Number({ description: 'solar: first contact of the penumbra with the Earth; lunar: penumbral first contact' }),
  beginDate: Type.String(),
  endJd: Type.Number(),
  endDate: Type.String(),
  longitude: Type.Number({ minimum: 0, maximum: 360, description: 'apparent geocentric longitude of the Sun (solar) or Moon (lunar) at maximum' }),
  signIndex: Type.Integer({ minimum: 0, maximum: 11, description: 'floor(longitude / 30), Aries 0' }),
  totalityBeginJd: Type.Union([Type.Number(), Type.Null()], { description: 'total (or annular) phase begins; null without one' }),
  totalityEndJd: Type.Union([Type.Number(), Type.Null()]),
});

export default defineOperation({
  method: 'POST',
  path: '/eclipses',
  summary: 'Solar and lunar eclipses of a year or a span of years',
  description:
    'From swe_julday(year, 1, 1, 0) over yearsRange years: swe_sol_eclipse_when_glob (tret[0] maximum, tret[2]/[3] begin/end, tret[4]/[5] total or annular phase) and swe_lun_eclipse_when (tret[0] maximum, tret[6]/[7] penumbral begin/end, tret[4]/[5] totality), each search restarted 1 day after the last maximum, merged by maximum; type from the SE_ECL_* bits; longitude of the Sun (solar) or Moon (lunar) at maximum. year null = the current UTC year. Member names as SERVICE-SPEC prescribes them.',
  body: Type.Object({
    year: Type.Union([Type.Integer({ minimum: 1000, maximum: 2999 }), Type.Null()], { description: 'null = the current UTC year' }),
    yearsRange: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 20, default: 1 })),
  }),
  response: Type.Object({ eclipses: Type.Array(Eclipse) }),
  specFixed: true,
  examples: [{ name: '2024', body: { year: 2024 } }, { name: 'two-years', body: { year: 2026, yearsRange: 2 } }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ body }, { ephemeris, clock }) => {
    const year = body.year ?? clock.now().getUTCFullYear();
    const range = body.yearsRange ?? 1;
    checkYear(year, 'year', Math.ceil(range));
    if (!(range > 0 && range <= 20)) throw ApiError.invalidField('yearsRange', 'must be greater than 0 and at most 20');
    const start = ephemeris.julianDay(year, 1, 1, 0);
    // A whole number of years ends on 1 January; a fraction runs on by Gregorian mean years.
    const end = Number.isInteger(range) ? ephemeris.julianDay(year + range, 1, 1, 0) : start + range * 365.2425;
    return {
      eclipses: eclipsesBetween(ephemeris, start, end).map((e) => ({
        kind: e.kind, type: e.type,
        maxJd: e.maxJd, maxDate: instant(e.maxJd), beginJd: e.beginJd, beginDate: instant(e.beginJd), endJd: e.endJd, endDate: instant(e.endJd),
        longitude: e.longitude, signIndex: Math.floor(e.longitude / 30) % 12,
        totalityBeginJd: e.totalityBeginJd, totalityEndJd: e.totalityEndJd,
      })),
    };
  },
});
