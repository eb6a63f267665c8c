/**
 * The event engine's part of the Store (DESIGN.md "Storage", "Events"): webhook subscriptions,
 * the delivery queue (one row per event, instant and subscription, under a deterministic id)
 * and the attempt log. Two adapters on the same database as the rest of the Store:
 * events-sqlite.ts and events-mongo.ts; test/events/store.test.ts runs one contract on both.
 *
 * Rules:
 * - Time is passed in (epoch ms); the store never reads the clock.
 * - `enqueue` inserts a delivery only if its id is new: two schedulers detecting the same event
 *   create one row. `lease` hands a due row to exactly one caller (an atomic conditional update);
 *   a lease that expires (its holder died between claim and POST) is handed out again, once.
 * - The signing secret is stored as the subscription's own (it must sign); it is never logged.
 */
import type { Millis, Store } from './store.js';

export interface StoredSubscription {
  id: number;
  accountId: string;
  event: string;
  url: string;
  params: Record<string, unknown>;
  secret: string;
  active: boolean;
  createdAt: Millis;
  consecutiveFailures: number;
  disabledAt: Millis | null;
  lastDeliveryAt: Millis | null;
  lastStatusCode: number | null;
  lastSuccess: boolean | null;
  /** The detector has enqueued this subscription's events up to here. */
  scannedUntil: Millis;
}

export type NewSubscription = Omit<StoredSubscription, 'id' | 'consecutiveFailures' | 'disabledAt' | 'lastDeliveryAt' | 'lastStatusCode' | 'lastSuccess'>;

export interface SubscriptionPatch {
  url?: string;
  params?: Record<string, unknown>;
  secret?: string;
  active?: boolean;
  /** With active: true, the failure counter and disabledAt are reset. */
  scannedUntil?: Millis;
}

export type DeliveryState = 'pending' | 'leased' | 'delivered' | 'failed' | 'dropped';

export interface StoredDelivery {
  /** Deterministic: hash of event, instant and subscription (events/ids.ts). */
  id: string;
  subscriptionId: number;
  accountId: string;
  event: string;
  /** The instant of the event itself (ms). */
  occurredAt: Millis;
  /** When it is to be sent (ms): the event's instant, or earlier for alerts ahead of it. */
  dueAt: Millis;
  /** The `data` member of the body, and whether it was detected after it fell due. */
  data: Record<string, unknown>;
  late: boolean;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Millis;
  leaseOwner: string | null;
  leaseUntil: Millis | null;
  createdAt: Millis;
}

export interface StoredAttempt {
  id: string;
  deliveryId: string;
  subscriptionId: number;
  event: string;
  attemptedAt: Millis;
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  success: boolean;
  error: string | null;
  test: boolean;
}

export interface AttemptQuery {
  limit: number;
  /** Attempts logged before this one (its id), for paging. */
  before?: string;
  success?: boolean;
}

export interface EventStore {
  insertSubscription(s: NewSubscription): Promise<StoredSubscription>;
  getSubscription(id: number): Promise<StoredSubscription | null>;
  listSubscriptions(accountId: string): Promise<StoredSubscription[]>;
  /** Every active subscription of every account, oldest first (the scheduler's round). */
  activeSubscriptions(): Promise<StoredSubscription[]>;
  updateSubscription(id: number, patch: SubscriptionPatch, now: Millis): Promise<StoredSubscription | null>;
  /** Deletes it and drops its queued deliveries. */
  deleteSubscription(id: number): Promise<boolean>;
  /**
   * Counts one delivery outcome: success resets the counter; a failure adds one and, at
   * `disableAfter`, sets active false and disabledAt (atomic).
   */
  noteOutcome(id: number, outcome: { success: boolean; at: Millis; statusCode: number | null }, disableAfter: number): Promise<StoredSubscription | null>;
  /** Inserts the delivery unless one with its id exists; true when this call created it. */
  enqueue(d: Omit<StoredDelivery, 'state' | 'attempts' | 'leaseOwner' | 'leaseUntil'>): Promise<boolean>;
  getDelivery(id: string): Promise<StoredDelivery | null>;
  /** Hands up to `limit` deliveries due at `now` (pending, or leased with an expired lease) to `owner` until now + leaseMs. */
  lease(now: Millis, owner: string, leaseMs: number, limit: number): Promise<StoredDelivery[]>;
  /** After an attempt by the lease holder: delivered, failed for good, or pending again at nextAttemptAt. Ignored when the lease is no longer `owner`'s. */
  settle(id: string, owner: string, patch: { state: 'delivered' | 'failed' | 'pending'; attempts: number; nextAttemptAt: Millis }): Promise<boolean>;
  logAttempt(a: StoredAttempt): Promise<void>;
  getAttempt(id: string): Promise<StoredAttempt | null>;
  listAttempts(subscriptionId: number, q: AttemptQuery): Promise<StoredAttempt[]>;
  /** Removes attempts logged before `before` (the 30-day retention) and finished deliveries as old. */
  purge(before: Millis): Promise<number>;
}

/** The attempt log is kept 30 days (catalogue, GET /webhooks/{id}/deliveries). */
export const ATTEMPT_RETENTION_MS = 30 * 86_400_000;

const opened = new WeakMap<Store, EventStore>();

/**
 * The EventStore on the same database as `store` (one per store object). Imported lazily so
 * the engines' modules stay where they are.
 */
export async function eventStoreOf(store: Store): Promise<EventStore> {
  const known = opened.get(store);
  if (known) return known;
  let es: EventStore;
  if (store.engine === 'sqlite') {
    const { SqliteEventStore } = await import('./events-sqlite.js');
    es = new SqliteEventStore((store as unknown as { connection: import('better-sqlite3').Database }).connection);
  } else {
    const { MongoEventStore } = await import('./events-mongo.js');
    es = await MongoEventStore.open((store as unknown as { db: import('mongodb').Db }).db);
  }
  opened.set(store, opened.get(store) ?? es);
  return opened.get(store)!;
}
