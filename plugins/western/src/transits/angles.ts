import { Type } from '@sinclair/typebox';
import { birthData, DateString, Ephemeris, Latitude, Longitude, StringEnum, TimeZones, defineOperation, Warnings, UtcInstant, Instant } from '@celestial/core';
import { transitAngles } from '../lib/transit-triggers.js';
import { NatalPointRef } from '../transits.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/transits/angles',
  summary: 'The day\'s rotating angles crossing the natal points: the hour triggers of transits',
  description:
    'The Ascendant, Descendant, MC and IC of the current place (swe_houses_ex, the chart\'s zodiac) over one local day crossing each natal point (Sun-Pluto, nodes, Lilith, Chiron, natal Ascendant and MC) by conjunction: one sampled track per angle (every 30 minutes, the speed by a central difference, turning points inserted so polar latitudes are bracketed), each crossing refined to < 1 s (core/src/astro/crossings.ts). The catalogue\'s latitude / longitude / timezone of the current place are sent as currentLatitude, currentLongitude, currentTimezone, currentTimezoneOffset (the birth data already uses those names); default the birth place and the birth zone. The day runs from 00:00 local for 24 hours. Years 1000-2999.',
  body: birthData({
    date: DateString,
    currentLatitude: Type.Optional(Latitude),
    currentLongitude: Type.Optional(Longitude),
    currentTimezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()])),
    currentTimezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name or auto (from the current place); wins over currentTimezoneOffset' })),
  }),
  response: Type.Object({
    day: Type.Object({ date: Type.String(), startUtc: UtcInstant('the local day\'s start, UTC'), endUtc: UtcInstant('the local day\'s end, UTC'), timezoneOffset: Type.Number(), timezone: Type.Union([Type.String(), Type.Null()]) }),
    place: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    crossings: Type.Array(Type.Object({
      angle: StringEnum(['asc', 'mc', 'dsc', 'ic'] as const),
      natalPoint: NatalPointRef,
      at: Instant("to the second, at the day's UTC offset"), julianDayUT: Type.Number(),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-day', body: { ...KYIV_BIRTH, date: '2024-03-01' } },
    { name: 'relocated-london', body: { ...KYIV_BIRTH, date: '2024-03-01', currentLatitude: 51.5, currentLongitude: -0.12, currentTimezone: 'Europe/London' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(transitAngles(body, services, lang), lang),
});
