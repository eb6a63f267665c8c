import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { lunarYogas } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/lunar',
  summary: "Lunar yogas: Sunapha, Anapha, Durudhara, Kemadruma with its cancellation",
  description: "BPHS ch. 37: Sunapha (a graha other than Sun, Rahu, Ketu in the 2nd from the Moon), Anapha (in the 12th), Durudhara (both), Kemadruma (neither) with its cancellations by grahas in kendras from lagna or Moon (Phaladeepika ch. 6) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(lunarYogas(readYogaChart(chart)), lang) };
  },
});
