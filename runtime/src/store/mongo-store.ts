/**
 * Store adapter on the official `mongodb` driver (MongoDB, or FerretDB 1.x in tests).
 *
 * Atomicity without multi-document transactions, and without trusting conditional updates:
 * FerretDB 1.x executes `findAndModify`/`update` as read, modify in memory, write back by `_id`, so
 * two concurrent `findOneAndUpdate({used: {$lte: limit - n}}, {$inc: {used: n}})` both pass and one
 * increment is lost (measured: 200 admitted against a limit of 100). Aggregation-pipeline updates and
 * `$expr` are not implemented there either. The one write every MongoDB-protocol server makes atomic
 * is an insert against a unique index (`_id`), so every metering primitive is an append-only chain:
 *
 * - credits: a ledger per (account, cycle); entry `s` holds the running account total and the
 *   charging key's running total. A charge reads the head `s`, checks the limits and inserts `s + 1`
 *   with `_id = account|cycle|s+1`. Of two racing writers exactly one insert succeeds; the other gets a
 *   duplicate-key error, re-reads and re-checks (optimistic concurrency). A refusal writes nothing.
 * - rate windows: a log per counter, entry `_id = counter#s` covering units [s, s + cost) with its time;
 *   the head fixes the next `s`, so again one writer wins. Times along the chain never go down (an
 *   entry takes max(now, head time)), which makes the in-window entries a suffix of the chain: units in
 *   the window = head end - start of the first entry still inside. Entries that left the window are
 *   pruned. Each entry carries a nonce and its predecessor's nonce, so an insert that lands on a pruned
 *   number behind the head (a writer that stood still longer than a window between its read and its
 *   insert) sees that the entry after it was built on another entry, and withdraws: pruning never lets
 *   a stale writer in.
 * - active keys: a key takes one of `maxActive` slot documents `_id = account#i` before it is written.
 */
import { randomUUID } from 'node:crypto';
import { MongoClient, MongoServerError, type Collection, type Db } from 'mongodb';
import { LRUCache } from 'lru-cache';
import {
  DEFAULT_TOP_LIMIT,
  DuplicateError,
  MAX_ACTIVE_KEYS,
  type Account,
  type AccountPatch,
  type ApiKey,
  type ApiKeyPatch,
  type ChargeRequest,
  type ChargeResult,
  type CreateKeyResult,
  type EndpointUsage,
  type KeyMode,
  type KeyUsageTotals,
  type MeterRequest,
  type MeterResult,
  type SettleRequest,
  type StoredAnswer,
  type Login,
  type Millis,
  type OriginUsage,
  type NewAccount,
  type NewApiKey,
  type RateSlotRequest,
  type RateSlotResult,
  type RefundRequest,
  type Session,
  type Store,
  type UsageRecord,
  type UsageSummary,
  type UsageSummaryRequest,
} from './store.js';
import { assertCharge, assertRateSlot, assertRefund } from './validate.js';

export interface MongoStoreOptions {
  uri: string;
  /** Database name; default: the one in the URI path, else `celestial`. */
  dbName?: string;
  /** Give up an optimistic step after this many lost races (each retry backs off a little). Default 500. */
  maxRetries?: number;
  /** Tests only: lets a test hold a writer between its read of a rate chain and its insert. */
  testHooks?: { beforeRateInsert?(counterKey: string): Promise<void> };
}

type AccountDoc = Omit<Account, 'id'> & { _id: string };
type KeyDoc = Omit<ApiKey, 'id'> & { _id: string; seq: string };
interface SlotDoc {
  _id: string;
  accountId: string;
  keyId: string;
  at: Millis;
}
interface SessionDoc {
  _id: string;
  accountId: string;
  expiresAt: Millis;
  createdAt: Millis;
}
/** A usage record; a reservation (pending) carries the cycle it charged until it is settled. */
/** A charge or a refund waiting for its ledger round. */
type CreditOp = (ChargeRequest & { kind: 'charge' }) | (RefundRequest & { kind: 'refund' });
type UsageDoc = UsageRecord & { _id?: unknown; pending?: boolean; cycleStart?: Millis };
/** A settled orphan's claim: the unique insert that lets exactly one process refund it. */
interface SettlementDoc {
  _id: string;
  at: Millis;
}
/** The shared tier of the response cache. `expiresAt` is a Date for the TTL index; `exp` the same in ms. */
interface CachedDoc {
  _id: string;
  payload: string;
  at: Millis;
  exp: Millis;
  expiresAt: Date;
}
/** One login; `_id` is the lower-case email, so the unique insert on `_id` keeps emails unique. */
interface LoginDoc {
  _id: string;
  accountId: string;
  passwordHash: string;
  updatedAt: Millis;
}
/** One credit ledger entry. */
interface LedgerDoc {
  _id: string;
  /** account id */
  a: string;
  /** cycle start */
  c: Millis;
  /** sequence number in (a, c), from 1 */
  s: number;
  /** key id */
  k: string;
  /** signed change */
  d: number;
  /** account total after this entry */
  tot: number;
  /** key k's total after this entry */
  kt: number;
  /** every key's total in (a, c) after this entry (absent on entries written before it existed) */
  kts?: { k: string; t: number }[];
}
/** One rate-window entry. */
interface RateDoc {
  _id: string;
  /** counter key */
  k: string;
  /** first unit number */
  s: number;
  /** units (cost) */
  n: number;
  /** time admitted */
  at: Millis;
  /** this entry's nonce */
  u: string;
  /** the nonce of the head this entry was built on (null for the first) */
  pu: string | null;
}

const ORPHAN_SLOT_AGE_MS = 60_000;

function isDuplicate(err: unknown): boolean {
  if (err instanceof MongoServerError && (err.code === 11000 || err.code === 11001)) return true;
  // FerretDB 1.x reports a unique violation on update as a generic error carrying SQLite's message.
  return err instanceof MongoServerError && /UNIQUE constraint failed|E11000|duplicate key/i.test(err.message);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * After a lost race: the first retries go at once (a round re-reads only the entries the winner
 * appended; sleeping there let a busy process win every race and starve the other), later ones
 * back off a little at random, growing with the attempt number (at most ~25 ms).
 */
function backoff(attempt: number): Promise<void> {
  return attempt < 3 ? Promise.resolve() : sleep(Math.random() * Math.min(25, 1 + attempt));
}

/**
 * Group commit per chain inside a process (issue 10, FerretDB under load): requests for one
 * chain that arrive while a round is being written wait for the next round, which reads the
 * chain once, decides them in arrival order and appends one entry for all of them. A chain's
 * throughput then no longer divides by the round trips of each request (on FerretDB about
 * 10 ms each under load). Only requests the round can merge (`compatible` with the first) go
 * together; the others wait for later rounds, in order. Within a process no two rounds of one
 * chain run at once, so only other processes cause lost races; the unique inserts, not this
 * class, are what make the store atomic across processes.
 */
class Batcher<Req, Res> {
  private readonly pending = new Map<string, { req: Req; resolve(r: Res): void; reject(e: unknown): void }[]>();
  private readonly running = new Set<string>();

  constructor(
    private readonly round: (key: string, reqs: Req[]) => Promise<Res[]>,
    private readonly compatible: (a: Req, b: Req) => boolean,
  ) {}

  submit(key: string, req: Req): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      const list = this.pending.get(key);
      if (list) list.push({ req, resolve, reject });
      else this.pending.set(key, [{ req, resolve, reject }]);
      if (!this.running.has(key)) void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    this.running.add(key);
    try {
      for (;;) {
        const waiting = this.pending.get(key);
        if (!waiting || waiting.length === 0) break;
        const first = waiting[0]!.req;
        const batch = waiting.filter((w) => this.compatible(first, w.req));
        const rest = waiting.filter((w) => !this.compatible(first, w.req));
        if (rest.length > 0) this.pending.set(key, rest);
        else this.pending.delete(key);
        try {
          const results = await this.round(key, batch.map((b) => b.req));
          batch.forEach((b, i) => b.resolve(results[i]!));
        } catch (err) {
          for (const b of batch) b.reject(err);
        }
      }
    } finally {
      this.running.delete(key);
    }
  }
}

function toAccount(d: AccountDoc): Account {
  return {
    id: d._id,
    name: d.name,
    plan: d.plan,
    customCredits: d.customCredits ?? null,
    customRatePerMin: d.customRatePerMin ?? null,
    overageEnabled: d.overageEnabled,
    packs: [...(d.packs ?? [])],
    subscription: { paidUntil: d.subscription?.paidUntil ?? null },
    aiSpendCap: d.aiSpendCap ?? null,
    deletedAt: d.deletedAt ?? null,
    createdAt: d.createdAt,
  };
}

function toKey(d: KeyDoc): ApiKey {
  return {
    id: d._id,
    accountId: d.accountId,
    class: d.class,
    mode: d.mode,
    hash: d.hash,
    prefix: d.prefix,
    first4: d.first4,
    last4: d.last4,
    name: d.name,
    status: d.status,
    origin_restriction: { type: d.origin_restriction.type, allowed_origins: [...(d.origin_restriction.allowed_origins ?? [])] },
    credits_cap_cycle: d.credits_cap_cycle ?? null,
    allowed_endpoints: d.allowed_endpoints == null ? null : [...d.allowed_endpoints],
    isMaster: d.isMaster,
    createdAt: d.createdAt,
    revokedAt: d.revokedAt ?? null,
    lastUsedAt: d.lastUsedAt ?? null,
  };
}

export class MongoStore implements Store {
  readonly engine = 'mongodb' as const;
  private readonly accounts: Collection<AccountDoc>;
  private readonly keys: Collection<KeyDoc>;
  private readonly slots: Collection<SlotDoc>;
  private readonly sessions: Collection<SessionDoc>;
  private readonly usage: Collection<UsageDoc>;
  private readonly ledger: Collection<LedgerDoc>;
  private readonly rate: Collection<RateDoc>;
  private readonly logins: Collection<LoginDoc>;
  private readonly settlements: Collection<SettlementDoc>;
  private readonly cached: Collection<CachedDoc>;
  private readonly maxRetries: number;
  private readonly creditRounds = new Batcher<CreditOp, ChargeResult>(
    (_chain, ops) => this.creditRound(ops),
    (a, b) => a.keyId === b.keyId,
  );
  // The per-call writes of the request path, merged the same way: one insertMany of usage
  // records, one update per key's last use, one updateMany of settled reservations, one bulk
  // write of cached answers per round, instead of one round trip each.
  private readonly usageRounds = new Batcher<UsageDoc, void>(
    async (_c, docs) => {
      await this.usage.insertMany(docs as never[], { ordered: false });
      return docs.map(() => undefined);
    },
    () => true,
  );
  private readonly touchRounds = new Batcher<{ id: string; at: Millis }, void>(
    async (id, reqs) => {
      await this.touchKey(id, Math.max(...reqs.map((r) => r.at)));
      return reqs.map(() => undefined);
    },
    () => true,
  );
  private readonly settleRounds = new Batcher<string, void>(
    async (_c, ids) => {
      // Only the call's own process settles an answered call, and it does so once.
      await this.usage.updateMany({ _id: { $in: ids }, pending: true } as never, { $set: { pending: false } });
      return ids.map(() => undefined);
    },
    () => true,
  );
  private readonly cacheRounds = new Batcher<StoredAnswer, void>(
    async (_c, entries) => {
      const latest = new Map(entries.map((e) => [e.key, e])); // the same key twice in a round: the later answer
      try {
        await this.cached.bulkWrite(
          [...latest.values()].map((e) => ({
            replaceOne: { filter: { _id: e.key }, replacement: { payload: e.payload, at: e.at, exp: e.expiresAt, expiresAt: new Date(e.expiresAt) }, upsert: true },
          })),
          { ordered: false },
        );
      } catch (err) {
        // Two instances caching the same answer at once: the other's copy is as good.
        if (!isDuplicate(err)) throw err;
      }
      return entries.map(() => undefined);
    },
    () => true,
  );
  // The reads every keyed call makes (its key by hash, its account, its cached answer), one
  // `$in` query per round. A read joins only a round that has not started, so it still sees
  // every write this process finished before it.
  private readonly keyByHashRounds = new Batcher<string, KeyDoc | null>(
    async (_c, hashes) => {
      const docs = await this.keys.find({ hash: { $in: [...new Set(hashes)] } }).toArray();
      const byHash = new Map(docs.map((d) => [d.hash, d]));
      return hashes.map((h) => byHash.get(h) ?? null);
    },
    () => true,
  );
  private readonly accountRounds = new Batcher<string, AccountDoc | null>(
    async (_c, ids) => {
      const docs = await this.accounts.find({ _id: { $in: [...new Set(ids)] } }).toArray();
      const byId = new Map(docs.map((d) => [d._id, d]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    () => true,
  );
  private readonly cachedRounds = new Batcher<string, CachedDoc | null>(
    async (_c, keys) => {
      const docs = await this.cached.find({ _id: { $in: [...new Set(keys)] } }).toArray();
      const byKey = new Map(docs.map((d) => [d._id, d]));
      return keys.map((k) => byKey.get(k) ?? null);
    },
    () => true,
  );
  private readonly peekRounds = new Batcher<RateSlotRequest, RateSlotResult>(
    (counterKey, reqs) => this.peekRound(counterKey, reqs),
    (a, b) => a.windowMs === b.windowMs,
  );
  private readonly rateRounds = new Batcher<RateSlotRequest, RateSlotResult>(
    (counterKey, reqs) => this.rateRound(counterKey, reqs),
    (a, b) => a.windowMs === b.windowMs && a.limit === b.limit,
  );
  /** The last entry this process saw of each ledger chain and rate counter, and each counter's first entry in the window: where the next lookup starts (bounded). */
  private readonly ledgerHeads = new LRUCache<string, LedgerDoc>({ max: 10_000 });
  private readonly rateHeads = new LRUCache<string, RateDoc>({ max: 10_000 });
  private readonly rateTails = new LRUCache<string, number>({ max: 10_000 });
  /** Chains whose remembered head is the entry that just beat this process (see afterLostLedgerRace). */
  private readonly justLost = new Set<string>();
  private readonly testHooks: MongoStoreOptions['testHooks'];
  private closed = false;
  /** Inserts that lost a race to another writer and were retried (observability and tests). */
  readonly stats = { lostRaces: 0, staleWithdrawn: 0 };

  private constructor(
    private readonly client: MongoClient,
    readonly db: Db,
    opts: MongoStoreOptions,
  ) {
    this.accounts = db.collection<AccountDoc>('accounts');
    this.keys = db.collection<KeyDoc>('api_keys');
    this.slots = db.collection<SlotDoc>('key_slots');
    this.sessions = db.collection<SessionDoc>('sessions');
    this.usage = db.collection<UsageDoc>('usage');
    this.ledger = db.collection<LedgerDoc>('credit_ledger');
    this.rate = db.collection<RateDoc>('rate_entries');
    this.logins = db.collection<LoginDoc>('logins');
    this.settlements = db.collection<SettlementDoc>('settlements');
    this.cached = db.collection<CachedDoc>('response_cache');
    this.maxRetries = opts.maxRetries ?? 500;
    this.testHooks = opts.testHooks;
  }

  /** Connects and makes sure the indexes exist (idempotent; safe from several processes). */
  static async connect(opts: MongoStoreOptions): Promise<MongoStore> {
    const client = new MongoClient(opts.uri, { serverSelectionTimeoutMS: 10_000 });
    await client.connect();
    try {
      const store = new MongoStore(client, client.db(opts.dbName ?? (client.options.dbName || 'celestial')), opts);
      await store.ensureIndexes();
      return store;
    } catch (err) {
      await client.close();
      throw err;
    }
  }

  private async ensureIndexes(): Promise<void> {
    await this.keys.createIndex({ hash: 1 }, { unique: true, name: 'hash_unique' });
    await this.keys.createIndex({ accountId: 1, status: 1 }, { name: 'account_status' });
    await this.slots.createIndex({ accountId: 1 }, { name: 'account' });
    await this.usage.createIndex({ accountId: 1, at: 1 }, { name: 'account_at' });
    await this.ledger.createIndex({ a: 1, c: 1, s: -1 }, { name: 'account_cycle_seq' });
    await this.ledger.createIndex({ k: 1, c: 1, s: -1 }, { name: 'key_cycle_seq' });
    await this.rate.createIndex({ k: 1, s: -1 }, { name: 'counter_seq' });
    await this.rate.createIndex({ k: 1, at: 1 }, { name: 'counter_at' });
    await this.usage.createIndex({ keyId: 1, at: 1 }, { name: 'key_at' });
    await this.logins.createIndex({ accountId: 1 }, { name: 'account' });
    await this.sessions.createIndex({ accountId: 1 }, { name: 'account' });
    await this.usage.createIndex({ pending: 1, at: 1 }, { name: 'pending_at' });
    await this.cached.createIndex({ exp: 1 }, { name: 'exp' });
    try {
      // MongoDB removes expired cache entries itself; sweepCachedResponses covers servers that
      // accept the index without enforcing it.
      await this.cached.createIndex({ expiresAt: 1 }, { name: 'expires_ttl', expireAfterSeconds: 0 });
    } catch {
      /* a server without TTL indexes: the periodic sweep alone removes them */
    }
  }

  // ---- accounts ----

  async createAccount(a: NewAccount): Promise<Account> {
    const doc: AccountDoc = {
      _id: a.id,
      name: a.name,
      plan: a.plan,
      customCredits: a.customCredits ?? null,
      customRatePerMin: a.customRatePerMin ?? null,
      overageEnabled: a.overageEnabled ?? true,
      packs: [...(a.packs ?? [])],
      subscription: { paidUntil: a.subscription?.paidUntil ?? null },
      aiSpendCap: a.aiSpendCap ?? null,
      deletedAt: null,
      createdAt: a.createdAt,
    };
    try {
      await this.accounts.insertOne(doc);
    } catch (err) {
      if (isDuplicate(err)) throw new DuplicateError(`account ${a.id}`);
      throw err;
    }
    return toAccount(doc);
  }

  async getAccount(id: string): Promise<Account | null> {
    const d = await this.accountRounds.submit('accounts', id);
    return d ? toAccount(d) : null;
  }

  async updateAccount(id: string, patch: AccountPatch): Promise<Account | null> {
    const set: Partial<AccountDoc> = {};
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.plan !== undefined) set.plan = patch.plan;
    if (patch.customCredits !== undefined) set.customCredits = patch.customCredits;
    if (patch.customRatePerMin !== undefined) set.customRatePerMin = patch.customRatePerMin;
    if (patch.overageEnabled !== undefined) set.overageEnabled = patch.overageEnabled;
    if (patch.packs !== undefined) set.packs = [...patch.packs];
    if (patch.subscription !== undefined) set.subscription = { paidUntil: patch.subscription.paidUntil };
    if (patch.aiSpendCap !== undefined) set.aiSpendCap = patch.aiSpendCap;
    if (patch.deletedAt !== undefined) set.deletedAt = patch.deletedAt;
    if (Object.keys(set).length === 0) return this.getAccount(id);
    const d = await this.accounts.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' });
    return d ? toAccount(d) : null;
  }

  // ---- keys ----

  private keyDoc(k: NewApiKey): KeyDoc {
    return {
      _id: k.id,
      accountId: k.accountId,
      class: k.class,
      mode: k.mode,
      hash: k.hash,
      prefix: k.prefix,
      first4: k.first4,
      last4: k.last4,
      name: k.name,
      status: 'active',
      origin_restriction: { type: k.origin_restriction.type, allowed_origins: [...k.origin_restriction.allowed_origins] },
      credits_cap_cycle: k.credits_cap_cycle,
      allowed_endpoints: k.allowed_endpoints === null ? null : [...k.allowed_endpoints],
      isMaster: k.isMaster,
      createdAt: k.createdAt,
      revokedAt: null,
      lastUsedAt: null,
      // Creation order for listing: time, then a tie-breaker.
      seq: `${String(k.createdAt).padStart(16, '0')}:${randomUUID()}`,
    };
  }

  /**
   * Takes a free slot `account#i` (i < maxActive) for the key; false when all are held.
   * A slot whose holder is not an active key and that is older than a minute (a crash between the two
   * writes) is given back first.
   */
  private async takeSlot(accountId: string, keyId: string, maxActive: number, now: Millis): Promise<boolean> {
    for (let round = 0; round < 2; round++) {
      const held = new Set((await this.slots.find({ accountId }, { projection: { _id: 1 } }).toArray()).map((s) => s._id));
      for (let i = 0; i < maxActive; i++) {
        const id = `${accountId}#${i}`;
        if (held.has(id)) continue;
        try {
          await this.slots.insertOne({ _id: id, accountId, keyId, at: now });
          return true;
        } catch (err) {
          if (!isDuplicate(err)) throw err;
        }
      }
      if (round === 0 && !(await this.reclaimOrphanSlots(accountId, now))) return false;
    }
    return false;
  }

  private async reclaimOrphanSlots(accountId: string, now: Millis): Promise<boolean> {
    const slots = await this.slots.find({ accountId }).toArray();
    let freed = false;
    for (const slot of slots) {
      if (slot.at > now - ORPHAN_SLOT_AGE_MS) continue;
      const key = await this.keys.findOne({ _id: slot.keyId }, { projection: { status: 1 } });
      if (key && key.status === 'active') continue;
      const res = await this.slots.deleteOne({ _id: slot._id, keyId: slot.keyId });
      if (res.deletedCount > 0) freed = true;
    }
    return freed;
  }

  private async releaseSlot(keyId: string, accountId: string): Promise<void> {
    await this.slots.deleteMany({ accountId, keyId });
  }

  async createKey(k: NewApiKey): Promise<ApiKey> {
    // No limit here, but hold a slot when one is free so createKeyIfUnderLimit counts this key.
    const slotted = await this.takeSlot(k.accountId, k.id, MAX_ACTIVE_KEYS, k.createdAt);
    const doc = this.keyDoc(k);
    try {
      await this.keys.insertOne(doc);
    } catch (err) {
      if (slotted) await this.releaseSlot(k.id, k.accountId);
      if (isDuplicate(err)) throw new DuplicateError(`key ${k.id}`);
      throw err;
    }
    return toKey(doc);
  }

  async createKeyIfUnderLimit(k: NewApiKey, maxActive: number): Promise<CreateKeyResult> {
    const active = await this.countActiveKeys(k.accountId);
    if (active >= maxActive || !(await this.takeSlot(k.accountId, k.id, maxActive, k.createdAt))) {
      return { ok: false, reason: 'key_limit_reached', active: await this.countActiveKeys(k.accountId) };
    }
    const doc = this.keyDoc(k);
    try {
      await this.keys.insertOne(doc);
    } catch (err) {
      await this.releaseSlot(k.id, k.accountId);
      if (isDuplicate(err)) throw new DuplicateError(`key ${k.id}`);
      throw err;
    }
    return { ok: true, key: toKey(doc) };
  }

  async getKey(id: string): Promise<ApiKey | null> {
    const d = await this.keys.findOne({ _id: id });
    return d ? toKey(d) : null;
  }

  async findKeyByHash(hash: string): Promise<ApiKey | null> {
    const d = await this.keyByHashRounds.submit('keys', hash);
    return d ? toKey(d) : null;
  }

  async listKeys(accountId: string): Promise<ApiKey[]> {
    const docs = await this.keys.find({ accountId }).toArray();
    docs.sort((x, y) => (x.seq < y.seq ? -1 : x.seq > y.seq ? 1 : 0));
    return docs.map(toKey);
  }

  async updateKey(id: string, patch: ApiKeyPatch): Promise<ApiKey | null> {
    const set: Partial<KeyDoc> = {};
    if (patch.hash !== undefined) set.hash = patch.hash;
    if (patch.prefix !== undefined) set.prefix = patch.prefix;
    if (patch.first4 !== undefined) set.first4 = patch.first4;
    if (patch.last4 !== undefined) set.last4 = patch.last4;
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.origin_restriction !== undefined) {
      set.origin_restriction = { type: patch.origin_restriction.type, allowed_origins: [...patch.origin_restriction.allowed_origins] };
    }
    if (patch.credits_cap_cycle !== undefined) set.credits_cap_cycle = patch.credits_cap_cycle;
    if (patch.allowed_endpoints !== undefined) set.allowed_endpoints = patch.allowed_endpoints === null ? null : [...patch.allowed_endpoints];
    if (Object.keys(set).length === 0) return this.getKey(id);
    try {
      const d = await this.keys.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' });
      return d ? toKey(d) : null;
    } catch (err) {
      if (isDuplicate(err)) throw new DuplicateError('key hash');
      throw err;
    }
  }

  async revokeKey(id: string, at: Millis): Promise<ApiKey | null> {
    const d = await this.keys.findOne({ _id: id });
    if (!d) return null;
    if (d.status !== 'revoked') {
      await this.keys.updateOne({ _id: id }, { $set: { status: 'revoked', revokedAt: at } });
      await this.releaseSlot(id, d.accountId);
    }
    return this.getKey(id);
  }

  async suspendKey(id: string): Promise<ApiKey | null> {
    const d = await this.keys.findOne({ _id: id });
    if (!d) return null;
    if (d.status === 'active') {
      await this.keys.updateOne({ _id: id, status: 'active' }, { $set: { status: 'suspended' } });
      await this.releaseSlot(id, d.accountId);
    }
    return this.getKey(id);
  }

  async reactivateKey(id: string, maxActive: number, now: Millis): Promise<CreateKeyResult | null> {
    const d = await this.keys.findOne({ _id: id });
    if (!d) return null;
    if (d.status === 'suspended') {
      const active = await this.countActiveKeys(d.accountId);
      if (active >= maxActive || !(await this.takeSlot(d.accountId, id, maxActive, now))) {
        return { ok: false, reason: 'key_limit_reached', active: await this.countActiveKeys(d.accountId) };
      }
      await this.keys.updateOne({ _id: id, status: 'suspended' }, { $set: { status: 'active' } });
    }
    const key = await this.getKey(id);
    return key ? { ok: true, key } : null;
  }

  async countActiveKeys(accountId: string): Promise<number> {
    return this.keys.countDocuments({ accountId, status: 'active' });
  }

  async touchKey(id: string, at: Millis): Promise<boolean> {
    // A plain filter instead of $max: the time only moves forward, and a lost race leaves the later time.
    const res = await this.keys.updateOne({ _id: id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: at } }] }, { $set: { lastUsedAt: at } });
    if (res.matchedCount > 0) return true;
    return (await this.keys.countDocuments({ _id: id })) > 0;
  }

  // ---- logins ----

  async setLogin(l: Login): Promise<void> {
    const email = l.email.toLowerCase();
    for (let attempt = 0; attempt < 3; attempt++) {
      const holder = await this.logins.findOne({ _id: email });
      if (holder && holder.accountId !== l.accountId) throw new DuplicateError(`login email ${email}`);
      if (holder) {
        await this.logins.updateOne({ _id: email, accountId: l.accountId }, { $set: { passwordHash: l.passwordHash, updatedAt: l.updatedAt } });
      } else {
        try {
          await this.logins.insertOne({ _id: email, accountId: l.accountId, passwordHash: l.passwordHash, updatedAt: l.updatedAt });
        } catch (err) {
          if (!isDuplicate(err)) throw err;
          continue; // another writer took the email first: re-read who holds it
        }
      }
      // One login per account: drop the account's earlier emails.
      await this.logins.deleteMany({ accountId: l.accountId, _id: { $ne: email } });
      return;
    }
    throw new DuplicateError(`login email ${email}`);
  }

  private toLogin(d: LoginDoc): Login {
    return { accountId: d.accountId, email: d._id, passwordHash: d.passwordHash, updatedAt: d.updatedAt };
  }

  async getLoginByEmail(email: string): Promise<Login | null> {
    const d = await this.logins.findOne({ _id: email.toLowerCase() });
    return d ? this.toLogin(d) : null;
  }

  async getLoginByAccount(accountId: string): Promise<Login | null> {
    const d = await this.logins.findOne({ accountId });
    return d ? this.toLogin(d) : null;
  }

  async deleteLogin(accountId: string): Promise<boolean> {
    return (await this.logins.deleteMany({ accountId })).deletedCount > 0;
  }

  // ---- sessions ----

  async createSession(s: Session): Promise<void> {
    try {
      await this.sessions.insertOne({ _id: s.hash, accountId: s.accountId, expiresAt: s.expiresAt, createdAt: s.createdAt });
    } catch (err) {
      if (isDuplicate(err)) throw new DuplicateError('session');
      throw err;
    }
  }

  async findSession(hash: string, now: Millis): Promise<Session | null> {
    const d = await this.sessions.findOne({ _id: hash });
    if (!d || d.expiresAt <= now) return null;
    return { hash: d._id, accountId: d.accountId, expiresAt: d.expiresAt, createdAt: d.createdAt };
  }

  async deleteSession(hash: string): Promise<boolean> {
    return (await this.sessions.deleteOne({ _id: hash })).deletedCount > 0;
  }

  async deleteSessionsOfAccount(accountId: string): Promise<number> {
    return (await this.sessions.deleteMany({ accountId })).deletedCount;
  }

  // ---- metering: credit ledger ----
  //
  // Constant cost on FerretDB (issue 10): a query sorted on `s` is answered there by reading
  // every entry of the chain and sorting in the proxy (measured 12 ms at 100 entries, 177 ms at
  // 2000), so the chain's head is not looked up by a sort. Each process remembers the last
  // entry it saw of a chain and walks forward from it by `_id` (ids are deterministic:
  // `account|cycle|s`), one read per entry another process appended since; only a chain this
  // process has never seen costs one sorted query. Each entry carries every key's running
  // total (`kts`), so the head alone answers both limits.

  /** The chain's current head: the last entry this process saw, walked forward by `_id`. */
  private async ledgerHead(accountId: string, cycleStart: Millis): Promise<LedgerDoc | null> {
    const chain = `${accountId}|${cycleStart}`;
    let head = this.ledgerHeads.get(chain) ?? (await this.ledger.findOne({ a: accountId, c: cycleStart }, { sort: { s: -1 } }));
    if (head && this.justLost.delete(`L|${chain}`)) return head; // the entry that beat us: insert after it at once
    for (;;) {
      const next = await this.ledger.findOne({ _id: `${chain}|${(head?.s ?? 0) + 1}` });
      if (!next) break;
      head = next;
    }
    if (head) this.ledgerHeads.set(chain, head);
    return head;
  }

  /**
   * Fairness between processes: the winner of a race knows the head and tries again with one
   * read; the loser walked two (the winner's entry, then the empty number after it) and lost
   * every race while the winner stayed busy (measured: one of two instances answered nothing
   * for 10 s). The loser now reads the entry that beat it and inserts right after it, one read
   * like the winner; a wrong guess is one more lost race.
   */
  private async afterLostLedgerRace(accountId: string, cycleStart: Millis, s: number): Promise<void> {
    const chain = `${accountId}|${cycleStart}`;
    const winner = await this.ledger.findOne({ _id: `${chain}|${s}` });
    if (winner) {
      this.ledgerHeads.set(chain, winner);
      this.justLost.add(`L|${chain}`);
    }
  }

  /** Every key's total at `head` (for a chain written before `kts` existed, read from its entries once). */
  private async keyTotals(head: LedgerDoc): Promise<Map<string, number>> {
    if (head.kts) return new Map(head.kts.map((e) => [e.k, e.t]));
    const totals = new Map<string, number>();
    const entries = await this.ledger.find({ a: head.a, c: head.c, s: { $lte: head.s } }).toArray();
    for (const e of entries.sort((x, y) => x.s - y.s)) totals.set(e.k, e.kt);
    return totals;
  }

  private async ledgerState(accountId: string, keyId: string, cycleStart: Millis): Promise<{ head: LedgerDoc | null; totals: Map<string, number>; seq: number; accountUsed: number; keyUsed: number }> {
    const head = await this.ledgerHead(accountId, cycleStart);
    if (!head) return { head, totals: new Map(), seq: 0, accountUsed: 0, keyUsed: 0 };
    const totals = await this.keyTotals(head);
    return { head, totals, seq: head.s, accountUsed: head.tot, keyUsed: totals.get(keyId) ?? 0 };
  }

  /** Appends entry seq+1; false when another writer took that number first. */
  private async appendLedger(accountId: string, keyId: string, cycleStart: Millis, seq: number, d: number, tot: number, kt: number, totals: Map<string, number>): Promise<boolean> {
    const s = seq + 1;
    const next = new Map(totals).set(keyId, kt);
    const doc: LedgerDoc = { _id: `${accountId}|${cycleStart}|${s}`, a: accountId, c: cycleStart, s, k: keyId, d, tot, kt, kts: [...next].map(([k, t]) => ({ k, t })) };
    try {
      await this.ledger.insertOne(doc);
      this.ledgerHeads.set(`${accountId}|${cycleStart}`, doc);
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  async chargeCredits(req: ChargeRequest): Promise<ChargeResult> {
    assertCharge(req);
    return this.creditRounds.submit(`${req.accountId}|${req.cycleStart}`, { ...req, kind: 'charge' });
  }

  async refundCredits(req: RefundRequest): Promise<{ accountUsed: number; keyUsed: number }> {
    assertRefund(req);
    const r = await this.creditRounds.submit(`${req.accountId}|${req.cycleStart}`, { ...req, kind: 'refund' });
    return { accountUsed: r.accountUsed, keyUsed: r.keyUsed };
  }

  /**
   * One round of a ledger chain: charges and refunds of one key, decided in arrival order
   * against the head, written as one entry (its `d` the net change). A refused charge changes
   * nothing; a lost race re-reads the head and decides the round again.
   */
  private async creditRound(ops: CreditOp[]): Promise<ChargeResult[]> {
    const { accountId, keyId, cycleStart } = ops[0]!;
    for (let attempt = 0; attempt < this.maxRetries; attempt++) {
      const { seq, accountUsed, keyUsed, totals } = await this.ledgerState(accountId, keyId, cycleStart);
      let tot = accountUsed;
      let kt = keyUsed;
      const results: ChargeResult[] = [];
      for (const op of ops) {
        if (op.kind === 'refund') {
          tot = Math.max(0, tot - op.amount);
          kt = Math.max(0, kt - op.amount);
          results.push({ ok: true, accountUsed: tot, keyUsed: kt });
        } else if (op.keyCap !== null && kt + op.amount > op.keyCap) {
          results.push({ ok: false, reason: 'key_budget_exhausted', accountUsed: tot, keyUsed: kt });
        } else if (!op.allowOverage && tot + op.amount > op.monthlyLimit) {
          results.push({ ok: false, reason: 'credits_exhausted', accountUsed: tot, keyUsed: kt });
        } else {
          tot += op.amount;
          kt += op.amount;
          results.push({ ok: true, accountUsed: tot, keyUsed: kt });
        }
      }
      if (tot === accountUsed && kt === keyUsed) return results; // nothing to write
      if (await this.appendLedger(accountId, keyId, cycleStart, seq, tot - accountUsed, tot, kt, totals)) return results;
      this.stats.lostRaces++;
      await this.afterLostLedgerRace(accountId, cycleStart, seq + 1);
      await backoff(attempt);
    }
    throw new Error(`chargeCredits: gave up after ${this.maxRetries} lost races on account ${accountId}`);
  }

  async creditsUsed(accountId: string, cycleStart: Millis): Promise<number> {
    return (await this.ledgerHead(accountId, cycleStart))?.tot ?? 0;
  }

  async keyCreditsUsed(keyId: string, cycleStart: Millis): Promise<number> {
    // The key's account names the chain; a ledger id that is no key (the AI spend ledger) is looked up by its entries.
    const key = await this.keys.findOne({ _id: keyId }, { projection: { accountId: 1 } });
    if (key) {
      const head = await this.ledgerHead(key.accountId, cycleStart);
      return head ? ((await this.keyTotals(head)).get(keyId) ?? 0) : 0;
    }
    const last = await this.ledger.findOne({ k: keyId, c: cycleStart }, { sort: { s: -1 } });
    return last?.kt ?? 0;
  }

  // ---- metering: sliding-window log ----
  //
  // As the ledger: the head is the last entry this process saw, walked forward by `_id`
  // (`counter#s`, the next entry's number is s + n); the first entry still inside the window
  // is walked forward from the one found last time (entries leave the window in chain order).
  // A remembered entry that has left the window, or is gone, is not trusted: the sorted
  // queries then find head and tail once.

  private async rateWindowState(k: string, now: Millis, windowMs: number): Promise<{ head: RateDoc | null; headEnd: number; t: Millis; windowStart: Millis; first: RateDoc | null }> {
    let head = this.rateHeads.get(k) ?? null;
    if (head && head.at <= now - windowMs) head = null; // may have been pruned: ask the index
    if (!head) head = await this.rate.findOne({ k }, { sort: { s: -1 } });
    const skipWalk = head !== null && this.justLost.delete(`R|${k}`); // the entry that beat us: build on it at once
    for (;;) {
      if (!head || skipWalk) break;
      const next = await this.rate.findOne({ _id: `${k}#${head.s + head.n}` });
      if (!next) break;
      head = next;
    }
    if (head) this.rateHeads.set(k, head);
    const headEnd = head ? head.s + head.n : 0;
    const t = head ? Math.max(now, head.at) : now;
    const windowStart = t - windowMs; // inside while at > windowStart
    let first: RateDoc | null = null;
    if (head) {
      const from = this.rateTails.get(k);
      let e = from !== undefined && from < headEnd ? await this.rate.findOne({ _id: `${k}#${from}` }) : null;
      if (!e) e = await this.rate.findOne({ k, at: { $gt: windowStart }, s: { $lt: headEnd } }, { sort: { s: 1 } });
      while (e && e.at <= windowStart) {
        const nextS = e.s + e.n;
        e = nextS < headEnd ? await this.rate.findOne({ _id: `${k}#${nextS}` }) : null;
        if (!e && nextS < headEnd) e = await this.rate.findOne({ k, at: { $gt: windowStart }, s: { $lt: headEnd } }, { sort: { s: 1 } });
      }
      first = e && e.at > windowStart && e.s < headEnd ? e : null;
    }
    return { head, headEnd, t, windowStart, first };
  }

  async takeRateSlot(req: RateSlotRequest): Promise<RateSlotResult> {
    assertRateSlot(req);
    return this.rateRounds.submit(req.counterKey, req);
  }

  async peekRateSlot(req: RateSlotRequest): Promise<RateSlotResult> {
    assertRateSlot(req);
    return this.peekRounds.submit(req.counterKey, req);
  }

  /**
   * Peeks of one counter waiting together share one read of the window, taken at the earliest
   * of their times (the fullest window of theirs: a peek is never more optimistic than its own
   * time allows by more than the round's spread, and the take that follows decides anyway).
   */
  private async peekRound(k: string, reqs: RateSlotRequest[]): Promise<RateSlotResult[]> {
    const earliest = Math.min(...reqs.map((r) => r.now));
    const { headEnd, t, first } = await this.rateWindowState(k, earliest, reqs[0]!.windowMs);
    const used = first ? headEnd - first.s : 0;
    return reqs.map((req) =>
      used + req.cost > req.limit
        ? { admitted: false, limit: req.limit, remaining: Math.max(0, req.limit - used), resetAt: first ? first.at + req.windowMs : req.now }
        : { admitted: true, limit: req.limit, remaining: req.limit - used - req.cost, resetAt: (first ? first.at : Math.max(t, req.now)) + req.windowMs },
    );
  }

  /**
   * One round of a rate counter: the calls are decided in arrival order against one read of
   * the window, and the admitted units are appended as one entry at the round's time (the
   * latest of their `now`s and the head's; times along the chain never go down).
   */
  private async rateRound(k: string, reqs: RateSlotRequest[]): Promise<RateSlotResult[]> {
    const { limit, windowMs } = reqs[0]!;
    const latest = Math.max(...reqs.map((r) => r.now));
    for (let attempt = 0; attempt < this.maxRetries; attempt++) {
      const { head, headEnd, t, windowStart, first } = await this.rateWindowState(k, latest, windowMs);
      let used = first ? headEnd - first.s : 0;
      let units = 0;
      const results: RateSlotResult[] = [];
      for (const req of reqs) {
        if (used + req.cost > limit) {
          const oldest = first ? first.at : units > 0 ? t : null;
          results.push({ admitted: false, limit, remaining: Math.max(0, limit - used), resetAt: oldest === null ? req.now : oldest + windowMs });
        } else {
          used += req.cost;
          units += req.cost;
          results.push({ admitted: true, limit, remaining: limit - used, resetAt: (first ? first.at : t) + windowMs });
        }
      }
      if (units === 0) return results;
      const id = `${k}#${headEnd}`;
      const u = randomUUID();
      if (this.testHooks?.beforeRateInsert) await this.testHooks.beforeRateInsert(k);
      const doc: RateDoc = { _id: id, k, s: headEnd, n: units, at: t, u, pu: head ? head.u : null };
      try {
        await this.rate.insertOne(doc);
      } catch (err) {
        if (!isDuplicate(err)) throw err;
        this.stats.lostRaces++;
        const winner = await this.rate.findOne({ _id: id });
        if (winner) {
          this.rateHeads.set(k, winner);
          this.justLost.add(`R|${k}`);
        }
        await backoff(attempt);
        continue;
      }
      // The entry after ours must have been built on ours. If it was built on another entry, this
      // number had been used and pruned while this writer stood still between its read and its
      // insert: withdraw and start again, from the index (what this process remembered is stale).
      const next = await this.rate.findOne({ _id: `${k}#${headEnd + units}` }, { projection: { pu: 1 } });
      if (next && next.pu !== u) {
        await this.rate.deleteOne({ _id: id, u });
        this.stats.staleWithdrawn++;
        this.rateHeads.delete(k);
        this.rateTails.delete(k);
        continue;
      }
      this.rateHeads.set(k, doc);
      this.rateTails.set(k, first ? first.s : headEnd);
      // About once per `limit` units, drop entries that left the window (never the head).
      const every = Math.max(1, limit);
      if (Math.floor(headEnd / every) !== Math.floor((headEnd + units) / every)) {
        await this.rate.deleteMany({ k, s: { $lt: first ? first.s : headEnd }, at: { $lte: windowStart } });
      }
      return results;
    }
    throw new Error(`takeRateSlot: gave up after ${this.maxRetries} lost races on ${k}`);
  }

  // ---- metering: one call ----

  /**
   * MongoDB would run this as one multi-document transaction; FerretDB 1.x has none and its
   * conditional updates are not atomic (see the top of this file), so the steps are the chains'
   * unique inserts in an order where every refusal leaves nothing behind: the credits are
   * charged (a refusal writes nothing), the rate slot is taken, and if the window is full (the
   * request path peeked it before reading the body, so only a call racing another for the last
   * slot gets here) the charge is given back by a refund entry: the ledger's totals are exact
   * either way, at the cost of two entries on that rare path. The usage record is then inserted
   * as a reservation. A process killed between the steps leaves a charge without a record only
   * between the ledger insert and the usage insert (a few ms); a killed call's reservation is
   * refunded at the next start (settleOrphanedReservations).
   */
  async meter(req: MeterRequest): Promise<MeterResult> {
    let accountUsed: number | null = null;
    let keyUsed: number | null = null;
    const charged = req.charge !== null && req.charge.amount > 0;
    if (req.charge) {
      const c = await this.chargeCredits(req.charge);
      if (!c.ok) return { ok: false, reason: c.reason!, rate: null, accountUsed: c.accountUsed, keyUsed: c.keyUsed };
      accountUsed = c.accountUsed;
      keyUsed = c.keyUsed;
    }
    let rate: RateSlotResult | null = null;
    if (req.rate) {
      rate = await this.takeRateSlot(req.rate);
      if (!rate.admitted) {
        if (charged) {
          const back = await this.refundCredits({ accountId: req.charge!.accountId, keyId: req.charge!.keyId, cycleStart: req.charge!.cycleStart, amount: req.charge!.amount });
          accountUsed = back.accountUsed;
          keyUsed = back.keyUsed;
        }
        return { ok: false, reason: 'rate_limited', rate, accountUsed, keyUsed };
      }
    }
    const u = req.usage;
    const id = charged ? randomUUID() : null;
    const doc: UsageDoc = { keyId: u.keyId, accountId: u.accountId, endpoint: u.endpoint, credits: u.credits, mode: u.mode, at: u.at, origin: u.origin ?? null };
    if (id !== null) Object.assign(doc, { _id: id, pending: true, cycleStart: req.charge!.cycleStart });
    await Promise.all([this.usageRounds.submit('usage', doc), req.touchKeyId !== null ? this.touchRounds.submit(req.touchKeyId, { id: req.touchKeyId, at: u.at }) : null]);
    return { ok: true, reservationId: id, rate, accountUsed, keyUsed };
  }

  async settleReservation(req: SettleRequest): Promise<{ accountUsed: number; keyUsed: number } | null> {
    if (req.answered) {
      await this.settleRounds.submit('settle', req.reservationId);
      return null;
    }
    return this.refundReservation(req.reservationId);
  }

  /** Gives a reservation's credits back once: the unique insert of its settlement decides who refunds. */
  private async refundReservation(id: string): Promise<{ accountUsed: number; keyUsed: number } | null> {
    const r = (await this.usage.findOne({ _id: id, pending: true } as never)) as UsageDoc | null;
    if (!r || r.cycleStart === undefined) return null;
    try {
      await this.settlements.insertOne({ _id: id, at: r.at });
    } catch (err) {
      if (isDuplicate(err)) return null;
      throw err;
    }
    const back = await this.refundCredits({ accountId: r.accountId, keyId: r.keyId, cycleStart: r.cycleStart, amount: r.credits });
    await this.usage.updateOne({ _id: id } as never, { $set: { pending: false, credits: 0 } });
    return back;
  }

  async settleOrphanedReservations(before: Millis): Promise<number> {
    const orphans = await this.usage.find({ pending: true, at: { $lt: before } }, { projection: { _id: 1 } }).toArray();
    let n = 0;
    for (const o of orphans) if (await this.refundReservation(String(o._id))) n++;
    return n;
  }

  // ---- response cache (shared tier) ----

  async getCachedResponse(key: string, now: Millis): Promise<StoredAnswer | null> {
    const d = await this.cachedRounds.submit('cache', key);
    return d && d.exp > now ? { key, payload: d.payload, at: d.at, expiresAt: d.exp } : null;
  }

  async putCachedResponse(e: StoredAnswer): Promise<void> {
    await this.cacheRounds.submit('cache', e);
  }

  async putCachedResponses(entries: readonly StoredAnswer[]): Promise<void> {
    // Submitted together, they share the batcher's bulk writes.
    await Promise.all(entries.map((e) => this.cacheRounds.submit('cache', e)));
  }

  async sweepCachedResponses(now: Millis): Promise<number> {
    return (await this.cached.deleteMany({ exp: { $lte: now } })).deletedCount;
  }

  // ---- usage ----

  async recordUsage(r: UsageRecord): Promise<void> {
    await this.usage.insertOne({ keyId: r.keyId, accountId: r.accountId, endpoint: r.endpoint, credits: r.credits, mode: r.mode, at: r.at, origin: r.origin ?? null });
  }

  private usageFilter(accountId: string, from: Millis, to: Millis, mode?: KeyMode) {
    return mode === undefined ? { accountId, at: { $gte: from, $lt: to } } : { accountId, at: { $gte: from, $lt: to }, mode };
  }

  async countRequests(accountId: string, from: Millis, to: Millis, mode?: KeyMode): Promise<number> {
    return this.usage.countDocuments(this.usageFilter(accountId, from, to, mode));
  }

  async topEndpoints(accountId: string, since: Millis, to: Millis, limit: number, mode?: KeyMode): Promise<EndpointUsage[]> {
    const match = this.usageFilter(accountId, since, to, mode);
    // One accumulator per $group: FerretDB 1.x leaves every accumulator after the first at 0.
    const counts = await this.usage
      .aggregate<{ _id: string; requests: number }>([{ $match: match }, { $group: { _id: '$endpoint', requests: { $sum: 1 } } }])
      .toArray();
    counts.sort((x, y) => y.requests - x.requests || (x._id < y._id ? -1 : x._id > y._id ? 1 : 0));
    const top = counts.slice(0, limit);
    if (top.length === 0) return [];
    const credits = await this.usage
      .aggregate<{ _id: string; credits: number }>([
        { $match: { ...match, endpoint: { $in: top.map((t) => t._id) } } },
        { $group: { _id: '$endpoint', credits: { $sum: '$credits' } } },
      ])
      .toArray();
    const byEndpoint = new Map(credits.map((c) => [c._id, Number(c.credits)]));
    return top.map((t) => ({ endpoint: t._id, requests: Number(t.requests), credits: byEndpoint.get(t._id) ?? 0 }));
  }

  async keyUsageTotals(keyId: string, from: Millis, to: Millis): Promise<KeyUsageTotals> {
    const match = { keyId, at: { $gte: from, $lt: to } };
    const requests = await this.usage.countDocuments(match);
    if (requests === 0) return { requests: 0, credits: 0 };
    const sums = await this.usage.aggregate<{ _id: null; credits: number }>([{ $match: match }, { $group: { _id: null, credits: { $sum: '$credits' } } }]).toArray();
    return { requests, credits: Number(sums[0]?.credits ?? 0) };
  }

  async keyUsageByOrigin(keyId: string, from: Millis, to: Millis): Promise<OriginUsage[]> {
    const rows = await this.usage
      .aggregate<{ _id: string | null; requests: number }>([
        { $match: { keyId, at: { $gte: from, $lt: to } } },
        { $group: { _id: '$origin', requests: { $sum: 1 } } },
      ])
      .toArray();
    return rows
      .filter((r): r is { _id: string; requests: number } => typeof r._id === 'string')
      .map((r) => ({ origin: r._id, requests: Number(r.requests) }))
      .sort((x, y) => y.requests - x.requests || (x.origin < y.origin ? -1 : x.origin > y.origin ? 1 : 0));
  }

  async usageSummary(req: UsageSummaryRequest & { now: Millis }): Promise<UsageSummary> {
    const to = req.now + 1;
    const [today, week, month, topEndpoints] = await Promise.all([
      this.countRequests(req.accountId, req.dayStart, to, req.mode),
      this.countRequests(req.accountId, req.weekStart, to, req.mode),
      this.countRequests(req.accountId, req.monthStart, to, req.mode),
      this.topEndpoints(req.accountId, req.topSince, to, req.topLimit ?? DEFAULT_TOP_LIMIT, req.mode),
    ]);
    return { today, week, month, topEndpoints };
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.close();
  }
}
