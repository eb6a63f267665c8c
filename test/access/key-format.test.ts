import t from 'tap';
import {
  BASE62_ALPHABET,
  generateKeyValue,
  hashKeyValue,
  issueKey,
  keyDisplayParts,
  maskedKey,
  parseKeyValue,
  randomBase62,
} from '../../runtime/src/access/key-format.js';
import { sha256Hex } from '../../runtime/src/sha256.js';

t.test('format of each class and mode', async (t) => {
  t.match(generateKeyValue('secret', 'live'), /^cel_live_[0-9A-Za-z]{32}$/);
  t.match(generateKeyValue('secret', 'test'), /^cel_test_[0-9A-Za-z]{32}$/);
  t.match(generateKeyValue('public', 'live'), /^pk_live_[0-9A-Za-z]{32}$/);
  t.match(generateKeyValue('public', 'test'), /^pk_test_[0-9A-Za-z]{32}$/);
  t.equal(generateKeyValue('secret', 'live').length, 9 + 32);
  t.equal(generateKeyValue('public', 'live').length, 8 + 32);
});

t.test('10,000 values: no duplicate, every base62 character appears, roughly uniform', async (t) => {
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (let i = 0; i < 10_000; i++) {
    const v = generateKeyValue('secret', 'live');
    seen.add(v);
    for (const c of v.slice(9)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  t.equal(seen.size, 10_000);
  t.equal(counts.size, 62);
  for (const c of BASE62_ALPHABET) t.ok(counts.has(c), `character ${c}`);
  // 320,000 draws over 62 characters: 5161 expected each, sd ≈ 71; ±10% is > 7 sd.
  const expected = 320_000 / 62;
  for (const [c, n] of counts) t.ok(Math.abs(n - expected) < expected * 0.1, `${c}: ${n} near ${expected.toFixed(0)}`);
});

t.test('an injected uniform source maps straight onto the alphabet', async (t) => {
  let i = 0;
  const seq = [0, 9, 10, 35, 36, 61];
  t.equal(randomBase62(6, () => seq[i++]!), '09AZaz');
  t.equal(generateKeyValue('public', 'test', () => 61), 'pk_test_' + 'z'.repeat(32));
});

t.test('hash: sha256 hex, stable', async (t) => {
  // sha256("abc"), the FIPS 180-2 test vector.
  t.equal(hashKeyValue('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  const v = 'cel_live_' + '0123456789abcdefghijABCDEFGHIJxy';
  t.equal(hashKeyValue(v), hashKeyValue(v));
  t.match(hashKeyValue(v), /^[0-9a-f]{64}$/);
  t.not(hashKeyValue(v), hashKeyValue(v.replace('cel_live_', 'cel_test_')));
});

t.test('sha256Hex: the UTF-8 bytes of any text, as createHash digests them', async (t) => {
  // The empty string and "abc": FIPS 180-2's vectors.
  t.equal(sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  t.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  // A cache key's kind of text: NUL separators, non-ASCII (°, ′, a CJK name, an astral emoji).
  const { createHash } = await import('node:crypto');
  for (const text of ['k1\u0000POST /v1/planets\u0000{"a":1}\u0000ja', '22°43′34″ 蟹座 ♋ 🌙']) {
    t.equal(sha256Hex(text), createHash('sha256').update(text, 'utf8').digest('hex'), JSON.stringify(text));
  }
});

t.test('parse', async (t) => {
  const body = 'AbCd0123456789abcdefghijklmnWxYz';
  t.equal(body.length, 32);
  t.same(parseKeyValue('cel_live_' + body), { class: 'secret', mode: 'live', prefix: 'cel_live_', body });
  t.same(parseKeyValue('cel_test_' + body), { class: 'secret', mode: 'test', prefix: 'cel_test_', body });
  t.same(parseKeyValue('pk_live_' + body), { class: 'public', mode: 'live', prefix: 'pk_live_', body });
  t.same(parseKeyValue('pk_test_' + body), { class: 'public', mode: 'test', prefix: 'pk_test_', body });
  const malformed: unknown[] = [
    undefined, null, 42, '', body,
    'cel_live_' + body.slice(1), // 31
    'cel_live_' + body + 'x', // 33
    'cel_live_' + body.slice(1) + '-', // not base62
    'cel_live_' + body.slice(1) + '_',
    'cel_live_' + body.slice(1) + 'é',
    'CEL_LIVE_' + body, // case matters in the prefix
    'cel_prod_' + body,
    'sk_live_' + body,
    'pk_' + body, // browser keys carry the mode
    ' cel_live_' + body,
    'cel_live_' + body + '\n',
  ];
  for (const m of malformed) t.equal(parseKeyValue(m), null, `refuses ${JSON.stringify(m)}`);
});

t.test('display parts come from the random body', async (t) => {
  const v = 'cel_live_AbCd0123456789abcdefghijklmnWxYz';
  t.same(keyDisplayParts(v), { prefix: 'cel_live_', first4: 'AbCd', last4: 'WxYz' });
  t.equal(maskedKey(keyDisplayParts(v)), 'cel_live_AbCd…WxYz');
  t.throws(() => keyDisplayParts('nope'));
  const k = issueKey('public', 'live');
  t.equal(k.hash, hashKeyValue(k.value));
  t.equal(k.prefix, 'pk_live_');
  t.equal(k.value, k.prefix + k.first4 + k.value.slice(12, -4) + k.last4);
});
