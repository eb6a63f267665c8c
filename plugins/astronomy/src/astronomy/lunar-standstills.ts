import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, StringEnum, defineOperation } from '@celestial/core';
import { eventRange, findAngleRoots, findRoots } from '@celestial/core/astro';
import { instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const H = 1 / 96;
/** The nodal cycle, 18.61 years: the next standstill of each kind lies within one. */
const NODAL_CYCLE_DAYS = 18.6 * 365.25 + 60;

export default defineOperation({
  method: 'POST',
  path: '/astronomy/lunar-standstills',
  summary: 'The Moon\'s monthly declination extremes, and the next major and minor standstills',
  description:
    'The Moon\'s apparent declination of date (swe_calc_ut SEFLG_EQUATORIAL); monthly extremes at the zeros of its central difference over +-15 minutes (the library\'s declination speed is not used, as for the other extrema of this family), bracketed on a daily grid and refined by Brent. Standstills: the mean ascending node (SE_MEAN_NODE) at 0 Aries (major: the monthly extremes reach epsilon + 5.15 deg) or 0 Libra (minor: epsilon - 5.15 deg), found by root finding on the node\'s longitude within one 18.61-year nodal cycle after startDate; maxDeclination = the largest |declination| of the Moon within 15 days of that instant. At most two years of monthly extremes.',
  body: Type.Object({ startDate: DateString, endDate: DateString }),
  response: Type.Object({
    monthlyExtremes: Type.Array(Type.Object({ kind: StringEnum(['north', 'south'] as const), date: Instant(), declination: Type.Number() })),
    meanNodeLongitude: Type.Number({ description: 'the mean ascending node at startDate, degrees' }),
    nextMajorStandstill: Type.Object({ date: Instant('the mean node at 0 Aries'), maxDeclination: Type.Number() }),
    nextMinorStandstill: Type.Object({ date: Instant('the mean node at 0 Libra'), maxDeclination: Type.Number() }),
  }),
  examples: [{ name: '2024', body: { startDate: '2024-01-01', endDate: '2024-03-31' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2);
    const dec = (t: number) => ephemeris.equatorial(t, 1).declination;
    const rate = (t: number) => (dec(t + H) - dec(t - H)) / (2 * H);
    const monthlyExtremes = findRoots(rate, start, end, { step: 1 }).map((r) => {
      const d = dec(r.jd);
      return { kind: r.direction < 0 ? ('north' as const) : ('south' as const), date: instant(r.jd), declination: d };
    });
    const node = (t: number) => ephemeris.longitudeOnlyAt(t, 10, TROPICAL);
    const standstill = (target: number) => {
      const roots = findAngleRoots((t) => node(t) - target, start, Math.min(start + NODAL_CYCLE_DAYS, 2816787.5 - 20), { step: 30 });
      const t0 = roots[0]!.jd;
      // The largest |declination| within 15 days: the extremes of the month around the instant.
      const ext = findRoots(rate, t0 - 15, t0 + 15, { step: 1 }).map((r) => Math.abs(dec(r.jd)));
      return { date: instant(t0), maxDeclination: Math.max(...ext) };
    };
    return { monthlyExtremes, meanNodeLongitude: node(start), nextMajorStandstill: standstill(0), nextMinorStandstill: standstill(180) };
  },
});
