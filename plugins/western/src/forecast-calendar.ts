import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, TimeZones, defineOperation, Instant, StringEnum, Warnings } from '@celestial/core';
import { forecastCalendar, TECHNIQUES } from './lib/forecast-calendar.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { AspectNamingSchema, BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers, withWarnings } from './lib/vocabulary.js';

const Stamp = Instant("at the birth moment's UTC offset");

export default defineOperation({
  method: 'POST',
  path: '/forecast-calendar',
  summary: 'Merged personal forecast: slow transits, secondary progressions, solar-arc hits, returns, lunations on natal points and progressed ingresses, weighted and sorted by date',
  description:
    'Each technique is the engine of its own operation: transits of Jupiter-Pluto to the natal points with orb entry and exit (/transit-calendar, orb default 1), secondary-progressed aspects to natal points (/progressions/calendar; window = orb at the progressed speed), solar-arc hits (/directions/solar-arc/hits, true solar arc, 0/45/90/135/180; window = orb at 1 deg a year), solar and lunar returns (/returns/planetary for the Sun, /returns/lunar), new and full moons within orb (default 3) of a natal point (/transits/lunations), and progressed sign ingresses (/progressions/sign-changes). Weight: the base of the technique (transits Jupiter 2, Saturn 3, Uranus and Neptune 4, Pluto 5; progressions and solar arcs 3; solar return 4, lunar 1; lunation 1, eclipse 2; ingress 2) +2 when the target is the Sun, Moon, Ascendant or MC, +1 for a conjunction, square or opposition; the table is echoed as `weights`. A transit series with several exact passes gives one event per pass inside the range.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 366 days after startDate' }),
    include: Type.Optional(Type.Array(StringEnum(TECHNIQUES), { maxItems: 6, description: 'default all' })),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, description: 'degrees: transits, progression and solar-arc windows (default 1), lunations (default 3)' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    startDate: Type.String(),
    endDate: Type.String(),
    range: Type.Object({ from: Stamp, to: Stamp }, { description: 'startDate 0h UT to the end of endDate (24h UT)' }),
    include: Type.Array(StringEnum(TECHNIQUES)),
    weights: Type.Object({}, { additionalProperties: true, description: 'the weight table used' }),
    events: Type.Array(Type.Object({
      date: Type.String({ description: 'YYYY-MM-DD (UTC) of the exact moment' }),
      technique: StringEnum(['transit', 'progression', 'solar-arc', 'return', 'lunation', 'ingress'] as const),
      body: Type.Composite([BodyRefSchema], { description: 'the moving body: transiting, progressed, directed by the solar arc or returning, by technique; the Moon for a lunation' }),
      target: Type.Union([BodyRefSchema, Type.Null()], { description: 'the natal point met; null for an ingress' }),
      lunation: Type.Optional(StringEnum(['new-moon', 'full-moon', 'solar-eclipse', 'lunar-eclipse'] as const)),
      toSign: Type.Optional(SignMembers.sign),
      toSignName: Type.Optional(SignMembers.signName),
      aspect: Type.Union([AspectNamingSchema, Type.Null()], { description: 'the aspect by reference; null for a return (technique and body say which) and an ingress' }),
      exactAt: Stamp,
      window: Type.Object({ from: Stamp, to: Stamp }),
      weight: Type.Integer({ minimum: 1 }),
    })),
    byMonth: Type.Record(Type.String({ pattern: '^\\d{4}-\\d{2}$' }), Type.Array(Type.Integer({ minimum: 0 }))),
    count: Type.Integer({ minimum: 0 }),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'transits-and-lunations', body: { ...KYIV_BIRTH, startDate: '2025-03-01', endDate: '2025-05-31', include: ['transits', 'lunations'] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withBodyRefs(withSignNumbers(withWarnings(forecastCalendar(body, services, lang), lang), lang), lang),
});
