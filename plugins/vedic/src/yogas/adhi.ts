import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { adhiYogas } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/adhi',
  summary: "Adhi yoga from the Moon and Lagnadhi yoga",
  description: "Benefics Mercury, Jupiter, Venus in the 6th, 7th, 8th from the Moon (all three full, fewer partial); the same counted from lagna (Lagnadhi) (BPHS ch. 37; Phaladeepika ch. 6) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(adhiYogas(readYogaChart(chart)), lang) };
  },
});
