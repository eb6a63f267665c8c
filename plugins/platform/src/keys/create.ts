import { Accounts, defineOperation } from '@celestial/core';
import { keyRecordOut } from '../lib/answers.js';
import { CreateKeyBody, IssuedKey, keyNameSpecFixed } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/keys',
  summary: 'Create an API key; its value is returned once, in data.key',
  description:
    'Master key only. The value is a prefix plus 32 CSPRNG base62 characters: cel_live_ (deducts credits), cel_test_ with mode "test" (sandbox, no credits), or pk_live_/pk_test_ when origin_restriction.type is public (browser key, at least one host). Only a SHA-256 hash and the first/last 4 characters are stored. Refused with 400: an 11th active key, more than 20 hosts, an empty allowed_endpoints list, a public key without hosts, a server-only key with hosts. No credits.',
  body: CreateKeyBody,
  response: IssuedKey,
  calculation: false,
  examples: [
    { name: 'a sandbox server key', body: { name: 'staging', mode: 'test' } },
    {
      name: 'a browser key with a budget and a scope',
      body: { name: 'widget', origin_restriction: { type: 'public', allowed_origins: ['example.com', '*.example.com'] }, credits_cap_cycle: 5000, allowed_endpoints: ['embed/*', 'chart'] },
    },
  ],
  deps: { accounts: Accounts },
  specFixed: [keyNameSpecFixed('.')],
  handler: async ({ body, caller }, { accounts }) => keyRecordOut(await accounts.createKey(caller, body)),
});
