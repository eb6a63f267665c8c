import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { SHASHTIHAYANI } from '../lib/dasha.js';
import { ApplicableSchema, CONDITIONS, nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/shashtihayani',
  summary: 'Shashtihayani dasha (60 years, BPHS ch. 46)',
  description: 'Jupiter, Sun, Mars 10, Moon, Mercury, Venus, Saturn, Rahu 6 years over star groups of 3 and 4 from Ashwini (28-star scheme, Abhijit 276 deg 40 min to 280 deg 53 min 20 s); balance = untraversed arc of the group. Condition: the Sun in the lagna. Dates are local time (the birth offset) to the second, with Julian days (UT); the year is the dashaYear setting. applicable reports the BPHS ch. 46 condition; the periods are computed either way.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ applicable: ApplicableSchema }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer } = nakshatraDashaAnswer(SHASHTIHAYANI, chart, services.ephemeris, lang);
    return { ...answer, applicable: CONDITIONS['shashtihayani']!(chart, services.ephemeris, lang) };
  },
});
