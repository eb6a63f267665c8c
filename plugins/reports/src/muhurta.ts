import { Type } from '@sinclair/typebox';
import { Ephemeris, Operations, Reports, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { muhurtaBody } from '@celestial/plugin-vedic/lib/muhurta';
import { ACTIVITY_IDS } from '@celestial/plugin-vedic/lib/muhurta-rules';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { muhurtaReport } from './lib/vedic.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/muhurta',
  summary: 'Auspicious-dates report (PDF or HTML): the muhurta windows of an activity over up to 90 days, ranked, with the refused days',
  description:
    "The Vedic family's muhurta finder (/vedic/muhurta/*): each Vedic day of the range cut at the tithi, karana, nakshatra and yoga boundaries, the lagna changes and Rahu kala; spans with a Rikta tithi, Amavasya, Vishti karana, Rahu kala, or a star, weekday or lagna outside the activity's rules (Muhurta Chintamani, Daivajna Rama 1600; B. V. Raman) dropped; with `chart` the native's tara and chandra bala, and for the samskaras the child's age from chart.date; `direction` for travel (disha shoola), `sex` for annaprashana. Windows ranked by score, times local; under them the panchanga of each day at its sunrise as /vedic/panchang/full answers it; the three best are explained in words (the Moon's star class and the tithi's group after Muhurta Chintamani, and what the score counts) in the report's language. `activity` one of the 12 of GET /muhurta/types, named in the report's language as that catalogue names it." + REPORT_DESCRIPTION,
  body: muhurtaBody({
    activity: StringEnum(ACTIVITY_IDS as readonly string[] as readonly [string, ...string[]]),
    direction: Type.Optional(StringEnum(['east', 'west', 'north', 'south'] as const)),
    sex: Type.Optional(StringEnum(['male', 'female'] as const)),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'delhi-marriage', body: { activity: 'marriage', startDate: '2025-01-10', endDate: '2025-01-24', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, operations, ...services }) =>
    produceReport({ type: 'muhurta', body: body as never, query, caller, lang, reports }, (l) => muhurtaReport(body as never, { operations, caller, lang: l }, services, reportTitle('muhurta', l))),
});
