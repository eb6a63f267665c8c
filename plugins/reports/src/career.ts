import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Operations, Reports, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { careerReport } from './lib/western.js';
import { dasamsaSection } from './lib/vedic.js';
import { LONDON } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/career',
  summary: 'Career report (PDF or HTML): MC, the 10th, 6th and 2nd houses with their rulers, Sun and Saturn',
  description: 'The natal chart as /chart answers it and the house rulers of /house-rulers (traditional domiciles): the Midheaven, the cusps of the 10th, 6th and 2nd houses with their rulers and the rulers\' houses, Sun and Saturn by sign and house. With `includeVedic` (default true) the Vedic part: the dasamsa (D10, Lahiri) drawn North Indian by the render family and the grahas in the 10th from the sidereal lagna of /vedic/chart. Under the tables, a paragraph for the Midheaven, the 10th, 6th and 2nd houses with their rulers\' houses, Sun, Saturn and the dignities, composed from core\'s interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report\'s language.' + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    includeVedic: Type.Optional(Type.Boolean()),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'london', body: { chart: LONDON } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) =>
    produceReport({ type: 'career', body, query, caller, lang, reports }, async (l) =>
      careerReport(body.chart, { operations, caller, ...services }, l, reportTitle('career', l), body.includeVedic === false ? undefined : await dasamsaSection(body.chart as never, { operations, caller, lang: l })),
    ),
});
