/**
 * The request path's cheaper parts (issue 10, task G): request ids drawn from a pooled read
 * of the CSPRNG keep their form and stay distinct across pool refills.
 */
import t from 'tap';
import { newRequestId, requestIdFor } from '../../runtime/src/http/logging.js';

t.test('request ids: 32 lower-case hex characters, distinct across several pool refills', async (t) => {
  const ids = Array.from({ length: 2000 }, () => newRequestId()); // 256 ids a pool: 8 refills
  t.ok(ids.every((id) => /^[0-9a-f]{32}$/.test(id)), 'each id is 16 random bytes in hex');
  t.equal(new Set(ids).size, ids.length, 'no id repeats');
  // Bits are not stuck across the pool: every hex digit position takes many values.
  for (const position of [0, 15, 31]) t.ok(new Set(ids.map((id) => id[position])).size >= 14, `position ${position} varies`);
});

t.test('an incoming X-Request-Id of 32 hex characters is kept; anything else gets a new id', async (t) => {
  const mine = '0123456789abcdef0123456789ABCDEF';
  t.equal(requestIdFor({ headers: { 'x-request-id': mine } } as never), mine);
  const fresh = requestIdFor({ headers: { 'x-request-id': 'not-an-id' } } as never);
  t.match(fresh, /^[0-9a-f]{32}$/);
  t.not(fresh, 'not-an-id');
});
