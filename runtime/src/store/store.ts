/**
 * The `Store` port (DESIGN.md "Storage"): everything the access and metering layer keeps.
 *
 * Rules every adapter follows (proved by test/store/contract.ts):
 * - Time is always passed in (epoch milliseconds from the injected Clock); a store never reads the clock.
 * - Key values are never stored: only `hash` (sha256 hex of the value) and display parts.
 * - `chargeCredits`, `takeRateSlot` and `createKeyIfUnderLimit` are atomic across processes sharing
 *   the same database: a refusal changes nothing, an admission is counted exactly once.
 * - Records come back as fresh plain objects; mutating them does not touch the store.
 */

export type Plan = 'free' | 'indie' | 'starter' | 'pro' | 'business' | 'enterprise';
export const PLANS: readonly Plan[] = ['free', 'indie', 'starter', 'pro', 'business', 'enterprise'];

export type KeyClass = 'secret' | 'public';
export type KeyMode = 'live' | 'test';
export type KeyStatus = 'active' | 'revoked' | 'suspended';
export type OriginType = 'server-only' | 'public' | 'allowlist';

/** Epoch milliseconds. */
export type Millis = number;

export interface Subscription {
  /** End of the paid period; null for plans without one (free). Grace/expired status is derived by the caller. */
  paidUntil: Millis | null;
}

export interface Account {
  id: string;
  name: string;
  plan: Plan;
  /** Enterprise only: custom monthly credits (null elsewhere). */
  customCredits: number | null;
  /** Enterprise only: custom requests per minute (null elsewhere). */
  customRatePerMin: number | null;
  /** Overage billing on paid plans (auto-enabled unless disabled). */
  overageEnabled: boolean;
  /** Add-on packs the account bought. */
  packs: string[];
  subscription: Subscription;
  /** Credits per cycle the account may spend on AI operations (429 SPEND_CAP_REACHED); null = no cap. */
  aiSpendCap: number | null;
  /** When the account was deleted (DELETE /me/account); null while it lives. */
  deletedAt: Millis | null;
  createdAt: Millis;
}

export interface NewAccount {
  id: string;
  name: string;
  plan: Plan;
  customCredits?: number | null;
  customRatePerMin?: number | null;
  overageEnabled?: boolean;
  packs?: string[];
  subscription?: Subscription;
  aiSpendCap?: number | null;
  createdAt: Millis;
}

export type AccountPatch = Partial<
  Pick<Account, 'name' | 'plan' | 'customCredits' | 'customRatePerMin' | 'overageEnabled' | 'packs' | 'subscription' | 'aiSpendCap' | 'deletedAt'>
>;

/**
 * An account's login (POST /auth/login): one per account, the email unique across accounts
 * (stored lower-case). Kept apart from the Account record so the password hash never travels with
 * the account reads every request makes.
 */
export interface Login {
  accountId: string;
  /** Lower-case. */
  email: string;
  /** argon2id PHC string. */
  passwordHash: string;
  updatedAt: Millis;
}

export interface OriginRestriction {
  type: OriginType;
  allowed_origins: string[];
}

export interface ApiKey {
  id: string;
  accountId: string;
  class: KeyClass;
  mode: KeyMode;
  /** sha256 hex of the key value; unique. */
  hash: string;
  /** Display parts: `prefix` like `cel_live_` or `pk_live_`; the first and last 4 characters of the value. */
  prefix: string;
  first4: string;
  last4: string;
  name: string;
  status: KeyStatus;
  origin_restriction: OriginRestriction;
  /** Per-key credit budget per billing cycle; null = none; 0 = may spend nothing. */
  credits_cap_cycle: number | null;
  /** Per-key scope; null = everything the plan includes. */
  allowed_endpoints: string[] | null;
  isMaster: boolean;
  createdAt: Millis;
  revokedAt: Millis | null;
  /** Last request admitted with the key (touchKey); null when never used. */
  lastUsedAt: Millis | null;
}

/** A new key is always active and unused. */
export type NewApiKey = Omit<ApiKey, 'status' | 'revokedAt' | 'lastUsedAt'>;

/** Fields an edit or a rotation (new hash and display parts) may change; status moves through revoke/suspend/reactivate. */
export type ApiKeyPatch = Partial<
  Pick<ApiKey, 'hash' | 'prefix' | 'first4' | 'last4' | 'name' | 'origin_restriction' | 'credits_cap_cycle' | 'allowed_endpoints'>
>;

export interface UsageRecord {
  keyId: string;
  accountId: string;
  /** Method and path, e.g. `POST /chart`. */
  endpoint: string;
  credits: number;
  mode: KeyMode;
  at: Millis;
  /** The origin-list entry that admitted the request (per-origin usage); null/absent otherwise. */
  origin?: string | null;
}

/** Requests and credits of one key over a period. */
export interface KeyUsageTotals {
  requests: number;
  credits: number;
}

export interface OriginUsage {
  /** The origin-list entry recorded with the usage. */
  origin: string;
  requests: number;
}

export interface Session {
  /** sha256 hex of the bearer token. */
  hash: string;
  accountId: string;
  expiresAt: Millis;
  createdAt: Millis;
}

// ---- metering primitives ----

export interface ChargeRequest {
  accountId: string;
  keyId: string;
  /** Start of the billing cycle (epoch ms); counters are per (account, cycle) and (key, cycle). */
  cycleStart: Millis;
  /** Credits to add; a non-negative integer. */
  amount: number;
  /** The account's credits per cycle. */
  monthlyLimit: number;
  /** When true the account counter may pass `monthlyLimit` (overage billing). */
  allowOverage: boolean;
  /** The key's `credits_cap_cycle`; null = no per-key budget. */
  keyCap: number | null;
}

export type ChargeRefusal = 'credits_exhausted' | 'key_budget_exhausted';

export interface ChargeResult {
  ok: boolean;
  /** Set when `ok` is false; nothing was changed. Key budget is checked first (DESIGN.md "Request path"). */
  reason?: ChargeRefusal;
  /** Account's credits used in the cycle after the call (unchanged on refusal). */
  accountUsed: number;
  /** Key's credits used in the cycle after the call (unchanged on refusal). */
  keyUsed: number;
}

export interface RefundRequest {
  accountId: string;
  keyId: string;
  cycleStart: Millis;
  amount: number;
}

export interface RateSlotRequest {
  /** Free-form counter identity, e.g. `key:<id>`, `key:<id>:origin:<host>`, `ip:<addr>`, `site:<host>`. */
  counterKey: string;
  windowMs: number;
  limit: number;
  now: Millis;
  /** Units this call spends (1 usually; 3 for POST /public/synastry). */
  cost: number;
}

export interface RateSlotResult {
  admitted: boolean;
  limit: number;
  /** Units left in the window after this call (never negative). */
  remaining: number;
  /** When the oldest entry inside the window leaves it (one slot frees); `now` when the window is empty. */
  resetAt: Millis;
}

export interface UsageSummaryRequest {
  accountId: string;
  /** Starts of the periods counted up to now (the caller computes them in its calendar). */
  dayStart: Millis;
  weekStart: Millis;
  monthStart: Millis;
  /** Start of the top-endpoint period (30 days back). */
  topSince: Millis;
  /** Default 20. */
  topLimit?: number;
  /** Count only one mode (live and test keys are tracked separately); both when absent. */
  mode?: KeyMode;
}

export interface EndpointUsage {
  endpoint: string;
  requests: number;
  credits: number;
}

export interface UsageSummary {
  today: number;
  week: number;
  month: number;
  /** Most requested first; ties by endpoint name. */
  topEndpoints: EndpointUsage[];
}

/** A pending usage record: the credits reserved for a call in flight (see `meter`). */
export interface MeterRequest {
  /** The rate slot the call takes; null when it takes none (a call refused before the window check). */
  rate: RateSlotRequest | null;
  /** The credits it reserves; null when it costs nothing. Checked before anything is written. */
  charge: ChargeRequest | null;
  /**
   * The usage record written with the charge. With a charge it is a reservation (pending, its
   * `credits` the amount reserved) until `settleReservation`; without one it is final at once.
   */
  usage: UsageRecord;
  /** The key whose last use to record (touchKey), in the same transaction. */
  touchKeyId: string | null;
}

export type MeterResult =
  | { ok: true; /** The pending record to settle; null when nothing was reserved. */ reservationId: string | null; rate: RateSlotResult | null; accountUsed: number | null; keyUsed: number | null }
  | { ok: false; reason: 'rate_limited'; rate: RateSlotResult; accountUsed: number | null; keyUsed: number | null }
  | { ok: false; reason: ChargeRefusal; rate: RateSlotResult | null; accountUsed: number; keyUsed: number };

export interface SettleRequest {
  reservationId: string;
  /** True: the call answered with success, the reservation becomes its usage record as it is. False: the credits go back and the record keeps 0. */
  answered: boolean;
}

/** A cached answer in the store's tier (runtime/src/cache). */
export interface StoredAnswer {
  key: string;
  payload: string;
  /** The payload's UTF-8 bytes when the writer has them (the response cache does): a store may write these instead of encoding `payload`. */
  payloadBytes?: Uint8Array;
  at: Millis;
  /** When the entry may be swept. */
  expiresAt: Millis;
}

/** A cached answer held as its UTF-8 bytes, decoded to text only when a caller asks for `payload`. */
export function storedAnswerOfBytes(key: string, bytes: Uint8Array, at: Millis, expiresAt: Millis): StoredAnswer {
  let text: string | undefined;
  return {
    key,
    at,
    expiresAt,
    payloadBytes: bytes,
    get payload() {
      text ??= Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
      return text;
    },
  };
}

export type CreateKeyResult = { ok: true; key: ApiKey } | { ok: false; reason: 'key_limit_reached'; active: number };

export interface Store {
  readonly engine: 'sqlite' | 'mongodb';

  // accounts
  createAccount(account: NewAccount): Promise<Account>;
  getAccount(id: string): Promise<Account | null>;
  /** Returns the updated account, or null when there is none. */
  updateAccount(id: string, patch: AccountPatch): Promise<Account | null>;

  // keys
  /** Plain insert (no limit); throws on a duplicate id or hash. */
  createKey(key: NewApiKey): Promise<ApiKey>;
  /** Inserts an active key only while the account has fewer than `maxActive` active keys (atomic). */
  createKeyIfUnderLimit(key: NewApiKey, maxActive: number): Promise<CreateKeyResult>;
  getKey(id: string): Promise<ApiKey | null>;
  findKeyByHash(hash: string): Promise<ApiKey | null>;
  /** Oldest first. */
  listKeys(accountId: string): Promise<ApiKey[]>;
  /** Returns the updated key, or null when there is none. The class, mode and account never change. Throws DuplicateError on a taken hash. */
  updateKey(id: string, patch: ApiKeyPatch): Promise<ApiKey | null>;
  /** Active or suspended -> revoked (final). Returns the key, or null when there is none. */
  revokeKey(id: string, at: Millis): Promise<ApiKey | null>;
  /** Active -> suspended. Returns the key, or null when there is none; a revoked key stays revoked. */
  suspendKey(id: string): Promise<ApiKey | null>;
  /** Suspended -> active while the account has fewer than `maxActive` active keys (atomic); `now` is the time of the move. */
  reactivateKey(id: string, maxActive: number, now: Millis): Promise<CreateKeyResult | null>;
  countActiveKeys(accountId: string): Promise<number>;
  /** Records the last use of a key (never moves it back). False when there is no such key. */
  touchKey(id: string, at: Millis): Promise<boolean>;

  // logins
  /**
   * Gives the account a login, replacing its previous one (email and hash). The email is compared
   * lower-case; throws DuplicateError when another account holds it.
   */
  setLogin(login: Login): Promise<void>;
  getLoginByEmail(email: string): Promise<Login | null>;
  getLoginByAccount(accountId: string): Promise<Login | null>;
  /** Removes the account's login; false when it had none. */
  deleteLogin(accountId: string): Promise<boolean>;

  // sessions
  createSession(session: Session): Promise<void>;
  /** The session, or null when unknown or expired at `now`. */
  findSession(hash: string, now: Millis): Promise<Session | null>;
  deleteSession(hash: string): Promise<boolean>;
  /** Ends every session of the account; returns how many there were. */
  deleteSessionsOfAccount(accountId: string): Promise<number>;

  // metering
  chargeCredits(req: ChargeRequest): Promise<ChargeResult>;
  /** Gives credits back (a failed calculation); counters never go below 0. Returns the new totals. */
  refundCredits(req: RefundRequest): Promise<{ accountUsed: number; keyUsed: number }>;
  creditsUsed(accountId: string, cycleStart: Millis): Promise<number>;
  keyCreditsUsed(keyId: string, cycleStart: Millis): Promise<number>;
  takeRateSlot(req: RateSlotRequest): Promise<RateSlotResult>;
  /**
   * What takeRateSlot would answer now, taking nothing: a call counted by several counters
   * (keyless: site and IP) asks each first, so a refusal by the last leaves the others as they were.
   */
  peekRateSlot(req: RateSlotRequest): Promise<RateSlotResult>;

  /**
   * One call's metering in one step (DESIGN.md "Storage": a charge and its usage record in one
   * transaction): takes the rate slot, reserves the credits, writes the usage record (pending
   * while credits are reserved) and touches the key. Any refusal writes nothing; the rate limit
   * is judged first, then the key budget, then the account's credits.
   */
  meter(req: MeterRequest): Promise<MeterResult>;
  /**
   * Turns a reservation into its usage record; an unanswered call gets its credits back. Settles
   * each reservation once (a second settle is a no-op returning null). Returns the totals after a refund.
   */
  settleReservation(req: SettleRequest): Promise<{ accountUsed: number; keyUsed: number } | null>;
  /**
   * Reservations still pending that were made before `before` (their process died between the
   * charge and the answer): refunded and kept with 0 credits, as an unanswered call. Returns how many.
   */
  settleOrphanedReservations(before: Millis): Promise<number>;

  // response cache, shared tier
  getCachedResponse(key: string, now: Millis): Promise<StoredAnswer | null>;
  /** Inserts or replaces. */
  putCachedResponse(entry: StoredAnswer): Promise<void>;
  /** Inserts or replaces each, in one write (one transaction, one bulk write): the cache's write-behind batch. */
  putCachedResponses(entries: readonly StoredAnswer[]): Promise<void>;
  /** Deletes entries whose expiresAt <= now; returns how many. */
  sweepCachedResponses(now: Millis): Promise<number>;
  /**
   * Counts this process among those serving from the store's cache tier (a server's response
   * cache calls it once it is made), so that cacheTierShared() can tell whether it is alone.
   * Optional: a store without it is always shared.
   */
  joinCacheTier?(): void;
  /**
   * Whether another process serving from this store may ask the cache tier for what this one
   * answers. False lets a lone instance skip the tier's reads and writes (response-cache.ts).
   */
  cacheTierShared?(): boolean;

  // usage
  recordUsage(record: UsageRecord): Promise<void>;
  /** Requests of the account in [from, to). */
  countRequests(accountId: string, from: Millis, to: Millis, mode?: KeyMode): Promise<number>;
  /** Requests and credits per endpoint in [since, to), most requested first. */
  topEndpoints(accountId: string, since: Millis, to: Millis, limit: number, mode?: KeyMode): Promise<EndpointUsage[]>;
  /** Counts for GET /keys/usage, up to `now`. */
  usageSummary(req: UsageSummaryRequest & { now: Millis }): Promise<UsageSummary>;
  /** Requests and credits of one key in [from, to). */
  keyUsageTotals(keyId: string, from: Millis, to: Millis): Promise<KeyUsageTotals>;
  /** Requests of one key in [from, to) per recorded origin entry (records without one are left out), most first. */
  keyUsageByOrigin(keyId: string, from: Millis, to: Millis): Promise<OriginUsage[]>;

  /** A cheap round trip to the database (GET /readyz): resolves when it answers, throws otherwise. */
  ping(): Promise<void>;

  close(): Promise<void>;
}

/** Thrown for a duplicate id or hash on insert, or a hash taken by another key on update. */
export class DuplicateError extends Error {
  constructor(what: string) {
    super(`duplicate ${what}`);
    this.name = 'DuplicateError';
  }
}

export const DEFAULT_TOP_LIMIT = 20;
/** Authentication rule 5: up to 10 active keys per account. */
export const MAX_ACTIVE_KEYS = 10;
