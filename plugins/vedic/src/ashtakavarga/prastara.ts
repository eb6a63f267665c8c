import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { contributorSigns, KAKSHYA_LORDS, prastara } from '../lib/ashtakavarga.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';
import { grahaRefOfName, GrahaRefSchema } from '../lib/vocabulary.js';

const CONTRIBUTOR_NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Lagna'];

export default defineOperation({
  method: 'POST',
  path: '/vedic/ashtakavarga/prastara',
  summary: 'Prastara ashtakavarga: for each graha the 8 x 12 grid of which contributor gives a bindu in which sign',
  description: 'BPHS ch. 66 prastara: rows in kakshya order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon, lagna), columns Aries..Pisces, 1 where the row\'s contributor gives the graha a bindu; contributorTotals per row in the same order.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    rows: Type.Array(GrahaRefSchema, { minItems: 8, maxItems: 8, description: 'contributor of each grid row, by reference (the lagna as slug lagna)' }),
    planets: Type.Array(Type.Object({
      ...GrahaRef,
      grid: Type.Array(Type.Array(Type.Integer({ minimum: 0, maximum: 1 }), { minItems: 12, maxItems: 12 }), { minItems: 8, maxItems: 8 }),
      contributorTotals: Type.Array(Type.Integer(), { minItems: 8, maxItems: 8 }),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const signs = contributorSigns(chart);
    return {
      ...chartEcho(chart, services.ephemeris),
      rows: KAKSHYA_LORDS.map((c) => grahaRefOfName(CONTRIBUTOR_NAMES[c]!, lang)),
      planets: SAPTA_GRAHAS.map((g) => {
        const grid = prastara(g, signs);
        const ordered = KAKSHYA_LORDS.map((c) => grid[c]!);
        return { ...grahaRef(g, lang), grid: ordered, contributorTotals: ordered.map((r) => r.reduce((a, b) => a + b, 0)) };
      }),
    };
  },
});
