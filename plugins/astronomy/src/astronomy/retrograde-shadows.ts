import { Type } from '@sinclair/typebox';
import { BodyIdList, DateString, Ephemeris, Instant, PositionMembers, bodyName, bodySlug, defineOperation, position } from '@celestial/core';
import { checkBodyIds, eventRange, findLongitudeCrossings, findStations } from '@celestial/core/astro';
import { instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const PLANETS = [2, 3, 4, 5, 6, 7, 8, 9];
/** Longest retrograde plus shadow run: Pluto's retrograde lasts about 160 days and each shadow about as long. */
const WINDOW_DAYS = 400;

const Station = Type.Object({ date: Instant(), ...PositionMembers });

export default defineOperation({
  method: 'POST',
  path: '/astronomy/retrograde-shadows',
  summary: 'Retrograde cycles with their shadows: pre-shadow, stations retrograde and direct, post-shadow',
  description:
    'Stations = zeros of the longitude speed (swe_calc_ut SEFLG_SPEED xx[3]; core\'s station finder, Brent to 0.01 s) for each retrograde station in the range; the pre-shadow begins when the direct-moving planet first reaches the longitude of the coming direct station, the post-shadow ends when it passes the longitude of the retrograde station again (longitude crossings, core\'s root finder). retrogradeDays = direct station - retrograde station; shadowDays = post-shadow end - pre-shadow start. Mercury to Pluto; at most two years.',
  body: Type.Object({ startDate: DateString, endDate: DateString, planetIds: Type.Optional(BodyIdList) }),
  response: Type.Object({
    cycles: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      preShadowStart: Instant(),
      stationRetrograde: Station,
      stationDirect: Station,
      postShadowEnd: Instant(),
      retrogradeDays: Type.Number(), shadowDays: Type.Number(),
    })),
  }),
  examples: [{ name: 'mercury-2024', body: { startDate: '2024-03-01', endDate: '2024-05-01', planetIds: [2] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    checkBodyIds(body.planetIds, 'planetIds', PLANETS);
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2);
    const cycles = [...new Set(body.planetIds ?? PLANETS)].flatMap((id) => {
      const stations = findStations(ephemeris, id, start, end + WINDOW_DAYS, TROPICAL);
      return stations.flatMap((r, i) => {
        const d = stations[i + 1];
        if (r.kind !== 'retrograde' || r.jd > end || !d || d.kind !== 'direct') return [];
        const before = findLongitudeCrossings(ephemeris, id, d.longitude, r.jd - WINDOW_DAYS, r.jd, TROPICAL).filter((c) => !c.retrograde);
        const after = findLongitudeCrossings(ephemeris, id, r.longitude, d.jd, d.jd + WINDOW_DAYS, TROPICAL).filter((c) => !c.retrograde);
        const pre = before[before.length - 1];
        const post = after[0];
        if (!pre || !post) return [];
        return [{
          id, slug: bodySlug(id)!, name: bodyName(id, lang),
          preShadowStart: instant(pre.jd),
          stationRetrograde: { date: instant(r.jd), ...position(r.longitude, lang) },
          stationDirect: { date: instant(d.jd), ...position(d.longitude, lang) },
          postShadowEnd: instant(post.jd),
          retrogradeDays: d.jd - r.jd, shadowDays: post.jd - pre.jd,
        }];
      });
    });
    return { cycles };
  },
});
