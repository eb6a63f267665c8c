import { Accounts, defineOperation } from '@celestial/core';
import { keyRecordOut } from '../lib/answers.js';
import { KeyId, keyNameSpecFixed, KeyRecord, NEW_KEY_ID, UpdateKeyBody } from '../lib/schemas.js';

export default defineOperation({
  method: 'PATCH',
  path: '/keys/{id}',
  summary: "Edit a key's origin list, budget, scope or name; the value is unchanged",
  description:
    'Master key only. Takes effect from the next request. The key class is fixed: making a pk_ key server-only, giving a secret key a host list, or leaving a pk_ key without hosts each give 400. null clears credits_cap_cycle and allowed_endpoints; an empty allowed_endpoints list is refused. Absent members stay as they were. No credits.',
  params: KeyId,
  body: UpdateKeyBody,
  response: KeyRecord,
  calculation: false,
  examples: [{ name: 'set a budget and a scope on a new key', params: { id: NEW_KEY_ID }, body: { name: 'reporting', credits_cap_cycle: 2000, allowed_endpoints: ['chart', 'planets'] } }],
  deps: { accounts: Accounts },
  specFixed: [keyNameSpecFixed('.')],
  handler: async ({ params, body, caller }, { accounts }) => keyRecordOut(await accounts.updateKey(caller, params.id, body)),
});
