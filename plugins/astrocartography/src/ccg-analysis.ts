import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, defineOperation } from '@celestial/core';
import { KYIV_BIRTH } from './lib/chart.js';
import { ccgAnalysis } from './lib/ccg.js';

const Point = Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) });

export default defineOperation({
  method: 'POST',
  path: '/ccg-analysis',
  summary: 'Cyclo*Carto*Graphy: where on Earth transiting or progressed planets aspect the relocated natal MC or Ascendant',
  description:
    'Jim Lewis\'s Cyclo*Carto*Graphy: transiting planets at targetDate 12:00 UT (swe_calc_ut) and secondary-progressed planets (birth JD + age in tropical years as days) against the natal chart relocated anywhere at the birth instant: a line is the locus where the relocated MC (RAMC = birth GAST + geographic longitude; MC = atan2(sin RAMC, cos RAMC cos eps)) or Ascendant (the RAMC solving the Ascendant formula by bisection at each latitude, none inside the polar circles) stands at the aspect to the transiting or progressed longitude (both sides for aspects other than 0 and 180). atPoint = the lines whose relocated angle at point is within 1 deg. point out of range gives 400 naming point.latitude/point.longitude.',
  body: birthData({
    targetDate: Type.Optional(DateString),
    point: Type.Optional(Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) })),
    include: Type.Optional(Type.Array(StringEnum(['transits', 'progressions'] as const), { minItems: 1, maxItems: 2 })),
    aspects: Type.Optional(Type.Array(Type.Number({ minimum: 0, maximum: 180 }), { minItems: 1, maxItems: 12 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    targetDate: Type.String({ description: 'YYYY-MM-DD' }),
    lines: Type.Array(Type.Object({
      kind: StringEnum(['transit', 'progressed'] as const),
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      aspect: Type.Number(), angle: StringEnum(['mc', 'asc'] as const), targetLongitude: Type.Number(),
      segments: Type.Array(Type.Array(Point)),
    })),
    atPoint: Type.Array(Type.Object({ kind: StringEnum(['transit', 'progressed'] as const), id: Type.Integer(), slug: Type.String(), name: Type.String(), aspect: Type.Number(), angle: StringEnum(['mc', 'asc'] as const), orbDeg: Type.Number() })),
  }),
  examples: [{ name: 'kyiv-2025', body: { ...KYIV_BIRTH, targetDate: '2025-06-01', include: ['transits'], aspects: [0] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => ccgAnalysis(body, services, lang),
});
