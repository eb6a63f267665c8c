import t from 'tap';
import { ApiError } from '@celestial/core';
import { checkScope, inScope, normaliseScopeEntry, parseAllowedEndpoints, relativePath } from '../../runtime/src/access/scope.js';
import { refusal } from '../helpers/refusal.js';


t.test('relativePath', async (t) => {
  t.equal(relativePath('/v1/chart'), 'chart');
  t.equal(relativePath('/v1/Vedic/KP/Horary/'), 'vedic/kp/horary');
  t.equal(relativePath('/v1/embed/synastry?date_a=2000-01-01'), 'embed/synastry');
  t.equal(relativePath('chart'), 'chart');
  t.equal(relativePath('/v1'), '');
  t.equal(relativePath('/v1x/chart'), 'v1x/chart');
});

t.test('null = everything', async (t) => {
  t.ok(inScope(null, '/v1/chart'));
  t.ok(inScope(null, '/v1/keys/usage'));
  t.doesNotThrow(() => checkScope(null, '/v1/anything/at/all'));
});

t.test('exact entries, case-insensitive', async (t) => {
  const list = ['chart', 'Vedic/KP/horary'];
  t.ok(inScope(list, '/v1/chart'));
  t.ok(inScope(list, '/v1/CHART'));
  t.ok(inScope(list, '/v1/chart/'));
  t.ok(inScope(list, '/v1/vedic/kp/horary'));
  t.notOk(inScope(list, '/v1/chart/extra'));
  t.notOk(inScope(list, '/v1/charts'));
  t.notOk(inScope(list, '/v1/vedic/kp'));
  t.notOk(inScope(list, '/v1/planets'));
});

t.test('namespace entries: below at any depth, not the bare namespace', async (t) => {
  const list = ['embed/*'];
  t.ok(inScope(list, '/v1/embed/synastry'));
  t.ok(inScope(list, '/v1/Embed/Synastry'));
  t.ok(inScope(list, '/v1/embed/a/b'));
  t.notOk(inScope(list, '/v1/embed'));
  t.notOk(inScope(list, '/v1/embed/'));
  t.notOk(inScope(list, '/v1/embedded/x'));
  t.notOk(inScope(list, '/v1/public/synastry'));
  t.ok(inScope(['embed', 'embed/*'], '/v1/embed'), 'the bare path when listed');
  t.ok(inScope(['vedic/jaimini/*'], '/v1/vedic/jaimini/karakas'));
  t.notOk(inScope(['vedic/jaimini/*'], '/v1/vedic/yogas/jaimini/karaka-yoga'));
});

t.test('route pattern matching', async (t) => {
  t.ok(inScope(['keys/{id}/rotate'], '/v1/keys/k_9/rotate', '/v1/keys/{id}/rotate'));
  t.notOk(inScope(['keys/{id}/rotate'], '/v1/keys/k_9/rotate'));
  t.ok(inScope(['keys/*'], '/v1/keys/k_9/rotate'));
  t.ok(inScope(['keys/usage'], '/v1/keys/usage'), 'account reads are scoped too');
});

t.test('outside: 403 ENDPOINT_NOT_IN_SCOPE naming the list', async (t) => {
  const e = refusal(() => checkScope(['chart', 'embed/*'], '/v1/Planets'));
  t.equal(e.code, 'ENDPOINT_NOT_IN_SCOPE');
  t.equal(e.status, 403);
  t.same(e.details, { allowed_endpoints: ['chart', 'embed/*'], path: 'planets' });
});

t.test('entries: normalised form and refusals', async (t) => {
  t.equal(normaliseScopeEntry('Chart'), 'chart');
  t.equal(normaliseScopeEntry('/chart'), 'chart');
  t.equal(normaliseScopeEntry('/v1/embed/*'), 'embed/*');
  t.equal(normaliseScopeEntry(' public/synastry/ '), 'public/synastry');
  t.equal(normaliseScopeEntry('keys/{id}'), 'keys/{id}');
  for (const bad of ['', ' ', '*', '/*', 'embed/*/x', 'emb*', 'embed/syn*', 'chart?x=1', 'a b', 'a//b', 'v1', 7, null]) {
    t.equal(normaliseScopeEntry(bad), null, `refuses ${JSON.stringify(bad)}`);
  }
});

t.test('writing allowed_endpoints', async (t) => {
  t.equal(parseAllowedEndpoints(null), null);
  t.same(parseAllowedEndpoints(['Chart', '/chart', 'embed/*']), ['chart', 'embed/*']);
  const empty = refusal(() => parseAllowedEndpoints([]));
  t.equal(empty.code, 'INVALID_INPUT');
  t.equal(empty.status, 400);
  t.same(empty.details, [{ path: 'allowed_endpoints', message: 'must not be empty; send null to allow every endpoint' }]);
  t.equal(refusal(() => parseAllowedEndpoints('chart')).code, 'INVALID_INPUT');
  const bad = refusal(() => parseAllowedEndpoints(['chart', '*']));
  t.equal((bad.details as { path: string }[])[0]!.path, 'allowed_endpoints[1]');
});
