import { Type } from '@sinclair/typebox';
import { AspectAngleList, birthData, BodyIdList, Clock, DateString, Ephemeris, TimeZones, defineOperation, Instant, PositionMembers, Warnings } from '@celestial/core';
import { transitsAt } from './lib/transits.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { Moment, Settings } from './lib/schemas.js';
import { withWarnings } from './lib/vocabulary.js';

export const NatalPointRef = Type.Object({ id: Type.Union([Type.Integer(), Type.Null()], { description: 'Swiss body number; null for the Ascendant and MC' }), slug: Type.String(), name: Type.String(), longitude: Type.Number() });
export const AspectRef = Type.Object({ slug: Type.String(), name: Type.String(), angle: Type.Number(), symbol: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/transits',
  summary: 'Transits at one instant: transiting bodies in the natal houses and their aspects to the natal points',
  description:
    'The transiting bodies (swe_calc_ut, in the chart\'s zodiac) at targetDate targetTime UTC (default today 12:00:00 UTC); natal points as /chart (Sun to Pluto, nodes, Chiron, Lilith) plus the Ascendant and MC. Each transit-natal pair within `orb` (default 2) of an aspect angle (default 0, 60, 90, 120, 180) is listed with the nearest angle; natal house by cusp comparison on the natal cusps; isApplying with the natal point fixed; exactAt = the exact instant nearest the moment within +-1.5 orb/speed (at most 400 days), the root of lambda_transit - (lambda_natal -+ angle) refined to < 1 s (core/src/astro/crossings.ts), null when the body does not perfect within that span.',
  body: birthData({
    targetDate: Type.Optional(DateString),
    targetTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '12:00:00', description: 'UTC time HH:mm:ss' })),
    transitPlanetIds: Type.Optional(BodyIdList),
    aspectAngles: Type.Optional(AspectAngleList),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 15, default: 2 })),
  }),
  response: Type.Object({
    moment: Type.Composite([Moment], { description: 'the transit moment (targetDate and targetTime, UT)' }),
    settings: Settings,
    natalMoment: Moment,
    transitPlanets: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers, speed: Type.Number(), retrograde: Type.Boolean(), natalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    })),
    aspects: Type.Array(Type.Object({
      transitPlanet: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
      natalPoint: NatalPointRef,
      type: AspectRef,
      orb: Type.Number(),
      isApplying: Type.Boolean(),
      exactAt: Type.Union([Instant('the nearest exact instant, UT (+00:00)'), Type.Null()]),
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-03-01' } },
    { name: 'outer-only', body: { ...KYIV_BIRTH, targetDate: '2024-03-01', targetTime: '00:00:00', transitPlanetIds: [5, 6, 7, 8, 9], orb: 3 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withWarnings(transitsAt(body, services, lang), lang),
});
