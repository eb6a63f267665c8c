import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, Instant, Moment, PositionMembers, Settings, StringEnum, TimeZones, birthData, defineOperation } from '@celestial/core';
import { eclipseAnalysis } from './lib/natal-eclipses.js';

const Contact = Type.Object({
  point: Type.Object({ slug: Type.String(), name: Type.String() }),
  aspect: StringEnum(['conjunction', 'square', 'opposition'] as const),
  orb: Type.Number({ minimum: 0 }),
});

export default defineOperation({
  method: 'POST',
  path: '/eclipse-analysis',
  summary: 'The coming eclipses against a natal chart: degree, natal house, contacts and local visibility',
  description:
    'Eclipses from startDate over yearsAhead years (swe_sol_eclipse_when_glob, swe_lun_eclipse_when); the eclipse degree is the Sun (solar) or Moon (lunar) at maximum in the chart\'s zodiac; natal house by cusp comparison on the natal cusps (for an ecliptic point the same as floor(swe_house_pos)); contacts = natal bodies and angles within orb of 0/90/180 deg. Local circumstances at point (default the birth place): solar - swe_sol_eclipse_when_loc started 1 day before the global begin, visible when its maximum lies between the global begin and end (then localMax, magnitude attr[0], obscuration attr[2], the Sun\'s altitude attr[5]); lunar - swe_lun_eclipse_how at the global maximum (umbral magnitude attr[0], the Moon\'s apparent altitude; visible when above 0; localMax the global maximum; obscuration null). mostActivated counts each natal point\'s contacts. After Brady, Predictive Astrology: The Eagle and the Lark (1992).',
  body: birthData({
    point: Type.Optional(Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) })),
    startDate: Type.Optional(DateString),
    yearsAhead: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 2 })),
    orb: Type.Optional(Type.Number({ minimum: 0, maximum: 15, default: 3 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    point: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    eclipses: Type.Array(Type.Object({
      kind: StringEnum(['solar', 'lunar'] as const),
      type: StringEnum(['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const),
      maxDate: Instant('greatest eclipse, UTC'),
      ...PositionMembers,
      natalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
      contacts: Type.Array(Contact),
      local: Type.Object({
        visible: Type.Boolean(),
        magnitude: Type.Number(),
        obscuration: Type.Union([Type.Number(), Type.Null()]),
        altitude: Type.Union([Type.Number(), Type.Null()], { description: 'the Sun\'s (solar) or Moon\'s (lunar) altitude at the local maximum' }),
        localMax: Type.Union([Instant(), Type.Null()]),
      }),
    })),
    mostActivated: Type.Array(Type.Object({ point: Type.Object({ slug: Type.String(), name: Type.String() }), count: Type.Integer({ minimum: 1 }) })),
  }),
  examples: [{ name: 'kyiv', body: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, startDate: '2025-01-01', yearsAhead: 1 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => eclipseAnalysis(body, services, lang),
});
