import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { DWISAPTATI_SAMA } from '../lib/dasha.js';
import { ApplicableSchema, CONDITIONS, nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/dwisaptati-sama',
  summary: 'Dwisaptati-sama dasha (72 years, BPHS ch. 46)',
  description: 'The seven grahas and Rahu 9 years each; first lord by the count from Mula. Condition: the lagna lord in the 7th or the 7th lord in the lagna. Dates are local time (the birth offset) to the second, with Julian days (UT); the year is the dashaYear setting. applicable reports the BPHS ch. 46 condition; the periods are computed either way.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ applicable: ApplicableSchema }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer } = nakshatraDashaAnswer(DWISAPTATI_SAMA, chart, services.ephemeris, lang);
    return { ...answer, applicable: CONDITIONS['dwisaptati-sama']!(chart, services.ephemeris, lang) };
  },
});
