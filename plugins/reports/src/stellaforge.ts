import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Operations, Reports, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { stellaforgeReport } from './lib/western.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/stellaforge',
  summary: 'Stellaforge chart poster (PDF or HTML): one page with the natal wheel, big three and dominant element, in three styles',
  description:
    'One page: the render family\'s natal wheel (dark theme for celestial), Sun, Moon and Ascendant and the dominant element by /synastry/elements\' weighting. `style` (editorial, celestial, classic; default editorial) is read from the body, not the query. The celestial style adds the sky above the birthplace at birth: the named bright stars of the Swiss Ephemeris catalogue (sefstars.txt) and the Sun to Saturn by swe_azalt, projected stereographically from the zenith. Under the tables, a paragraph for the Sun, the Moon and the rising sign, composed from core\'s interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report\'s language.' + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    style: Type.Optional(StringEnum(['editorial', 'celestial', 'classic'] as const)),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'kyiv-celestial', body: { chart: KYIV, style: 'celestial' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) =>
    produceReport({ type: 'stellaforge', body, query, caller, lang, reports }, (l) => stellaforgeReport(body.chart, body.style ?? 'editorial', { operations, caller, ...services }, l, reportTitle('stellaforge', l))),
});
