import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { yogaList, YogaListResponse } from '../lib/yogas-all.js';
import { viparitaRaja } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/viparita-raja',
  summary: "Viparita Raja yogas: Harsha, Sarala, Vimala",
  description: "Harsha (6th lord in the 6th, 8th or 12th), Sarala (8th lord in them), Vimala (12th lord in them); marked impure when joined with or aspected by lords of other houses (Kalidasa, Uttara Kalamrita; Phaladeepika ch. 6) Strength: lib/yogas.ts (service rule).",
  body: vedicBirthData(),
  response: YogaListResponse,
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(viparitaRaja(readYogaChart(chart)), lang) };
  },
});
