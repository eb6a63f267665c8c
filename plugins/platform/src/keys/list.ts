import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { keyRecordOut } from '../lib/answers.js';
import { KeyRecord, keyNameSpecFixed } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/keys',
  summary: "The account's keys (masked), oldest first, with the active count and the maximum",
  description: 'Master key only. Key values are never returned again: only the prefix and the first and last 4 characters. Revoked keys stay listed for audit. No credits.',
  response: Type.Object({
    keys: Type.Array(KeyRecord),
    activeCount: Type.Integer({ minimum: 0 }),
    maxActive: Type.Integer({ description: 'active keys allowed per account (10)' }),
  }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  specFixed: [keyNameSpecFixed('keys[]')],
  handler: async ({ caller }, { accounts }) => {
    const list = await accounts.listKeys(caller);
    return { ...list, keys: list.keys.map(keyRecordOut) };
  },
});
