import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { YOGINI } from '../lib/dasha.js';
import { antardashasOut, nakshatraDashaAnswer, nakshatraDashaResponse, SubPeriodSchema } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/yogini',
  summary: 'Yogini dasha (36-year cycle, BPHS ch. 46; Manasagari) with antardashas',
  description:
    'Mangala 1 (Moon), Pingala 2 (Sun), Dhanya 3 (Jupiter), Bhramari 4 (Mars), Bhadrika 5 (Mercury), Ulka 6 (Saturn), Siddha 7 (Venus), Sankata 8 (Rahu); first yogini = (janma nakshatra number + 3) mod 8 (0 = Sankata); balance by the untraversed part of the Moon\'s nakshatra; the cycle repeated over 120 years from birth; antardashas x*y/36 years in order from the period\'s own yogini. Local dates at the birth offset, to the second.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ antardashas: Type.Array(SubPeriodSchema) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer, periods, yearDays } = nakshatraDashaAnswer(YOGINI, chart, services.ephemeris, lang);
    return { ...answer, antardashas: antardashasOut(YOGINI, periods, yearDays, chart.moment.timezoneOffset, lang) };
  },
});
