import { Type } from '@sinclair/typebox';
import { BodyIdList, DateString, Ephemeris, Instant, PositionMembers, StringEnum, bodyName, bodySlug, defineOperation, position } from '@celestial/core';
import { checkBodyIds, eventRange } from '@celestial/core/astro';
import { minimumOn, separation, sunLongitudeDifferenceRoots } from '../lib/planet-events.js';
import { instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const PLANETS = [2, 3, 4, 5, 6, 7, 8, 9];

export default defineOperation({
  method: 'POST',
  path: '/astronomy/solar-conjunctions',
  summary: 'Conjunctions of the planets with the Sun between two dates: inferior and superior',
  description:
    'Roots of lambda planet - lambda Sun = 0 (apparent geocentric longitudes of date, swe_calc_ut) by daily bracketing and Brent to 0.01 s; Mercury and Venus inferior when nearer than the Sun (xx[2] compared), superior otherwise (the outer planets always superior); eclipticLatitude at the conjunction; minSeparationDeg = the minimum of the true angular separation from the Sun\'s centre within +-3 days (apparent RA/Dec of date, SEFLG_EQUATORIAL). Mercury to Pluto by default; at most ten years.',
  body: Type.Object({ startDate: DateString, endDate: DateString, planetIds: Type.Optional(BodyIdList) }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      kind: StringEnum(['inferior', 'superior'] as const),
      jd: Type.Number({ description: 'Julian day (UT)' }), date: Instant(),
      ...PositionMembers,
      eclipticLatitude: Type.Number(), distanceAu: Type.Number(), minSeparationDeg: Type.Number({ minimum: 0 }),
    })),
  }),
  examples: [{ name: 'inner-2024', body: { startDate: '2024-01-01', endDate: '2024-12-31', planetIds: [2, 3] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    checkBodyIds(body.planetIds, 'planetIds', PLANETS);
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 10);
    const events = [...new Set(body.planetIds ?? PLANETS)].flatMap((id) =>
      sunLongitudeDifferenceRoots(ephemeris, id, 0, start, end).map((jd) => {
        const p = ephemeris.position(jd, id, TROPICAL);
        const sun = ephemeris.position(jd, 0, TROPICAL);
        return {
          id, slug: bodySlug(id)!, name: bodyName(id, lang), kind: p.distance < sun.distance ? ('inferior' as const) : ('superior' as const),
          jd, date: instant(jd), ...position(p.longitude, lang), eclipticLatitude: p.latitude, distanceAu: p.distance,
          minSeparationDeg: minimumOn((t) => separation(ephemeris, t, id, 0), jd - 3, jd + 3, 0.5).value,
        };
      }),
    );
    return { events: events.sort((a, b) => a.jd - b.jd) };
  },
});
