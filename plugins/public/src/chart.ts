import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Moment, Settings, TimeZones, defineOperation } from '@celestial/core';
import { publicChart, watermarkFor } from './lib/public.js';
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
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang, caller }, services) => publicChart(body, services, lang, watermarkFor(caller.kind)),
});
