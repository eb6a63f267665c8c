import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { vedicBirthData } from '@celestial/plugin-vedic/lib/schemas';
import { castIndian, renderNorthIndian, VARGA_CODES } from './lib/indian.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { DELHI } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/north-indian-chart',
  summary: 'North Indian chart of the rashi or a divisional chart',
  description:
    'The sidereal cast of /vedic/chart/rashi (ayanamsa default lahiri) and the varga signs of /vedic/divisional/* (Brihat Parashara Hora Shastra ch. 6) drawn as the fixed-house diamond: the lagna house at top centre, houses anticlockwise, each with the number of its sign. Each graha with a short name in the answer language, its degrees and minutes in the rashi and R when retrograde.',
  body: vedicBirthData({ varga: Type.Optional(StringEnum(VARGA_CODES, { default: 'D1' })), options: Type.Optional(RenderOptions) }),
  response: RenderAnswer,
  examples: [
    { name: 'delhi-rashi', body: DELHI },
    { name: 'delhi-navamsa', body: { ...DELHI, varga: 'D9', options: { theme: 'light' } } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => renderNorthIndian(castIndian(body, services, body.varga ?? 'D1', lang), body.options, lang).answer,
});
