import { Type } from '@sinclair/typebox';
import { birthData, Clock, Operations, Reports, StringEnum, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { AYANAMSA_SLUGS } from '@celestial/core/astro';
import { kundliReport } from './lib/vedic.js';
import { DELHI } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/vedic-kundli',
  summary: 'Kundli report (PDF or HTML): rasi (D1) and navamsa (D9) charts, grahas with nakshatra, Vimshottari mahadashas and antardashas, Kuja check',
  description:
    'After Brihat Parashara Hora Shastra, with the Vedic family\'s own calculations: the sidereal rashi chart of /vedic/chart (ayanamsa default lahiri), D1 and D9 drawn North or South Indian by the render family, the grahas with nakshatra and pada, the Vimshottari mahadashas of /vedic/dasha/vimshottari (dates in local time) with the antardashas of the first three, and the Kuja (Manglik) check of /vedic/dosha/manglik with its cancellations. The yogas present (/vedic/yogas/all), the shadbala of the seven grahas (/vedic/shadbala/full) and the sarvashtakavarga by house (/vedic/ashtakavarga/sarva) follow; with the shodasavarga summary (each graha\'s sign in the sixteen vargas of /vedic/chart/rashi and /vedic/divisional/d*). Every part an operation answers is that operation\'s answer, taken through the Operations service, the D1 and D9 drawings those of /render/north-indian-chart or /render/south-indian-chart. An interpretation follows: the lagna and its lord, the Moon\'s nakshatra, the mahadasha running today, each principal yoga present and the Manglik result, after BPHS and Phaladeepika, in the report\'s language.' + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    ayanamsa: Type.Optional(StringEnum(AYANAMSA_SLUGS)),
    chartStyle: Type.Optional(StringEnum(['north', 'south'] as const)),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'delhi', body: { chart: DELHI, chartStyle: 'north' } }],
  deps: { clock: Clock, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, clock }) =>
    produceReport({ type: 'vedic-kundli', body, query, caller, lang, reports }, (l) =>
      kundliReport({ ...body.chart, ...(body.ayanamsa ? { ayanamsa: body.ayanamsa } : {}) } as never, body.chartStyle ?? 'north', { operations, caller, lang: l, today: clock.now().toISOString().slice(0, 10) }, reportTitle('vedic-kundli', l)),
    ),
});
