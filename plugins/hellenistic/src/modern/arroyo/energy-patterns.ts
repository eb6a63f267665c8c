import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { energyPatterns } from '../../lib/progressions.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });
const Element = StringEnum(['fire', 'earth', 'air', 'water'] as const);
const Row = Type.Object({ fire: Type.Number(), earth: Type.Number(), air: Type.Number(), water: Type.Number() });

export default defineOperation({
  method: 'POST',
  path: '/modern/arroyo/energy-patterns',
  summary: "Arroyo's aspects as interchanges of energy between the elements",
  description: "Arroyo, Astrology, Psychology and the Four Elements (1975), the part on aspects: each major aspect among Sun to Pluto (orbs conjunction and opposition 8, trine and square 7, sextile 5, overridable by aspect slug) classified by its planets' sign elements: the same element, fire-air and earth-water compatible, other pairs incompatible; flow from the aspect (trine and sextile harmonious, square and opposition challenging, conjunction blending); an orb-weighted 4x4 element matrix (an exact aspect counts 1, one at its orb's edge nearly 0).",
  body: birthData({ orbs: Type.Optional(Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 15 }), { description: 'aspect slug to orb, degrees' })) }),
  response: Type.Object({
    ...Echo,
    aspects: Type.Array(Type.Object({
      planet1: Named, planet2: Named, aspect: Named, orb: Type.Number(), element1: Element, element2: Element,
      elementRelation: StringEnum(['same', 'compatible', 'incompatible'] as const), flow: StringEnum(['harmonious', 'challenging', 'blending'] as const),
    })),
    elementMatrix: Type.Object({ fire: Row, earth: Row, air: Row, water: Row }),
    summary: Type.Object({ harmonious: Type.Integer(), challenging: Type.Integer(), blending: Type.Integer(), incompatibleElements: Type.Integer() }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => energyPatterns(body, services, lang),
});
