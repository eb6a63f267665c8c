import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, PositionMembers, StringEnum, defineOperation, position, term } from '@celestial/core';
import { eventRange } from '@celestial/core/astro';
import { PHASE_SLUGS, moonPhases } from '../lib/cycles.js';
import { instant, } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/moon-phases',
  summary: 'New moons, first quarters, full moons and last quarters between two dates',
  description:
    'Roots of the elongation lambda Moon - lambda Sun (apparent geocentric, swe_calc_ut) at 0/90/180/270 deg, bracketed on a 6-hour grid and refined by Brent to 0.01 s (core\'s root finder; the catalogue\'s Meeus ch. 49 seeding and secant reach the same roots); lunationNumber = Brown lunation number (953 + Meeus k of the lunation\'s new moon). Dates in the zone of timezoneOffset; the range runs from startDate 00:00 to the end of endDate there, at most two years.',
  body: Type.Object({
    startDate: DateString,
    endDate: DateString,
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0 })),
  }),
  response: Type.Object({
    phases: Type.Array(Type.Object({
      slug: StringEnum(['new-moon', 'first-quarter', 'full-moon', 'last-quarter'] as const),
      name: Type.String(),
      jd: Type.Number({ description: 'Julian day (UT)' }),
      date: Instant(),
      ...PositionMembers,
      lunationNumber: Type.Integer({ description: 'Brown lunation number' }),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'january-2024', body: { startDate: '2024-01-01', endDate: '2024-01-31' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const offset = body.timezoneOffset ?? 0;
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2);
    const shift = offset / 24;
    const phases = moonPhases(ephemeris, start - shift, end - shift).map((p) => ({
      slug: PHASE_SLUGS[p.phase], name: term('lunar-phase', PHASE_SLUGS[p.phase], lang), jd: p.jd, date: instant(p.jd, offset),
      ...position(p.moonLongitude, lang), lunationNumber: p.lunation,
    }));
    return { phases, count: phases.length };
  },
});
