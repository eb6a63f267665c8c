/**
 * GET /pricing/operations: every registered operation's price, read from the registry (the
 * manifests joined to the operation files), so the per-operation cost the specification does
 * not show is discoverable and always equals what the metering charges (TIER_CREDITS).
 */
import type { OperationPrice, PriceList } from '@celestial/core';
import type { Registry } from '../registry.js';
import { tierCredits } from '../metering/plans.js';
import { areaOf } from '../openapi.js';

export class RegistryPriceList implements PriceList {
  private registry: Registry | undefined;

  /** The registry is known once the app is built (runtime/src/app.ts attaches it). */
  attach(registry: Registry): void {
    this.registry = registry;
  }

  operations(filter: { tag?: string; plan?: string; pack?: string }): OperationPrice[] {
    const all = (this.registry?.operations ?? []).map((r) => ({
      method: r.op.method,
      path: r.op.path,
      tag: areaOf(r.op.path, r.family, r.op.tag),
      tier: r.manifest.tier,
      credits: tierCredits(r.manifest.tier),
      plan: r.manifest.plan,
      pack: r.manifest.pack,
      auth: r.manifest.auth,
    }));
    return all
      .filter((o) => (filter.tag === undefined || o.tag === filter.tag) && (filter.plan === undefined || o.plan === filter.plan) && (filter.pack === undefined || o.pack === filter.pack))
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }
}
