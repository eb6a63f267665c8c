/**
 * Report files (SERVICE-SPEC "Report record", issue 17) as a service interface: the reports
 * family prints a report and hands its bytes here; the runtime keeps them in the store's file
 * area (a directory beside the SQLite file, GridFS on MongoDB), answers the report record, and
 * queues the report-ready event (issue 13). The record's members are the specification's
 * snake_case names (spec-fixed).
 */
import type { Caller } from './operation.js';

export type ReportFormat = 'pdf' | 'html';

/** SERVICE-SPEC "Report record (returned by /reports/*)": names fixed by the specification. */
export interface ReportRecord {
  url: string;
  storage_key: string;
  byte_length: number;
  page_count: number;
  duration_ms: number;
  expires_at: string;
}

/** GET /reports/{id}: the record with the report's kind, format and creation instant. */
export interface StoredReport extends ReportRecord {
  type: string;
  format: ReportFormat;
  created_at: string;
}

export interface NewReport {
  /** The kind: `human-design`, `natal` ... (the path's last segment). */
  type: string;
  format: ReportFormat;
  bytes: Uint8Array;
  pageCount: number;
  /** Generation time, from the request to the stored file. */
  durationMs: number;
}

export interface Reports {
  /**
   * Null when reports can be printed; otherwise what is missing (Chromium at the configured
   * path, the bundled fonts), the message of the 503 QUEUE_UNAVAILABLE and of /readyz.
   */
  unavailable(): string | null;
  /** The Chromium executable the printer launches (CELESTIAL_CHROMIUM_PATH). */
  chromiumPath(): string;
  /** Stores the file under a fresh id, queues report-ready, answers the report record. */
  save(caller: Caller, report: NewReport): Promise<StoredReport>;
  /** The caller's account's report, or null when unknown, expired or another account's. */
  find(caller: Caller, id: string): Promise<StoredReport | null>;
  /** The stored bytes and their media type, under the same rules as find. */
  read(caller: Caller, id: string): Promise<{ report: StoredReport; contentType: string; bytes: Uint8Array } | null>;
  /** Work to run when the service closes (the printer's browser). */
  onClose(fn: () => Promise<void> | void): void;
}
