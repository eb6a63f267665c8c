import { Type } from '@sinclair/typebox';
import { Clock, DateString, Operations, Reports, StringEnum, defineOperation } from '@celestial/core';
import { produceReport, REPORT_DESCRIPTION, REPORT_OPERATION, ReportLanguage, Whitelabel } from './lib/report.js';
import { reportTitle } from './lib/labels.js';
import { numerologyReport } from './lib/divination.js';

export default defineOperation({
  method: 'POST',
  path: '/reports/numerology',
  summary: 'Numerology report (PDF or HTML): life path, expression, soul urge, personality, birthday and personal year',
  description:
    'The numbers of /numerology/* (divination family, after Decoz): Pythagorean letter values 1-9 or Chaldean 1-8, master numbers 11, 22 and 33 kept unreduced; the personal year of `year` (default the current year). No ephemeris. The numbers are the answers of those operations (through the Operations service); their names and keywords come in the report\'s language from core\'s tables, and each number gets a short reading after Decoz.' + REPORT_DESCRIPTION,
  body: Type.Object({
    fullName: Type.String({ minLength: 1, maxLength: 200, description: 'the full birth name; Latin letters, diacritics stripped' }),
    birthDate: DateString,
    system: Type.Optional(StringEnum(['pythagorean', 'chaldean'] as const)),
    year: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
    language: ReportLanguage,
    whitelabel: Whitelabel,
  }),
  ...REPORT_OPERATION,
  examples: [{ name: 'thomas', body: { fullName: 'Thomas John Smith', birthDate: '1979-11-29', year: 2026 } }],
  deps: { clock: Clock, operations: Operations, reports: Reports },
  handler: ({ body, query, caller, lang }, { reports, clock, operations }) =>
    produceReport({ type: 'numerology', body, query, caller, lang, reports }, (l) =>
      numerologyReport(body.fullName, body.birthDate, body.system ?? 'pythagorean', body.year ?? clock.now().getUTCFullYear(), { operations, caller, lang: l }, reportTitle('numerology', l)),
    ),
});
