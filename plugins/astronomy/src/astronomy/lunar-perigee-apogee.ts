import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, PositionMembers, StringEnum, defineOperation, position } from '@celestial/core';
import { eventRange } from '@celestial/core/astro';
import { moonApsides } from '../lib/moon.js';
import { instant } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/lunar-perigee-apogee',
  summary: 'The Moon\'s perigees and apogees between two dates, with their distances',
  description:
    'Extrema of the Moon\'s apparent geocentric distance (swe_calc_ut SE_MOON xx[2], x 149597870.7 km): roots of the distance rate bracketed on a 6-hour grid and refined by Brent to 0.01 s (the catalogue\'s golden-section search to 1 minute finds the same instants, less precisely); the true perigee and apogee passages, not the osculating apogee (Black Moon) of swe_nod_aps. At most two years; dates UTC.',
  body: Type.Object({ startDate: DateString, endDate: DateString }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      kind: StringEnum(['perigee', 'apogee'] as const),
      jd: Type.Number({ description: 'Julian day (UT)' }),
      date: Instant(),
      distanceKm: Type.Number(),
      ...PositionMembers,
    })),
  }),
  examples: [{ name: 'first-quarter-2024', body: { startDate: '2024-01-01', endDate: '2024-03-31' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2);
    return { events: moonApsides(ephemeris, start, end).map((e) => ({ kind: e.kind, jd: e.jd, date: instant(e.jd), distanceKm: e.distanceKm, ...position(e.longitude, lang) })) };
  },
});
