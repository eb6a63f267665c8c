import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { shadbala } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/shadbala/full',
  summary: 'Shadbala: the six strengths of Sun..Saturn in virupas and rupas, against the BPHS minimums',
  description:
    'BPHS ch. 27: sthana, dig, kala, chesta, naisargika and drik bala (each as its /vedic/shadbala/* operation) summed in virupas (60 = 1 rupa); required rupas of BPHS ch. 27: Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5; ratio = total / required; rank, strongest and weakest by ratio. Rahu and Ketu have no shadbala.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({
      ...GrahaRef,
      sthanaBala: Virupas, digBala: Virupas, kalaBala: Virupas, chestaBala: Virupas, naisargikaBala: Virupas, drikBala: Virupas,
      totalVirupas: Virupas, totalRupas: Type.Number(), requiredRupas: Type.Number(), ratio: Type.Number(), rank: Type.Integer({ minimum: 1, maximum: 7 }),
    }), { minItems: 7, maxItems: 7 }),
    strongest: Type.Object(GrahaRef),
    weakest: Type.Object(GrahaRef),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const sb = shadbala(chart, services.ephemeris);
    const planets = sb.grahas.map((g) => ({
      ...grahaRef(g.graha, lang),
      sthanaBala: g.sthana.total, digBala: g.dig.digBala, kalaBala: g.kala.total, chestaBala: g.chesta.chestaBala, naisargikaBala: g.naisargika, drikBala: g.drik.drikBala,
      totalVirupas: g.totalVirupas, totalRupas: g.totalRupas, requiredRupas: g.requiredRupas, ratio: g.ratio, rank: g.rank,
    }));
    const byRank = [...planets].sort((a, b) => a.rank - b.rank);
    return { ...chartEcho(chart, services.ephemeris), planets, strongest: grahaRef(byRank[0]!.graha, lang), weakest: grahaRef(byRank[6]!.graha, lang) };
  },
});
