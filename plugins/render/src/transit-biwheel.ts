import { Type } from '@sinclair/typebox';
import { birthData, DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { biwheelModel, castFor, renderWheel, transitBodies } from './lib/charts.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/transit-biwheel',
  summary: 'Natal wheel with the transiting bodies of an instant on an outer ring',
  description:
    'Natal chart inside (as /render/natal-wheel); the bodies at the transit instant (swe_calc_ut, the chart\'s zodiac) on the outer ring, decluttered the same way; transit-to-natal aspects within the /aspects default orbs as dashed lines.',
  body: birthData({
    transit: Type.Object({
      date: DateString,
      time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }),
      timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14 })),
    }, { additionalProperties: false }),
    options: Type.Optional(RenderOptions),
  }),
  response: RenderAnswer,
  examples: [{ name: 'kyiv-2026', body: { ...KYIV, transit: { date: '2026-11-26', time: '12:00:00', timezone: 'Europe/Kyiv' } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const natal = castFor(body, services);
    return renderWheel(biwheelModel(natal, transitBodies(body, body.transit, services)), body.options, lang).answer;
  },
});
