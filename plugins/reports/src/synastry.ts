import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Operations, Reports, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { synastryReport } from './lib/western.js';
import { KYIV, LONDON } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/synastry',
  summary: 'Synastry report (PDF or HTML): bi-wheel, inter-aspects, element complementarity and both charts',
  description: 'The compatibility score of /match/score, the inter-aspects of /synastry, the house overlays of /synastry/house-overlays, the element points of /synastry/elements for each partner, the render family\'s bi-wheel and both partners\' positions. `relationship` is echoed in the title\'s context and changes nothing computed. Under the tables, a paragraph for each inter-aspect between the partners and each house overlay, composed from core\'s interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report\'s language.' + REPORT_DESCRIPTION,
  body: Type.Object({
    chart1: birthData(),
    chart2: birthData(),
    names: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { minItems: 2, maxItems: 2 })),
    relationship: Type.Optional(StringEnum(['romantic', 'friendship', 'business'] as const)),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'kyiv-london', body: { chart1: KYIV, chart2: LONDON, names: ['Olena', 'James'] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) => {
    const names: [string, string] = [body.names?.[0] || body.chart1.name || 'A', body.names?.[1] || body.chart2.name || 'B'];
    return produceReport({ type: 'synastry', body, query, caller, lang, reports }, (l) => synastryReport(body.chart1, body.chart2, names, { operations, caller, ...services }, l, reportTitle('synastry', l)));
  },
});
