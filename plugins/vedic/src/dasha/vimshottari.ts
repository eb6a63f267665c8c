import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { vedicBirthData } from '../lib/schemas.js';
import { VIMSHOTTARI } from '../lib/dasha.js';
import { nakshatraDashaAnswer, nakshatraDashaResponse } from '../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/vimshottari',
  summary: 'Vimshottari mahadashas (120 years, BPHS ch. 46) with the balance at birth',
  description:
    'Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17 years; the first lord rules the Moon\'s nakshatra (Ashwini = Ketu); balance = (1 - fraction of the nakshatra traversed) x the lord\'s years. The first period starts before birth (its true start); the year is the dashaYear setting (gregorian 365.2425 d by default; sidereal 365.256363 d as Jagannatha Hora; savana 360 d). Dates are local time at the birth offset, to the second, with Julian days (UT).',
  body: vedicBirthData(),
  response: nakshatraDashaResponse(),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'sidereal year, true node', body: { ...DELHI_BIRTH, dashaYear: 'sidereal', nodeType: 'true' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => nakshatraDashaAnswer(VIMSHOTTARI, castRashi(body, services), services.ephemeris, lang).answer,
});
