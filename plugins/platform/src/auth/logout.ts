import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { Timestamp } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/auth/logout',
  summary: 'End the Bearer session: later /me/* calls with the token get 401',
  description: 'Authorization: Bearer <token>. Deletes the stored hash of the presenting token; other sessions of the account stay.',
  response: Type.Object({ revoked: Type.Literal(true), revoked_at: Timestamp }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  handler: ({ caller }, { accounts }) => accounts.logout(caller),
});
