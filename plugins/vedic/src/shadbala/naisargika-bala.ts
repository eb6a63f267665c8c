import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { NAISARGIKA } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/shadbala/naisargika-bala',
  summary: 'Naisargika bala (natural strength) of Sun..Saturn, fixed',
  description: 'BPHS ch. 27: 60 x n / 7 virupas: Sun 60, Moon 51.43, Venus 42.86, Jupiter 34.29, Mercury 25.71, Mars 17.14, Saturn 8.57; the same for every chart (the chart is cast for the echo only).',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, planets: Type.Array(Type.Object({ ...GrahaRef, virupas: Virupas }), { minItems: 7, maxItems: 7 }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), virupas: NAISARGIKA[g]! })) };
  },
});
