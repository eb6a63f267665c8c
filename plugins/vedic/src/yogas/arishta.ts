import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { noteAnswer, readYogaChart, YogaNoteSchema, YogaSchema } from '../lib/yogas.js';
import { birthDayFacts, yogaList } from '../lib/yogas-all.js';
import { arishta } from '../lib/yogas-special.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/arishta',
  summary: 'Arishta (balarishta) yogas with the arishta-bhanga cancellations',
  description: "BPHS ch. 9-10 and Brihat Jataka ch. 6: balarishta combinations (Moon in 6, 8, 12 aspected by malefics, BPHS ch. 9 sl. 3-6; malefics in lagna and 7th with a weak Moon; a gandanta birth with the Moon and malefics in kendras, ch. 9 sl. 13; a sandhya birth with a malefic Moon; a weak Moon in the lagna with malefics in the 8th or kendras) with arishta-bhanga cancellations (Mercury, Jupiter or Venus in a kendra, ch. 10 sl. 2, which includes the catalogue's strong Jupiter; a strong lagna lord in a kendra, ch. 10 sl. 4; a full Moon or the Moon in a benefic's navamsa; benefics in kendras or trikonas with the Sun, Mars and Saturn in the 3rd, 6th and 11th)." + ' A formed arishta is reported present only when no bhanga applies; the bhangas applying are listed in its cancellations. Sandhya: within one ghati (24 min) of sunrise or sunset (service reading).',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, yogas: Type.Array(YogaSchema), count: Type.Integer({ minimum: 0 }), bhanga: Type.Array(Type.Object({ rule: Type.Composite([YogaNoteSchema], { description: "the cancellation (core's yoga-cancellation table: benefic-in-kendra, strong-lagna-lord-in-kendra, full-moon-or-benefic-navamsa, benefics-angular-malefics-in-upachayas)" }), cancels: Type.Boolean({ description: 'whether this cancellation applies in the chart' }) })) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const a = arishta(readYogaChart(chart), birthDayFacts(chart, services.ephemeris).twilight);
    return { ...chartEcho(chart, services.ephemeris), ...yogaList(a.yogas, lang), bhanga: a.bhanga.map((b) => ({ rule: noteAnswer('yoga-cancellation', b.rule, lang), cancels: b.cancels })) };
  },
});
