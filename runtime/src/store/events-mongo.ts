/**
 * EventStore on MongoDB (the official driver), on the MongoStore's database. The claim is the
 * unique `_id` of a delivery (a second insert of the same id fails with 11000 and changes
 * nothing). A lease is claimed the same way: FerretDB 1.x runs a conditional update or
 * findOneAndUpdate as read, modify, write back (mongo-store.ts says so and measured it), so two
 * instances could both match a due row; instead each lease of a row inserts the claim
 * `<delivery id>#<n>` (n = the row's lease count + 1) into webhook_leases, and only the instance
 * whose insert succeeds writes the lease into the row. An instance that read the row before
 * another leased it claims a number already taken and walks away. Subscription ids are numbers,
 * as the specification writes them: taken from a counter document with $inc.
 */
import type { Collection, Db, Filter } from 'mongodb';
import type { AttemptQuery, EventStore, NewSubscription, StoredAttempt, StoredDelivery, StoredSubscription, SubscriptionPatch } from './events-store.js';
import type { Millis } from './store.js';

type SubDoc = Omit<StoredSubscription, 'id'> & { _id: number };
type DeliveryDoc = Omit<StoredDelivery, 'id'> & { _id: string; leases?: number };
interface LeaseClaimDoc { _id: string; owner: string; at: Millis }
type AttemptDoc = Omit<StoredAttempt, 'id'> & { _id: string; seq: number };
interface CounterDoc { _id: string; seq: number }

const subOf = ({ _id, ...d }: SubDoc): StoredSubscription => ({ id: _id, ...d, params: d.params ?? {} });
const deliveryOf = ({ _id, leases: _leases, ...d }: DeliveryDoc): StoredDelivery => ({ id: _id, ...d });
const attemptOf = ({ _id, seq: _seq, ...d }: AttemptDoc): StoredAttempt => ({ id: _id, ...d });

export class MongoEventStore implements EventStore {
  private readonly subs: Collection<SubDoc>;
  private readonly deliveries: Collection<DeliveryDoc>;
  private readonly attempts: Collection<AttemptDoc>;
  private readonly counters: Collection<CounterDoc>;
  private readonly leaseClaims: Collection<LeaseClaimDoc>;

  private constructor(db: Db) {
    this.subs = db.collection<SubDoc>('webhook_subscriptions');
    this.deliveries = db.collection<DeliveryDoc>('webhook_deliveries');
    this.attempts = db.collection<AttemptDoc>('webhook_attempts');
    this.counters = db.collection<CounterDoc>('counters');
    this.leaseClaims = db.collection<LeaseClaimDoc>('webhook_leases');
  }

  static async open(db: Db): Promise<MongoEventStore> {
    const s = new MongoEventStore(db);
    await s.subs.createIndex({ accountId: 1 }, { name: 'account' });
    await s.subs.createIndex({ active: 1 }, { name: 'active' });
    await s.deliveries.createIndex({ state: 1, nextAttemptAt: 1 }, { name: 'state_next' });
    await s.attempts.createIndex({ subscriptionId: 1, seq: -1 }, { name: 'subscription_seq' });
    return s;
  }

  private async nextSeq(name: string): Promise<number> {
    const r = await this.counters.findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
    return r!.seq;
  }

  async insertSubscription(s: NewSubscription): Promise<StoredSubscription> {
    const doc: SubDoc = { _id: await this.nextSeq('webhook_subscriptions'), ...s, consecutiveFailures: 0, disabledAt: null, lastDeliveryAt: null, lastStatusCode: null, lastSuccess: null };
    await this.subs.insertOne(doc);
    return subOf(doc);
  }

  async getSubscription(id: number): Promise<StoredSubscription | null> {
    const d = await this.subs.findOne({ _id: id });
    return d ? subOf(d) : null;
  }

  async listSubscriptions(accountId: string): Promise<StoredSubscription[]> {
    return (await this.subs.find({ accountId }).sort({ _id: 1 }).toArray()).map(subOf);
  }

  async activeSubscriptions(): Promise<StoredSubscription[]> {
    return (await this.subs.find({ active: true }).sort({ _id: 1 }).toArray()).map(subOf);
  }

  async updateSubscription(id: number, patch: SubscriptionPatch, now: Millis): Promise<StoredSubscription | null> {
    const set: Partial<SubDoc> = {};
    if (patch.url !== undefined) set.url = patch.url;
    if (patch.params !== undefined) set.params = patch.params;
    if (patch.secret !== undefined) set.secret = patch.secret;
    if (patch.scannedUntil !== undefined) set.scannedUntil = patch.scannedUntil;
    if (patch.active === true) Object.assign(set, { active: true, consecutiveFailures: 0, disabledAt: null });
    if (patch.active === false) {
      set.active = false;
      await this.subs.updateOne({ _id: id, disabledAt: null }, { $set: { disabledAt: now } });
    }
    if (Object.keys(set).length) await this.subs.updateOne({ _id: id }, { $set: set });
    return this.getSubscription(id);
  }

  async deleteSubscription(id: number): Promise<boolean> {
    await this.deliveries.updateMany({ subscriptionId: id, state: { $in: ['pending', 'leased'] } }, { $set: { state: 'dropped' } });
    return (await this.subs.deleteOne({ _id: id })).deletedCount === 1;
  }

  async noteOutcome(id: number, o: { success: boolean; at: Millis; statusCode: number | null }, disableAfter: number): Promise<StoredSubscription | null> {
    if (o.success) {
      await this.subs.updateOne({ _id: id }, { $set: { consecutiveFailures: 0, lastDeliveryAt: o.at, lastStatusCode: o.statusCode, lastSuccess: true } });
      return this.getSubscription(id);
    }
    const after = await this.subs.findOneAndUpdate(
      { _id: id },
      { $inc: { consecutiveFailures: 1 }, $set: { lastDeliveryAt: o.at, lastStatusCode: o.statusCode, lastSuccess: false } },
      { returnDocument: 'after' },
    );
    if (!after) return null;
    if (after.consecutiveFailures >= disableAfter && after.active) {
      // Conditional on still being active: only the first failure past the limit stamps disabledAt.
      await this.subs.updateOne({ _id: id, active: true }, { $set: { active: false, disabledAt: o.at } });
    }
    return this.getSubscription(id);
  }

  async enqueue(d: Omit<StoredDelivery, 'state' | 'attempts' | 'leaseOwner' | 'leaseUntil'>): Promise<boolean> {
    const { id, ...rest } = d;
    try {
      await this.deliveries.insertOne({ _id: id, ...rest, state: 'pending', attempts: 0, leaseOwner: null, leaseUntil: null });
      return true;
    } catch (e) {
      if ((e as { code?: number }).code === 11000) return false;
      throw e;
    }
  }

  async getDelivery(id: string): Promise<StoredDelivery | null> {
    const d = await this.deliveries.findOne({ _id: id });
    return d ? deliveryOf(d) : null;
  }

  async lease(now: Millis, owner: string, leaseMs: number, limit: number): Promise<StoredDelivery[]> {
    const due: Filter<DeliveryDoc> = { $or: [{ state: 'pending', nextAttemptAt: { $lte: now } }, { state: 'leased', leaseUntil: { $lte: now } }] };
    const out: StoredDelivery[] = [];
    const candidates = await this.deliveries.find(due).sort({ nextAttemptAt: 1 }).limit(limit * 4).toArray();
    for (const d of candidates) {
      if (out.length >= limit) break;
      const n = (d.leases ?? 0) + 1;
      try {
        await this.leaseClaims.insertOne({ _id: `${d._id}#${n}`, owner, at: now });
      } catch (e) {
        if ((e as { code?: number }).code === 11000) continue;
        throw e;
      }
      const lease = { state: 'leased' as const, leaseOwner: owner, leaseUntil: now + leaseMs, leases: n };
      await this.deliveries.updateOne({ _id: d._id }, { $set: lease });
      out.push(deliveryOf({ ...d, ...lease }));
    }
    return out;
  }

  async settle(id: string, owner: string, p: { state: 'delivered' | 'failed' | 'pending'; attempts: number; nextAttemptAt: Millis }): Promise<boolean> {
    const r = await this.deliveries.updateOne({ _id: id, state: 'leased', leaseOwner: owner }, { $set: { state: p.state, attempts: p.attempts, nextAttemptAt: p.nextAttemptAt, leaseOwner: null, leaseUntil: null } });
    return r.modifiedCount === 1;
  }

  async logAttempt(a: StoredAttempt): Promise<void> {
    const { id, ...rest } = a;
    await this.attempts.insertOne({ _id: id, ...rest, seq: await this.nextSeq('webhook_attempts') });
  }

  async getAttempt(id: string): Promise<StoredAttempt | null> {
    const d = await this.attempts.findOne({ _id: id });
    return d ? attemptOf(d) : null;
  }

  async listAttempts(subscriptionId: number, q: AttemptQuery): Promise<StoredAttempt[]> {
    const filter: Filter<AttemptDoc> = { subscriptionId };
    if (q.before !== undefined) {
      const b = await this.attempts.findOne({ _id: q.before });
      filter.seq = { $lt: b ? b.seq : -1 };
    }
    if (q.success !== undefined) filter.success = q.success;
    return (await this.attempts.find(filter).sort({ seq: -1 }).limit(q.limit).toArray()).map(attemptOf);
  }

  async purge(before: Millis): Promise<number> {
    const a = await this.attempts.deleteMany({ attemptedAt: { $lt: before } });
    const d = await this.deliveries.deleteMany({ state: { $in: ['delivered', 'failed', 'dropped'] }, dueAt: { $lt: before } });
    // A claim older than any lease can run is never read again.
    await this.leaseClaims.deleteMany({ at: { $lt: before } });
    return a.deletedCount + d.deletedCount;
  }
}
