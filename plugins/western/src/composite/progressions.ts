import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, TimeZones, defineOperation, PositionMembers, Warnings } from '@celestial/core';
import { compositeProgressions } from '../lib/composite-progressions.js';
import { PAIR, TwoChartsBody } from '../lib/relationships-schemas.js';
import { withWarnings, AspectNamingSchema, withAspectRefs, BodyRefSchema } from '../lib/vocabulary.js';
import { Moment, Settings } from '../lib/schemas.js';

const Angles = Type.Object({ ascendant: Type.Number({ minimum: 0, maximum: 360 }), mc: Type.Number({ minimum: 0, maximum: 360 }) });

export default defineOperation({
  method: 'POST',
  path: '/composite/progressions',
  summary: 'Progressed composite: midpoints of the two partners\' secondary-progressed positions and angles, against the natal composite',
  description:
    'Each chart progressed to targetDate (default today UTC) as /progressions (a day for a tropical year; Ascendant and MC by solar arc in right ascension); each progressed composite body at the near midpoint of the two progressed positions, the progressed composite Ascendant and MC at the near midpoints of the progressed angles (Robert Hand, Planets in Composite, 1975). compositeHouse: the house of the natal composite (as /composite, derived-asc) the point falls in. aspectsToComposite: aspects (0, 60, 90, 120, 180, orb default 1) from the progressed composite to the natal composite bodies and angles. Both charts must share zodiac and ayanamsa.',
  body: Type.Object({
    ...TwoChartsBody,
    targetDate: Type.Optional(DateString),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 1 })),
  }),
  response: Type.Object({
    moment: Type.Composite([Moment], { description: "the mean of the two birth moments, for which the natal composite's houses are cast (as /composite)" }),
    settings: Settings,
    targetDate: Type.String(),
    ages: Type.Object({ chart1: Type.Number(), chart2: Type.Number() }),
    planets: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers,
      compositeHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    })),
    angles: Angles,
    natalComposite: Type.Object({
      planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers })),
      angles: Angles,
    }),
    aspectsToComposite: Type.Array(Type.Object({ progressed: BodyRefSchema, composite: BodyRefSchema, aspect: AspectNamingSchema, angle: Type.Number(), orb: Type.Number() })),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv-london-2024', body: { ...PAIR, targetDate: '2024-06-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withAspectRefs(withWarnings(compositeProgressions(body, services, lang), lang), lang),
});
