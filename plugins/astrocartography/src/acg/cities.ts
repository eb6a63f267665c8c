import { Type } from '@sinclair/typebox';
import { ApiError, BodyIdList, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation, kebab } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { attribution, cities } from '../lib/cities.js';
import { acgLines } from '../lib/lines.js';
import { INTENTS, rankCities, rankLine } from '../lib/rank.js';

export default defineOperation({
  method: 'POST',
  path: '/acg/cities',
  summary: 'The bundled cities ranked by their nearness to the chart\'s ACG lines, for an intent',
  description:
    'For each qualifying bundled city (GeoNames cities1000, CC BY 4.0): the great-circle distance to every /acg line (meridians exactly; ASC/DSC polylines on a 1-degree grid, nearest segment); contribution = weight(planet, angle, intent) x (1 - d/orbKm) for d < orbKm, weights from the service\'s intent table (Venus, Jupiter and the Sun favourable; Saturn, Mars and Pluto adverse; angle factors MC 1.0, ASC 1.0, DSC 0.9, IC 0.8); cities ranked by summed score, ties by population. country (ISO 3166-1 alpha-2) restricts the list. The answer carries the GeoNames attribution.',
  body: birthData({
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' })),
    intent: Type.Optional(StringEnum(INTENTS, { default: 'general' })),
    planetIds: Type.Optional(BodyIdList),
    orbKm: Type.Optional(Type.Number({ minimum: 10, maximum: 2000, default: 500 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    intent: StringEnum(INTENTS),
    considered: Type.Integer({ description: 'cities compared' }),
    cities: Type.Array(Type.Object({
      slug: Type.String({ description: 'the city\'s name in kebab-case with its GeoNames id (stable, unique)' }), geonameId: Type.Integer({ description: 'GeoNames id' }),
      name: Type.String(), country: Type.String(), latitude: Type.Number(), longitude: Type.Number(), population: Type.Integer(), score: Type.Number(),
      lines: Type.Array(Type.Object({ planet: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }), angle: StringEnum(['mc', 'ic', 'asc', 'dsc'] as const), distanceKm: Type.Number(), contribution: Type.Number() })),
    })),
    attribution: Type.Object({ source: Type.String(), sourceUrl: Type.String(), licence: Type.String(), licenceUrl: Type.String(), notice: Type.String() }),
  }),
  examples: [{ name: 'kyiv-love-in-italy', body: { ...KYIV_BIRTH, country: 'IT', intent: 'love', limit: 5 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const sky = birthSky(body, services, lang);
    const lines = acgLines(sky.bodies, sky.gastDeg, 1).map((l) => rankLine(l.id, l.angle, l.segments.flat()));
    const country = body.country?.toUpperCase();
    const pool = country ? cities().filter((c) => c.country === country) : cities();
    if (country && pool.length === 0) throw ApiError.invalidField('country', `no bundled city has the country code ${country} (GET /acg/countries lists them)`);
    const intent = body.intent ?? 'general';
    const { considered, ranked } = rankCities(pool, lines, intent, body.orbKm ?? 500, body.limit ?? 25);
    return {
      moment: sky.moment, settings: sky.settings, intent, considered,
      cities: ranked.map((r) => ({
        slug: `${kebab(r.city.name) || 'city'}-${r.city.id}`, geonameId: r.city.id,
        name: r.city.name, country: r.city.country, latitude: r.city.latitude, longitude: r.city.longitude, population: r.city.population, score: r.score,
        lines: r.lines.map((l) => ({ planet: { id: l.id, slug: bodySlug(l.id) ?? String(l.id), name: bodyName(l.id, lang) }, angle: l.angle, distanceKm: l.distanceKm, contribution: l.contribution })),
      })),
      attribution: attribution(lang),
    };
  },
});
