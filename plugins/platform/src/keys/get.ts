import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { keyBudgetOut, keyRecordOut } from '../lib/answers.js';
import { KeyBudget, KeyId, keyNameSpecFixed, KeyRecordProps, MASTER_KEY_ID } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/keys/{id}',
  summary: 'One key of the account (masked), with its budget state when it has one',
  description: 'Master key only. 404 for an id that is not a key of the account. `budget` appears when credits_cap_cycle is set (resetsOn: the date the cycle resets). No credits.',
  params: KeyId,
  response: Type.Object({ ...KeyRecordProps, budget: Type.Optional(KeyBudget) }),
  calculation: false,
  examples: [{ name: "the calling master key's own record", params: { id: MASTER_KEY_ID } }],
  deps: { accounts: Accounts },
  specFixed: [keyNameSpecFixed('.')],
  handler: async ({ params, caller }, { accounts }) => {
    const { budget, ...key } = await accounts.getKey(caller, params.id);
    return { ...keyRecordOut(key), ...(budget ? { budget: keyBudgetOut(budget) } : {}) };
  },
});
