/**
 * The event engine (DESIGN.md "Events"): the scheduler that detects each active subscription's
 * events and queues them in the Store under deterministic ids (event key + subscription), and
 * the dispatcher that leases due deliveries and POSTs them. Any number of instances may run on
 * one store: the queue's insert-if-absent makes one row per event and subscription, and the
 * lease hands each row to one instance; a lease whose holder died (kill -9 between claim and
 * POST) expires and the row is taken again, once.
 *
 * Retries: exponential backoff from 30 s doubling to at most 1 h, with +-20 % jitter so that
 * receivers coming back are not hit by every queued delivery at once; at most 6 attempts per
 * delivery. Every attempt is logged (kept 30 days). A subscription is disabled after 5
 * consecutive failed attempts (SERVICE-SPEC "Events", rule 4); test sends do not count.
 *
 * Time comes from the injected Clock, so tests move through months of events without waiting.
 * Timers are unref'd and start only when start() is called (runtime/src/main.ts, when
 * configured): building an app never schedules anything.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../sha256.js';
import { isoWithOffset } from '@celestial/core';
import type { Clock } from '@celestial/core';
import type { Store } from '../store/store.js';
import { ATTEMPT_RETENTION_MS, eventStoreOf } from '../store/events-store.js';
import type { EventStore, StoredDelivery, StoredSubscription } from '../store/events-store.js';
import type { EventsConfig } from './config.js';
import { deliver } from './deliverer.js';
import type { AttemptOutcome, DeliveryBody } from './deliverer.js';
import { detect } from './detector.js';
import type { DetectedEvent, DetectorServices } from './detector.js';

export const DISABLE_AFTER_FAILURES = 5;
export const MAX_ATTEMPTS = 6;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 3_600_000;
/** How long a leased delivery stays its holder's before another instance may take it. */
export const LEASE_MS = 60_000;
/** The longest window detected at once (after long downtime, the rest follows in further windows). */
const MAX_CATCH_UP_MS = 31 * 86_400_000;
/** A delivery first attempted (or detected) more than this after it fell due is marked late. */
export const LATE_AFTER_MS = 5 * 60_000;
const JD_UNIX_EPOCH = 2440587.5;
const msToJd = (ms: number) => ms / 86_400_000 + JD_UNIX_EPOCH;
const jdToMs = (jd: number) => Math.round((jd - JD_UNIX_EPOCH) * 86_400_000);

/** The delivery id of an event for a subscription: the same on every instance. */
export function deliveryIdOf(eventKey: string, subscriptionId: number): string {
  return 'dlv_' + sha256Hex(`${eventKey}|${subscriptionId}`).slice(0, 32);
}

/** Backoff before attempt n+1 after n failed attempts (n >= 1), jittered by `random` in [0, 1). */
export function backoffMs(failedAttempts: number, random: number = Math.random()): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** (failedAttempts - 1), BACKOFF_CAP_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

export interface EngineOptions {
  config: EventsConfig;
  clock: Clock;
  services: DetectorServices;
  /** This instance's name in leases (default: random). */
  owner?: string;
}

export class EventEngine {
  readonly owner: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly store: Store,
    private readonly options: EngineOptions,
  ) {
    this.owner = options.owner ?? `instance-${randomBytes(6).toString('hex')}`;
  }

  get detectorServices(): DetectorServices {
    return this.options.services;
  }

  get config(): EventsConfig {
    return this.options.config;
  }

  events(): Promise<EventStore> {
    return eventStoreOf(this.store);
  }

  now(): number {
    return this.options.clock.now().getTime();
  }

  /** How far ahead events are queued: they wait in the store until due. */
  private lookaheadMs(): number {
    return 2 * this.options.config.tickSeconds * 1000;
  }

  /**
   * Detects each active subscription's events from where its last scan ended up to now plus the
   * lookahead, and queues them. An event found after it fell due (the service was down, the
   * clock jumped) is queued all the same, marked late.
   */
  async scan(): Promise<number> {
    const es = await this.events();
    const now = this.now();
    const until = now + this.lookaheadMs();
    const cache = new Map<string, DetectedEvent[]>();
    let queued = 0;
    for (const sub of await es.activeSubscriptions()) {
      // Long downtime is caught up in windows of at most a month, all in this round.
      for (let from = sub.scannedUntil, to = Math.min(until, from + MAX_CATCH_UP_MS); from < until; from = to, to = Math.min(until, from + MAX_CATCH_UP_MS)) {
        const cacheKey = `${sub.event}|${JSON.stringify(sub.params)}|${from}|${to}`;
        let found = cache.get(cacheKey);
        if (!found) {
          try {
            found = detect(sub.event, sub.params, msToJd(from), msToJd(to), this.options.services);
          } catch {
            // A chart the ephemeris cannot place: nothing to deliver for this window.
            found = [];
          }
          cache.set(cacheKey, found);
        }
        for (const e of found) {
          const dueAt = jdToMs(e.dueJd);
          const created = await es.enqueue({
            id: deliveryIdOf(e.key, sub.id),
            subscriptionId: sub.id,
            accountId: sub.accountId,
            event: sub.event,
            occurredAt: jdToMs(e.occurredJd),
            dueAt,
            data: e.data,
            late: dueAt < now - LATE_AFTER_MS,
            nextAttemptAt: dueAt,
            createdAt: now,
          });
          if (created) queued++;
        }
        await es.updateSubscription(sub.id, { scannedUntil: to }, now);
      }
    }
    return queued;
  }

  /** Leases the due deliveries and attempts each once; returns how many were attempted. */
  async dispatch(limit = 100): Promise<number> {
    const es = await this.events();
    const leased = await es.lease(this.now(), this.owner, LEASE_MS, limit);
    for (const d of leased) await this.attemptQueued(es, d);
    return leased.length;
  }

  /** One scheduler round: purge the old log, detect, deliver. */
  async tick(): Promise<{ queued: number; attempted: number }> {
    const es = await this.events();
    await es.purge(this.now() - ATTEMPT_RETENTION_MS);
    const queued = await this.scan();
    const attempted = await this.dispatch();
    return { queued, attempted };
  }

  private async attemptQueued(es: EventStore, d: StoredDelivery): Promise<void> {
    const sub = await es.getSubscription(d.subscriptionId);
    if (!sub?.active) {
      await es.settle(d.id, this.owner, { state: 'failed', attempts: d.attempts, nextAttemptAt: d.nextAttemptAt });
      return;
    }
    const attempt = d.attempts + 1;
    const late = d.late || (attempt === 1 && this.now() - d.dueAt > LATE_AFTER_MS);
    const outcome = await this.send(es, sub, this.bodyOf({ ...d, late }, false), attempt, false);
    const after = await es.noteOutcome(sub.id, { success: outcome.success, at: this.now(), statusCode: outcome.statusCode }, DISABLE_AFTER_FAILURES);
    if (outcome.success) await es.settle(d.id, this.owner, { state: 'delivered', attempts: attempt, nextAttemptAt: d.nextAttemptAt });
    else if (attempt >= MAX_ATTEMPTS || !after?.active) await es.settle(d.id, this.owner, { state: 'failed', attempts: attempt, nextAttemptAt: d.nextAttemptAt });
    else await es.settle(d.id, this.owner, { state: 'pending', attempts: attempt, nextAttemptAt: this.now() + backoffMs(attempt) });
  }

  bodyOf(d: Pick<StoredDelivery, 'id' | 'event' | 'occurredAt' | 'subscriptionId' | 'data' | 'late'>, test: boolean): DeliveryBody {
    return {
      id: d.id,
      event: d.event,
      occurredAt: isoWithOffset(d.occurredAt, 0),
      subscriptionId: d.subscriptionId,
      test,
      late: d.late,
      data: d.data,
    };
  }

  /** POSTs a body to the subscription and logs the attempt; returns the outcome and the log entry's id. */
  async send(es: EventStore, sub: StoredSubscription, body: DeliveryBody, attempt: number, test: boolean): Promise<AttemptOutcome & { attemptId: string }> {
    const attemptedAt = this.now();
    const outcome = await deliver(sub.url, body, sub.secret, this.options.config);
    const attemptId = 'att_' + randomBytes(12).toString('hex');
    await es.logAttempt({
      id: attemptId,
      deliveryId: body.id,
      subscriptionId: sub.id,
      event: sub.event,
      attemptedAt,
      attempt,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      success: outcome.success,
      error: outcome.error,
      test,
    });
    return { ...outcome, attemptId };
  }

  /**
   * The hook report jobs call when a /reports/* generation has stored its object: queues a
   * report-ready delivery to each of the account's report-ready subscriptions whose
   * reportTypes include it. (No report jobs exist yet; nothing calls this in the service.)
   */
  async reportReady(accountId: string, report: { id: string; type: string; record: Record<string, unknown> }): Promise<number> {
    const es = await this.events();
    const now = this.now();
    let queued = 0;
    for (const sub of await es.listSubscriptions(accountId)) {
      if (sub.event !== 'report-ready' || !sub.active) continue;
      const types = sub.params.reportTypes as string[] | undefined;
      if (types?.length && !types.includes(report.type)) continue;
      if (await es.enqueue({ id: deliveryIdOf(`report-ready:${report.id}`, sub.id), subscriptionId: sub.id, accountId, event: 'report-ready', occurredAt: now, dueAt: now, data: { reportId: report.id, reportType: report.type, report: report.record }, late: false, nextAttemptAt: now, createdAt: now })) queued++;
    }
    return queued;
  }

  /** Runs tick() every tickSeconds on an unref'd timer (never keeps the process alive); one round at a time. */
  start(): void {
    if (this.timer) return;
    const round = () => {
      if (this.running) return;
      this.running = this.tick()
        .catch(() => {
          /* a failed round (store unreachable) is retried at the next tick */
        })
        .finally(() => (this.running = undefined));
    };
    this.timer = setInterval(round, this.options.config.tickSeconds * 1000);
    this.timer.unref();
    round();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
