/**
 * The Reports service (core/src/reports.ts) over the Store's file area and the event engine:
 * the reports family prints, this keeps the file, answers the report record of SERVICE-SPEC
 * ("Report record": url, storage_key, byte_length, page_count, duration_ms, expires_at) and
 * queues report-ready (issue 13) for the account's subscriptions.
 *
 * Configuration (README "Configuration", docs/reports.md):
 * - CELESTIAL_CHROMIUM_PATH: the headless Chromium that prints PDFs (default /usr/bin/chromium,
 *   Debian's package). When it is missing the service still starts; reports answer 503
 *   QUEUE_UNAVAILABLE naming it and GET /readyz lists it.
 * - CELESTIAL_FILES_DIR: the file area's directory on the embedded engine (default `files/`
 *   beside the SQLite file); MongoDB keeps the files in GridFS.
 * - CELESTIAL_REPORT_TTL_HOURS: how long a report is kept and served (default 168, a week).
 * - CELESTIAL_PUBLIC_URL: the service's public base address, prefixed to `url` (default: a
 *   path relative to the host, `/v1/reports/{id}?download=true`).
 *
 * The url is the public API's own download of the report (GET /reports/{id}?download=true), so
 * it works with the caller's key and for no other account, until expires_at: the key is the
 * signature (DESIGN.md keeps no object-storage signing secret).
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Caller, Clock, NewReport, Reports, StoredReport } from '@celestial/core';
import { isoWithOffset } from '@celestial/core';
import type { Store } from '../store/store.js';
import { fileStoreOf } from '../store/files-store.js';
import type { FileMeta } from '../store/files-store.js';
import type { EventEngine } from '../events/engine.js';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const SWEEP_EVERY_MS = 60_000;
const CONTENT_TYPES = { pdf: 'application/pdf', html: 'text/html; charset=utf-8' } as const;

export interface ReportServiceOptions {
  chromiumPath?: string;
  filesDir?: string;
  ttlMs?: number;
  publicUrl?: string;
}

export function reportOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ReportServiceOptions {
  const hours = Number(env.CELESTIAL_REPORT_TTL_HOURS);
  return {
    chromiumPath: env.CELESTIAL_CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    ...(env.CELESTIAL_FILES_DIR ? { filesDir: env.CELESTIAL_FILES_DIR } : {}),
    ...(Number.isFinite(hours) && hours > 0 ? { ttlMs: hours * 3_600_000 } : {}),
    ...(env.CELESTIAL_PUBLIC_URL ? { publicUrl: env.CELESTIAL_PUBLIC_URL.replace(/\/+$/, '') } : {}),
  };
}

/** Report ids: `rpt_` and 24 hex digits (what GET /reports/{id} accepts). */
export const REPORT_ID_PATTERN = '^rpt_[0-9a-f]{24}$';

export class ReportService implements Reports {
  private readonly closers: (() => Promise<void> | void)[] = [];
  private lastSweep = 0;
  private readonly options: Required<Omit<ReportServiceOptions, 'filesDir' | 'publicUrl'>> & ReportServiceOptions;

  constructor(
    private readonly store: Store,
    private readonly engine: EventEngine,
    private readonly clock: Clock,
    options: ReportServiceOptions = reportOptionsFromEnv(),
  ) {
    this.options = { chromiumPath: DEFAULT_CHROMIUM_PATH, ttlMs: 7 * 86_400_000, ...options };
  }

  chromiumPath(): string {
    return this.options.chromiumPath;
  }

  unavailable(): string | null {
    const p = this.options.chromiumPath;
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return null;
    } catch {
      return `Chromium is not installed at ${p} (set CELESTIAL_CHROMIUM_PATH to a headless Chromium, e.g. Debian's chromium package)`;
    }
  }

  private files() {
    return fileStoreOf(this.store, this.options.filesDir);
  }

  private keyOf(accountId: string, id: string, format: 'pdf' | 'html'): string {
    return `reports/${accountId}/${id}.${format}`;
  }

  private recordOf(meta: FileMeta, id: string): StoredReport {
    const m = meta.metadata as { type: string; format: 'pdf' | 'html'; pageCount: number; durationMs: number };
    return {
      url: `${this.options.publicUrl ?? ''}/v1/reports/${id}?download=true`,
      storage_key: meta.key,
      byte_length: meta.byteLength,
      page_count: m.pageCount,
      duration_ms: m.durationMs,
      expires_at: isoWithOffset(meta.expiresAt, 0),
      type: m.type,
      format: m.format,
      created_at: isoWithOffset(meta.createdAt, 0),
    };
  }

  async save(caller: Caller, report: NewReport): Promise<StoredReport> {
    if (!caller.accountId) throw new Error('a report belongs to an account');
    const files = await this.files();
    const now = this.clock.now().getTime();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await files.sweep(now);
    }
    const id = `rpt_${randomBytes(12).toString('hex')}`;
    const key = this.keyOf(caller.accountId, id, report.format);
    const metadata = { accountId: caller.accountId, type: report.type, format: report.format, pageCount: report.pageCount, durationMs: report.durationMs };
    await files.put({ key, contentType: CONTENT_TYPES[report.format], byteLength: report.bytes.byteLength, createdAt: now, expiresAt: now + this.options.ttlMs, metadata, bytes: report.bytes });
    const meta = await files.head(key, now);
    const stored = this.recordOf(meta!, id);
    const { type: _t, format: _f, created_at: _c, ...record } = stored;
    await this.engine.reportReady(caller.accountId, { id, type: report.type, record: { ...record, format: report.format } });
    return stored;
  }

  private async locate(caller: Caller, id: string): Promise<FileMeta | null> {
    if (!caller.accountId || !new RegExp(REPORT_ID_PATTERN).test(id)) return null;
    const files = await this.files();
    const now = this.clock.now().getTime();
    for (const format of ['pdf', 'html'] as const) {
      const meta = await files.head(this.keyOf(caller.accountId, id, format), now);
      if (meta) return meta;
    }
    return null;
  }

  async find(caller: Caller, id: string): Promise<StoredReport | null> {
    const meta = await this.locate(caller, id);
    return meta ? this.recordOf(meta, id) : null;
  }

  async read(caller: Caller, id: string) {
    const meta = await this.locate(caller, id);
    if (!meta) return null;
    const file = await (await this.files()).get(meta.key, this.clock.now().getTime());
    return file ? { report: this.recordOf(meta, id), contentType: file.contentType, bytes: file.bytes } : null;
  }

  onClose(fn: () => Promise<void> | void): void {
    this.closers.push(fn);
  }

  /** Runs the registered closers (the app's onClose). */
  async close(): Promise<void> {
    for (const fn of this.closers.splice(0)) await fn();
  }
}
