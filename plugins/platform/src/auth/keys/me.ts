import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { keyNameSpecFixed, KeyRecordProps, Plan } from '../../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/auth/keys/me',
  summary: 'The configuration of the calling key, so a client can check the key it holds',
  description: 'Any key. Resolved from the SHA-256 of the presented X-Api-Key. budgetRemaining is null without a per-key budget. No credits.',
  response: Type.Object({
    id: KeyRecordProps.id,
    name: KeyRecordProps.name,
    mode: KeyRecordProps.mode,
    class: KeyRecordProps.class,
    status: KeyRecordProps.status,
    master: KeyRecordProps.master,
    plan: Plan,
    packs: Type.Array(Type.String()),
    origin_restriction: KeyRecordProps.origin_restriction,
    credits_cap_cycle: KeyRecordProps.credits_cap_cycle,
    allowed_endpoints: KeyRecordProps.allowed_endpoints,
    budgetRemaining: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  specFixed: [keyNameSpecFixed('.')],
  handler: ({ caller }, { accounts }) => accounts.callerKey(caller),
});
