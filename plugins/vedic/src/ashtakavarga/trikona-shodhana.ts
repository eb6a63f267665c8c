import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { ashtakavarga } from '../lib/ashtakavarga.js';
import { GrahaRef, grahaRef, Twelve } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/ashtakavarga/trikona-shodhana',
  summary: 'Trikona shodhana: the trine reduction of each bhinna ashtakavarga',
  description: 'BPHS ch. 67: for each fire, earth, air and water trine of a bhinna ashtakavarga: if one sign holds 0, no change; if all three are equal, all become 0; otherwise the smallest is subtracted from each.',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, planets: Type.Array(Type.Object({ ...GrahaRef, before: Twelve, after: Twelve }), { minItems: 7, maxItems: 7 }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const av = ashtakavarga(chart);
    return { ...chartEcho(chart, services.ephemeris), planets: av.bhinna.map((b, g) => ({ ...grahaRef(g, lang), before: b, after: av.trikona[g]! })) };
  },
});
