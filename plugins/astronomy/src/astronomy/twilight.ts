import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, TimeZones, defineOperation } from '@celestial/core';
import { twilightDay } from '../lib/horizon.js';
import { instantOrNull, localJd, zoneOffsetHours } from '../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);
const Pair = Type.Object({ dawn: MaybeInstant, dusk: MaybeInstant });

export default defineOperation({
  method: 'POST',
  path: '/astronomy/twilight',
  summary: 'Sunrise, sunset, solar noon and civil, nautical and astronomical twilight of a local day',
  description:
    'swe_rise_trans for the Sun, one call per event from local midnight: SE_CALC_RISE / SE_CALC_SET (upper limb, refraction) and OR-ed with SE_BIT_CIVIL_TWILIGHT (centre at -6 deg), SE_BIT_NAUTIC_TWILIGHT (-12), SE_BIT_ASTRO_TWILIGHT (-18); solar noon by SE_CALC_MTRANSIT. A member is null where the depression is not crossed that day (white nights, polar day and night). nightLengthHours: from astronomical dusk to the next astronomical dawn; 24 when the Sun stays below -18 deg all day; null when it never gets that low.',
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 10000, default: 0 })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  }),
  response: Type.Object({
    sunrise: MaybeInstant, sunset: MaybeInstant, solarNoon: MaybeInstant,
    civil: Pair, nautical: Pair, astronomical: Pair,
    nightLengthHours: Type.Union([Type.Number({ minimum: 0, maximum: 24 }), Type.Null()]),
  }),
  examples: [{ name: 'helsinki', body: { date: '2024-03-20', latitude: 60.17, longitude: 24.94, timezone: 'Europe/Helsinki' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, { ephemeris, timeZones }) => {
    const offset = zoneOffsetHours(body, body.date, timeZones);
    const d = twilightDay(ephemeris, localJd(ephemeris, body.date, offset), { longitude: body.longitude, latitude: body.latitude, altitude: body.altitude ?? 0 });
    const pair = (p: { dawn: number | null; dusk: number | null }) => ({ dawn: instantOrNull(p.dawn, offset), dusk: instantOrNull(p.dusk, offset) });
    return {
      sunrise: instantOrNull(d.sunrise, offset), sunset: instantOrNull(d.sunset, offset), solarNoon: instantOrNull(d.solarNoon, offset),
      civil: pair(d.civil), nautical: pair(d.nautical), astronomical: pair(d.astronomical), nightLengthHours: d.nightLengthHours,
    };
  },
});
