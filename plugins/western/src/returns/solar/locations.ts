import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../../lib/vocabulary.js';
import { birthData, Ephemeris, Latitude, Longitude, TimeZones, defineOperation, PositionMembers, UtcInstant } from '@celestial/core';
import { solarReturnLocations } from '../../lib/relocated-returns.js';
import { ReturnMoment } from '../../lib/returns-schemas.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/returns/solar/locations',
  summary: 'Relocated solar return comparison: one return instant, its angles and houses at each candidate place, scored',
  description:
    'One return instant (the root of /returns/solar on swe_calc_ut: the Sun back on its natal longitude in `year`), cusps per candidate place (swe_houses_ex, the birth data\'s house system and zodiac). angularPlanets: Sun to Pluto within 5 deg of the Ascendant, MC, Descendant or IC (each at its nearest angle). score: +3 for Venus or Jupiter on an angle, -3 for Mars or Saturn on an angle, +2 for the return Sun in house 1, 10 or 11, -2 in house 12 (the weights are echoed). best: the highest score (the first on a tie). A place where the house system fails (Placidus beyond the polar circles) is a 422: use Whole Sign or Equal.',
  body: birthData({
    year: Type.Integer({ minimum: 1000, maximum: 2999 }),
    locations: Type.Array(Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })), latitude: Latitude, longitude: Longitude }), { minItems: 1, maxItems: 20 }),
  }),
  response: Type.Object({
    moment: Type.Object({ utc: UtcInstant('the birth, UTC'), julianDayUT: Type.Number() }),
    returnMoment: ReturnMoment,
    natalSunLongitude: Type.Number(),
    returnPlanets: Type.Array(Type.Object({ id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(), name: Type.String(), ...PositionMembers })),
    locations: Type.Array(Type.Object({
      slug: Type.String({ description: "kebab-case of the location's name, location-N when unnamed" }), name: Type.Union([Type.String(), Type.Null()], { description: "the request's own label for the place, echoed as sent (not translated: the caller names its places); null when unnamed" }), latitude: Type.Number(), longitude: Type.Number(), ascendant: Type.Number(), mc: Type.Number(),
      sunHouse: Type.Integer({ minimum: 1, maximum: 36 }),
      angularPlanets: Type.Array(Type.Object({ planet: BodyRefSchema, angle: Type.Object({ slug: Type.String({ description: 'ascendant, midheaven, descendant or imum-coeli' }), name: Type.String() }), orb: Type.Number() })),
      score: Type.Number(),
    })),
    best: Type.Object({ index: Type.Integer(), slug: Type.String(), name: Type.Union([Type.String(), Type.Null()], { description: "the request's label, as sent" }), score: Type.Number() }),
    weights: Type.Object({
      angleOrb: Type.Number(), beneficOnAngle: Type.Number(), maleficOnAngle: Type.Number(),
      sunInHouse: Type.Record(Type.String(), Type.Number()), benefics: Type.Array(BodyRefSchema), malefics: Type.Array(BodyRefSchema),
    }),
  }),
  examples: [{
    name: 'kyiv-2024-three-cities',
    body: { ...KYIV_BIRTH, year: 2024, locations: [{ name: 'Kyiv', latitude: 50.45, longitude: 30.52 }, { name: 'Lisbon', latitude: 38.72, longitude: -9.14 }, { name: 'Tokyo', latitude: 35.68, longitude: 139.69 }] },
  }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(solarReturnLocations(body, services, lang), lang),
});
