import { Type } from '@sinclair/typebox';
import { birthData, Latitude, Longitude, Operations, Reports, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { humanDesignReport } from './lib/divination.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/human-design',
  summary: 'Human Design report (PDF or HTML): type, strategy, authority, profile, definition, not-self theme, incarnation cross, 9 centers, channels',
  description:
    "The bodygraph of /human-design/bodygraph (divination family): personality activations at birth, design activations when the Sun stood 88° of arc earlier (root-finding), 13 bodies on the 64 gates and 6 lines of the Rave Mandala; type, strategy, authority, profile, definition, not-self theme, incarnation cross, centres and channels after Ra Uru Hu. `latitude` and `longitude` (SERVICE-SPEC) are the birthplace; when sent they replace the chart's. The drawing of /render/human-design-bodygraph heads the report; both answers are taken through the Operations service. An interpretation follows: type and strategy, authority, the profile's two lines, definition and the cross's angle, after the Definitive Book, in the report's language." + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'kyiv', body: { chart: KYIV, language: 'en' } }],
  deps: { operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations }) => {
    const chart = { ...body.chart, ...(body.latitude !== undefined ? { latitude: body.latitude } : {}), ...(body.longitude !== undefined ? { longitude: body.longitude } : {}) };
    return produceReport({ type: 'human-design', body, query, caller, lang, reports }, (l) => humanDesignReport(chart, { operations, caller, lang: l }, reportTitle('human-design', l)));
  },
});
