/** Argument checks shared by the adapters: a bad amount must fail loudly, never corrupt a counter. */
import type { ChargeRequest, RateSlotRequest, RefundRequest } from './store.js';

function nonNegativeInt(name: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer, got ${String(v)}`);
}

function finite(name: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`${name} must be a finite number, got ${String(v)}`);
}

export function assertCharge(r: ChargeRequest): void {
  nonNegativeInt('amount', r.amount);
  nonNegativeInt('monthlyLimit', r.monthlyLimit);
  if (r.keyCap !== null) nonNegativeInt('keyCap', r.keyCap);
  finite('cycleStart', r.cycleStart);
}

export function assertRefund(r: RefundRequest): void {
  nonNegativeInt('amount', r.amount);
  finite('cycleStart', r.cycleStart);
}

export function assertRateSlot(r: RateSlotRequest): void {
  if (!r.counterKey) throw new RangeError('counterKey must be a non-empty string');
  nonNegativeInt('limit', r.limit);
  nonNegativeInt('cost', r.cost);
  if (r.cost === 0) throw new RangeError('cost must be at least 1');
  if (typeof r.windowMs !== 'number' || !Number.isSafeInteger(r.windowMs) || r.windowMs <= 0) throw new RangeError('windowMs must be a positive integer');
  finite('now', r.now);
}
