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
  summary: "The named yogas of BPHS ch. 36, sl. 1-37 (Subha to Lagna Adhi), with the Raman combinations the catalogue lists beside them",
  description: "The named combinations of BPHS ch. 36 (Santhanam, sl. 1-37), each by the words of its verse: Subha, Asubha, Amala, Parvata, Kahala, Chamara, Shankha, Bheri, Mridanga, Srinatha, Sharada, Matsya, Kurma, Khadga, Kusuma, Kalanidhi, Kalpadruma, Hari, Hara, Brahma and Lagna Adhi; Gaja Kesari and Lakshmi, also of the chapter, have their own operations and /vedic/yogas/all reports them once. Parijata, Amsavatara, Devendra, Indra, Marut and Budha, which the catalogue lists with this operation, are not verses of the chapter: they follow B. V. Raman's Three Hundred Important Combinations, and their source says so. Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(bphsChapter36(readYogaChart(chart)), lang) };
  },
});
