import { Type } from '@sinclair/typebox';
import { birthData, Operations, Reports, StringEnum, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { baziReport } from './lib/chinese.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/chinese-bazi',
  summary: 'Four Pillars (Bazi) report (PDF or HTML): the pillars with ten gods, the day master, the element balance and the luck pillars',
  description:
    'The Chinese family\'s chart (/bazi/four-pillars): the year from Lichun and the months from the jie as exact ephemeris instants, the day pillar from the sixty-day cycle, the hour pillar (24:00:00 accepted as the next day\'s 00:00); ten gods against the day master, the element balance of /bazi/element-balance and the eight luck pillars of /bazi/luck-pillars with their start age (direction by `gender`), after Yuan Hai Zi Ping and San Ming Tong Hui. The branches\' hidden stems with their ten gods (/bazi/ten-gods) and the day master\'s strength (/bazi/day-master-strength) are tabled too; every part is the answer of its operation, taken through the Operations service. An interpretation follows: the day master\'s phase and strength, the strongest and missing elements and the ten god most present, after Yuan Hai Zi Ping and Zi Ping Zhen Quan, in the report\'s language.' + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData({}, { time: 'chinese' }),
    gender: StringEnum(['male', 'female'] as const),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'beijing', body: { chart: { date: '1990-02-04', time: '10:30:00', timezoneOffset: 8, latitude: 39.9042, longitude: 116.4074 }, gender: 'female' } }],
  deps: { operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations }) =>
    produceReport({ type: 'chinese-bazi', body, query, caller, lang, reports }, (l) => baziReport(body.chart as never, body.gender, { operations, caller, lang: l }, reportTitle('chinese-bazi', l))),
});
