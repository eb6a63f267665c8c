import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { Credits, RequestCounts } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/keys/usage',
  summary: "The account's credits, request counts and top 20 endpoints over 30 days, as seen by the calling key",
  description:
    'Any key of the account (no separate admin key); subject to allowed_endpoints like any call. Credits are the billing cycle (calendar month, UTC). Request counts: today from 00:00 UTC, the ISO week from Monday, the cycle. Live and test keys are tracked separately: a test key sees test traffic. `endpoints[].path` is "METHOD /path". No credits.',
  response: Type.Object({
    credits: Credits,
    usage: RequestCounts,
    endpoints: Type.Array(Type.Object({ path: Type.String(), requests: Type.Integer({ minimum: 0 }), credits: Type.Integer({ minimum: 0 }) }), { maxItems: 20 }),
  }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  handler: ({ caller }, { accounts }) => accounts.accountUsage(caller),
});
