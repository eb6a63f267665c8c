import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { ashtakavarga } from '../lib/ashtakavarga.js';
import { SignRef, signRef } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/ashtakavarga/sarva',
  summary: 'Sarvashtakavarga: the sum of the seven bhinna ashtakavargas by sign and by house',
  description: 'BPHS ch. 66: sum of the seven bhinna ashtakavargas per sign (total 337; the lagna\'s own ashtakavarga is not added), re-read as whole-sign houses from the lagna; a house with more than 28 bindus is marked strong.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    signs: Type.Array(Type.Object({ ...SignRef, bindus: Type.Integer({ minimum: 0, maximum: 56 }) }), { minItems: 12, maxItems: 12 }),
    houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), ...SignRef, bindus: Type.Integer({ minimum: 0, maximum: 56 }), strong: Type.Boolean() }), { minItems: 12, maxItems: 12 }),
    total: Type.Integer(),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const sav = ashtakavarga(chart).sarva;
    const lagna = chart.lagna.sign - 1;
    return {
      ...chartEcho(chart, services.ephemeris),
      signs: sav.map((b, s) => ({ ...signRef(s + 1, lang), bindus: b })),
      houses: sav.map((_, h) => { const s = (lagna + h) % 12; return { house: h + 1, ...signRef(s + 1, lang), bindus: sav[s]!, strong: sav[s]! > 28 }; }),
      total: sav.reduce((a, b) => a + b, 0),
    };
  },
});
