import { Type } from '@sinclair/typebox';
import { defineOperation, Operations, StringEnum } from '@celestial/core';
import { vedicBirthData } from '@celestial/plugin-vedic/lib/schemas';
import { indianAnswers, renderSouthIndian, VARGA_CODES } from './lib/indian.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { DELHI } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/south-indian-chart',
  summary: 'South Indian chart of the rashi or a divisional chart',
  description:
    'The sidereal cast of /vedic/chart/rashi (ayanamsa default lahiri) and the varga signs of /vedic/divisional/* (Brihat Parashara Hora Shastra ch. 6) drawn as the fixed-sign 4 x 4 grid, Pisces top left and clockwise, the lagna sign marked by a diagonal stroke, the varga named in the centre. Each graha with a short name in the answer language, its degrees and minutes in the rashi and R when retrograde.',
  body: vedicBirthData({ varga: Type.Optional(StringEnum(VARGA_CODES, { default: 'D1' })), options: Type.Optional(RenderOptions) }),
  response: RenderAnswer,
  examples: [
    { name: 'delhi-rashi', body: DELHI },
    { name: 'delhi-navamsa', body: { ...DELHI, varga: 'D9', options: { theme: 'light' } } },
  ],
  deps: { operations: Operations },
  // The rashi from POST /vedic/chart/rashi, a varga's signs from POST /vedic/divisional/d<n>.
  handler: async ({ body, lang, caller }, { operations }) => renderSouthIndian(await indianAnswers(body, body.varga ?? 'D1', operations, lang, caller), body.options, lang).answer,
});
