/**
 * The Webhooks service (core/src/webhooks.ts) over the event store and the engine: what the
 * /webhooks/* operations call. Every call is scoped to the caller's account (another
 * account's subscription is 404, like a missing one). Secrets are 32 CSPRNG bytes in hex; they
 * are returned to the subscriber and used to sign, and never written to a log.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, isoWithOffset } from '@celestial/core';
import type { Caller, DeliveryAttemptListed, RedeliveryResult, WebhookDetail, WebhookEvent, WebhookListed, Webhooks, WebhookSubscription, WebhookTestResult } from '@celestial/core';
import type { EventEngine } from './engine.js';
import { DISABLE_AFTER_FAILURES } from './engine.js';
import type { StoredSubscription } from '../store/events-store.js';
import { checkTarget, TargetRefused } from './targets.js';
import { detect } from './detector.js';

/** Instants as the vocabulary writes them: to the second, with the offset (+00:00: a subscription has no zone). */
const iso = (ms: number) => isoWithOffset(ms, 0);

function accountOf(caller: Caller): string {
  if (!caller.accountId) throw new ApiError('MISSING_API_KEY');
  return caller.accountId;
}

const summary = (s: StoredSubscription): WebhookSubscription => ({ id: s.id, event: s.event as WebhookEvent, url: s.url, signing_secret: s.secret, active: s.active, params: s.params });

/** Samples: the first event after 2025-01-01T00:00Z (JD 2460676.5), searched this many days ahead. */
const SAMPLE_FROM_JD = 2460676.5;
const SAMPLE_SPAN_DAYS: Partial<Record<WebhookEvent, number>> = {
  'transit-alert': 2, 'eclipse-alert': 200, 'sign-ingress': 40, 'transit-trigger': 30, 'retrograde-start': 200, 'retrograde-end': 200,
  'void-of-course-start': 4, 'void-of-course-end': 4, 'lunar-phase': 32, 'aspect-exact': 40, 'dasha-change': 3 * 365,
};
/** The reference chart of the natal kinds' samples: the README's first call (1990-07-15 14:30 Kyiv). */
const SAMPLE_CHART = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const SAMPLE_PARAMS: Partial<Record<WebhookEvent, Record<string, unknown>>> = {
  'transit-alert': { chart: SAMPLE_CHART, timezone: 'Europe/Kyiv' },
  'transit-trigger': { chart: SAMPLE_CHART },
  'dasha-change': { chart: SAMPLE_CHART, level: 'antar' },
};

export class WebhookService implements Webhooks {
  private readonly samples = new Map<WebhookEvent, Record<string, unknown>>();

  constructor(private readonly engine: EventEngine) {}

  private async own(caller: Caller, id: number): Promise<StoredSubscription> {
    const es = await this.engine.events();
    const s = await es.getSubscription(id);
    if (!s || s.accountId !== accountOf(caller)) throw new ApiError('NOT_FOUND', `No webhook subscription ${id}`);
    return s;
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkTarget(url, this.engine.config.allowTargets);
    } catch (e) {
      if (e instanceof TargetRefused) throw ApiError.invalidField('url', e.message);
      throw e;
    }
  }

  async register(caller: Caller, event: WebhookEvent, url: string, params: Record<string, unknown>): Promise<WebhookSubscription> {
    const accountId = accountOf(caller);
    await this.checkUrl(url);
    const es = await this.engine.events();
    const now = this.engine.now();
    // Events from the moment of registration on: nothing from before it is delivered.
    const s = await es.insertSubscription({ accountId, event, url, params, secret: randomBytes(32).toString('hex'), active: true, createdAt: now, scannedUntil: now });
    return summary(s);
  }

  async list(caller: Caller, filter: { event?: string; active?: boolean }): Promise<{ count: number; webhooks: WebhookListed[] }> {
    const es = await this.engine.events();
    const webhooks = (await es.listSubscriptions(accountOf(caller)))
      .filter((s) => (filter.event === undefined || s.event === filter.event) && (filter.active === undefined || s.active === filter.active))
      .map((s) => ({
        id: s.id,
        event: s.event as WebhookEvent,
        url: s.url,
        active: s.active,
        params: s.params,
        createdAt: iso(s.createdAt),
        consecutiveFailures: s.consecutiveFailures,
        lastDeliveryAt: s.lastDeliveryAt === null ? null : iso(s.lastDeliveryAt),
      }));
    return { count: webhooks.length, webhooks };
  }

  async get(caller: Caller, id: number): Promise<WebhookDetail> {
    const s = await this.own(caller, id);
    return {
      ...summary(s),
      createdAt: iso(s.createdAt),
      consecutiveFailures: s.consecutiveFailures,
      disabledAt: s.disabledAt === null ? null : iso(s.disabledAt),
      lastDelivery: s.lastDeliveryAt === null ? null : { at: iso(s.lastDeliveryAt), statusCode: s.lastStatusCode, success: s.lastSuccess === true },
    };
  }

  async update(caller: Caller, id: number, patch: { url?: string; params?: Record<string, unknown>; active?: boolean }): Promise<WebhookSubscription> {
    await this.own(caller, id);
    if (patch.url !== undefined) await this.checkUrl(patch.url);
    const es = await this.engine.events();
    const now = this.engine.now();
    // New params change what is detected: scanning restarts from now, not from the old cursor.
    const s = await es.updateSubscription(id, { ...patch, ...(patch.params !== undefined || patch.active === true ? { scannedUntil: now } : {}) }, now);
    return summary(s!);
  }

  async remove(caller: Caller, id: number): Promise<{ id: number; deleted: true }> {
    await this.own(caller, id);
    await (await this.engine.events()).deleteSubscription(id);
    return { id, deleted: true };
  }

  samplePayload(event: WebhookEvent): Record<string, unknown> {
    const known = this.samples.get(event);
    if (known) return known;
    let data: Record<string, unknown>;
    if (event === 'report-ready') {
      data = { reportId: 'rep_sample', reportType: 'natal', report: { url: 'https://reports.example.com/rep_sample.pdf', storage_key: 'reports/rep_sample.pdf', byte_length: 0, page_count: 0, duration_ms: 0, expires_at: '2025-01-08T00:00:00Z' } };
    } else {
      const found = detect(event, { ...SAMPLE_PARAMS[event] }, SAMPLE_FROM_JD, SAMPLE_FROM_JD + SAMPLE_SPAN_DAYS[event]!, this.engine.detectorServices)[0];
      data = found?.data ?? {};
    }
    this.samples.set(event, data);
    return data;
  }

  async sendTest(caller: Caller, id: number): Promise<WebhookTestResult> {
    const s = await this.own(caller, id);
    const sample = this.samplePayload(s.event as WebhookEvent);
    const es = await this.engine.events();
    const now = this.engine.now();
    const body = this.engine.bodyOf({ id: 'dlv_test_' + randomBytes(12).toString('hex'), event: s.event, occurredAt: now, subscriptionId: s.id, data: sample, late: false }, true);
    const o = await this.engine.send(es, s, body, 1, true);
    return { delivered: o.success, statusCode: o.statusCode, durationMs: o.durationMs, responseExcerpt: o.responseExcerpt, signature: o.signature };
  }

  async deliveries(caller: Caller, id: number, query: { limit?: number; before?: string; success?: boolean }): Promise<{ consecutiveFailures: number; deliveries: DeliveryAttemptListed[] }> {
    const s = await this.own(caller, id);
    const es = await this.engine.events();
    const rows = await es.listAttempts(id, { limit: query.limit ?? 20, ...(query.before !== undefined ? { before: query.before } : {}), ...(query.success !== undefined ? { success: query.success } : {}) });
    return {
      consecutiveFailures: s.consecutiveFailures,
      deliveries: rows.map((a) => ({ id: a.id, event: a.event as WebhookEvent, attemptedAt: iso(a.attemptedAt), attempt: a.attempt, statusCode: a.statusCode, durationMs: a.durationMs, success: a.success, error: a.error })),
    };
  }

  async redeliver(caller: Caller, id: number, deliveryId: string): Promise<RedeliveryResult> {
    const s = await this.own(caller, id);
    const es = await this.engine.events();
    const a = await es.getAttempt(deliveryId);
    if (!a || a.subscriptionId !== id) throw new ApiError('NOT_FOUND', `No delivery ${deliveryId} of webhook subscription ${id}`);
    const d = await es.getDelivery(a.deliveryId);
    // Test sends keep no queued row: their payload is the kind's sample again.
    const body = d ? this.engine.bodyOf(d, false) : this.engine.bodyOf({ id: a.deliveryId, event: s.event, occurredAt: a.attemptedAt, subscriptionId: id, data: {}, late: false }, true);
    const o = await this.engine.send(es, s, body, a.attempt + 1, body.test);
    // A success resets the failure counter; a failed manual re-send is logged but not counted.
    if (o.success) await es.noteOutcome(id, { success: true, at: this.engine.now(), statusCode: o.statusCode }, DISABLE_AFTER_FAILURES);
    return { delivered: o.success, statusCode: o.statusCode, durationMs: o.durationMs, deliveryId: o.attemptId };
  }

  async rotateSecret(caller: Caller, id: number): Promise<{ id: number; signing_secret: string }> {
    await this.own(caller, id);
    const secret = randomBytes(32).toString('hex');
    await (await this.engine.events()).updateSubscription(id, { secret }, this.engine.now());
    return { id, signing_secret: secret };
  }
}
