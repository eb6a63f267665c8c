import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { dhanaYogas } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/dhana',
  summary: "Dhana yogas of BPHS ch. 41: wealth lords related, and the 5th-11th sign combinations",
  description: "BPHS ch. 41: lords of 1, 2, 5, 9, 11 related by conjunction, aspect or exchange, and the sign-specific combinations of the chapter (e.g. 5th house a sign of Venus occupied by Venus with Mars in the 11th) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(dhanaYogas(readYogaChart(chart)), lang) };
  },
});
