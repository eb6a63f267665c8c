import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Operations, Reports, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { NATAL_SECTIONS, natalReport } from './lib/western.js';
import { reportTitle } from './lib/labels.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/natal',
  summary: 'Natal report (PDF or HTML): wheel, positions, houses, aspects, element and modality balance',
  description: 'The natal chart as /chart answers it (Swiss Ephemeris positions, houseSystem cusps, aspects) with the render family\'s wheel, the element and modality points of /synastry/elements, and the grand trines, T-squares and yods of /aspect-patterns/* at the /aspects orbs. Under the tables, a paragraph for each body, angle, aspect, leading dignity, pattern and the element and modality emphasis, composed from core\'s interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report\'s language.' + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    sections: Type.Optional(Type.Array(StringEnum(NATAL_SECTIONS), { maxItems: 6, uniqueItems: true, description: 'sections to include (default all)' })),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'kyiv', body: { chart: KYIV, language: 'en' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) =>
    produceReport({ type: 'natal', body, query, caller, lang, reports }, (l) => natalReport(body.chart, body.sections, { operations, caller, ...services }, l, reportTitle('natal', l))),
});
