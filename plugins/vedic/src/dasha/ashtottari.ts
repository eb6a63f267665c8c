import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { ASHTOTTARI } from '../lib/dasha.js';
import { ApplicableSchema, CONDITIONS, nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/ashtottari',
  summary: 'Ashtottari dasha (108 years, BPHS ch. 46)',
  description: 'Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21 years over star groups from Ardra; balance = untraversed arc of the Moon\'s group. Condition: Rahu, not in the lagna, in a kendra or trikona from the lagna lord. Dates are local time (the birth offset) to the second, with Julian days (UT); the year is the dashaYear setting. applicable reports the BPHS ch. 46 condition; the periods are computed either way.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ applicable: ApplicableSchema }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer } = nakshatraDashaAnswer(ASHTOTTARI, chart, services.ephemeris, lang);
    return { ...answer, applicable: CONDITIONS['ashtottari']!(chart, services.ephemeris, lang) };
  },
});
