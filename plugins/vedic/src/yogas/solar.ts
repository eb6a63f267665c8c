import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { solarYogas } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/solar',
  summary: "Solar yogas: Vesi, Vasi, Ubhayachari",
  description: "BPHS ch. 38: Vesi (a graha other than Moon, Rahu, Ketu in the 2nd from the Sun), Vasi (in the 12th), Ubhayachari (both), benefic or malefic variant by the grahas involved Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(solarYogas(readYogaChart(chart)), lang) };
  },
});
