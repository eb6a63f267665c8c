import { Type } from '@sinclair/typebox';
import { AspectAngleList, birthData, Clock, DateString, Ephemeris, TimeZones, defineOperation, Instant } from '@celestial/core';
import { solarArcHits } from '../../lib/progressions.js';
import { Moment, Settings } from '../../lib/schemas.js';
import { ArcKey, BodyRef } from '../../lib/progressions-schemas.js';
import { KYIV_BIRTH } from '../../lib/examples.js';
import { withReferencesNamed } from '../../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/directions/solar-arc/hits',
  summary: 'Exact dates when a solar-arc-directed point reaches an aspect to a natal point',
  description:
    'The arc grows monotonically with time (the Sun never retrogrades), so for each directed point P, natal point N and aspect angle a the needed arc (lambda_N +- a - lambda_P) mod 360 (converse: its negative) is reached once per turn; the instant is solved by Brent\'s method (core/src/astro/events.ts brentRoot) on |arc(t)| - needed, inside [startDate 0h UT, endDate 24h UT] (<= 20 years, not before birth). Both sides of every angle other than 0 and 180. Points: Sun to Pluto, the mean node, Ascendant (1000), MC (1001). key: true-solar-arc (progressed Sun - natal Sun), naibod (0.98564733 deg a year) or one-degree.',
  body: birthData({
    startDate: DateString,
    endDate: DateString,
    key: Type.Optional(ArcKey),
    converse: Type.Optional(Type.Boolean({ default: false })),
    aspectAngles: Type.Optional(Type.Array(Type.Number({ minimum: 0, maximum: 180 }), { ...AspectAngleList, maxItems: 64, description: 'aspect angles 0-180 (default 0, 45, 90, 135, 180)' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    key: Type.String(),
    converse: Type.Boolean(),
    hits: Type.Array(Type.Object({ directed: BodyRef, natal: BodyRef, aspect: Type.Number(), exactAt: Instant("at the birth moment's UTC offset"), julianDayUT: Type.Number(), age: Type.Number() })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv-2020s', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2026-12-31' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withReferencesNamed(solarArcHits(body, services, lang), lang),
});
