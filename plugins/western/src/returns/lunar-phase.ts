import { Type } from '@sinclair/typebox';
import { birthData, DateString, Ephemeris, TimeZones, defineOperation, Instant, PositionMembers } from '@celestial/core';
import { lunarPhaseReturns } from '../lib/cycles.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withSignNumbers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/returns/lunar-phase',
  summary: 'Lunar phase returns: the instants the Sun-Moon elongation comes back to its natal value (about every 29.5 days)',
  description:
    'natalElongation = (lambda_Moon - lambda_Sun) mod 360 at birth; each return is a root of (lambda_Moon(t) - lambda_Sun(t)) - natalElongation (mod 360), the elongation sampled every 12 hours with its rate (swe_calc_ut speeds; it grows 10-15 deg a day and never turns back) and refined by Newton inside the bracket with a Brent fallback to < 0.1 s (core/src/astro/crossings.ts). The lunar phase (synodic) return of Eugen Jonas\'s method (1950s); the window of +-12 h is informational only. Range at most 2 years, years 1000-2999.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 2 years after startDate (inclusive)' }),
  }),
  response: Type.Object({
    natalElongation: Type.Number({ description: 'Moon - Sun at birth, degrees 0-360' }),
    returns: Type.Array(Type.Object({
      exactAt: Instant("at the birth moment's UTC offset"),
      julianDayUT: Type.Number(),
      moonSign: PositionMembers.sign, moonSignName: PositionMembers.signName,
      window: Type.Object({ from: Instant(), to: Instant() }, { description: 'exactAt -+ 12 h (informational)' }),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withSignNumbers(lunarPhaseReturns(body, services), lang),
});
