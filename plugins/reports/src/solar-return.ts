import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Latitude, Longitude, Operations, Reports, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { solarReturnReport } from './lib/timing.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/solar-return',
  summary: 'Solar-return report (PDF or HTML): the return chart of a year with its wheel, ascendant, the house of the return Sun, return-to-natal aspects and the profected sign',
  description:
    "The Western family's solar return (/returns/solar): the instant the transiting Sun returns to the natal Sun's longitude in `year` (root-finding, tropical, no precession), the chart at the birthplace or at `location` (relocated return); the return Ascendant, its natal house, the house of the return Sun, the return-to-natal Ptolemaic aspects, and the profected sign of the year (whole signs from the natal Ascendant, the Hellenistic family's profection). Under the tables, a paragraph for each placement of the return chart and each return-to-natal aspect, composed from core's interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report's language." + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    year: Type.Integer({ minimum: 1801, maximum: 2399 }),
    location: Type.Optional(Type.Object({ latitude: Latitude, longitude: Longitude, timezone: Type.Optional(Type.String({ maxLength: 64 })) })),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'kyiv-2026', body: { chart: KYIV, year: 2026 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) =>
    produceReport({ type: 'solar-return', body, query, caller, lang, reports }, (l) => solarReturnReport(body.chart, body.year, body.location, { operations, caller, ...services }, l, reportTitle('solar-return', l))),
});
