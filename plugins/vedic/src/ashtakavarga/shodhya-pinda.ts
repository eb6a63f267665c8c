import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { ashtakavarga, pindas } from '../lib/ashtakavarga.js';
import { GrahaRef, grahaRef, Twelve } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/ashtakavarga/shodhya-pinda',
  summary: 'Shodhya pinda of each of Sun..Saturn: rashi pinda + graha pinda of the reduced ashtakavarga',
  description: 'BPHS ch. 69: after the trikona and ekadhipatya reductions, rashi pinda = sum of bindus x sign multiplier (Aries 7, Taurus 10, Gemini 8, Cancer 4, Leo 10, Virgo 5, Libra 7, Scorpio 8, Sagittarius 9, Capricorn 5, Aquarius 11, Pisces 12); graha pinda = bindus in the signs holding the grahas x graha multiplier (Jupiter 10, Mars 8, Venus 7, the others 5); shodhya pinda = their sum.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, reduced: Twelve, rashiPinda: Type.Integer(), grahaPinda: Type.Integer(), shodhyaPinda: Type.Integer() }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const av = ashtakavarga(chart);
    const grahaSigns = av.signs.slice(0, 7);
    return { ...chartEcho(chart, services.ephemeris), planets: av.ekadhipatya.map((e, g) => ({ ...grahaRef(g, lang), reduced: e.after, ...pindas(e.after, grahaSigns) })) };
  },
});
