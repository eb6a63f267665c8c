import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { StringEnum } from '@celestial/core';
import { LocalTime, Nullable } from '../lib/panchang-schemas.js';
import { at, moonEvents, panchangContext } from '../lib/panchang.js';
import { vedicDayAt } from '../lib/day.js';
import { SUNRISE_CONVENTIONS } from '../lib/settings.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/rise-set',
  summary: 'Sunrise, sunset, moonrise and moonset of the Vedic day, day and night lengths',
  description:
    'swe_rise_trans for the Sun and the Moon at the chart place, for the Vedic day (sunrise to next sunrise) containing the chart moment. Default Hindu convention (centre of the disc on the true horizon, no refraction: SE_BIT_HINDU_RISING); rising upper-limb uses the upper limb with standard refraction (rising wins over the sunrise setting). Day = sunrise -> sunset, night = sunset -> next sunrise: the base of every kala division (Surya Siddhanta). localNoon = the midpoint of sunrise and sunset (madhyahna); moonrise and moonset are the first after sunrise, null when none falls before the next sunrise.',
  body: vedicBirthData({ rising: Type.Optional(StringEnum(SUNRISE_CONVENTIONS, { description: 'hindu (default) or upper-limb' })) }),
  response: Type.Object({
    ...ChartEcho,
    sunrise: LocalTime,
    sunset: LocalTime,
    moonrise: Nullable(LocalTime),
    moonset: Nullable(LocalTime),
    localNoon: LocalTime,
    dayLengthMinutes: Type.Number(),
    nightLengthMinutes: Type.Number(),
    nextSunrise: LocalTime,
    convention: StringEnum(SUNRISE_CONVENTIONS),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'upper limb', body: { ...DELHI_BIRTH, rising: 'upper-limb' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const ctx = panchangContext(body, services);
    const convention = body.rising ?? ctx.chart.settings.sunrise;
    const day = vedicDayAt(ctx.ephemeris, ctx.jd, ctx.latitude, ctx.longitude, ctx.offset, convention);
    const moon = moonEvents(ctx.ephemeris, day.sunrise, day.nextSunrise, ctx.latitude, ctx.longitude, convention);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      sunrise: at(ctx, day.sunrise),
      sunset: at(ctx, day.sunset),
      moonrise: moon.moonrise === null ? null : at(ctx, moon.moonrise),
      moonset: moon.moonset === null ? null : at(ctx, moon.moonset),
      localNoon: at(ctx, (day.sunrise + day.sunset) / 2),
      dayLengthMinutes: (day.sunset - day.sunrise) * 1440,
      nightLengthMinutes: (day.nextSunrise - day.sunset) * 1440,
      nextSunrise: at(ctx, day.nextSunrise),
      convention,
    };
  },
});
