import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { PANCHOTTARI } from '../lib/dasha.js';
import { ApplicableSchema, CONDITIONS, nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/panchottari',
  summary: 'Panchottari dasha (105 years, BPHS ch. 46)',
  description: 'Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter 18 years (the order of BPHS ch. 46 sl. 27-28); first lord by the count from Anuradha. Condition: Cancer lagna in the Cancer dwadasamsa. Dates are local time (the birth offset) to the second, with Julian days (UT); the year is the dashaYear setting. applicable reports the BPHS ch. 46 condition; the periods are computed either way.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ applicable: ApplicableSchema }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer } = nakshatraDashaAnswer(PANCHOTTARI, chart, services.ephemeris, lang);
    return { ...answer, applicable: CONDITIONS['panchottari']!(chart, services.ephemeris, lang) };
  },
});
