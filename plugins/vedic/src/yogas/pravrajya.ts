import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, named } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart, YogaSchema } from '../lib/yogas.js';
import { yogaList } from '../lib/yogas-all.js';
import { pravrajya } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/pravrajya',
  summary: 'Pravrajya yoga (renunciation): four or more grahas in one sign, the order by the strongest',
  description: "Brihat Jataka ch. 15: four or more strong, non-combust grahas in one sign; the order of renunciation by the strongest: Mars Shakya, Mercury Ajivika, Jupiter Bhikshu, Moon Vriddha, Venus Charaka, Saturn Nirgrantha, Sun Vanya",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, yogas: Type.Array(YogaSchema), count: Type.Integer({ minimum: 0 }), order: Type.Union([Type.Object({ slug: Type.String({ description: 'order-shakya ... order-vanya (core\'s yoga-circumstance table)' }), name: Type.String({ description: "the ascetic order in the answer's language" }) }), Type.Null()]) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const p = pravrajya(readYogaChart(chart));
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(p.yogas, lang), order: p.order === null ? null : named('yoga-circumstance', `order-${p.order.toLowerCase()}`, lang) };
  },
});
