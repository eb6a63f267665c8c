import { Type } from '@sinclair/typebox';
import { ApiError, Reports, defineOperation, rawAnswer } from '@celestial/core';
import { ReportRecord } from '../lib/report.js';

export default defineOperation({
  method: 'GET',
  path: '/reports/{id}',
  summary: 'A stored report of the account: its record (url re-issued until expires_at), or the file itself with ?download=true',
  description:
    "Looks the report up in the store's file area (a directory on the embedded engine, GridFS on MongoDB) under the caller's account; 404 NOT_FOUND once expired or for another account's report. `download=true` answers the stored PDF (application/pdf) or HTML itself: the record's `url`. Nothing is generated, so no credits.",
  params: Type.Object({ id: Type.String({ pattern: '^rpt_[0-9a-f]{24}$', description: 'the report id: the last segment of storage_key without extension' }) }),
  query: Type.Object({ download: Type.Optional(Type.Boolean({ description: 'true: the file itself instead of the record' })) }),
  alsoProduces: ['application/pdf', 'text/html; charset=utf-8'],
  response: Type.Object({
    type: Type.String({ description: 'the report kind: human-design, natal ...' }),
    format: Type.Unsafe<'pdf' | 'html'>({ type: 'string', enum: ['pdf', 'html'] }),
    created_at: Type.String({ description: 'ISO 8601 instant (+00:00)' }),
    ...ReportRecord.properties,
  }),
  calculation: false,
  cache: false,
  specFixed: true,
  examples: [{ name: 'a-stored-report', params: { id: '{newReportId}' } }],
  deps: { reports: Reports },
  handler: async ({ params, query, caller }, { reports }) => {
    if (query.download) {
      const file = await reports.read(caller, params.id);
      if (!file) throw new ApiError('NOT_FOUND', `No report ${params.id} for this account (unknown, expired or another account's)`);
      const ext = file.report.format;
      return rawAnswer(file.contentType, file.bytes, { 'Content-Disposition': `attachment; filename="${params.id}.${ext}"`, 'Cache-Control': 'private, no-store' });
    }
    const found = await reports.find(caller, params.id);
    if (!found) throw new ApiError('NOT_FOUND', `No report ${params.id} for this account (unknown, expired or another account's)`);
    return found;
  },
});
