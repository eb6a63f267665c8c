import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { instantOut } from '../lib/answers.js';
import { Timestamp } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/auth/logout',
  summary: 'End the Bearer session: later /me/* calls with the token get 401',
  description: 'Authorization: Bearer <token>. Deletes the stored hash of the presenting token; other sessions of the account stay.',
  response: Type.Object({ revoked: Type.Literal(true), revokedAt: Timestamp }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  handler: async ({ caller }, { accounts }) => {
    const r = await accounts.logout(caller);
    return { revoked: r.revoked, revokedAt: instantOut(r.revoked_at) };
  },
});
