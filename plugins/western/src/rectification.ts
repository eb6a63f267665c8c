import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from './lib/vocabulary.js';
import { birthData, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, UtcInstant, Instant, PositionMembers } from '@celestial/core';
import { EVENT_TYPES, rectify } from './lib/rectification.js';
import { KYIV_BIRTH } from './lib/examples.js';

const AngleOut = Type.Object(PositionMembers);
const CandidateBase = {
  time: Instant('the candidate at the given chart\'s UTC offset'),
  utc: UtcInstant(),
  julianDayUT: Type.Number(),
  shiftMinutes: Type.Number({ description: 'candidate minus the given time' }),
  ascendant: AngleOut,
  mc: AngleOut,
  score: Type.Number(),
};

export default defineOperation({
  method: 'POST',
  path: '/rectification',
  summary: 'Birth-time rectification from dated life events (transits, secondary progressions and solar arcs to the candidate angles)',
  description:
    'Event-based rectification as taught by Noel Tyl (Solar Arcs, 2001). Candidate times every stepMinutes from t0 - searchRangeMinutes/2 to t0 + searchRangeMinutes/2 (count = floor(range/step) + 1; more than 1440 refused with 400 naming stepMinutes). For each candidate the angles and cusps (swe_houses_ex, the chart\'s house system and zodiac) and, per event, the targets: Ascendant, MC, the cusps of the event\'s houses (marriage 7/5, divorce 7/8, birth-of-child 5, death-of-father 4/8, death-of-mother 10/8, relocation 4/9, career-change and promotion 10, job-loss 10/6, accident 1/8, surgery 6/8, illness 6/1, graduation 9/3, financial gain or loss 2/8, legal-matter 7/9) and their traditional domicile lords at the candidate moment. Movers at the event date (12:00 UT): transiting Jupiter-Pluto; the secondary-progressed Ascendant and MC (ARMC advanced by the solar arc in right ascension, Asc and MC from ARMC, latitude and obliquity) and progressed Moon (day for a year, 365.24219 d); solar-arc-directed Sun-Pluto, Ascendant and MC (arc = progressed Sun - natal Sun). Hard aspects 0/90/180 within orb (default 1, at most 15); each contact adds weight x (1 - orb/orb); a point is not aspected by its own progression or direction. Ranked by score, ties to the candidate nearer the given time; top 20 listed with their contacts. The local time uses the given moment\'s UTC offset throughout the window.',
  body: birthData({
    searchRangeMinutes: Type.Number({ minimum: 0, maximum: 1440, description: 'width of the window, centred on the given time; at most 1440' }),
    stepMinutes: Type.Number({ minimum: 0.5, maximum: 240, description: '0.5 to 240; at most 1440 candidates' }),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 15, default: 1, description: 'degrees, at most 15' })),
    events: Type.Array(Type.Object({
      date: DateString,
      type: StringEnum(EVENT_TYPES),
      weight: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 3, default: 1 })),
    }), { minItems: 1, maxItems: 20 }),
  }),
  response: Type.Object({
    evaluated: Type.Integer({ description: 'candidate charts cast' }),
    givenTime: Type.String(),
    best: Type.Object(CandidateBase),
    candidates: Type.Array(Type.Object({
      ...CandidateBase,
      hits: Type.Array(Type.Object({
        eventIndex: Type.Integer({ minimum: 0 }),
        technique: Type.Union([Type.Literal('transit'), Type.Literal('progression'), Type.Literal('solar-arc')]),
        body: BodyRefSchema,
        aspect: AspectNamingSchema,
        point: Type.Object({
          id: Type.Optional(Type.Integer({ description: 'Swiss Ephemeris number of a house lord' })),
          slug: Type.String({ description: 'ascendant, midheaven; a lord: sun ... saturn; a cusp: the house (first ... twelfth)' }),
          name: Type.String({ description: "the angle, the lord or the house, in the answer's language" }),
        }),
        pointKind: Type.Union([Type.Literal('angle'), Type.Literal('cusp'), Type.Literal('ruler')], { description: 'an angle, an event house\'s cusp, or the lord (domicile ruler) of an event house' }),
        house: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()], { description: 'the event house of a cusp or a lord; null for an angle' }),
        orb: Type.Number({ minimum: 0 }),
      })),
    }), { maxItems: 20 }),
  }),
  examples: [
    {
      name: 'kyiv-four-events',
      body: {
        ...KYIV_BIRTH, time: '14:00:00', searchRangeMinutes: 120, stepMinutes: 2,
        events: [{ date: '2014-06-20', type: 'marriage' }, { date: '2016-03-02', type: 'birth-of-child', weight: 2 }, { date: '2019-09-10', type: 'career-change' }, { date: '2022-03-01', type: 'relocation', weight: 1.5 }],
      },
    },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(rectify(body, services, lang), lang), lang),
});
