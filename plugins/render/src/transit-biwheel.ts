import { Type } from '@sinclair/typebox';
import { birthData, DateString, defineOperation, Operations } from '@celestial/core';
import { crossAspects } from '@celestial/core/astro';
import { biwheelModelOf, birthOf, renderWheel } from './lib/charts.js';
import type { AnsweredBody, AnsweredChart } from './lib/charts.js';
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
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => {
    const birth = birthOf(body, ['options', 'transit']);
    const natal = await operations.invoke<AnsweredChart>('POST /chart', { body: birth, lang, caller });
    // The transiting bodies: /planets at the transit instant, at the birth place, in the chart's
    // zodiac (the birth data's settings with the transit's date, time and zone).
    const { date: _d, time: _t, timezone: _z, timezoneOffset: _o, ...settings } = birth;
    // The transit's HH:mm (this schema's pattern) is HH:mm:00 to /planets' birth data.
    const time = body.transit.time.length === 5 ? `${body.transit.time}:00` : body.transit.time;
    const transit = await operations.invoke<{ planets: AnsweredBody[] }>('POST /planets', { body: { ...settings, ...body.transit, time }, lang, caller });
    // No operation answers these inter-aspects for a chart and an instant's bare positions as the
    // drawing needs them (/transits searches a period): core's crossAspects on the two answers,
    // with the /aspects default table and orbs, as before.
    const points = (list: readonly AnsweredBody[]) => list.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed ?? 0 }));
    const between = crossAspects(points(natal.planets), points(transit.planets));
    return renderWheel(biwheelModelOf(natal, transit.planets, between), body.options, lang).answer;
  },
});
