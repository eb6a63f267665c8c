import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { sthanaBala } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/shadbala/sthana-bala',
  summary: 'Sthana bala (positional strength) of Sun..Saturn: uchcha, saptavargaja, ojhayugma, kendradi, drekkana',
  description:
    'BPHS ch. 27: uchcha = arc from the debilitation point (folded to 180) / 3; saptavargaja over D1, D2, D3, D7, D9, D12, D30 with BPHS values moolatrikona 45 (D1 by degree range), own 30, great friend 20, friend 15, neutral 10, enemy 4, great enemy 2 (compound relation with the varga sign lord); ojhayugma 15 each for sign and navamsa parity (Moon, Venus even; others odd); kendradi 60/30/15 (whole-sign houses); drekkana 15 for males in the 1st, neuters in the 2nd, females in the 3rd decanate.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, uchcha: Virupas, saptavargaja: Virupas, ojhayugma: Virupas, kendradi: Virupas, drekkana: Virupas, total: Virupas }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), ...sthanaBala(chart, g) })) };
  },
});
