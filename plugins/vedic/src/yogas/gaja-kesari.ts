import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { gajaKesari } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/gaja-kesari',
  summary: "Gaja Kesari yoga: Jupiter in a kendra from the Moon",
  description: "Jupiter in a kendra (1, 4, 7, 10) from the Moon; weakened when Jupiter is debilitated, combust, in an enemy's sign, or neither joined nor aspected by a benefic (the further conditions of BPHS ch. 36 sl. 3-4; Phaladeepika ch. 6). Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(gajaKesari(readYogaChart(chart)), lang) };
  },
});
