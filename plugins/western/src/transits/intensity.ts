import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';
import { bodyRefOfName } from '../lib/vocabulary.js';
import { birthData, BodyIdList, DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { transitIntensity } from '../lib/transit-variants.js';
import { KYIV_BIRTH } from '../lib/examples.js';

const WeightTable = Type.Record(Type.String(), Type.Number());

export default defineOperation({
  method: 'POST',
  path: '/transits/intensity',
  summary: 'Daily transit intensity index: weighted sum of the transit-to-natal aspects in orb each day, harmonious and challenging apart',
  description:
    'score(day) = sum over transit-natal aspects (0, 60, 90, 120, 180) within maxOrb at 12:00 UT of w(transit planet) x w(aspect) x w(natal point) x (1 - orb / maxOrb). Slower planets and hits to the luminaries and angles weigh more; sextiles and trines count as harmonious, squares and oppositions as challenging, conjunctions by the transiting planet\'s nature (Venus and Jupiter harmonious; Mars, Saturn, Uranus, Neptune, Pluto challenging; Sun, Moon and Mercury neither). Natal points Sun to Pluto, Ascendant, MC; transiting bodies transitPlanetIds (default Sun to Pluto). peaks: days scoring above both neighbours, highest first. The weight table is echoed in `weights`. Range at most 366 days.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 366 days after startDate' }),
    transitPlanetIds: Type.Optional(BodyIdList),
  }),
  response: Type.Object({
    days: Type.Array(Type.Object({
      date: Type.String(), score: Type.Number({ minimum: 0 }), harmonious: Type.Number({ minimum: 0 }), challenging: Type.Number({ minimum: 0 }),
      top: Type.Array(Type.Object({ transitPlanet: BodyRefSchema, natalPoint: BodyRefSchema, aspect: AspectNamingSchema, orb: Type.Number(), weight: Type.Number() }), { maxItems: 3 }),
    })),
    peaks: Type.Array(Type.Object({ date: Type.String(), score: Type.Number() })),
    weights: Type.Object({
      transitPlanet: WeightTable, aspect: WeightTable, natalPoint: WeightTable, maxOrb: Type.Number(),
      conjunctionNature: Type.Object({ harmonious: Type.Array(BodyRefSchema), challenging: Type.Array(BodyRefSchema) }, { description: 'the transiting planets whose conjunctions count as harmonious or as challenging, by reference' }),
    }),
  }),
  examples: [{ name: 'kyiv-march-2024', body: { ...KYIV_BIRTH, startDate: '2024-03-01', endDate: '2024-03-31' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const answer = withAspectRefs(withBodyRefs(transitIntensity(body, services), lang), lang);
    // The echoed table's planets by reference in `lang` (issue 12: were English names).
    const nature = answer.weights.conjunctionNature;
    return { ...answer, weights: { ...answer.weights, conjunctionNature: { harmonious: nature.harmonious.map((p) => bodyRefOfName(p, lang)), challenging: nature.challenging.map((p) => bodyRefOfName(p, lang)) } } };
  },
});
