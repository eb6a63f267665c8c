import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import type { GrahaNaming } from '../lib/vocabulary.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { drishtiOnHouse, sputaDrishti } from '../lib/drishti.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/drishti/graha',
  summary: 'Graha drishti: the aspects of Sun..Saturn on houses and grahas, with sputa drishti virupas',
  description:
    'BPHS ch. 26: every graha aspects the 7th sign fully, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th; partial aspects 1/4 on the 3rd and 10th, 1/2 on the 5th and 9th, 3/4 on the 4th and 8th; virupas by the sputa drishti arc formula with the special additions (Mars +15, Jupiter +30, Saturn +45). One aspect per aspected graha; an empty aspected sign gives one entry with toGraha null and the virupas on the middle (15 deg) of the sign. Rahu and Ketu cast no drishti by the BPHS rule. houses[].aspectedBy lists the grahas with full drishti on the house, partialBy those with a partial one.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    aspects: Type.Array(Type.Object({
      from: Type.Object(GrahaNamingMembers, { description: 'the graha casting the drishti' }), toHouse: Type.Integer({ minimum: 1, maximum: 12 }),
      toGraha: Type.Union([Type.Object(GrahaNamingMembers), Type.Null()], { description: 'the graha aspected; null for an empty sign' }),
      kind: StringEnum(['full', 'three-quarter', 'half', 'quarter'] as const), special: Type.Boolean(), virupas: Type.Number({ minimum: 0, maximum: 105 }),
    })),
    houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), aspectedBy: Type.Array(Type.Object(GrahaNamingMembers)), partialBy: Type.Array(Type.Object(GrahaNamingMembers)) }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const lagna = chart.lagna.sign;
    const aspects: { from: GrahaNaming; toHouse: number; toGraha: GrahaNaming | null; kind: 'full' | 'three-quarter' | 'half' | 'quarter'; special: boolean; virupas: number }[] = [];
    const houses = Array.from({ length: 12 }, (_, i) => ({ house: i + 1, sign: ((lagna - 1 + i) % 12) + 1, aspectedBy: [] as GrahaNaming[], partialBy: [] as GrahaNaming[] }));
    for (const g of SAPTA_GRAHAS) {
      const p = chart.grahas[g]!;
      const from = grahaNaming(g, lang);
      for (let h = 1; h <= 12; h++) {
        const d = drishtiOnHouse(g, h);
        if (!d) continue;
        const sign = ((p.sign - 1 + h - 1) % 12) + 1;
        const toHouse = ((sign - lagna + 12) % 12) + 1;
        (d.kind === 'full' ? houses[toHouse - 1]!.aspectedBy : houses[toHouse - 1]!.partialBy).push(from);
        const occupants = chart.grahas.filter((o) => o.sign === sign && o.graha !== g);
        if (occupants.length === 0) aspects.push({ from, toHouse, toGraha: null, ...d, virupas: sputaDrishti(g, p.longitude, (sign - 1) * 30 + 15) });
        for (const o of occupants) aspects.push({ from, toHouse, toGraha: grahaNaming(o.graha, lang), ...d, virupas: sputaDrishti(g, p.longitude, o.longitude) });
      }
    }
    return { ...chartEcho(chart, services.ephemeris), aspects, houses };
  },
});
