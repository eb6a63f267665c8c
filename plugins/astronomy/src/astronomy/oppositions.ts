import { Type } from '@sinclair/typebox';
import { BodyIdList, DateString, Ephemeris, Instant, PositionMembers, bodyName, bodySlug, defineOperation, position } from '@celestial/core';
import { checkBodyIds, eventRange } from '@celestial/core/astro';
import { minimumOn, sunLongitudeDifferenceRoots } from '../lib/planet-events.js';
import { instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const OUTER = [4, 5, 6, 7, 8, 9];

export default defineOperation({
  method: 'POST',
  path: '/astronomy/oppositions',
  summary: 'Oppositions of the outer planets between two dates, with distance, magnitude and closest approach',
  description:
    'Roots of lambda planet - lambda Sun - 180 deg (apparent geocentric longitudes of date, swe_calc_ut) by daily bracketing and Brent to 0.01 s; distance xx[2] (AU); magnitude swe_pheno_ut attr[4]; closest approach = the minimum of the geocentric distance within +-30 days (zero of its central difference). Mars to Pluto by default; at most ten years.',
  body: Type.Object({ startDate: DateString, endDate: DateString, planetIds: Type.Optional(BodyIdList) }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      jd: Type.Number({ description: 'Julian day (UT)' }), date: Instant(),
      ...PositionMembers,
      distanceAu: Type.Number(), magnitude: Type.Number(),
      closestApproach: Type.Object({ date: Instant(), distanceAu: Type.Number() }),
    })),
  }),
  examples: [{ name: 'mars-2025', body: { startDate: '2025-01-01', endDate: '2025-01-31', planetIds: [4] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    checkBodyIds(body.planetIds, 'planetIds', OUTER);
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 10);
    const events = [...new Set(body.planetIds ?? OUTER)].flatMap((id) =>
      sunLongitudeDifferenceRoots(ephemeris, id, 180, start, end).map((jd) => {
        const p = ephemeris.position(jd, id, TROPICAL);
        const near = minimumOn((t) => ephemeris.position(t, id, TROPICAL).distance, jd - 30, jd + 30, 2);
        return {
          id, slug: bodySlug(id)!, name: bodyName(id, lang), jd, date: instant(jd), ...position(p.longitude, lang),
          distanceAu: p.distance, magnitude: ephemeris.phenomena(jd, id).magnitude,
          closestApproach: { date: instant(near.jd), distanceAu: near.value },
        };
      }),
    );
    return { events: events.sort((a, b) => a.jd - b.jd) };
  },
});
