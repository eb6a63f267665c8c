import { Type } from '@sinclair/typebox';
import { BodyIdList, DateString, Ephemeris, Instant, PositionMembers, bodyName, bodySlug, defineOperation, position } from '@celestial/core';
import { checkBodyIds, eventRange } from '@celestial/core/astro';
import { planetaryConjunctions } from '../lib/planet-conjunctions.js';
import { instant } from '../lib/time.js';

const PLANETS = [2, 3, 4, 5, 6, 7, 8, 9];
const DEFAULT_PLANETS = [2, 3, 4, 5, 6, 7, 8];
const Planet = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/astronomy/planetary-conjunctions',
  summary: 'Conjunctions of two planets in longitude between two dates, with their least separation',
  description:
    'Pairwise roots of lambda1 - lambda2 = 0 (apparent geocentric longitudes of date, swe_calc_ut) by daily bracketing and Brent to 0.01 s, so a retrograde loop gives each of its conjunctions (triple conjunctions); kept when the true separation cos d = sin dec1 sin dec2 + cos dec1 cos dec2 cos(ra1 - ra2) (SEFLG_EQUATORIAL) is at most maxSeparation; closest approach = the minimum of that separation within +-3 days; elongationFromSun = planet1\'s angular distance from the Sun. Mercury to Neptune by default (Pluto on request); at most 20 years.',
  body: Type.Object({
    startDate: DateString,
    endDate: DateString,
    planetIds: Type.Optional(BodyIdList),
    maxSeparation: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 180, default: 5, description: 'degrees' })),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      planet1: Planet,
      planet2: Planet,
      jd: Type.Number({ description: 'Julian day (UT) of the conjunction in longitude' }),
      date: Instant(),
      ...PositionMembers,
      separationDeg: Type.Number({ description: 'true separation at the conjunction in longitude' }),
      closestDate: Instant('least true separation'),
      closestSeparationDeg: Type.Number(),
      elongationFromSun: Type.Number({ description: 'degrees' }),
    })),
  }),
  examples: [{ name: 'great-conjunction-2020', body: { startDate: '2020-12-01', endDate: '2020-12-31', planetIds: [5, 6] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    checkBodyIds(body.planetIds, 'planetIds', PLANETS);
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 20);
    const planet = (id: number) => ({ id, slug: bodySlug(id)!, name: bodyName(id, lang) });
    const ids = [...new Set(body.planetIds ?? DEFAULT_PLANETS)].sort((a, b) => a - b);
    return {
      events: planetaryConjunctions(ephemeris, ids, start, end, body.maxSeparation ?? 5).map((c) => ({
        planet1: planet(c.planet1), planet2: planet(c.planet2), jd: c.jd, date: instant(c.jd), ...position(c.longitude, lang),
        separationDeg: c.separationDeg, closestDate: instant(c.closestJd), closestSeparationDeg: c.closestSeparationDeg, elongationFromSun: c.elongationFromSun,
      })),
    };
  },
});
