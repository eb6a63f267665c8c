import { Type } from '@sinclair/typebox';
import { Accounts, StringEnum, defineOperation } from '@celestial/core';
import { instantOut } from '../lib/answers.js';
import { Timestamp } from '../lib/schemas.js';

/** The login the contract test gives the default account before calling this example. */
export const EXAMPLE_LOGIN = { email: 'owner@example.com', password: 'correct horse battery staple' };

export default defineOperation({
  method: 'POST',
  path: '/auth/login',
  summary: 'Log in with email and password; answers an opaque Bearer token for /me/*',
  description:
    'Keyless. The password is checked against its argon2id hash. The token is 32 random bytes (base64url), stored only as a SHA-256 hash, valid until expiresAt (a configuration value, 24 hours by default) and only on /me/* and /auth/logout. A wrong email or password is 401 INVALID_API_KEY, the same answer for both. No OAuth, JWT or cookie.',
  body: Type.Object({
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
  // tokenType names the Authorization scheme (RFC 6750), lower-case as every enumeration here;
  // schemes are case-insensitive (RFC 9110 section 11.1), so `Bearer <token>` is what to send.
  response: Type.Object({ token: Type.String(), tokenType: StringEnum(['bearer'] as const), expiresAt: Timestamp }),
  calculation: false,
  examples: [{ name: 'the example login (set up by the contract test)', body: EXAMPLE_LOGIN }],
  deps: { accounts: Accounts },
  handler: async ({ body }, { accounts }) => {
    const r = await accounts.login(body.email, body.password);
    return { token: r.token, tokenType: 'bearer' as const, expiresAt: instantOut(r.expires_at) };
  },
});
