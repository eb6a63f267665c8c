import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { DWADASHOTTARI } from '../lib/dasha.js';
import { ApplicableSchema, CONDITIONS, nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/dwadashottari',
  summary: 'Dwadashottari dasha (112 years, BPHS ch. 46)',
  description: 'Sun 7, Jupiter 9, Ketu 11, Mercury 13, Rahu 15, Mars 17, Saturn 19, Moon 21 years; first lord by the count from the janma nakshatra to Revati. Condition: lagna in a navamsa of Venus. Dates are local time (the birth offset) to the second, with Julian days (UT); the year is the dashaYear setting. applicable reports the BPHS ch. 46 condition; the periods are computed either way.',
  body: vedicBirthData(),
  response: nakshatraDashaResponse({ applicable: ApplicableSchema }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { answer } = nakshatraDashaAnswer(DWADASHOTTARI, chart, services.ephemeris, lang);
    return { ...answer, applicable: CONDITIONS['dwadashottari']!(chart, services.ephemeris, lang) };
  },
});
