import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { VARGA_SCHEMES, vimshopaka } from '../lib/strength-vargas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

const Score = Type.Number({ minimum: 0, maximum: 20, description: 'out of 20' });

export default defineOperation({
  method: 'POST',
  path: '/vedic/strength/vimshopaka',
  summary: 'Vimshopaka bala: 20-point varga strength of Sun..Saturn in the shadvarga, saptavarga, dashavarga and shodashavarga schemes',
  description:
    'BPHS ch. 7: weights Shadvarga D1 6, D2 2, D3 4, D9 5, D12 2, D30 1; Saptavarga D1 5, D2 2, D3 3, D7 2.5, D9 4.5, D12 2, D30 1; Dashavarga D1 3, D60 5, D2, D3, D7, D9, D10, D12, D16, D30 1.5; Shodashavarga D1 3.5, D2 1, D3 1, D9 3, D16 2, D30 1, D60 4, the other nine 0.5; each weight x (own, moolatrikona or exaltation sign 20, great friend 18, friend 15, neutral 10, enemy 7, great enemy 5) / 20; relations compound (temporary part from D1). `vargas` details the shodashavarga.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({
      ...GrahaRef, shadvarga: Score, saptavarga: Score, dashavarga: Score, shodashavarga: Score,
      vargas: Type.Array(Type.Object({ varga: Type.Integer(), sign: Type.Integer({ minimum: 1, maximum: 12 }), dignity: Type.String(), points: Type.Number() }), { minItems: 16, maxItems: 16 }),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      planets: SAPTA_GRAHAS.map((g) => {
        const [shad, sapta, dasha, shodasha] = VARGA_SCHEMES.map((s) => vimshopaka(chart, g, s));
        return { ...grahaRef(g, lang), shadvarga: shad!.total, saptavarga: sapta!.total, dashavarga: dasha!.total, shodashavarga: shodasha!.total, vargas: shodasha!.vargas };
      }),
    };
  },
});
