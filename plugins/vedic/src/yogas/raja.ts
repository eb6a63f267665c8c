import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart, YogaSchema } from '../lib/yogas.js';
import { yogaList } from '../lib/yogas-all.js';
import { GrahaNamingMembers, grahaNaming } from '../lib/vocabulary.js';
import { rajaYogas, yogakarakas } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/raja',
  summary: 'Raja yogas: kendra and trikona lords related, dharma-karmadhipati, yogakarakas',
  description: "BPHS ch. 39 and Laghu Parashari: a kendra lord (1, 4, 7, 10) and a trikona lord (1, 5, 9) related by conjunction, mutual graha drishti, sign exchange or one occupying the other's sign; dharma-karmadhipati (9th-10th lords); yogakaraka planets; strength from dignity and house",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, yogas: Type.Array(YogaSchema), count: Type.Integer({ minimum: 0 }), yogakarakas: Type.Array(Type.Object(GrahaNamingMembers), { description: 'grahas lording both a kendra and a trikona' }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(rajaYogas(y), lang), yogakarakas: yogakarakas(y).map((g) => grahaNaming(g, lang)) };
  },
});
