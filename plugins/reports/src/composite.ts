import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Operations, Reports, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { compositeReport } from './lib/timing.js';
import { KYIV, LONDON } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/composite',
  summary: 'Relationship-chart report (PDF or HTML): the midpoint composite or the Davison chart with its wheel, positions, houses and aspects',
  description:
    "Robert Hand's midpoint composite (Planets in Composite, 1975: near midpoints of each pair of bodies and of the MCs, houses from the composite MC at the mean birth latitude), as /composite, or Ronald Davison's time-space midpoint chart, as /davison (`method` midpoint or davison, default midpoint); both charts share zodiac and ayanamsa. The render family's wheel of the relationship's chart. Under the tables, a paragraph for each placement and aspect of the composite chart, composed from core's interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report's language." + REPORT_DESCRIPTION,
  body: Type.Object({
    chart1: birthData(),
    chart2: birthData(),
    method: Type.Optional(StringEnum(['midpoint', 'davison'] as const)),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'kyiv-london', body: { chart1: KYIV, chart2: LONDON, method: 'midpoint' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) =>
    produceReport({ type: 'composite', body, query, caller, lang, reports }, (l) => compositeReport(body.chart1, body.chart2, body.method ?? 'midpoint', { operations, caller, ...services }, l, reportTitle('composite', l))),
});
