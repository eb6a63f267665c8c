import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { bphsChapter36 } from '../lib/yogas-bphs36.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/bphs-chapter-36',
  summary: "The named yogas of BPHS ch. 36 (Shankha, Bheri, Parijata, Kahala, ...)",
  description: "The named combinations of BPHS ch. 36 each by its verse rule: Shankha, Bheri, Mridanga, Parijata, Kahala, Chamara, Parvata, Srinatha, Matsya, Kurma, Khadga, Kusuma, Kalanidhi, Kalpadruma, Amsavatara, Harihara-Brahma and the rest of the chapter, excluding the ch. 36 yogas served by their own lines (Gaja Kesari, Lakshmi, Mahabhagya), which /vedic/yogas/all reports once Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(bphsChapter36(readYogaChart(chart))) };
  },
});
