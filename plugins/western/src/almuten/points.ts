import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { almutenPoints } from '../lib/rulers.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

const Planet = StringEnum(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const, { description: 'a classical planet, by slug' });
const AlmutenOf = {
  longitude: Type.Number({ minimum: 0, maximum: 360 }),
  almuten: Type.Object({
    planet: Planet,
    score: Type.Integer({ minimum: 1 }),
    tied: Type.Array(Planet, { description: 'every planet with the top score; the first holds the higher-ranked dignity' }),
  }),
  scores: Type.Array(Type.Object({
    planet: Planet,
    score: Type.Integer({ minimum: 1 }),
    dignities: Type.Array(StringEnum(['domicile', 'exaltation', 'triplicity', 'term', 'face'] as const)),
  })),
};

export default defineOperation({
  method: 'POST',
  path: '/almuten/points',
  summary: 'Almuten (the planet of most essential dignity) of each house cusp and of given degrees',
  description:
    'Lilly\'s almuten of a degree (Christian Astrology I): domicile 5, exaltation 4, triplicity 3 (the Dorothean lord of the chart\'s sect only; the participating lord is not scored), Egyptian term 2, Chaldean face 1, summed per planet; ties listed. The almuten of the whole figure is /horary/almuten-figuris.',
  body: birthData({
    points: Type.Optional(Type.Array(Type.Number({ minimum: 0, maximum: 360 }), { maxItems: 64, description: 'extra ecliptic longitudes, degrees' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    sect: StringEnum(['day', 'night'] as const),
    cusps: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), ...AlmutenOf }), { minItems: 12, maxItems: 12 }),
    points: Type.Array(Type.Object({ index: Type.Integer({ minimum: 0 }), ...AlmutenOf })),
  }),
  examples: [
    { name: 'cusps', body: KYIV_BIRTH },
    { name: 'with-points', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, points: [15, 125.5, 359.9] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => almutenPoints(body, services, lang),
});
