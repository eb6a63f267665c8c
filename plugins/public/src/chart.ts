import { Type } from '@sinclair/typebox';
import { birthData, Moment, Operations, Settings, defineOperation } from '@celestial/core';
import { publicChartOf, SUN_TO_PLUTO, watermarkFor } from './lib/public.js';
import type { AnsweredChart } from './lib/public.js';
import { KYIV, Named, Position, Watermark } from './lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/public/chart',
  summary: 'A compact natal chart without a key: Sun to Pluto with sign, degree and house, the Ascendant and the Midheaven',
  description:
    'Swiss Ephemeris positions and house cusps (the chart cast of /chart), cut to what a page shows: no aspects, dignities or cusp list. Keyless (30 calls an hour per address, 300 per declared site); a key counts the call at its plan\'s rate and removes the watermark.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    planets: Type.Array(Type.Object({ ...Named, ...Position.properties, house: Type.Integer({ minimum: 1, maximum: 36 }), retrograde: Type.Boolean() }), { minItems: 10, maxItems: 10 }),
    ascendant: Position,
    midheaven: Position,
    watermark: Watermark,
  }),
  examples: [{ name: 'kyiv', body: KYIV }],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    // /chart's own options (which bodies, which aspects) are not this operation's: Sun to Pluto.
    const { visiblePlanetIds: _v, aspectAngles: _a, ...birth } = body as typeof body & { visiblePlanetIds?: unknown; aspectAngles?: unknown };
    const chart = await operations.invoke<AnsweredChart>('POST /chart', { body: { ...birth, visiblePlanetIds: [...SUN_TO_PLUTO] }, lang, caller });
    return publicChartOf(chart, lang, watermarkFor(caller.kind));
  },
});
