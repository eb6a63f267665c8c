import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { spaceDivisionAnswer } from '../lib/houses-division.js';
import { Moment, Settings } from '../lib/schemas.js';
import { Cusps12, KYIV_EXAMPLE, TROMSO_EXAMPLE } from '../lib/houses-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/houses/space-division',
  summary: 'Space-division house systems side by side: Campanus, Regiomontanus, Horizontal, Morinus, Meridian, Krusinski, Carter, APC',
  description:
    "Systems that divide a great circle into equal 30-degree arcs and project the divisions onto the ecliptic: Campanus (prime vertical), Regiomontanus (equator; Tabulae directionum, 1467), Horizontal (horizon), Morinus (equator by the ecliptic poles; Astrologia Gallica), Meridian (equator from the MC), Krusinski-Pisa-Goelzer (great circle through the Ascendant and the zenith), Carter poli-equatorial (equator from the Ascendant's right ascension), APC (the Ascendant's diurnal parallel; L. Knegt). Cusps from swe_houses_ex; Regiomontanus pole heights tan(pole) = tan(phi) sin(30) for houses 11 and 3, sin(60) for 12 and 2.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    systems: Type.Array(Type.Object({ code: Type.String(), slug: Type.String(), name: Type.String(), circleDivided: Type.Object({ slug: Type.String({ description: 'prime-vertical, celestial-equator, horizon ... (the house-circle table)' }), name: Type.String({ description: "the circle in the answer's language" }) }), cusps: Cusps12, available: Type.Boolean() })),
    regiomontanusPoles: Type.Object({ house11: Type.Number(), house12: Type.Number(), house2: Type.Number(), house3: Type.Number() }, { description: 'pole heights, degrees (south latitudes negative)' }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'tromso', body: TROMSO_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => spaceDivisionAnswer(body, services, lang),
});
