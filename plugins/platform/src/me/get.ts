import { Type } from '@sinclair/typebox';
import { Accounts, StringEnum, defineOperation } from '@celestial/core';
import { meOut } from '../lib/answers.js';
import { Credits, NullableTimestamp, Plan, Settings, Timestamp } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/me',
  summary: 'The logged-in account: plan, subscription state, credits, keys and settings',
  description:
    'Authorization: Bearer <token> from POST /auth/login; X-Api-Key here gives 401 WRONG_AUTH_METHOD. subscription.status is paid, grace (the 3 days after the paid period, graceEnds set) or expired; free on the Free plan, which has no paid period. Credits are the billing cycle (calendar month, UTC). The password hash is never part of any answer.',
  response: Type.Object({
    id: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    plan: Plan,
    packs: Type.Array(Type.String()),
    subscription: Type.Object({
      status: StringEnum(['free', 'paid', 'grace', 'expired'] as const),
      currentPeriodEnd: NullableTimestamp,
      graceEnds: NullableTimestamp,
    }),
    credits: Credits,
    keys: Type.Object({ active: Type.Integer({ minimum: 0 }), max: Type.Integer() }),
    settings: Settings,
    createdAt: Timestamp,
  }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  // `name` is the account's own name (a person's or a company's), not the display name of a
  // concept: it has no slug to carry (DESIGN.md's named results are yogas, aspects, cards...).
  specFixed: ['. named-no-slug'],
  handler: async ({ caller }, { accounts }) => meOut(await accounts.me(caller)),
});
