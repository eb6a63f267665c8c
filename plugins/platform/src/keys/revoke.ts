import { Type } from '@sinclair/typebox';
import { Accounts, StringEnum, defineOperation } from '@celestial/core';
import { instantOut } from '../lib/answers.js';
import { KeyId, NEW_KEY_ID, Timestamp } from '../lib/schemas.js';

export default defineOperation({
  method: 'DELETE',
  path: '/keys/{id}',
  summary: 'Revoke a key: every later request with its value gets 401 INVALID_API_KEY',
  description:
    'Master key only. valid -> revoked, final; the record stays for audit and the active-key slot is freed. The key making the call cannot revoke itself (400: rotate it instead). Revoking a revoked key answers its revocation again. No credits.',
  params: KeyId,
  response: Type.Object({ id: Type.String(), status: StringEnum(['revoked'] as const), revokedAt: Timestamp }),
  calculation: false,
  examples: [{ name: 'revoke a new key', params: { id: NEW_KEY_ID } }],
  deps: { accounts: Accounts },
  handler: async ({ params, caller }, { accounts }) => {
    const r = await accounts.revokeKey(caller, params.id);
    return { id: r.id, status: r.status, revokedAt: instantOut(r.revoked_at) };
  },
});
