import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { IsoDate, KeyId, MASTER_KEY_ID, RequestCounts } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/keys/{id}/usage',
  summary: "One key's spend and requests: cycle credits, today/week/month, per day, per origin-list entry",
  description:
    'Master key only. Periods are UTC: today from 00:00, the ISO week from Monday, the month is the billing cycle (calendar month). `daily` covers the last `days` days, oldest first. `origins` has one entry per origin-list entry (a wildcard is one counter) with its rate share, ceil(plan limit / entries). No credits.',
  params: KeyId,
  query: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 30, description: 'days in `daily` (1-30)' })) }),
  response: Type.Object({
    keyId: Type.String(),
    credits: Type.Object({
      usedCycle: Type.Integer({ minimum: 0 }),
      capCycle: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: "the key's credits_cap_cycle" }),
      remainingCycle: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      reset: IsoDate,
    }),
    requests: RequestCounts,
    daily: Type.Array(Type.Object({ date: IsoDate, requests: Type.Integer({ minimum: 0 }), credits: Type.Integer({ minimum: 0 }) })),
    origins: Type.Array(Type.Object({ host: Type.String(), requests: Type.Integer({ minimum: 0 }), rateShare: Type.Integer({ minimum: 0 }) })),
  }),
  calculation: false,
  examples: [{ name: "the master key's last 7 days", params: { id: MASTER_KEY_ID }, query: { days: 7 } }],
  deps: { accounts: Accounts },
  handler: async ({ params, query, caller }, { accounts }) => {
    const u = await accounts.keyUsage(caller, params.id, query.days ?? 30);
    const c = u.credits;
    return { ...u, credits: { usedCycle: c.used_cycle, capCycle: c.cap_cycle, remainingCycle: c.remaining_cycle, reset: c.reset } };
  },
});
