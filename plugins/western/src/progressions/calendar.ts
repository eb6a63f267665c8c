import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { AspectAngleList, birthData, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, Instant } from '@celestial/core';
import { progressedCalendar } from '../lib/cycles.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/progressions/calendar',
  summary: 'Progressions calendar: the exact dates of secondary-progressed aspects to the natal chart (and optionally between progressed points)',
  description:
    'Roots in the ephemeris day d of lambda_p(birthJD + d) - lambda_target -+ angle, converted back to calendar time (1 day = 1 tropical year, 365.24219 days of life). Progressed points: the Sun to Pluto (swe_calc_ut, the chart\'s zodiac; the Moon included) and the Ascendant and MC by the solar arc in right ascension (as /progressions). Targets: natal Sun to Pluto, Ascendant, MC; with includeProgressedToProgressed, also every pair of progressed points. Each point\'s track sampled every 6 hours of ephemeris time (stations inserted) and each root refined to < 0.1 s of ephemeris time (core/src/astro/crossings.ts), about 1 minute of life. Aspect angles default 0, 60, 90, 120, 180. Range at most 10 years, clipped to after the birth.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 10 years after startDate' }),
    aspectAngles: Type.Optional(AspectAngleList),
    includeProgressedToProgressed: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      progressed: BodyRefSchema,
      target: BodyRefSchema,
      targetKind: StringEnum(['natal', 'progressed']),
      aspect: Type.Number({ description: 'aspect angle, degrees 0-180' }),
      exactAt: Instant("the instant of life, at the birth moment's UTC offset"),
      julianDayUT: Type.Number(),
      age: Type.Number(),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv-2020s', body: { ...KYIV_BIRTH, startDate: '2020-01-01', endDate: '2029-12-31' } },
    { name: 'with-progressed-pairs', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2026-12-31', includeProgressedToProgressed: true } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(progressedCalendar(body, services), lang),
});
