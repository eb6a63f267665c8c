import t from 'tap';
import { ApiError } from '@celestial/core';
import type { OriginRestriction } from '../../runtime/src/store/store.js';
import {
  checkOrigin,
  incomingHost,
  MAX_ORIGIN_HOSTS,
  normaliseOriginEntry,
  originCounterKey,
  originRestrictionForCreate,
  originRestrictionForEdit,
  originShare,
  originShareFor,
  parseHost,
} from '../../runtime/src/access/origin.js';
import { refusal } from '../helpers/refusal.js';

const SERVER: OriginRestriction = { type: 'server-only', allowed_origins: [] };
const list = (...hosts: string[]): OriginRestriction => ({ type: 'public', allowed_origins: hosts });


t.test('parseHost: scheme, port, path and case go', async (t) => {
  t.equal(parseHost('https://Example.COM:8443'), 'example.com');
  t.equal(parseHost('http://example.com'), 'example.com');
  t.equal(parseHost('https://www.example.com/some/page?q=1#x'), 'www.example.com');
  t.equal(parseHost('example.com:3000'), 'example.com');
  t.equal(parseHost('EXAMPLE.com.'), 'example.com');
  t.equal(parseHost('http://localhost:5173'), 'localhost');
  t.equal(parseHost('http://[::1]:8080'), '[::1]');
  t.equal(parseHost('null'), 'null');
  t.equal(parseHost(''), null);
  t.equal(parseHost('https://'), null);
});

t.test('incomingHost: Origin first, Referer the same (rule 6), blank = absent', async (t) => {
  t.same(incomingHost({}), { present: false, host: null });
  t.same(incomingHost({ origin: '', referer: '  ' }), { present: false, host: null });
  t.same(incomingHost({ origin: 'https://a.com' }), { present: true, host: 'a.com' });
  t.same(incomingHost({ referer: 'https://b.com/page' }), { present: true, host: 'b.com' });
  t.same(incomingHost({ origin: 'https://a.com', referer: 'https://b.com/' }), { present: true, host: 'a.com' });
  t.same(incomingHost({ origin: ['https://a.com', 'https://c.com'] }), { present: true, host: 'a.com' });
});

t.test('rule 4: a server-only key refuses any Origin or Referer with ORIGIN_FORBIDDEN', async (t) => {
  t.same(checkOrigin(SERVER, {}), { admittedBy: null, host: null });
  for (const headers of [{ origin: 'https://example.com' }, { referer: 'https://example.com/x' }, { origin: 'null' }]) {
    const e = refusal(() => checkOrigin(SERVER, headers));
    t.equal(e.code, 'ORIGIN_FORBIDDEN');
    t.equal(e.status, 403);
  }
});

t.test('a public key with no origin: ORIGIN_NOT_ALLOWED, incoming_origin null', async (t) => {
  const e = refusal(() => checkOrigin(list('example.com'), {}));
  t.equal(e.code, 'ORIGIN_NOT_ALLOWED');
  t.equal(e.status, 403);
  t.same(e.extra, { incoming_origin: null });
  const legacy = refusal(() => checkOrigin({ type: 'allowlist', allowed_origins: ['example.com'] }, {}));
  t.equal(legacy.code, 'ORIGIN_NOT_ALLOWED');
});

t.test('rules 1, 2, 5, 6: exact hosts, scheme/port/case ignored, www stripped', async (t) => {
  const r = list('example.com', 'shop.example.org');
  t.same(checkOrigin(r, { origin: 'https://example.com' }), { admittedBy: 'example.com', host: 'example.com' });
  t.same(checkOrigin(r, { origin: 'http://EXAMPLE.com:8080' }).admittedBy, 'example.com');
  t.same(checkOrigin(r, { origin: 'https://www.example.com' }), { admittedBy: 'example.com', host: 'www.example.com' });
  t.same(checkOrigin(r, { referer: 'https://www.Example.com/pricing?x=1' }).admittedBy, 'example.com');
  t.same(checkOrigin(r, { origin: 'https://shop.example.org' }).admittedBy, 'shop.example.org');
  t.same(checkOrigin({ type: 'allowlist', allowed_origins: ['example.com'] }, { origin: 'https://example.com' }).admittedBy, 'example.com');
  for (const origin of ['https://evil.com', 'https://example.com.evil.com', 'https://notexample.com', 'https://api.example.com', 'https://www.shop.example.org.x.io', 'null']) {
    const e = refusal(() => checkOrigin(r, { origin }));
    t.equal(e.code, 'ORIGIN_NOT_ALLOWED', origin);
  }
  const e = refusal(() => checkOrigin(r, { origin: 'https://WWW.Evil.com:444' }));
  t.same(e.extra, { incoming_origin: 'www.evil.com' }, 'host as received, lower-cased, in incoming_origin');
  const viaReferer = refusal(() => checkOrigin(r, { referer: 'https://evil.com/x' }));
  t.same(viaReferer.extra, { incoming_origin: 'evil.com' });
});

t.test('only one leading www. is stripped, and only a leading one', async (t) => {
  t.equal(checkOrigin(list('www.example.com'), { origin: 'https://www.example.com' }).admittedBy, 'example.com', 'a www. entry is stored as the apex');
  t.equal(checkOrigin(list('www.example.com'), { origin: 'https://example.com' }).admittedBy, 'example.com');
  t.equal(refusal(() => checkOrigin(list('example.com'), { origin: 'https://www.www.example.com' })).code, 'ORIGIN_NOT_ALLOWED');
  t.equal(refusal(() => checkOrigin(list('example.com'), { origin: 'https://shop.www.example.com' })).code, 'ORIGIN_NOT_ALLOWED');
});

t.test('rule 3: *.example.com covers subdomains, not the apex', async (t) => {
  const r = list('*.example.com');
  t.equal(checkOrigin(r, { origin: 'https://app.example.com' }).admittedBy, '*.example.com');
  t.equal(checkOrigin(r, { origin: 'https://a.b.example.com' }).admittedBy, '*.example.com', 'any depth');
  t.equal(checkOrigin(r, { origin: 'https://www.app.example.com' }).admittedBy, '*.example.com');
  t.equal(refusal(() => checkOrigin(r, { origin: 'https://example.com' })).code, 'ORIGIN_NOT_ALLOWED', 'apex not covered');
  t.equal(refusal(() => checkOrigin(r, { origin: 'https://www.example.com' })).code, 'ORIGIN_NOT_ALLOWED', 'www. stripped gives the apex');
  t.equal(refusal(() => checkOrigin(r, { origin: 'https://badexample.com' })).code, 'ORIGIN_NOT_ALLOWED');
  const both = list('*.example.com', 'example.com');
  t.equal(checkOrigin(both, { origin: 'https://www.example.com' }).admittedBy, 'example.com');
  t.equal(checkOrigin(both, { origin: 'https://example.com' }).admittedBy, 'example.com');
});

t.test('the most specific entry admits (names the counter)', async (t) => {
  const r = list('*.example.com', '*.api.example.com', 'v2.api.example.com');
  t.equal(checkOrigin(r, { origin: 'https://v2.api.example.com' }).admittedBy, 'v2.api.example.com');
  t.equal(checkOrigin(r, { origin: 'https://v1.api.example.com' }).admittedBy, '*.api.example.com');
  t.equal(checkOrigin(r, { origin: 'https://docs.example.com' }).admittedBy, '*.example.com');
});

t.test('list entries: normalised form', async (t) => {
  t.equal(normaliseOriginEntry('Example.com'), 'example.com');
  t.equal(normaliseOriginEntry('https://example.com:8443/'), 'example.com');
  t.equal(normaliseOriginEntry('example.com:3000'), 'example.com');
  t.equal(normaliseOriginEntry('www.example.com'), 'example.com');
  t.equal(normaliseOriginEntry('*.Example.com'), '*.example.com');
  t.equal(normaliseOriginEntry('https://*.example.com'), '*.example.com');
  t.equal(normaliseOriginEntry('localhost'), 'localhost');
  t.equal(normaliseOriginEntry('127.0.0.1'), '127.0.0.1');
  for (const bad of ['', '*', '*.com', 'a.*.com', 'exa mple.com', 'https://example.com/path', 'user@example.com', 'null', '*.127.0.0.1', 42, null]) {
    t.equal(normaliseOriginEntry(bad), null, `refuses ${JSON.stringify(bad)}`);
  }
});

t.test('per-entry rate share: limit / entries rounded up; one entry = the whole limit', async (t) => {
  t.equal(originShare(10, 1), 10);
  t.equal(originShare(10, 0), 10);
  t.equal(originShare(10, 3), 4);
  t.equal(originShare(10, 20), 1);
  t.equal(originShare(400, 20), 20);
  t.equal(originShare(120, 7), 18);
  t.equal(originShare(30, 4), 8);
  t.equal(originShareFor(list('*.example.com'), 400), 400, 'a wildcard entry is one counter');
  t.equal(originShareFor(list('*.example.com', 'example.com', 'b.io'), 10), 4);
  t.equal(originShareFor(SERVER, 10), null);
  t.equal(originCounterKey('k1', '*.example.com'), 'key:k1:origin:*.example.com');
});

t.test('create: the restriction decides the class', async (t) => {
  t.same(originRestrictionForCreate(undefined), { keyClass: 'secret', restriction: SERVER });
  t.same(originRestrictionForCreate({ type: 'server-only' }), { keyClass: 'secret', restriction: SERVER });
  t.same(originRestrictionForCreate({ type: 'public', allowed_origins: ['https://WWW.a.com', 'a.com', '*.b.com'] }), {
    keyClass: 'public',
    restriction: { type: 'public', allowed_origins: ['a.com', '*.b.com'] },
  });
  t.same(originRestrictionForCreate({ type: 'allowlist', allowed_origins: ['a.com'] }).restriction, { type: 'public', allowed_origins: ['a.com'] }, 'allowlist = public');
  for (const bad of [{ type: 'public', allowed_origins: [] }, { type: 'public' }, { type: 'server-only', allowed_origins: ['a.com'] }]) {
    const e = refusal(() => originRestrictionForCreate(bad));
    t.equal(e.code, 'INVALID_INPUT');
    t.match((e.details as { path: string }[])[0]!.path, /^origin_restriction/);
  }
});

t.test('edit (rule 7): the key class cannot change; 400 each', async (t) => {
  const details = (e: ApiError) => e.details as { path: string; message: string }[];
  // pk_ key -> server-only
  let e = refusal(() => originRestrictionForEdit('public', { type: 'server-only', allowed_origins: [] }));
  t.equal(e.status, 400);
  t.equal(e.code, 'INVALID_INPUT');
  t.equal(details(e)[0]!.path, 'origin_restriction.type');
  // secret key given a list
  e = refusal(() => originRestrictionForEdit('secret', { type: 'public', allowed_origins: ['a.com'] }));
  t.equal(e.code, 'INVALID_INPUT');
  t.equal(details(e)[0]!.path, 'origin_restriction');
  e = refusal(() => originRestrictionForEdit('secret', { type: 'allowlist', allowed_origins: ['a.com'] }));
  t.equal(e.code, 'INVALID_INPUT');
  e = refusal(() => originRestrictionForEdit('secret', { type: 'server-only', allowed_origins: ['a.com'] }));
  t.equal(e.code, 'INVALID_INPUT');
  // pk_ key left with an empty list
  e = refusal(() => originRestrictionForEdit('public', { type: 'public', allowed_origins: [] }));
  t.equal(e.code, 'INVALID_INPUT');
  t.equal(details(e)[0]!.path, 'origin_restriction.allowed_origins');
  e = refusal(() => originRestrictionForEdit('public', { type: 'allowlist' }));
  t.equal(e.code, 'INVALID_INPUT');
  // allowed edits
  t.same(originRestrictionForEdit('public', { type: 'allowlist', allowed_origins: ['b.com'] }), { type: 'public', allowed_origins: ['b.com'] });
  t.same(originRestrictionForEdit('secret', { type: 'server-only' }), SERVER);
});

t.test('edit: shape, host syntax, at most 20 hosts', async (t) => {
  const twenty = Array.from({ length: MAX_ORIGIN_HOSTS }, (_, i) => `h${i}.example.com`);
  t.equal(originRestrictionForEdit('public', { type: 'public', allowed_origins: twenty }).allowed_origins.length, 20);
  const e21 = refusal(() => originRestrictionForEdit('public', { type: 'public', allowed_origins: [...twenty, 'one-more.com'] }));
  t.equal(e21.code, 'INVALID_INPUT');
  t.equal((e21.details as { path: string }[])[0]!.path, 'origin_restriction.allowed_origins');
  t.equal(
    originRestrictionForEdit('public', { type: 'public', allowed_origins: [...twenty, 'www.h0.example.com'] }).allowed_origins.length,
    20,
    'a duplicate after normalisation does not count twice',
  );
  const badHost = refusal(() => originRestrictionForEdit('public', { type: 'public', allowed_origins: ['a.com', 'not a host'] }));
  t.equal((badHost.details as { path: string }[])[0]!.path, 'origin_restriction.allowed_origins[1]');
  for (const bad of [null, 'public', [], { type: 'private', allowed_origins: ['a.com'] }, { type: 'public', allowed_origins: 'a.com' }]) {
    t.equal(refusal(() => originRestrictionForEdit('public', bad)).code, 'INVALID_INPUT', JSON.stringify(bad));
  }
});

t.test('a list written by edit applies as read: the stored form matches', async (t) => {
  const r = originRestrictionForEdit('public', { type: 'allowlist', allowed_origins: ['https://www.Site.io:443', '*.cdn.site.io'] });
  t.equal(checkOrigin(r, { origin: 'https://www.site.io' }).admittedBy, 'site.io');
  t.equal(checkOrigin(r, { referer: 'https://x.cdn.site.io/a' }).admittedBy, '*.cdn.site.io');
});
