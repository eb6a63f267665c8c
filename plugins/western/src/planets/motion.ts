import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Instant, StringEnum, Warnings } from '@celestial/core';
import { planetsMotion } from '../lib/motion.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/planets/motion',
  summary: 'Planetary motion: each planet swift, average, slow, stationary or retrograde, and its nearest station',
  description:
    "Daily speed in longitude from swe_calc_ut (SEFLG_SPEED) against the mean motion: Lilly's (Christian Astrology I) for the Sun, Mercury and Venus 0 deg 59' 08'', the Moon 13 deg 10' 36'', Mars 0 deg 31' 27'', Jupiter 0 deg 04' 59'', Saturn 0 deg 02' 01''; Uranus, Neptune and Pluto 360 deg over their sidereal periods. speedRatio = speed / mean; stationary below 0.1 x (either way), else retrograde when the speed is negative, swift above 1.1 x, slow below 0.9 x. nearestStation: the nearest zero of the speed within +-60 days (scan, then Brent to 0.01 s); null for the Sun and Moon, which never station, or when none is that near.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    planets: Type.Array(Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String({ description: "display name in the answer's language" }),
      speed: Type.Number({ description: 'degrees per day in longitude' }),
      meanDailyMotion: Type.Number({ description: 'degrees per day' }),
      speedRatio: Type.Number({ description: 'speed / meanDailyMotion (negative when retrograde)' }),
      status: StringEnum(['swift', 'average', 'slow', 'stationary', 'retrograde'] as const),
      nearestStation: Type.Union([
        Type.Object({
          kind: StringEnum(['retrograde', 'direct'] as const, { description: 'retrograde: the speed turns negative; direct: positive' }),
          date: Instant("the station, at the birth moment's UTC offset"),
          daysAway: Type.Number({ description: 'negative: before the given time' }),
        }),
        Type.Null(),
      ]),
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'mercury-station-2024-04', body: { date: '2024-04-01', time: '22:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(planetsMotion(body, services, lang), lang),
});
