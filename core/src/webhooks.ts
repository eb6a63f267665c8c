/**
 * Webhook subscriptions (SERVICE-SPEC "Webhook subscription", "Webhook registration", "Events")
 * as a service interface: plugins/platform/src/webhooks calls it, the runtime implements it
 * over the Store and the deliverer (runtime/src/events/). The members of the specification's
 * Webhook subscription table keep its names (`signing_secret`: spec-fixed); every other member
 * is camelCase (DESIGN.md "Vocabulary"), where the catalogue wrote snake_case
 * (created_at -> createdAt, consecutive_failures -> consecutiveFailures, status_code -> statusCode ...),
 * and instants carry their offset (+00:00).
 */
import type { Caller } from './operation.js';

/** The 12 event kinds, in the catalogue's order. */
export const WEBHOOK_EVENTS = [
  'report-ready',
  'transit-alert',
  'eclipse-alert',
  'dasha-change',
  'sign-ingress',
  'transit-trigger',
  'retrograde-start',
  'retrograde-end',
  'void-of-course-start',
  'void-of-course-end',
  'lunar-phase',
  'aspect-exact',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookSubscription {
  id: number;
  event: WebhookEvent;
  url: string;
  signing_secret: string;
  active: boolean;
  params: Record<string, unknown>;
}

export interface WebhookDetail extends WebhookSubscription {
  createdAt: string;
  consecutiveFailures: number;
  disabledAt: string | null;
  lastDelivery: { at: string; statusCode: number | null; success: boolean } | null;
}

export interface WebhookListed {
  id: number;
  event: WebhookEvent;
  url: string;
  active: boolean;
  params: Record<string, unknown>;
  createdAt: string;
  consecutiveFailures: number;
  lastDeliveryAt: string | null;
}

export interface DeliveryAttemptListed {
  id: string;
  event: WebhookEvent;
  attemptedAt: string;
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  success: boolean;
  error: string | null;
}

export interface WebhookTestResult {
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string;
  signature: string;
}

export interface RedeliveryResult {
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  deliveryId: string;
}

export interface Webhooks {
  /** Stores a subscription with a new secret; refuses private targets (400 naming `url`). */
  register(caller: Caller, event: WebhookEvent, url: string, params: Record<string, unknown>): Promise<WebhookSubscription>;
  list(caller: Caller, filter: { event?: string; active?: boolean }): Promise<{ count: number; webhooks: WebhookListed[] }>;
  /** 404 NOT_FOUND for an id that is not a subscription of the caller's account. */
  get(caller: Caller, id: number): Promise<WebhookDetail>;
  update(caller: Caller, id: number, patch: { url?: string; params?: Record<string, unknown>; active?: boolean }): Promise<WebhookSubscription>;
  remove(caller: Caller, id: number): Promise<{ id: number; deleted: true }>;
  /** Sends the kind's sample payload (samplePayload), marked test: true, signed like a real delivery. */
  sendTest(caller: Caller, id: number): Promise<WebhookTestResult>;
  /**
   * A real `data` of the event kind: the first event the detector finds after 2025-01-01T00:00Z
   * with the kind's default params (a reference chart, 1990-07-15 14:30 Kyiv, for natal kinds);
   * for report-ready, which report jobs push, its documented shape.
   */
  samplePayload(event: WebhookEvent): Record<string, unknown>;
  deliveries(caller: Caller, id: number, query: { limit?: number; before?: string; success?: boolean }): Promise<{ consecutiveFailures: number; deliveries: DeliveryAttemptListed[] }>;
  redeliver(caller: Caller, id: number, deliveryId: string): Promise<RedeliveryResult>;
  rotateSecret(caller: Caller, id: number): Promise<{ id: number; signing_secret: string }>;
}

/** One row of GET /pricing/operations. */
export interface OperationPrice {
  method: string;
  path: string;
  tag: string;
  tier: number;
  credits: number;
  plan: string;
  pack: string | null;
  auth: string;
}

/** The price of every registered operation, from the manifests (GET /pricing/operations). */
export interface PriceList {
  operations(filter: { tag?: string; plan?: string; pack?: string }): OperationPrice[];
}
