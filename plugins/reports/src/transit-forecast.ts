import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, DateString, Ephemeris, Operations, Reports, TimeZones, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { transitForecastReport } from './lib/timing.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/transit-forecast',
  summary: 'Year-ahead transit forecast (PDF or HTML): every exact pass of Jupiter to Pluto over the natal points, month by month',
  description:
    "The Western family's transit calendar (/transit-calendar): each transiting body's exact passes over the natal bodies and angles by the Ptolemaic aspects (root-finding, retrograde triple passes each listed, orb 1°), in the birth zone's time, tabled month by month over twelve months from `startDate` (or the calendar `year`). `transitPlanetIds` default Jupiter to Pluto (5-9). Before the months: the sign ingresses of the transiting bodies (/ingresses, in the birth zone's time with its offset) with the natal house of the boundary crossed, and the new and full moons within 3° of a natal point by conjunction, square or opposition, eclipses marked (/transits/lunations). An aspect timeline heads the report: a bar per transit from entering to leaving the orb, each exact pass marked (retrograde passes in red). Under the tables, a paragraph for each transit of a month, composed from core's interpretation library (conventional meanings after Hand, Sakoian & Acker, Lilly, Rudhyar; cited in core/src/interpretation) in the report's language." + REPORT_DESCRIPTION,
  body: Type.Object({
    chart: birthData(),
    year: Type.Optional(Type.Integer({ minimum: 1801, maximum: 2398 })),
    startDate: Type.Optional(DateString),
    transitPlanetIds: Type.Optional(BodyIdList),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'kyiv-2026', body: { chart: KYIV, year: 2026 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) => {
    const startDate = body.startDate ?? `${body.year ?? new Date().getUTCFullYear()}-01-01`;
    return produceReport({ type: 'transit-forecast', body, query, caller, lang, reports }, (l) => transitForecastReport(body.chart, startDate, body.transitPlanetIds, { operations, caller, ...services }, l, reportTitle('transit-forecast', l)));
  },
});
