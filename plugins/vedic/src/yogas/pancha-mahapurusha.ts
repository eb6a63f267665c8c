import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { panchaMahapurusha } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/pancha-mahapurusha',
  summary: "Pancha Mahapurusha yogas (Ruchaka, Bhadra, Hamsa, Malavya, Sasa) from the lagna and from the Moon",
  description: "Ruchaka (Mars), Bhadra (Mercury), Hamsa (Jupiter), Malavya (Venus), Sasa (Saturn): the graha in its own, moolatrikona or exaltation sign in a kendra from the lagna; the same test counted from the Moon is reported as separate entries with rule 'from Moon' (BPHS ch. 75; Phaladeepika ch. 6) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(panchaMahapurusha(readYogaChart(chart)), lang) };
  },
});
