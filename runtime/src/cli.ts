/**
 * Operator CLI (`npm run cli -- <command> ...`): accounts, plans, subscription dates, packs,
 * overage and key suspension, straight against the Store the service uses (same configuration:
 * CELESTIAL_DATA_DIR / MONGODB_URI).
 *
 * Output: success prints JSON on stdout and exits 0; a bad value (unknown plan, bad date,
 * unknown account or key) prints one line on stderr and exits 1; help, no arguments, an unknown
 * command or a malformed command line prints the usage on stderr and exits 2.
 *
 * Decisions the issue leaves open:
 * - Account ids are random UUIDs; the name defaults to the id.
 * - `--credits`/`--rate` (positive integers) only go with the enterprise plan. Without them an
 *   enterprise account keeps the custom values it had (null on a new one, where the Business
 *   values stand in: metering/plans.ts). Moving off enterprise clears them.
 * - `--paid-until` takes an ISO 8601 date (`2025-03-01`, 00:00 UTC that day), an ISO 8601
 *   timestamp with `Z` or an offset (`2025-03-01T12:00:00Z`), or `none` (no fixed end). A
 *   timestamp without a zone is refused rather than read in the machine's local time.
 *   `accounts create` takes it too.
 * - Suspending an already-suspended key, or resuming an active one, changes nothing and succeeds;
 *   a revoked key is final, so both refuse it.
 * - Subscription `state` is `free` for the Free plan (it never expires), else paid|grace|expired;
 *   `graceEndsAt` is `paidUntil + 3 days` (null without an end date).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ApiError } from '@celestial/core';
import { maskedKey } from './access/key-format.js';
import { AccountsService } from './accounts/service.js';
import { createAccountWithMasterKey } from './bootstrap.js';
import { GRACE_MS, isoTimestamp, subscriptionState } from './metering/cycle.js';
import { planLimits } from './metering/plans.js';
import { MAX_ACTIVE_KEYS, PLANS, type Account, type AccountPatch, type ApiKey, type Plan, type Store } from './store/store.js';

export const KNOWN_PACKS: readonly string[] = ['ai', 'reports'];

export interface Writable {
  write(chunk: string): unknown;
}

export interface CliDeps {
  store: Store;
  /** Epoch milliseconds. */
  now: () => number;
  out: Writable;
  err: Writable;
}

export const USAGE = `Usage: npm run cli -- <command> [arguments]

Accounts
  accounts create --plan <plan> [--name <name>] [--credits N --rate N] [--paid-until <when>]
      Creates an account with a master key; prints {"id","plan","masterKey"} (the only time the key is shown).
  accounts show <accountId>
  accounts plan <accountId> <plan> [--credits N] [--rate N]
  accounts subscription <accountId> --paid-until <when>
  accounts packs <accountId> [--add <pack>]... [--remove <pack>]...
  accounts overage <accountId> on|off
  accounts login <accountId> --email <email> --password <password>
      Sets the email and password POST /auth/login takes (or CELESTIAL_LOGIN_PASSWORD for the password).

Keys
  keys list <accountId>
  keys suspend <keyId>
  keys resume <keyId>

  help

Plans: ${PLANS.join(', ')}. --credits (monthly credits) and --rate (requests per minute) are for enterprise only.
Packs: ${KNOWN_PACKS.join(', ')}.
<when>: an ISO 8601 date (2025-03-01, 00:00 UTC), a timestamp with a zone (2025-03-01T12:00:00Z), or none.
Store: CELESTIAL_DATA_DIR (SQLite, default ./data) or MONGODB_URI, as for the service.
`;

/** A malformed command line: usage text, exit 2. */
class UsageError extends Error {}
/** A bad value or an unknown record: one line, exit 1. */
class CliError extends Error {}

// ---- the command line ----

type Command =
  | { kind: 'help' }
  | { kind: 'accounts.create'; plan: Plan; name: string | undefined; credits: number | undefined; rate: number | undefined; paidUntil: number | null | undefined }
  | { kind: 'accounts.show'; id: string }
  | { kind: 'accounts.plan'; id: string; plan: Plan; credits: number | undefined; rate: number | undefined }
  | { kind: 'accounts.subscription'; id: string; paidUntil: number | null }
  | { kind: 'accounts.packs'; id: string; add: string[]; remove: string[] }
  | { kind: 'accounts.overage'; id: string; enabled: boolean }
  | { kind: 'accounts.login'; id: string; email: string; password: string }
  | { kind: 'keys.list'; accountId: string }
  | { kind: 'keys.suspend'; keyId: string }
  | { kind: 'keys.resume'; keyId: string };

interface OptionSpec {
  [name: string]: { type: 'string'; multiple?: boolean };
}

function parse(args: string[], options: OptionSpec, positionals: string[]): { values: Record<string, string | string[] | undefined>; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (e) {
    throw new UsageError((e as Error).message.split('\n')[0]);
  }
  if (parsed.positionals.length !== positionals.length) {
    throw new UsageError(`expected ${positionals.length ? positionals.map((p) => `<${p}>`).join(' ') : 'no positional arguments'}, got ${parsed.positionals.length ? parsed.positionals.join(' ') : 'none'}`);
  }
  return { values: parsed.values as Record<string, string | string[] | undefined>, positionals: parsed.positionals };
}

/** Checks the shape of the command line (exit 2 when wrong); values are checked against the store later (exit 1). */
function parseCommand(argv: string[]): Command {
  const [group, action, ...rest] = argv;
  if (group === undefined || group === 'help' || group === '--help' || group === '-h') return { kind: 'help' };
  const str = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[v.length - 1] : v);
  const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

  if (group === 'accounts') {
    switch (action) {
      case 'create': {
        const { values } = parse(rest, { plan: { type: 'string' }, name: { type: 'string' }, credits: { type: 'string' }, rate: { type: 'string' }, 'paid-until': { type: 'string' } }, []);
        const plan = str(values.plan);
        if (plan === undefined) throw new UsageError('accounts create needs --plan <plan>');
        const paidUntil = str(values['paid-until']);
        return {
          kind: 'accounts.create',
          plan: checkPlan(plan),
          name: str(values.name),
          credits: optionalPositiveInt('--credits', str(values.credits)),
          rate: optionalPositiveInt('--rate', str(values.rate)),
          paidUntil: paidUntil === undefined ? undefined : parseWhen(paidUntil),
        };
      }
      case 'show': {
        const { positionals } = parse(rest, {}, ['accountId']);
        return { kind: 'accounts.show', id: positionals[0]! };
      }
      case 'plan': {
        const { values, positionals } = parse(rest, { credits: { type: 'string' }, rate: { type: 'string' } }, ['accountId', 'plan']);
        return {
          kind: 'accounts.plan',
          id: positionals[0]!,
          plan: checkPlan(positionals[1]!),
          credits: optionalPositiveInt('--credits', str(values.credits)),
          rate: optionalPositiveInt('--rate', str(values.rate)),
        };
      }
      case 'subscription': {
        const { values, positionals } = parse(rest, { 'paid-until': { type: 'string' } }, ['accountId']);
        const when = str(values['paid-until']);
        if (when === undefined) throw new UsageError('accounts subscription needs --paid-until <ISO date | timestamp | none>');
        return { kind: 'accounts.subscription', id: positionals[0]!, paidUntil: parseWhen(when) };
      }
      case 'packs': {
        const { values, positionals } = parse(rest, { add: { type: 'string', multiple: true }, remove: { type: 'string', multiple: true } }, ['accountId']);
        const add = list(values.add);
        const remove = list(values.remove);
        if (add.length === 0 && remove.length === 0) throw new UsageError('accounts packs needs --add <pack> or --remove <pack>');
        for (const p of [...add, ...remove]) {
          if (!KNOWN_PACKS.includes(p)) throw new CliError(`unknown pack "${p}"; known packs: ${KNOWN_PACKS.join(', ')}`);
        }
        const both = add.find((p) => remove.includes(p));
        if (both !== undefined) throw new CliError(`pack "${both}" is both added and removed`);
        return { kind: 'accounts.packs', id: positionals[0]!, add, remove };
      }
      case 'overage': {
        const { positionals } = parse(rest, {}, ['accountId', 'on|off']);
        const v = positionals[1]!;
        if (v !== 'on' && v !== 'off') throw new CliError(`overage must be on or off, got "${v}"`);
        return { kind: 'accounts.overage', id: positionals[0]!, enabled: v === 'on' };
      }
      case 'login': {
        const { values, positionals } = parse(rest, { email: { type: 'string' }, password: { type: 'string' } }, ['accountId']);
        const email = str(values.email);
        // The password may come from the environment so it stays out of shell history.
        const password = str(values.password) ?? process.env.CELESTIAL_LOGIN_PASSWORD;
        if (email === undefined || password === undefined) throw new UsageError('accounts login needs --email <email> and --password <password> (or CELESTIAL_LOGIN_PASSWORD)');
        return { kind: 'accounts.login', id: positionals[0]!, email, password };
      }
      default:
        throw new UsageError(action === undefined ? 'accounts needs a subcommand' : `unknown command "accounts ${action}"`);
    }
  }
  if (group === 'keys') {
    switch (action) {
      case 'list': {
        const { positionals } = parse(rest, {}, ['accountId']);
        return { kind: 'keys.list', accountId: positionals[0]! };
      }
      case 'suspend':
      case 'resume': {
        const { positionals } = parse(rest, {}, ['keyId']);
        return { kind: action === 'suspend' ? 'keys.suspend' : 'keys.resume', keyId: positionals[0]! };
      }
      default:
        throw new UsageError(action === undefined ? 'keys needs a subcommand' : `unknown command "keys ${action}"`);
    }
  }
  throw new UsageError(`unknown command "${group}"`);
}

// ---- values ----

function checkPlan(v: string): Plan {
  if (!(PLANS as readonly string[]).includes(v)) throw new CliError(`unknown plan "${v}"; plans: ${PLANS.join(', ')}`);
  return v as Plan;
}

function optionalPositiveInt(flag: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = /^[0-9]+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new CliError(`${flag} must be a positive integer, got "${v}"`);
  return n;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * An ISO 8601 date (00:00 UTC that day) or a timestamp with `Z` or an offset, as epoch ms; `none` is null.
 * Every field is range-checked (Date.parse would roll 2025-02-30 over to March).
 */
export function parseWhen(v: string): number | null {
  if (v === 'none') return null;
  const bad = (): CliError => new CliError(`bad date "${v}": use an ISO 8601 date (2025-03-01), a timestamp with a zone (2025-03-01T12:00:00Z) or none`);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2})))?$/.exec(v);
  if (!m) throw bad();
  const [, ys, mos, ds, hs, mis, ss, mss, zone, sign, ohs, oms] = m;
  const y = Number(ys);
  const mo = Number(mos);
  const d = Number(ds);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) throw bad();
  if (hs === undefined) return Date.UTC(y, mo - 1, d);
  if (zone === undefined) throw bad();
  const h = Number(hs);
  const mi = Number(mis);
  const s = Number(ss ?? '0');
  const ms = Number((mss ?? '0').padEnd(3, '0'));
  if (h > 23 || mi > 59 || s > 59) throw bad();
  let offset = 0;
  if (zone !== 'Z') {
    const oh = Number(ohs);
    const om = Number(oms);
    if (oh > 23 || om > 59) throw bad();
    offset = (sign === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
  }
  return Date.UTC(y, mo - 1, d, h, mi, s, ms) - offset;
}

function enterpriseOnly(plan: Plan, credits: number | undefined, rate: number | undefined): void {
  if (plan !== 'enterprise' && (credits !== undefined || rate !== undefined)) {
    throw new CliError(`--credits and --rate are for the enterprise plan only, not ${plan}`);
  }
}

// ---- views (never a hash or a key value) ----

function keyView(k: ApiKey) {
  return {
    id: k.id,
    accountId: k.accountId,
    name: k.name,
    mode: k.mode,
    class: k.class,
    status: k.status,
    isMaster: k.isMaster,
    display: maskedKey(k),
    createdAt: isoTimestamp(k.createdAt),
    revokedAt: k.revokedAt === null ? null : isoTimestamp(k.revokedAt),
  };
}

function accountView(a: Account, keys: ApiKey[], now: number) {
  const state = subscriptionState(a, now);
  const paidUntil = a.subscription.paidUntil;
  return {
    id: a.id,
    name: a.name,
    plan: a.plan,
    limits: planLimits(a),
    customCredits: a.customCredits,
    customRatePerMin: a.customRatePerMin,
    overageEnabled: a.overageEnabled,
    packs: [...a.packs],
    subscription: {
      state: state.status,
      paidUntil: paidUntil === null ? null : isoTimestamp(paidUntil),
      graceEndsAt: paidUntil === null ? null : isoTimestamp(paidUntil + GRACE_MS),
    },
    createdAt: isoTimestamp(a.createdAt),
    keys: keys.map(keyView),
  };
}

// ---- running ----

async function mustAccount(store: Store, id: string): Promise<Account> {
  const a = await store.getAccount(id);
  if (!a) throw new CliError(`unknown account "${id}"`);
  return a;
}

async function mustKey(store: Store, id: string): Promise<ApiKey> {
  const k = await store.getKey(id);
  if (!k) throw new CliError(`unknown key "${id}"`);
  return k;
}

async function execute(cmd: Exclude<Command, { kind: 'help' }>, deps: CliDeps): Promise<unknown> {
  const { store } = deps;
  const now = deps.now();
  const showAccount = async (a: Account) => accountView(a, await store.listKeys(a.id), now);
  const update = async (id: string, patch: AccountPatch): Promise<Account> => {
    const a = await store.updateAccount(id, patch);
    if (!a) throw new CliError(`unknown account "${id}"`);
    return a;
  };

  switch (cmd.kind) {
    case 'accounts.create': {
      enterpriseOnly(cmd.plan, cmd.credits, cmd.rate);
      const id = randomUUID();
      const created = await createAccountWithMasterKey(
        store,
        {
          id,
          name: cmd.name ?? id,
          plan: cmd.plan,
          customCredits: cmd.credits ?? null,
          customRatePerMin: cmd.rate ?? null,
          subscription: { paidUntil: cmd.paidUntil ?? null },
          createdAt: now,
        },
        now,
      );
      return { id: created.account.id, plan: created.account.plan, masterKey: created.masterKey };
    }
    case 'accounts.show':
      return showAccount(await mustAccount(store, cmd.id));
    case 'accounts.plan': {
      enterpriseOnly(cmd.plan, cmd.credits, cmd.rate);
      const current = await mustAccount(store, cmd.id);
      const patch: AccountPatch =
        cmd.plan === 'enterprise'
          ? {
              plan: cmd.plan,
              customCredits: cmd.credits ?? (current.plan === 'enterprise' ? current.customCredits : null),
              customRatePerMin: cmd.rate ?? (current.plan === 'enterprise' ? current.customRatePerMin : null),
            }
          : { plan: cmd.plan, customCredits: null, customRatePerMin: null };
      return showAccount(await update(cmd.id, patch));
    }
    case 'accounts.subscription':
      return showAccount(await update(cmd.id, { subscription: { paidUntil: cmd.paidUntil } }));
    case 'accounts.packs': {
      const current = await mustAccount(store, cmd.id);
      const packs = current.packs.filter((p) => !cmd.remove.includes(p));
      for (const p of cmd.add) if (!packs.includes(p)) packs.push(p);
      return showAccount(await update(cmd.id, { packs }));
    }
    case 'accounts.overage':
      return showAccount(await update(cmd.id, { overageEnabled: cmd.enabled }));
    case 'accounts.login': {
      // The login /auth/login checks (argon2id hash; the password itself is never stored).
      const accounts = new AccountsService(store, { now: () => new Date(deps.now()) });
      try {
        return await accounts.setLogin(cmd.id, cmd.email, cmd.password);
      } catch (e) {
        if (e instanceof ApiError) throw new CliError(e.code === 'NOT_FOUND' ? `unknown account "${cmd.id}"` : e.message);
        throw e;
      }
    }
    case 'keys.list':
      await mustAccount(store, cmd.accountId);
      return (await store.listKeys(cmd.accountId)).map(keyView);
    case 'keys.suspend': {
      const k = await mustKey(store, cmd.keyId);
      if (k.status === 'revoked') throw new CliError(`key "${k.id}" is revoked; a revoked key cannot be suspended`);
      const after = await store.suspendKey(k.id);
      if (!after) throw new CliError(`unknown key "${k.id}"`);
      return keyView(after);
    }
    case 'keys.resume': {
      const k = await mustKey(store, cmd.keyId);
      if (k.status === 'revoked') throw new CliError(`key "${k.id}" is revoked; a revoked key cannot be resumed`);
      const r = await store.reactivateKey(k.id, MAX_ACTIVE_KEYS, now);
      if (!r) throw new CliError(`unknown key "${k.id}"`);
      if (!r.ok) {
        throw new CliError(`account "${k.accountId}" already has ${r.active} active keys (the limit is ${MAX_ACTIVE_KEYS}); suspend or revoke one first`);
      }
      return keyView(r.key);
    }
  }
}

/** Parses the command line without touching the store: the usage error, or null when it is a command to run. */
export function usageProblem(argv: string[]): { help: boolean; message: string | null } | null {
  try {
    const cmd = parseCommand(argv);
    return cmd.kind === 'help' ? { help: true, message: null } : null;
  } catch (e) {
    if (e instanceof UsageError) return { help: false, message: e.message };
    return null; // a bad value: reported by runCli (exit 1)
  }
}

/** Runs one command; returns the exit code (0 ok, 1 bad value, 2 usage). */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  try {
    const cmd = parseCommand(argv);
    if (cmd.kind === 'help') {
      deps.err.write(USAGE);
      return 2;
    }
    const result = await execute(cmd, deps);
    deps.out.write(JSON.stringify(result, null, 2) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      deps.err.write(`error: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    deps.err.write(`error: ${message.split('\n')[0]}\n`);
    return 1;
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  // Help and malformed command lines never open (or create) the store.
  const problem = usageProblem(argv);
  if (problem) {
    process.stderr.write(problem.message === null ? USAGE : `error: ${problem.message}\n\n${USAGE}`);
    return 2;
  }
  let store: Store;
  try {
    const { loadConfig } = await import('./config.js');
    const { openStore } = await import('./store/index.js');
    const config = loadConfig();
    // A command makes a few calls and exits: the store's own thread would cost more than it saves.
    store = await openStore({ dataDir: config.dataDir, mongoUri: config.mongoUri, thread: false });
  } catch (e) {
    process.stderr.write(`error: cannot open the store: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}\n`);
    return 1;
  }
  try {
    return await runCli(argv, { store, now: Date.now, out: process.stdout, err: process.stderr });
  } finally {
    await store.close();
  }
}

function runDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runDirectly()) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
