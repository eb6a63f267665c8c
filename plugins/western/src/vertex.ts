import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { vertexAnswer } from './lib/chart-geometry.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_EXAMPLE, PointSchema } from './lib/houses-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vertex',
  summary: 'Vertex, Anti-Vertex, East Point, co-ascendants and polar ascendant',
  description:
    'From swe_houses_ex: ascmc[SE_VERTEX] (the western point where the prime vertical meets the ecliptic; L. Edward Johndro and Charles Jayne), ascmc[SE_EQUASC] (equatorial ascendant, the East Point), ascmc[SE_COASC1] (co-ascendant of W. Koch), ascmc[SE_COASC2] and ascmc[SE_POLASC] (co-ascendant and polar ascendant of M. Munkasey); Anti-Vertex = Vertex + 180.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    vertex: PointSchema, antiVertex: PointSchema, eastPoint: PointSchema,
    coAscendantKoch: PointSchema, coAscendantMunkasey: PointSchema, polarAscendant: PointSchema,
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => vertexAnswer(body, services, lang),
});
