import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, Instant, bodyName, defineOperation } from '@celestial/core';
import { findRoots } from '@celestial/core/astro';
import { instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const H = 1 / 96;
/** Sidereal periods (days), for the scan's length and step: a full orbit after 1 January holds one perihelion and one aphelion. */
const PERIOD_DAYS: Record<number, number> = { 14: 365.256, 2: 87.969, 3: 224.701, 4: 686.98, 5: 4332.59, 6: 10759.22, 7: 30688.5, 8: 60182, 9: 90560 };
/** Body slugs by Swiss id (14 = the Earth, whose apsides are the Sun's apparent geocentric ones); names from core's body table. */
const SLUGS: Record<number, string> = {
  14: 'earth', 2: 'mercury', 3: 'venus', 4: 'mars', 5: 'jupiter', 6: 'saturn', 7: 'uranus', 8: 'neptune', 9: 'pluto',
};
const LAST_JD = 2816787.5; // 3000-01-01

const Apsis = Type.Union([Type.Object({ jd: Type.Number({ description: 'Julian day (UT)' }), date: Instant(), distanceAu: Type.Number() }), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/astronomy/perihelion-aphelion',
  summary: 'The next perihelion and aphelion of the Earth (or of planets) after 1 January of a year',
  description:
    'Earth (id 14): extrema of the Sun\'s apparent geocentric distance (swe_calc_ut SE_SUN xx[2]); the planets: extrema of their heliocentric distance (SEFLG_HELCTR); both as zeros of the distance\'s central difference over +-15 minutes, bracketed on a scan of one sidereal period from 1 January of year (period/60 steps) and refined by Brent (the catalogue seeds the planets at swe_nod_aps_ut\'s osculating apsides, which the binding\'s service does not wrap here; the scan finds the same true passages). A passage beyond 2999 is null. Default the Earth. Names in the answer\'s language (core\'s body table).',
  body: Type.Object({
    year: Type.Integer({ minimum: 1000, maximum: 2998 }),
    planetIds: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 9, description: '14 (Earth), 2-9 (Mercury ... Pluto)' })),
  }),
  response: Type.Object({
    bodies: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), perihelion: Apsis, aphelion: Apsis })),
  }),
  examples: [{ name: 'earth-2024', body: { year: 2024 } }, { name: 'mercury-mars', body: { year: 2025, planetIds: [2, 4] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const ids = [...new Set(body.planetIds ?? [14])];
    ids.forEach((id, i) => {
      if (!(id in PERIOD_DAYS)) throw ApiError.invalidField(`planetIds[${i}]`, 'must be 14 (Earth) or 2-9 (Mercury ... Pluto)');
    });
    const start = ephemeris.julianDay(body.year, 1, 1, 0);
    return {
      bodies: ids.map((id) => {
        const period = PERIOD_DAYS[id]!;
        const dist = id === 14 ? (t: number) => ephemeris.position(t, 0, TROPICAL).distance : (t: number) => ephemeris.heliocentric(t, id, TROPICAL).distance;
        const end = Math.min(LAST_JD, start + period * 1.05);
        const roots = findRoots((t) => (dist(t + H) - dist(t - H)) / (2 * H), start, end, { step: Math.min(10, period / 60) });
        const first = (dir: number) => {
          const r = roots.find((x) => x.direction === dir);
          return r ? { jd: r.jd, date: instant(r.jd), distanceAu: dist(r.jd) } : null;
        };
        return { id, slug: SLUGS[id]!, name: bodyName(SLUGS[id]!, lang), perihelion: first(1), aphelion: first(-1) };
      }),
    };
  },
});
