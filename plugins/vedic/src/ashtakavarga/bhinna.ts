import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { ashtakavarga } from '../lib/ashtakavarga.js';
import { GrahaRef, grahaRef, Twelve } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/ashtakavarga/bhinna',
  summary: 'Bhinna ashtakavarga: the bindus of each of Sun..Saturn in the twelve signs',
  description: 'BPHS ch. 66: bindus from the seven grahas and the lagna in the houses counted from each (the tables of BPHS; the Moon\'s rows from the Moon and from Mars as in BPHS and Saravali ch. 53). Fixed totals: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39.',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, planets: Type.Array(Type.Object({ ...GrahaRef, bindus: Twelve, total: Type.Integer() }), { minItems: 7, maxItems: 7 }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const av = ashtakavarga(chart);
    return { ...chartEcho(chart, services.ephemeris), planets: av.bhinna.map((b, g) => ({ ...grahaRef(g, lang), bindus: b, total: b.reduce((s, x) => s + x, 0) })) };
  },
});
