import { Type } from '@sinclair/typebox';
import { AspectAngleList, AspectItem, birthData, BodyIdList, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { natalAspects } from './lib/natal.js';

export default defineOperation({
  method: 'POST',
  path: '/aspects',
  summary: 'Aspect matrix only: every pair of bodies within orb of an aspect',
  description:
    'Shortest-arc separation matched against the aspect table (majors 0/60/90/120/180, minors 30/45/72/135/144/150) or aspectAngles; at most one aspect per pair (smallest orb); isApplying when the orb shrinks over the next instant.',
  body: birthData({
    planet1Ids: Type.Optional(BodyIdList),
    planet2Ids: Type.Optional(BodyIdList),
    aspectAngles: Type.Optional(AspectAngleList),
    orbs: Type.Optional(Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 30 }), { description: 'allowed orb by aspect name, e.g. { "Trine": 6 }' })),
  }),
  response: Type.Object({ count: Type.Integer({ minimum: 0 }), aspects: Type.Array(AspectItem) }),
  examples: [
    { name: 'default', body: { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 } },
    { name: 'sun-moon-vs-all', body: { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, planet1Ids: [0, 1], orbs: { Trine: 5 } } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => natalAspects(body, services, lang),
});
