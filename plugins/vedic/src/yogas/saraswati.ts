import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { saraswati } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/saraswati',
  summary: "Saraswati yoga: Jupiter, Venus, Mercury in kendras, trikonas or the 2nd",
  description: "Jupiter, Venus and Mercury in kendras, trikonas or the 2nd, with Jupiter in own, exaltation or friend's sign (Phaladeepika ch. 6) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(saraswati(readYogaChart(chart)), lang) };
  },
});
