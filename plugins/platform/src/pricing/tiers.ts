import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';

export default defineOperation({
  method: 'GET',
  path: '/pricing/tiers',
  summary: 'Price tiers: credits per call, typical time, examples; caching and other pricing rules',
  description:
    'Keyless. Tier 0 is free; 1=10, 2=20, 3=50, 4=100, 5=250, 6=500 credits; tier 7 (report generation) at its configured value. The same table the metering charges by. Identical requests within 5 minutes are served from cache at 0 credits; streaming operations are tier 1; webhook management calls cost 10.',
  response: Type.Object({
    tiers: Type.Array(Type.Object({ tier: Type.Integer({ minimum: 0, maximum: 7 }), credits: Type.Integer({ minimum: 0 }), typicalTime: Type.String(), examples: Type.Array(Type.String()) })),
    rules: Type.Object({
      cacheWindowSeconds: Type.Integer(),
      streamTier: Type.Integer(),
      webhookManagementCredits: Type.Integer(),
      byoProviderCredits: Type.Integer(),
    }),
  }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  handler: (_input, { accounts }) => accounts.pricingTiers(),
});
