import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { SHATTRIMSHAT_SAMA } from '../lib/dasha.js';
import { ApplicableSchema, CONDITIONS, nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/shattrimshat-sama',
  summary: 'Shattrimshat-sama dasha (36 years repeated, BPHS ch. 46)',
  description: 'Moon 1, Sun 2, Jupiter 3, Mars 4, Mercury 5, Saturn 6, Venus 7, Rahu 8 years; first lord by the count from Shravana; three cycles listed. Condition: day birth with the lagna in the Sun\'s hora, or night birth in the Moon\'s hora. Dates are local time (the birth offset) to the second, with Julian days (UT); the year is the dashaYear setting. applicable reports the BPHS ch. 46 condition; the periods are computed either way.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ applicable: ApplicableSchema }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer } = nakshatraDashaAnswer(SHATTRIMSHAT_SAMA, chart, services.ephemeris, lang);
    return { ...answer, applicable: CONDITIONS['shattrimshat-sama']!(chart, services.ephemeris, lang) };
  },
});
