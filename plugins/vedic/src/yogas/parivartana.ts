import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { parivartana } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/parivartana',
  summary: "Parivartana yogas: Maha, Khala, Dainya sign exchanges",
  description: "Mutual sign exchange of two lords, classified by the two houses whose signs are exchanged (whole signs from lagna): Dainya if either is the 6th, 8th or 12th; otherwise Khala if either is the 3rd; otherwise Maha (both among 1, 2, 4, 5, 7, 9, 10, 11) (Phaladeepika ch. 6) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(parivartana(readYogaChart(chart)), lang) };
  },
});
