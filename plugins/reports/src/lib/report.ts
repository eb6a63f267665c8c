/**
 * What every report operation shares: the body members (language, whitelabel), the `format`
 * query, the answer (the report record of SERVICE-SPEC, or the HTML itself with ?format=html),
 * and the run: build the content from the family's lib, lay it out, print it (PDF), keep it in
 * the store's file area and announce it (report-ready), through the Reports service.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ApiError, LANG_CODES, rawAnswer } from '@celestial/core';
import type { Caller, LangCode, RawAnswer, Reports } from '@celestial/core';
import { renderReportHtml } from './layout.js';
import type { ReportContent } from './layout.js';
import { closePrinter, printPdf } from './printer.js';

/** Services whose close already shuts the printer's browser. */
const closing = new WeakSet<Reports>();

/** SERVICE-SPEC "POST /reports/human-design": `language` one of the 21 codes. */
export const ReportLanguage = Type.Optional(Type.Unsafe<LangCode>({ type: 'string', enum: [...LANG_CODES], description: 'the report\'s language (default en)' }));
/**
 * `whitelabel`: "boolean or another form (not shown)". The boolean, or its string forms
 * 'true'/'false' (a form field's value); true drops the service's name from header and footer.
 */
export const Whitelabel = Type.Optional(Type.Union([Type.Boolean(), Type.Unsafe<'true' | 'false'>({ type: 'string', enum: ['true', 'false'] })], { description: 'true: no service branding' }));

export const ReportQuery = Type.Object({
  format: Type.Optional(Type.Unsafe<'pdf' | 'html'>({ type: 'string', enum: ['pdf', 'html'], description: 'pdf (default): the report record; html: the HTML page itself' })),
});

/** SERVICE-SPEC "Report record": member names fixed by the specification (snake_case). */
export const ReportRecord = Type.Object({
  url: Type.String({ description: 'the report\'s download (GET /reports/{id}?download=true, with the caller\'s key) until expires_at' }),
  storage_key: Type.String({ description: 'where the file is kept in the file area: reports/<account>/<id>.<pdf|html>' }),
  byte_length: Type.Integer({ minimum: 1 }),
  page_count: Type.Integer({ minimum: 1, description: 'the PDF\'s own page count' }),
  duration_ms: Type.Number({ minimum: 0 }),
  expires_at: Type.String({ description: 'ISO 8601 instant (+00:00) after which the report is gone' }),
});
export const RECORD_SPEC_FIXED = ['url', 'storage_key', 'byte_length', 'page_count', 'duration_ms', 'expires_at'] as const;

export interface ReportRun {
  type: string;
  body: { language?: LangCode; whitelabel?: boolean | 'true' | 'false' };
  query: { format?: 'pdf' | 'html' };
  caller: Caller;
  lang: LangCode;
  reports: Reports;
}

export function languageOf(run: Pick<ReportRun, 'body' | 'lang'>): LangCode {
  return run.body.language ?? run.lang;
}

export async function produceReport(run: ReportRun, build: (lang: LangCode) => ReportContent | Promise<ReportContent>): Promise<Static<typeof ReportRecord> | RawAnswer> {
  const started = performance.now();
  const format = run.query.format ?? 'pdf';
  if (format === 'pdf') {
    const missing = run.reports.unavailable();
    if (missing) throw new ApiError('QUEUE_UNAVAILABLE', `Reports cannot be printed: ${missing}`);
  }
  const lang = languageOf(run);
  const whitelabel = run.body.whitelabel === true || run.body.whitelabel === 'true';
  const content = await build(lang);
  if (format === 'html') {
    const html = renderReportHtml(content, { lang, whitelabel, fonts: 'local' });
    const stored = await run.reports.save(run.caller, { type: run.type, format: 'html', bytes: new TextEncoder().encode(html), pageCount: 1, durationMs: performance.now() - started });
    return rawAnswer('text/html; charset=utf-8', html, { 'X-Report-Id': idOf(stored.storage_key), 'X-Report-Storage-Key': stored.storage_key, 'X-Report-Expires-At': stored.expires_at });
  }
  const html = renderReportHtml(content, { lang, whitelabel, fonts: 'file' });
  if (!closing.has(run.reports)) {
    closing.add(run.reports);
    run.reports.onClose(closePrinter);
  }
  const { pdf, pageCount } = await printPdf(html, run.reports.chromiumPath());
  const stored = await run.reports.save(run.caller, { type: run.type, format: 'pdf', bytes: pdf, pageCount, durationMs: performance.now() - started });
  // The stored record is re-read after saving, so duration_ms covers the whole run up to the write.
  const { type: _t, format: _f, created_at: _c, ...record } = stored;
  return record;
}

export function idOf(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf('/') + 1).replace(/\.(pdf|html)$/, '');
}

/**
 * The members every report operation declares alike: the `format` query, the report record
 * (its snake_case members are SERVICE-SPEC's "Report record", spec-fixed), no calculation
 * query parameters but the 422 of the operations a report composes (a Placidus chart inside the
 * polar circle, a Vedic day without sunrise), and no response cache (each call makes and stores
 * a new file).
 */
export const REPORT_OPERATION = {
  query: ReportQuery,
  response: ReportRecord,
  // ?format=html answers the page itself (produceReport's rawAnswer).
  alsoProduces: ['text/html; charset=utf-8'],
  calculation: false,
  answersCalculationError: true,
  cache: false,
  specFixed: RECORD_SPEC_FIXED,
} as const;

export const REPORT_DESCRIPTION =
  ' PDF by default (printed from the HTML by headless Chromium, kept in the store\'s file area until `expires_at`, and announced by the report-ready event); `?format=html` answers the HTML page itself (kept too; its id in X-Report-Id). `language` one of the 21 codes; `whitelabel` true drops the service\'s name.';
