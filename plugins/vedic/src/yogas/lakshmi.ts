import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { lakshmi } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/lakshmi',
  summary: "Lakshmi yoga: a dignified 9th lord in a kendra with a strong lagna lord",
  description: "9th lord in its moolatrikona, own or exaltation sign in a kendra with a strong lagna lord (BPHS ch. 36 sl. 27-28; the verse names a kendra only, where the catalogue also admits a trikona). Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(lakshmi(readYogaChart(chart)), lang) };
  },
});
