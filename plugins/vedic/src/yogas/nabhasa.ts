import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, StringEnum, TimeZones, kebab, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { noteAnswer, readYogaChart, YogaNoteSchema } from '../lib/yogas.js';
import { nabhasaYogas } from '../lib/yogas-nabhasa.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/nabhasa',
  summary: 'Nabhasa yogas: 3 Ashraya, 2 Dala, 20 Akriti, 7 Sankhya from the seven grahas',
  description: "BPHS ch. 35 / Brihat Jataka ch. 12 with the 7 grahas: Ashraya (Rajju all in movable, Musala all in fixed, Nala all in dual signs), Dala (Mala benefics in three kendras, Sarpa malefics), 20 Akriti (Gada, Shakata, Vihaga, Shringataka, Hala, Vajra, Yava, Kamala, Vapi, Yupa, Shara, Shakti, Danda, Nauka, Kuta, Chhatra, Chapa, Ardhachandra, Chakra, Samudra), Sankhya by number of occupied signs 7..1 (Vallaki, Damini, Pasha, Kedara, Shula, Yuga, Gola)",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, yogas: Type.Array(Type.Object({ group: StringEnum(['ashraya', 'dala', 'akriti', 'sankhya'] as const), slug: Type.String(), name: Type.String(), present: Type.Boolean(), rule: Type.Composite([YogaNoteSchema], { description: "the yoga's condition (core's yoga-rule table by the yoga's slug; the nabhasa Shakata is shakata-nabhasa)" }) }), { minItems: 32, maxItems: 32 }), count: Type.Integer({ minimum: 1 }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    // The name from core's yoga table in the answer's language; nabhasa names carry no circumstance.
    const yogas = nabhasaYogas(readYogaChart(chart)).map((y) => ({ ...y, slug: kebab(y.name), name: term('yoga', kebab(y.name), lang), rule: noteAnswer('yoga-rule', { slug: y.rule }, lang) }));
    return { ...chartEcho(chart, services.ephemeris), yogas, count: yogas.filter((x) => x.present).length };
  },
});
