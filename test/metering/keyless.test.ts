import t from 'tap';
import {
  isKeylessPath,
  keylessCost,
  keylessCounters,
  normaliseSite,
  tightestCounter,
} from '../../runtime/src/metering/keyless.js';
import type { CounterState } from '../../runtime/src/metering/keyless.js';

t.test('the four keyless namespaces', async (t) => {
  for (const p of ['/v1/reference/signs', '/reference/glyphs', '/v1/public/synastry', '/v1/embed/synastry?x=1', '/v1/i18n/uk', '/v1/Reference/Signs']) {
    t.ok(isKeylessPath(p), p);
  }
  for (const p of ['/v1/chart', '/v1/references/x', '/v1/publication', '/v1/reference', '/v1/reference/', '/v1/keys/usage', '/v1/embedded/x']) {
    t.notOk(isKeylessPath(p), p);
  }
});

t.test('unit cost: 1, POST /public/synastry 3', async (t) => {
  t.equal(keylessCost('POST', '/v1/public/synastry'), 3);
  t.equal(keylessCost('post', '/public/synastry/'), 3);
  t.equal(keylessCost('GET', '/v1/public/synastry'), 1);
  t.equal(keylessCost('POST', '/v1/public/synastry-lite'), 1);
  t.equal(keylessCost('GET', '/v1/reference/signs'), 1);
  t.equal(keylessCost('GET', '/v1/embed/synastry'), 1);
});

t.test('the declared site as a host', async (t) => {
  t.equal(normaliseSite('https://www.Site.io/page?x=1'), 'site.io');
  t.equal(normaliseSite('site.io'), 'site.io');
  t.equal(normaliseSite('http://blog.site.io:8080'), 'blog.site.io');
  t.equal(normaliseSite(['https://a.com', 'https://b.com']), 'a.com');
  t.equal(normaliseSite(undefined), null);
  t.equal(normaliseSite(''), null);
  t.equal(normaliseSite('   '), null);
  t.equal(normaliseSite('null'), null);
  t.equal(normaliseSite('http://'), null);
});

t.test('counters: 30/hour per IP undeclared; 300/hour per site and 600/hour per IP declared', async (t) => {
  t.same(keylessCounters('203.0.113.9', undefined), [{ scope: 'ip', counterKey: 'ip:203.0.113.9', limit: 30, windowMs: 3_600_000 }]);
  t.same(keylessCounters('203.0.113.9', 'not a url at all ::'), [{ scope: 'ip', counterKey: 'ip:203.0.113.9', limit: 30, windowMs: 3_600_000 }], 'a declaration with no host counts as none');
  t.same(keylessCounters('2001:DB8::1', 'https://www.site.io/'), [
    { scope: 'site', counterKey: 'site:site.io', limit: 300, windowMs: 3_600_000 },
    { scope: 'ip', counterKey: 'ip-site:2001:db8::1', limit: 600, windowMs: 3_600_000 },
  ]);
});

t.test('practical ceilings with cost 3: 10 undeclared, 100 per site, 200 per address', async (t) => {
  const calls = (limit: number, cost: number) => Math.floor(limit / cost);
  const [undeclared] = keylessCounters('1.2.3.4', undefined);
  const [site, ip] = keylessCounters('1.2.3.4', 'site.io');
  const cost = keylessCost('POST', '/v1/public/synastry');
  t.equal(calls(undeclared!.limit, cost), 10);
  t.equal(calls(site!.limit, cost), 100);
  t.equal(calls(ip!.limit, cost), 200);
});

t.test('the tightest counter', async (t) => {
  const site: CounterState = { scope: 'site', limit: 300, remaining: 250, resetAt: 1000 };
  const ip: CounterState = { scope: 'ip', limit: 600, remaining: 12, resetAt: 2000 };
  t.equal(tightestCounter([site, ip]), ip, 'fewest left');
  t.equal(tightestCounter([{ ...site, remaining: 12 }, ip]).scope, 'site', 'tie on remaining: the smaller limit');
  t.equal(tightestCounter([{ ...ip, limit: 300 }, { ...site, remaining: 12 }]).scope, 'site', 'full tie: site before ip');
  t.equal(tightestCounter([{ ...site, remaining: 2, admitted: false }, { ...ip, remaining: 0 }]).scope, 'site', 'a refusing counter binds even with units left (cost 3, 2 left)');
  t.equal(tightestCounter([{ scope: 'key', limit: 10, remaining: 3, resetAt: 5 }]).scope, 'key');
  t.throws(() => tightestCounter([]));
});
