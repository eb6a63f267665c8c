import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { daridra } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/daridra',
  summary: "Daridra yogas (penury) of BPHS ch. 42 and Phaladeepika",
  description: "BPHS ch. 42 combinations for penury (lagna lord in the 12th and 12th lord in lagna with a maraka; lagna lord with the 6th, 8th or 12th lord ...) and Phaladeepika ch. 6 Daridra yoga (11th lord in the 6th, 8th or 12th) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(daridra(readYogaChart(chart)), lang) };
  },
});
