import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Operations, Reports, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { childReport } from './lib/western.js';
import { LONDON } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/child',
  summary: 'Child report for parents (PDF or HTML): temperament by element and modality, Moon, Mercury, Venus, Mars, Saturn, 5th house and ascendant',
  description: 'The child\'s natal chart as /chart answers it, with the wheel, the element and modality points of /synastry/elements, and the bodies the report reads (Moon, Mercury, Venus, Mars, Saturn) with sign and house. Under the tables, a paragraph for the Moon, Mercury, Venus, Mars and Saturn from a child\'s angle (needs, learning, affection, energy, rules) and the element emphasis, composed from core\'s interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report\'s language.' + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    childName: Type.Optional(Type.String({ maxLength: 100 })),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'london', body: { chart: LONDON, childName: 'Ada' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) =>
    produceReport({ type: 'child', body, query, caller, lang, reports }, (l) => childReport(body.chart, body.childName, { operations, caller, ...services }, l, reportTitle('child', l))),
});
