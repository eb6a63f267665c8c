import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { chestaBala, ishtaKashta, kalaContext, uchchaBala } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/strength/ishta-kashta',
  summary: 'Ishta and kashta phala of Sun..Saturn from uchcha and chesta bala',
  description: 'BPHS ch. 28: ishta phala = sqrt(uchcha bala x chesta bala), kashta phala = sqrt((60 - uchcha)(60 - chesta)), virupas; uchcha and chesta as in /vedic/shadbala/sthana-bala and /vedic/shadbala/chesta-bala (the Sun\'s chesta its ayana bala, the Moon\'s its paksha bala, undoubled); net = ishta - kashta.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, uchchaBala: Virupas, chestaBala: Virupas, ishta: Virupas, kashta: Virupas, net: Type.Number() }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const ctx = kalaContext(chart, services.ephemeris);
    return {
      ...chartEcho(chart, services.ephemeris),
      planets: SAPTA_GRAHAS.map((g) => {
        const uchchaBalaV = uchchaBala(g, chart.grahas[g]!.longitude);
        const chesta = chestaBala(chart, g, ctx).chestaBala;
        const { ishta, kashta } = ishtaKashta(uchchaBalaV, chesta);
        return { ...grahaRef(g, lang), uchchaBala: uchchaBalaV, chestaBala: chesta, ishta, kashta, net: ishta - kashta };
      }),
    };
  },
});
