/**
 * GET /plans and GET /pricing/tiers: the Limits section's tables, built from the values the
 * metering uses (runtime/src/metering/plans.ts, keyless.ts), so what is shown is what is charged.
 *
 * - Enterprise credits and rate are per contract: null here.
 * - Webhooks need Pro or above (Events, delivery rule 5); overage billing exists on paid plans.
 * - Pack contents come from the manifests (`"pack": "ai"` on an entry): an operator who puts an
 *   operation into a pack changes this answer with it. Packs the specification names (`ai`,
 *   `reports`) are listed even while no operation is in them yet.
 * - Tier 0 is free (`/reference/*` and the catalogue reads); tier 7 is report generation at the
 *   credit value in TIER_CREDITS. Typical times are the specification's wording.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PlanCatalogue, PlanName, TierCatalogue } from '@celestial/core';
import { KEYLESS_LIMITS } from '../metering/keyless.js';
import { PLAN_LIMITS, TIER_CREDITS, planRank } from '../metering/plans.js';
import { PLANS } from '../store/store.js';

export const KNOWN_PACKS = ['ai', 'reports'] as const;

/** `{ pack: [operation keys] }` from every manifests/*.json under `root`. */
export function packsFromManifests(root: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of KNOWN_PACKS) out[p] = [];
  const dir = path.join(root, 'manifests');
  if (!fs.existsSync(dir)) return out;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    let json: Record<string, { pack?: unknown }>;
    try {
      json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      continue; // the registry reports malformed manifests at start-up
    }
    for (const [key, entry] of Object.entries(json)) {
      if (key.startsWith('$') || typeof entry?.pack !== 'string') continue;
      (out[entry.pack] ??= []).push(key);
    }
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

export function planCatalogue(packs: Record<string, string[]>): PlanCatalogue {
  return {
    plans: PLANS.map((id: PlanName) => {
      const limits = id === 'enterprise' ? null : PLAN_LIMITS[id];
      return {
        id,
        creditsPerMonth: limits ? limits.credits : null,
        rateLimitPerMinute: limits ? limits.ratePerMin : null,
        webhooks: planRank(id) >= planRank('pro'),
        overage: id !== 'free',
      };
    }),
    packs: Object.entries(packs).map(([id, unlocks]) => ({ id, unlocks: [...unlocks] })),
    keyless: {
      undeclaredPerHourPerIp: KEYLESS_LIMITS.ipUndeclared,
      perSitePerHour: KEYLESS_LIMITS.site,
      perIpCeilingPerHour: KEYLESS_LIMITS.ipDeclared,
    },
  };
}

const TIER_TEXT: Record<number, { typicalTime: string; examples: string[] }> = {
  0: { typicalTime: 'free', examples: ['/reference/*', '/plans', '/pricing/tiers'] },
  1: { typicalTime: 'under 50 ms', examples: ['/planets', '/moon-voc', '/iching'] },
  2: { typicalTime: '50 to 200 ms', examples: ['/chart', '/harmonics', '/horary'] },
  3: { typicalTime: '200 to 500 ms', examples: ['/synastry', '/progressions', '/acg'] },
  4: { typicalTime: 'over 500 ms', examples: ['/transit-calendar', '/forecast-calendar'] },
  5: { typicalTime: 'seconds', examples: ['/rectification/trutine'] },
  6: { typicalTime: 'up to 120 s', examples: ['/rectification'] },
  7: { typicalTime: 'report generation', examples: ['/reports/stellaforge', '/reports/muhurta'] },
};

export function tierCatalogue(): TierCatalogue {
  return {
    tiers: Object.entries(TIER_CREDITS).map(([tier, credits]) => ({ tier: Number(tier), credits, ...TIER_TEXT[Number(tier)]! })),
    rules: { cacheWindowSeconds: 300, streamTier: 1, webhookManagementCredits: 10, byoProviderCredits: 5 },
  };
}
