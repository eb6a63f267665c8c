/**
 * The operator CLI (runtime/src/cli.ts): every command and error path in-process against an
 * in-memory SQLite store, and the real `npm run cli -- accounts create --plan pro` as a child
 * process against a temporary data dir.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import { hashKeyValue, issueKey, KEY_VALUE_PATTERN } from '../../runtime/src/access/key-format.js';
import { bootstrapMasterAccount, DEFAULT_ACCOUNT_ID, masterKeyRecord } from '../../runtime/src/bootstrap.js';
import { parseWhen, runCli, usageProblem, USAGE } from '../../runtime/src/cli.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import type { Store } from '../../runtime/src/store/store.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 2025-03-10T12:00:00Z */
const NOW = Date.UTC(2025, 2, 10, 12);

interface Run {
  code: number;
  out: string;
  err: string;
  json: any;
}

async function cli(store: Store, argv: string[], now = NOW): Promise<Run> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { store, now: () => now, out: { write: (s: string) => (out += s) }, err: { write: (s: string) => (err += s) } });
  return { code, out, err, json: out ? JSON.parse(out) : undefined };
}

function fresh(t: Test): SqliteStore {
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  return store;
}

/** Creates an account through the CLI; its id, master key value and master key id. */
async function create(store: Store, ...args: string[]): Promise<{ id: string; masterKey: string; keyId: string }> {
  const r = await cli(store, ['accounts', 'create', ...args]);
  if (r.code !== 0) throw new Error(`create failed: ${r.err}`);
  const keys = await store.listKeys(r.json.id);
  return { id: r.json.id, masterKey: r.json.masterKey, keyId: keys[0]!.id };
}

/** An extra active live secret key for the account, straight in the store. */
async function addKey(store: Store, accountId: string, name: string): Promise<string> {
  const rec = { ...masterKeyRecord(accountId, issueKey('secret', 'live'), NOW), name, isMaster: false };
  return (await store.createKey(rec)).id;
}

function usageError(t: Test, r: Run, message: string | null): void {
  t.equal(r.code, 2, 'exit 2');
  t.equal(r.out, '', 'nothing on stdout');
  t.equal(r.err, message === null ? USAGE : `error: ${message}\n\n${USAGE}`);
}

function valueError(t: Test, r: Run, line: string): void {
  t.equal(r.code, 1, 'exit 1');
  t.equal(r.out, '', 'nothing on stdout');
  t.equal(r.err, `error: ${line}\n`);
}

t.test('accounts create', async (t) => {
  const store = fresh(t);

  t.test('a pro account with a master key, shown once', async (t) => {
    const r = await cli(store, ['accounts', 'create', '--plan', 'pro']);
    t.equal(r.code, 0);
    t.equal(r.err, '');
    t.same(Object.keys(r.json), ['id', 'plan', 'masterKey']);
    t.match(r.json.id, UUID);
    t.equal(r.json.plan, 'pro');
    t.match(r.json.masterKey, /^cel_live_[0-9A-Za-z]{32}$/);
    t.ok(KEY_VALUE_PATTERN.test(r.json.masterKey));

    const account = await store.getAccount(r.json.id);
    t.has(account, {
      id: r.json.id,
      name: r.json.id,
      plan: 'pro',
      customCredits: null,
      customRatePerMin: null,
      overageEnabled: true,
      packs: [],
      subscription: { paidUntil: null },
      createdAt: NOW,
    });
    const key = await store.findKeyByHash(hashKeyValue(r.json.masterKey));
    t.ok(key, 'the hash of the printed value is stored');
    t.same(
      key && { accountId: key.accountId, class: key.class, mode: key.mode, name: key.name, status: key.status, isMaster: key.isMaster, createdAt: key.createdAt, origin: key.origin_restriction, cap: key.credits_cap_cycle, scope: key.allowed_endpoints },
      { accountId: r.json.id, class: 'secret', mode: 'live', name: 'master', status: 'active', isMaster: true, createdAt: NOW, origin: { type: 'server-only', allowed_origins: [] }, cap: null, scope: null },
    );
    t.equal(key!.first4, r.json.masterKey.slice(9, 13));
    t.equal(key!.last4, r.json.masterKey.slice(-4));
    t.equal((await store.listKeys(r.json.id)).length, 1);
  });

  t.test('--name, --paid-until, and enterprise with --credits/--rate', async (t) => {
    const r = await cli(store, ['accounts', 'create', '--plan', 'enterprise', '--name', 'Acme Corp', '--credits', '5000000', '--rate', '2500', '--paid-until', '2025-04-01']);
    t.equal(r.code, 0);
    t.equal(r.json.plan, 'enterprise');
    const a = await store.getAccount(r.json.id);
    t.equal(a!.name, 'Acme Corp');
    t.equal(a!.customCredits, 5_000_000);
    t.equal(a!.customRatePerMin, 2500);
    t.equal(a!.subscription.paidUntil, Date.UTC(2025, 3, 1));
  });

  t.test('enterprise without custom values keeps them null', async (t) => {
    const { id } = await create(store, '--plan', 'enterprise');
    const a = await store.getAccount(id);
    t.equal(a!.customCredits, null);
    t.equal(a!.customRatePerMin, null);
  });

  t.test('each create gets a new id and key', async (t) => {
    const a = await create(store, '--plan', 'free');
    const b = await create(store, '--plan', 'free');
    t.not(a.id, b.id);
    t.not(a.masterKey, b.masterKey);
  });

  t.test('refusals', async (t) => {
    valueError(t, await cli(store, ['accounts', 'create', '--plan', 'gold']), 'unknown plan "gold"; plans: free, indie, starter, pro, business, enterprise');
    valueError(t, await cli(store, ['accounts', 'create', '--plan', 'pro', '--credits', '5']), '--credits and --rate are for the enterprise plan only, not pro');
    valueError(t, await cli(store, ['accounts', 'create', '--plan', 'free', '--rate', '5']), '--credits and --rate are for the enterprise plan only, not free');
    valueError(t, await cli(store, ['accounts', 'create', '--plan', 'enterprise', '--credits', '0']), '--credits must be a positive integer, got "0"');
    valueError(t, await cli(store, ['accounts', 'create', '--plan', 'enterprise', '--rate', '1.5']), '--rate must be a positive integer, got "1.5"');
    valueError(t, await cli(store, ['accounts', 'create', '--plan', 'enterprise', '--credits', '1e6']), '--credits must be a positive integer, got "1e6"');
    valueError(
      t,
      await cli(store, ['accounts', 'create', '--plan', 'pro', '--paid-until', 'soon']),
      'bad date "soon": use an ISO 8601 date (2025-03-01), a timestamp with a zone (2025-03-01T12:00:00Z) or none',
    );
    usageError(t, await cli(store, ['accounts', 'create']), 'accounts create needs --plan <plan>');
    usageError(t, await cli(store, ['accounts', 'create', '--plan']), "Option '--plan <value>' argument missing");
    usageError(t, await cli(store, ['accounts', 'create', '--plan', 'pro', 'extra']), 'expected no positional arguments, got extra');
    usageError(t, await cli(store, ['accounts', 'create', '--plan', 'pro', '--email', 'x@y.z']), "Unknown option '--email'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--email\"");
  });
});

t.test('accounts show', async (t) => {
  const store = fresh(t);
  const { id, masterKey, keyId } = await create(store, '--plan', 'pro', '--name', 'Acme');
  const master = (await store.getKey(keyId))!;

  t.test('the account and its keys, never a hash or a key value', async (t) => {
    const r = await cli(store, ['accounts', 'show', id]);
    t.equal(r.code, 0);
    t.equal(r.err, '');
    t.same(r.json, {
      id,
      name: 'Acme',
      plan: 'pro',
      limits: { credits: 800_000, ratePerMin: 400 },
      customCredits: null,
      customRatePerMin: null,
      overageEnabled: true,
      packs: [],
      subscription: { state: 'paid', paidUntil: null, graceEndsAt: null },
      createdAt: '2025-03-10T12:00:00.000Z',
      keys: [
        {
          id: keyId,
          accountId: id,
          name: 'master',
          mode: 'live',
          class: 'secret',
          status: 'active',
          isMaster: true,
          display: `cel_live_${master.first4}…${master.last4}`,
          createdAt: '2025-03-10T12:00:00.000Z',
          revokedAt: null,
        },
      ],
    });
    t.notMatch(r.out, master.hash, 'no hash');
    t.notMatch(r.out, /hash/i, 'no hash field');
    t.notMatch(r.out, masterKey, 'no key value');
  });

  t.test('subscription states: paid, grace, expired; free never expires', async (t) => {
    t.equal((await cli(store, ['accounts', 'subscription', id, '--paid-until', '2025-03-09T12:00:00Z'])).code, 0);
    const at = async (now: number) => (await cli(store, ['accounts', 'show', id], now)).json.subscription;
    t.same(await at(Date.UTC(2025, 2, 9, 11, 59, 59, 999)), { state: 'paid', paidUntil: '2025-03-09T12:00:00.000Z', graceEndsAt: '2025-03-12T12:00:00.000Z' });
    t.same(await at(Date.UTC(2025, 2, 9, 12)), { state: 'grace', paidUntil: '2025-03-09T12:00:00.000Z', graceEndsAt: '2025-03-12T12:00:00.000Z' });
    t.same(await at(Date.UTC(2025, 2, 12, 11, 59, 59, 999)), { state: 'grace', paidUntil: '2025-03-09T12:00:00.000Z', graceEndsAt: '2025-03-12T12:00:00.000Z' });
    t.same(await at(Date.UTC(2025, 2, 12, 12)), { state: 'expired', paidUntil: '2025-03-09T12:00:00.000Z', graceEndsAt: '2025-03-12T12:00:00.000Z' });

    const free = await create(store, '--plan', 'free', '--paid-until', '2020-01-01');
    const r = await cli(store, ['accounts', 'show', free.id]);
    t.same(r.json.subscription, { state: 'free', paidUntil: '2020-01-01T00:00:00.000Z', graceEndsAt: '2020-01-04T00:00:00.000Z' });
    t.same(r.json.limits, { credits: 10_000, ratePerMin: 10 });
  });

  t.test('refusals', async (t) => {
    valueError(t, await cli(store, ['accounts', 'show', 'nope']), 'unknown account "nope"');
    usageError(t, await cli(store, ['accounts', 'show']), 'expected <accountId>, got none');
    usageError(t, await cli(store, ['accounts', 'show', id, id]), `expected <accountId>, got ${id} ${id}`);
  });
});

t.test('accounts plan', async (t) => {
  const store = fresh(t);
  const { id } = await create(store, '--plan', 'free');

  t.test('free -> indie', async (t) => {
    const r = await cli(store, ['accounts', 'plan', id, 'indie']);
    t.equal(r.code, 0);
    t.equal(r.json.plan, 'indie');
    t.same(r.json.limits, { credits: 50_000, ratePerMin: 30 });
    t.equal(r.json.keys.length, 1);
    t.equal((await store.getAccount(id))!.plan, 'indie');
  });

  t.test('-> enterprise with custom values; only --rate keeps the credits; off enterprise clears them', async (t) => {
    let r = await cli(store, ['accounts', 'plan', id, 'enterprise', '--credits', '9000000', '--rate', '5000']);
    t.equal(r.code, 0);
    t.same([r.json.plan, r.json.customCredits, r.json.customRatePerMin, r.json.limits], ['enterprise', 9_000_000, 5000, { credits: 9_000_000, ratePerMin: 5000 }]);
    r = await cli(store, ['accounts', 'plan', id, 'enterprise', '--rate', '6000']);
    t.same([r.json.customCredits, r.json.customRatePerMin], [9_000_000, 6000]);
    r = await cli(store, ['accounts', 'plan', id, 'enterprise']);
    t.same([r.json.customCredits, r.json.customRatePerMin], [9_000_000, 6000]);
    r = await cli(store, ['accounts', 'plan', id, 'business']);
    t.same([r.json.plan, r.json.customCredits, r.json.customRatePerMin, r.json.limits], ['business', null, null, { credits: 3_500_000, ratePerMin: 1000 }]);
    r = await cli(store, ['accounts', 'plan', id, 'enterprise']);
    t.same([r.json.customCredits, r.json.customRatePerMin, r.json.limits], [null, null, { credits: 3_500_000, ratePerMin: 1000 }], 'Business values stand in');
    const a = (await store.getAccount(id))!;
    t.same([a.plan, a.customCredits, a.customRatePerMin], ['enterprise', null, null]);
  });

  t.test('refusals change nothing', async (t) => {
    await cli(store, ['accounts', 'plan', id, 'pro']);
    valueError(t, await cli(store, ['accounts', 'plan', id, 'platinum']), 'unknown plan "platinum"; plans: free, indie, starter, pro, business, enterprise');
    valueError(t, await cli(store, ['accounts', 'plan', id, 'starter', '--credits', '100']), '--credits and --rate are for the enterprise plan only, not starter');
    valueError(t, await cli(store, ['accounts', 'plan', 'nope', 'pro']), 'unknown account "nope"');
    usageError(t, await cli(store, ['accounts', 'plan', id, 'enterprise', '--rate', '-5']), "Option '--rate' argument is ambiguous.");
    valueError(t, await cli(store, ['accounts', 'plan', id, 'enterprise', '--rate=-5']), '--rate must be a positive integer, got "-5"');
    usageError(t, await cli(store, ['accounts', 'plan', id]), 'expected <accountId> <plan>, got ' + id);
    t.equal((await store.getAccount(id))!.plan, 'pro');
  });
});

t.test('accounts subscription', async (t) => {
  const store = fresh(t);
  const { id } = await create(store, '--plan', 'starter');
  const set = async (when: string) => cli(store, ['accounts', 'subscription', id, '--paid-until', when]);

  t.test('dates, timestamps and none', async (t) => {
    let r = await set('2025-04-10');
    t.equal(r.code, 0);
    t.same(r.json.subscription, { state: 'paid', paidUntil: '2025-04-10T00:00:00.000Z', graceEndsAt: '2025-04-13T00:00:00.000Z' });
    t.equal((await store.getAccount(id))!.subscription.paidUntil, Date.UTC(2025, 3, 10));
    r = await set('2025-03-08T09:30:00+02:00');
    t.same(r.json.subscription, { state: 'grace', paidUntil: '2025-03-08T07:30:00.000Z', graceEndsAt: '2025-03-11T07:30:00.000Z' });
    r = await set('2025-03-01T00:00Z');
    t.same(r.json.subscription, { state: 'expired', paidUntil: '2025-03-01T00:00:00.000Z', graceEndsAt: '2025-03-04T00:00:00.000Z' });
    r = await set('none');
    t.same(r.json.subscription, { state: 'paid', paidUntil: null, graceEndsAt: null });
    t.equal((await store.getAccount(id))!.subscription.paidUntil, null);
  });

  t.test('refusals', async (t) => {
    const bad = (v: string) => `bad date "${v}": use an ISO 8601 date (2025-03-01), a timestamp with a zone (2025-03-01T12:00:00Z) or none`;
    for (const v of ['2025-02-29', '2025-04-31', '2025-13-01', '2025-3-1', '2025-03-01T12:00:00', '2025-03-01T24:00:00Z', '2025-03-01 12:00Z', 'tomorrow', '1741600000000', '']) {
      valueError(t, await set(v), bad(v));
    }
    t.equal((await store.getAccount(id))!.subscription.paidUntil, null, 'unchanged');
    valueError(t, await cli(store, ['accounts', 'subscription', 'nope', '--paid-until', 'none']), 'unknown account "nope"');
    usageError(t, await cli(store, ['accounts', 'subscription', id]), 'accounts subscription needs --paid-until <ISO date | timestamp | none>');
  });
});

t.test('parseWhen', async (t) => {
  t.equal(parseWhen('none'), null);
  t.equal(parseWhen('2024-02-29'), Date.UTC(2024, 1, 29));
  t.equal(parseWhen('2025-12-31T23:59:59.5Z'), Date.UTC(2025, 11, 31, 23, 59, 59, 500));
  t.equal(parseWhen('2025-01-01T00:00:00-05:30'), Date.UTC(2025, 0, 1, 5, 30));
  t.throws(() => parseWhen('2023-02-29'));
  t.throws(() => parseWhen('2025-01-01T00:60Z'));
  t.throws(() => parseWhen('2025-01-01T00:00:00+24:00'));
});

t.test('accounts packs', async (t) => {
  const store = fresh(t);
  const { id } = await create(store, '--plan', 'pro');
  const packs = async (...args: string[]) => cli(store, ['accounts', 'packs', id, ...args]);

  let r = await packs('--add', 'ai');
  t.equal(r.code, 0);
  t.same(r.json.packs, ['ai']);
  r = await packs('--add', 'ai');
  t.same(r.json.packs, ['ai'], 'adding twice keeps one');
  r = await packs('--add', 'reports', '--remove', 'ai');
  t.same(r.json.packs, ['reports']);
  r = await packs('--remove', 'reports', '--remove', 'ai');
  t.same(r.json.packs, []);
  r = await packs('--add', 'reports', '--add', 'ai');
  t.same(r.json.packs, ['reports', 'ai']);
  t.same((await store.getAccount(id))!.packs, ['reports', 'ai']);

  valueError(t, await packs('--add', 'astro'), 'unknown pack "astro"; known packs: ai, reports');
  valueError(t, await packs('--remove', 'AI'), 'unknown pack "AI"; known packs: ai, reports');
  valueError(t, await packs('--add', 'ai', '--remove', 'ai'), 'pack "ai" is both added and removed');
  valueError(t, await cli(store, ['accounts', 'packs', 'nope', '--add', 'ai']), 'unknown account "nope"');
  usageError(t, await packs(), 'accounts packs needs --add <pack> or --remove <pack>');
  t.same((await store.getAccount(id))!.packs, ['reports', 'ai'], 'unchanged by refusals');
});

t.test('accounts overage', async (t) => {
  const store = fresh(t);
  const { id } = await create(store, '--plan', 'business');
  let r = await cli(store, ['accounts', 'overage', id, 'off']);
  t.equal(r.code, 0);
  t.equal(r.json.overageEnabled, false);
  t.equal((await store.getAccount(id))!.overageEnabled, false);
  r = await cli(store, ['accounts', 'overage', id, 'on']);
  t.equal(r.json.overageEnabled, true);
  t.equal((await store.getAccount(id))!.overageEnabled, true);
  valueError(t, await cli(store, ['accounts', 'overage', id, 'maybe']), 'overage must be on or off, got "maybe"');
  valueError(t, await cli(store, ['accounts', 'overage', 'nope', 'off']), 'unknown account "nope"');
  usageError(t, await cli(store, ['accounts', 'overage', id]), `expected <accountId> <on|off>, got ${id}`);
});

t.test('keys list, suspend, resume', async (t) => {
  const store = fresh(t);
  const { id, keyId } = await create(store, '--plan', 'pro');

  t.test('list', async (t) => {
    const master = (await store.getKey(keyId))!;
    const r = await cli(store, ['keys', 'list', id]);
    t.equal(r.code, 0);
    t.same(r.json, [
      { id: keyId, accountId: id, name: 'master', mode: 'live', class: 'secret', status: 'active', isMaster: true, display: `cel_live_${master.first4}…${master.last4}`, createdAt: '2025-03-10T12:00:00.000Z', revokedAt: null },
    ]);
    t.notMatch(r.out, /hash/);
    const other = await create(store, '--plan', 'free');
    t.same((await cli(store, ['keys', 'list', other.id])).json.map((k: { id: string }) => k.id), [other.keyId]);
    valueError(t, await cli(store, ['keys', 'list', 'nope']), 'unknown account "nope"');
    usageError(t, await cli(store, ['keys', 'list']), 'expected <accountId>, got none');
  });

  t.test('suspend and resume', async (t) => {
    let r = await cli(store, ['keys', 'suspend', keyId]);
    t.equal(r.code, 0);
    t.equal(r.json.id, keyId);
    t.equal(r.json.status, 'suspended');
    t.equal((await store.getKey(keyId))!.status, 'suspended');
    r = await cli(store, ['keys', 'suspend', keyId]);
    t.equal(r.code, 0, 'suspending a suspended key is a no-op');
    t.equal(r.json.status, 'suspended');
    t.equal((await cli(store, ['keys', 'list', id])).json[0].status, 'suspended');
    r = await cli(store, ['keys', 'resume', keyId]);
    t.equal(r.code, 0);
    t.equal(r.json.status, 'active');
    t.equal((await store.getKey(keyId))!.status, 'active');
    r = await cli(store, ['keys', 'resume', keyId]);
    t.equal(r.code, 0, 'resuming an active key is a no-op');
    t.equal(r.json.status, 'active');
  });

  t.test('resume refuses an 11th active key', async (t) => {
    const extra: string[] = [];
    for (let i = 1; i <= 9; i++) extra.push(await addKey(store, id, `k${i}`));
    t.equal(await store.countActiveKeys(id), 10);
    t.equal((await cli(store, ['keys', 'suspend', extra[0]!])).code, 0);
    await addKey(store, id, 'k10');
    t.equal(await store.countActiveKeys(id), 10);
    valueError(t, await cli(store, ['keys', 'resume', extra[0]!]), `account "${id}" already has 10 active keys (the limit is 10); suspend or revoke one first`);
    t.equal((await store.getKey(extra[0]!))!.status, 'suspended', 'still suspended');
    t.equal((await cli(store, ['keys', 'suspend', extra[1]!])).code, 0);
    const r = await cli(store, ['keys', 'resume', extra[0]!]);
    t.equal(r.code, 0);
    t.equal(r.json.status, 'active');
    t.equal(await store.countActiveKeys(id), 10);
  });

  t.test('revoked keys and unknown ids', async (t) => {
    const k = await addKey(store, id, 'gone');
    await store.revokeKey(k, NOW + 1000);
    valueError(t, await cli(store, ['keys', 'suspend', k]), `key "${k}" is revoked; a revoked key cannot be suspended`);
    valueError(t, await cli(store, ['keys', 'resume', k]), `key "${k}" is revoked; a revoked key cannot be resumed`);
    const listed = (await cli(store, ['keys', 'list', id])).json.find((x: { id: string }) => x.id === k);
    t.same([listed.status, listed.revokedAt], ['revoked', '2025-03-10T12:00:01.000Z']);
    valueError(t, await cli(store, ['keys', 'suspend', 'nope']), 'unknown key "nope"');
    valueError(t, await cli(store, ['keys', 'resume', 'nope']), 'unknown key "nope"');
    usageError(t, await cli(store, ['keys', 'suspend']), 'expected <keyId>, got none');
  });
});

t.test('help and unknown commands: usage on stderr, exit 2', async (t) => {
  const store = fresh(t);
  usageError(t, await cli(store, []), null);
  usageError(t, await cli(store, ['help']), null);
  usageError(t, await cli(store, ['--help']), null);
  usageError(t, await cli(store, ['frobnicate']), 'unknown command "frobnicate"');
  usageError(t, await cli(store, ['accounts']), 'accounts needs a subcommand');
  usageError(t, await cli(store, ['accounts', 'delete', 'x']), 'unknown command "accounts delete"');
  usageError(t, await cli(store, ['keys']), 'keys needs a subcommand');
  usageError(t, await cli(store, ['keys', 'revoke', 'x']), 'unknown command "keys revoke"');
  t.match(USAGE, /accounts create --plan <plan>/);
  t.match(USAGE, /keys resume <keyId>/);

  t.same(usageProblem([]), { help: true, message: null });
  t.same(usageProblem(['nope']), { help: false, message: 'unknown command "nope"' });
  t.equal(usageProblem(['accounts', 'show', 'x']), null);
  t.equal(usageProblem(['accounts', 'plan', 'x', 'gold']), null, 'a bad value is not a usage problem');
});

t.test('bootstrapMasterAccount keeps its behaviour on the shared master-key record', async (t) => {
  const store = fresh(t);
  const boot = await bootstrapMasterAccount(store, { masterPlan: 'starter' }, NOW);
  t.equal(boot.accountId, DEFAULT_ACCOUNT_ID);
  t.match(boot.generatedKey, /^cel_live_[0-9A-Za-z]{32}$/);
  const key = (await store.findKeyByHash(hashKeyValue(boot.generatedKey!)))!;
  t.same([key.accountId, key.name, key.isMaster, key.class, key.mode, key.status, key.origin_restriction.type], [DEFAULT_ACCOUNT_ID, 'master', true, 'secret', 'live', 'active', 'server-only']);
  t.same(await bootstrapMasterAccount(store, { masterPlan: 'starter' }, NOW), { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null }, 'not generated twice');

  const env = issueKey('secret', 'live').value;
  t.same(await bootstrapMasterAccount(store, { masterKey: env, masterPlan: 'pro' }, NOW + 1), { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null });
  const envKey = (await store.findKeyByHash(hashKeyValue(env)))!;
  t.same([envKey.name, envKey.isMaster, envKey.status, envKey.first4, envKey.last4], ['master', true, 'active', env.slice(9, 13), env.slice(-4)]);
  t.equal((await store.getKey(key.id))!.status, 'revoked', 'the generated key is replaced');
  t.equal((await store.getAccount(DEFAULT_ACCOUNT_ID))!.plan, 'pro');
});

function npmCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'cli', '--', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, out, err }));
  });
}

t.test('npm run cli -- accounts create --plan pro, as a child process', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-cli-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, CELESTIAL_DATA_DIR: dataDir, MONGODB_URI: '' };

  const help = await npmCli([], env);
  t.equal(help.code, 2);
  t.match(help.err, 'Usage: npm run cli -- <command> [arguments]');
  t.notOk(fs.existsSync(dataDir), 'help opens no store');

  const r = await npmCli(['accounts', 'create', '--plan', 'pro'], env);
  t.equal(r.code, 0, r.code === 0 ? 'exit 0' : r.err);
  // npm prints its `> celestial-api@... cli` banner first; the command's output is the JSON after it.
  const json = JSON.parse(r.out.slice(r.out.indexOf('{')));
  t.same(Object.keys(json), ['id', 'plan', 'masterKey']);
  t.match(json.id, UUID);
  t.equal(json.plan, 'pro');
  t.match(json.masterKey, /^cel_live_[0-9A-Za-z]{32}$/);

  const store = new SqliteStore({ dataDir });
  t.teardown(() => store.close());
  const key = await store.findKeyByHash(hashKeyValue(json.masterKey));
  t.ok(key, 'the printed key is in the store under the data dir');
  t.same(key && [key.accountId, key.isMaster, key.status], [json.id, true, 'active']);
  t.equal((await store.getAccount(json.id))!.plan, 'pro');

  const bad = await npmCli(['accounts', 'show', 'nope'], env);
  t.equal(bad.code, 1);
  t.match(bad.err, /^error: unknown account "nope"$/m);
});

t.test('accounts login: the email and password /auth/login takes', async (t) => {
  const { SqliteStore } = await import('../../runtime/src/store/sqlite-store.js');
  const { runCli } = await import('../../runtime/src/cli.js');
  const { verify } = await import('@node-rs/argon2');
  const store = new SqliteStore({ file: ':memory:' });
  let out = '';
  let err = '';
  const deps = { store, now: () => Date.parse('2026-03-01T00:00:00Z'), out: { write: (s: string) => (out += s) }, err: { write: (s: string) => (err += s) } };
  t.equal(await runCli(['accounts', 'create', '--plan', 'pro'], deps), 0);
  const id = JSON.parse(out).id;
  out = '';
  t.equal(await runCli(['accounts', 'login', id, '--email', 'Owner@Example.com', '--password', 'long enough secret'], deps), 0, err);
  t.same(JSON.parse(out), { accountId: id, email: 'owner@example.com' });
  const login = await store.getLoginByEmail('owner@example.com');
  t.ok(login && (await verify(login.passwordHash, 'long enough secret')), 'an argon2id hash of the password is stored');
  t.notOk(JSON.stringify(login).includes('long enough secret'), 'never the password');
  err = '';
  t.equal(await runCli(['accounts', 'login', id, '--email', 'x@example.com', '--password', 'short'], deps), 1);
  t.match(err, /password/);
  t.equal(await runCli(['accounts', 'login', 'nobody', '--email', 'x@example.com', '--password', 'long enough secret'], deps), 1);
  t.equal(await runCli(['accounts', 'login', id], deps), 2, 'email and password are required');
});
