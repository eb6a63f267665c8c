import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { CHATURASHITI_SAMA } from '../lib/dasha.js';
import { ApplicableSchema, CONDITIONS, nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/chaturashiti-sama',
  summary: 'Chaturashiti-sama dasha (84 years, BPHS ch. 46)',
  description: 'The seven grahas 12 years each; first lord by the count from Swati. Condition: the 10th lord in the 10th. Dates are local time (the birth offset) to the second, with Julian days (UT); the year is the dashaYear setting. applicable reports the BPHS ch. 46 condition; the periods are computed either way.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ applicable: ApplicableSchema }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer } = nakshatraDashaAnswer(CHATURASHITI_SAMA, chart, services.ephemeris, lang);
    return { ...answer, applicable: CONDITIONS['chaturashiti-sama']!(chart, services.ephemeris, lang) };
  },
});
