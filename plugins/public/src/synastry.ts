import { Type } from '@sinclair/typebox';
import { BirthData, Operations, defineOperation } from '@celestial/core';
import { publicSynastryOf, watermarkFor } from './lib/public.js';
import type { AnsweredChart } from './lib/public.js';
import { KYIV, LONDON, Named, Position, Watermark } from './lib/schemas.js';

const BigThree = Type.Object({ sun: Position, moon: Position, ascendant: Position });
const Elements = Type.Object({ fire: Type.Integer({ minimum: 0 }), earth: Type.Integer({ minimum: 0 }), air: Type.Integer({ minimum: 0 }), water: Type.Integer({ minimum: 0 }) }, { description: 'Sun to Pluto and the Ascendant counted by the element of their sign' });

export default defineOperation({
  method: 'POST',
  path: '/public/synastry',
  summary: 'A keyless synastry teaser: the big three of both charts, the Ptolemaic aspects between them, the element balance',
  description:
    'Both charts by Swiss Ephemeris (the chart cast of /chart); the five Ptolemaic aspects (conjunction, sextile, square, trine, opposition) between Sun to Pluto and the Ascendant of one chart and of the other, with the service\'s default orbs (8, 5, 7, 7, 8 degrees). Not the tier-3 /synastry analysis. Keyless; costs 3 rate-limit units (X-RateLimit-Cost: 3). A key counts the call at its plan\'s rate and removes the watermark.',
  body: Type.Object({ chart1: BirthData, chart2: BirthData }, { additionalProperties: true }),
  response: Type.Object({
    bigThree: Type.Object({ chart1: BigThree, chart2: BigThree }),
    count: Type.Integer({ minimum: 0 }),
    aspects: Type.Array(Type.Object({
      planet1: Type.Object(Named, { description: 'the point of chart1' }),
      planet2: Type.Object(Named, { description: 'the point of chart2' }),
      type: Type.Object({ slug: Type.String(), name: Type.String(), angle: Type.Number(), symbol: Type.String() }),
      orb: Type.Number({ minimum: 0 }),
      isApplying: Type.Boolean(),
    })),
    elementBalance: Type.Object({ chart1: Elements, chart2: Elements }),
    watermark: Watermark,
  }),
  examples: [{ name: 'kyiv-london', body: { chart1: KYIV, chart2: LONDON } }],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    // One /synastry call casts both charts (as /chart does).
    const s = await operations.invoke<{ chart1: AnsweredChart; chart2: AnsweredChart }>('POST /synastry', { body: { chart1: body.chart1, chart2: body.chart2 }, lang, caller });
    return publicSynastryOf(s.chart1, s.chart2, lang, watermarkFor(caller.kind));
  },
});
