import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { elementBalance } from '../../lib/modern-schools.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Share = Type.Object({ score: Type.Number(), percent: Type.Number(), factors: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() })) });
const ElementEnum = StringEnum(['fire', 'earth', 'air', 'water'] as const);

export default defineOperation({
  method: 'POST',
  path: '/modern/arroyo/element-balance',
  summary: "Arroyo's element and modality balance with his weights, lacking and overemphasised elements",
  description: "Stephen Arroyo, Astrology, Psychology and the Four Elements (CRCS, 1975): the planets and the ASC tallied by the element and modality of their sign with weights Sun, Moon, ASC 3; Mercury, Venus, Mars 2; Jupiter, Saturn 1; Uranus, Neptune, Pluto 0.5 (weights overrides them by factor slug); lacking = share under 10% with neither luminary nor the ASC in it, excess = share over 40%; short paraphrases of Arroyo's readings attached.",
  body: birthData({ weights: Type.Optional(Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 10 }), { description: 'factor slug (sun ... pluto, ascendant) to weight' })) }),
  response: Type.Object({
    ...Echo,
    weights: Type.Record(Type.String(), Type.Number()),
    elements: Type.Object({ fire: Share, earth: Share, air: Share, water: Share }),
    modalities: Type.Object({ cardinal: Share, fixed: Share, mutable: Share }),
    dominantElement: ElementEnum,
    lackingElements: Type.Array(ElementEnum),
    excessElements: Type.Array(ElementEnum),
    notes: Type.Array(Type.Object({
      slug: Type.String({ description: '<element>-lacking or <element>-overemphasised' }),
      element: Type.Object({ slug: ElementEnum, name: Type.String() }),
      condition: StringEnum(['lacking', 'overemphasised'] as const),
      text: Type.String({ description: "Arroyo's reading, paraphrased, in the answer's language" }),
    })),
    source: Type.String(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => elementBalance(body, services, lang),
});
