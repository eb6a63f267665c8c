import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { instantOut } from '../lib/answers.js';
import { Timestamp } from '../lib/schemas.js';

export default defineOperation({
  method: 'DELETE',
  path: '/me/account',
  summary: 'Delete the account: every key revoked, sessions and login erased',
  description:
    'Authorization: Bearer <token>; body { "confirm": true } (400 otherwise). Every key is revoked (later calls 401 INVALID_API_KEY), every session ends, the login and the account name are erased. The service keeps no webhook subscriptions or report objects yet, so those counts are 0.',
  body: Type.Object({ confirm: Type.Boolean({ description: 'must be true' }) }),
  response: Type.Object({
    deleted: Type.Literal(true),
    deletedAt: Timestamp,
    keysRevoked: Type.Integer({ minimum: 0 }),
    webhooksRemoved: Type.Integer({ minimum: 0 }),
    reportsRemoved: Type.Integer({ minimum: 0 }),
  }),
  calculation: false,
  examples: [{ name: 'delete a throw-away account (the contract test logs into one)', body: { confirm: true } }],
  deps: { accounts: Accounts },
  handler: async ({ body, caller }, { accounts }) => {
    const r = await accounts.deleteAccount(caller, body.confirm);
    return { deleted: r.deleted, deletedAt: instantOut(r.deleted_at), keysRevoked: r.keys_revoked, webhooksRemoved: r.webhooks_removed, reportsRemoved: r.reports_removed };
  },
});
