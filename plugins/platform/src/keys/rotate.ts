import { Accounts, defineOperation } from '@celestial/core';
import { keyRecordOut } from '../lib/answers.js';
import { IssuedKey, KeyId, keyNameSpecFixed, NEW_KEY_ID } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/keys/{id}/rotate',
  summary: 'New value for a key; the old value stops at once',
  description:
    'Master key only. A new 32-character value with the same class and mode replaces the stored hash in one write, so the old value finds no key from the next request (no overlap). Name, origin list, budget, scope, counters and the id are kept. The new value is shown once, in data.key. A request body is ignored. No credits.',
  params: KeyId,
  response: IssuedKey,
  calculation: false,
  examples: [{ name: 'rotate a new key', params: { id: NEW_KEY_ID } }],
  deps: { accounts: Accounts },
  specFixed: [keyNameSpecFixed('.')],
  handler: async ({ params, caller }, { accounts }) => keyRecordOut(await accounts.rotateKey(caller, params.id)),
});
