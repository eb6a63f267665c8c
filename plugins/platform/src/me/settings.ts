import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { Settings } from '../lib/schemas.js';

export default defineOperation({
  method: 'PATCH',
  path: '/me/settings',
  summary: 'Account settings: overage billing and the AI spend cap',
  description:
    'Authorization: Bearer <token>. overage_enabled switches overage billing on paid plans (on by default; 400 when switched on for Free). ai_spend_cap is credits per cycle on AI operations behind 429 SPEND_CAP_REACHED; null clears it. Absent members stay; effective from the next request. ai_spent_cycle is 0 while the service has no AI operations.',
  body: Type.Object({
    overage_enabled: Type.Optional(Type.Boolean()),
    ai_spend_cap: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  }),
  response: Type.Object({
    settings: Type.Object({ ...Settings.properties, ai_spent_cycle: Type.Integer({ minimum: 0 }) }),
  }),
  calculation: false,
  examples: [{ name: 'cap AI spend', body: { ai_spend_cap: 50000 } }],
  deps: { accounts: Accounts },
  handler: ({ body, caller }, { accounts }) => accounts.updateSettings(caller, body),
});
