/**
 * The event engine end to end, through HTTP registration and a real receiving HTTP server on
 * loopback (the operator allows loopback here: CELESTIAL_WEBHOOK_ALLOW_TARGETS=loopback's
 * config), with an injected clock moved through weeks of events:
 * - lunar-phase deliveries at the instants of the DE421 oracle (test/oracles/events.py,
 *   vectors/events.json: lunations of January-February 2024), within 60 s, each once;
 * - the body's members, `Idempotency-Key` = the delivery id, and the signature checked with
 *   `openssl dgst -sha256 -hmac`, as a receiver would;
 * - on time (queued ahead, late false) and after a clock jump (late true);
 * - retries with backoff, every attempt logged, auto-disable after 5 consecutive failures;
 * - two instances on one store (two SQLite connections to one file): exactly one delivery;
 * - an instance killed between claim and POST: delivered once by the other, not twice.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { freshApp, MASTER_KEY } from '../helpers/app.js';
import { ManualClock } from '../../runtime/src/services/system-clock.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import { resolveEventEngine, resolveService } from '../../runtime/src/container.js';
import { backoffMs, EventEngine, LEASE_MS, MAX_ATTEMPTS } from '../../runtime/src/events/engine.js';
import type { EventsConfig } from '../../runtime/src/events/config.js';
import { eventStoreOf } from '../../runtime/src/store/events-store.js';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8')) as { lunations: { utc: string; phase: number }[] };
const PHASE: Record<number, string> = { 0: 'new', 90: 'first-quarter', 180: 'full', 270: 'last-quarter' };

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any;
}
const received: Received[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8').on('data', (d: string) => (raw += d));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, raw, body: JSON.parse(raw) });
    if (req.url?.startsWith('/fail')) res.writeHead(500).end('down for maintenance');
    else if (req.url?.startsWith('/moved')) res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    else res.writeHead(204).end();
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
t.teardown(() => server.close());
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-delivery-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
const storeA = new SqliteStore({ dataDir: dir });
const storeB = new SqliteStore({ dataDir: dir });
const clock = new ManualClock(new Date('2024-01-01T00:00:00Z'));
const events: EventsConfig = { allowTargets: ['loopback'], scheduler: false, tickSeconds: 30, timeoutMs: 5000 };
const logLines: string[] = [];
const app = await freshApp({ families: ['platform'], store: storeA, services: { Clock: clock }, events, logDestination: { write: (s: string) => (logLines.push(s), true) } as never });
t.teardown(async () => {
  await app.close();
  await storeA.close();
  await storeB.close();
});
const engineA = resolveEventEngine(app.services);
// A second instance on its own connection to the same file, as a second process would have.
const engineB = new EventEngine(storeB, { config: events, clock, services: { ephemeris: resolveService(app.services, 'Ephemeris'), timeZones: resolveService(app.services, 'TimeZones') }, owner: 'instance-b' });

async function register(kind: string, body: Record<string, unknown>): Promise<{ id: number; signing_secret?: string }> {
  const r = await app.inject({ method: 'POST', url: `/v1/webhooks/${kind}`, headers: { 'x-api-key': MASTER_KEY }, payload: body });
  if (r.statusCode !== 200) throw new Error(r.body + logLines.filter((l) => l.includes("\"err")).join("\n"));
  return JSON.parse(r.body).data;
}
async function getSub(id: number): Promise<any> {
  return JSON.parse((await app.inject({ method: 'GET', url: `/v1/webhooks/${id}`, headers: { 'x-api-key': MASTER_KEY } })).body).data;
}
const secondsApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;

t.test('backoff: doubling from 30 s to at most 1 h, jittered +-20 %', async (t) => {
  t.equal(backoffMs(1, 0.5), 30_000);
  t.equal(backoffMs(2, 0.5), 60_000);
  t.equal(backoffMs(5, 0.5), 480_000);
  t.equal(backoffMs(20, 0.5), 3_600_000, 'capped at an hour');
  t.equal(backoffMs(1, 0), 24_000);
  t.equal(backoffMs(1, 0.999999), 36_000);
});

t.test('lunar phases: on time, signed, at the oracle instants, exactly once over two instances', async (t) => {
  const sub = await register('lunar-phase', { url: `${base}/hooks`, phases: ['new', 'first-quarter', 'full', 'last-quarter'] });
  const secret = (await getSub(sub.id)).signing_secret as string;
  // The new moon of 2024-01-11 (DE421: 11:57:25Z). 45 s before it, both instances scan: it is
  // queued ahead (within the 60 s lookahead), not sent.
  clock.set('2024-01-11T11:56:40Z');
  received.length = 0;
  // Both instances run their rounds at the same time, as two processes would.
  await Promise.all([engineA.tick(), engineB.tick()]);
  t.equal(received.length, 1, 'the last quarter of 2024-01-04, which fell due since registration, is sent once');
  t.equal(received[0]!.body.data.phase, 'last-quarter');
  t.equal(received[0]!.body.late, true, 'detected days after it fell due: marked late');
  clock.advance(50_000);
  await Promise.all([engineA.tick(), engineB.tick()]);
  await Promise.all([engineA.tick(), engineB.tick()]);
  t.equal(received.length, 2, 'the new moon is delivered once, though both instances ran twice');
  const d = received[1]!;
  t.equal(d.body.event, 'lunar-phase');
  t.equal(d.body.subscriptionId, sub.id);
  t.equal(d.body.test, false);
  t.equal(d.body.late, false, 'queued ahead and sent when due: not late');
  t.equal(d.body.data.phase, 'new');
  t.ok(secondsApart(d.body.occurredAt, '2024-01-11T11:57:25Z') < 60, `new moon ${d.body.occurredAt} vs DE421 2024-01-11T11:57:25Z`);
  t.equal(d.headers['idempotency-key'], d.body.id, 'Idempotency-Key is the delivery id');
  t.match(d.body.id, /^dlv_[0-9a-f]{32}$/);
  t.equal(d.headers['content-type'], 'application/json');
  const early = JSON.parse((await app.inject({ method: 'GET', url: `/v1/webhooks/${sub.id}/deliveries`, headers: { 'x-api-key': MASTER_KEY } })).body).data;
  t.equal(early.deliveries.length, 2, 'both attempts logged');
  // The receiver's check: HMAC-SHA256 of the raw body with the secret, by openssl.
  const file = path.join(dir, 'body.json');
  fs.writeFileSync(file, d.raw);
  const hex = execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret, file], { encoding: 'utf8' }).trim().split(/\s+/).pop();
  t.equal(d.headers['x-service-signature'], `sha256=${hex}`, 'X-Service-Signature verifies with openssl');
  t.not(hex, execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), file], { encoding: 'utf8' }).trim().split(/\s+/).pop(), 'another key does not');

  // A clock jump over seven weeks: every phase that fell due is delivered, once, marked late.
  clock.set('2024-02-29T00:00:00Z');
  await Promise.all([engineA.tick(), engineB.tick()]);
  const after = received.slice(2).map((r) => r.body);
  const expected = V.lunations.filter((l) => l.utc > '2024-01-11T12:00:00Z' && l.utc < '2024-02-29T00:00:00Z');
  t.equal(after.length, expected.length, `${expected.length} phases after the new moon`);
  for (const [i, e] of expected.entries()) {
    t.equal(after[i]?.data.phase, PHASE[e.phase]);
    t.ok(secondsApart(after[i]?.occurredAt, e.utc) < 60, `${PHASE[e.phase]} ${after[i]?.occurredAt} vs DE421 ${e.utc}`);
    t.equal(after[i]?.late, true);
  }
  t.equal(new Set(received.map((r) => r.body.id)).size, received.length, 'no delivery id twice');
  const log = JSON.parse((await app.inject({ method: 'GET', url: `/v1/webhooks/${sub.id}/deliveries?limit=100`, headers: { 'x-api-key': MASTER_KEY } })).body).data;
  // The two attempts of January 11 are older than the 30-day retention at the new clock: purged.
  t.equal(log.deliveries.length, received.length - 2, 'every attempt of the last 30 days logged');
  t.ok(log.deliveries.every((x: any) => x.success && x.statusCode === 204 && x.attempt === 1 && x.event === 'lunar-phase'));
  await app.inject({ method: 'DELETE', url: `/v1/webhooks/${sub.id}`, headers: { 'x-api-key': MASTER_KEY } });
});

t.test('failures: retried with backoff, each attempt logged, disabled after 5 in a row; redirects not followed', async (t) => {
  clock.set('2024-03-01T00:00:00Z');
  const sub = await register('lunar-phase', { url: `${base}/fail`, phases: ['full'] });
  received.length = 0;
  clock.set('2024-03-25T08:00:00Z'); // the full moon of 2024-03-25 07:00Z fell due an hour ago
  await engineA.tick();
  t.equal(received.length, 1, 'first attempt');
  for (let i = 0; i < 8; i++) {
    clock.advance(2 * 3_600_000); // past any backoff of the first attempts (at most 1 h)
    await engineA.tick();
  }
  t.equal(received.length, 5, 'five attempts, then the subscription is off');
  t.equal(new Set(received.map((r) => r.body.id)).size, 1, 'the same delivery (same id) retried');
  const s = await getSub(sub.id);
  t.equal(s.active, false, 'auto-disabled');
  t.equal(s.consecutiveFailures, 5);
  t.ok(s.disabledAt);
  t.same(s.lastDelivery, { at: s.lastDelivery.at, statusCode: 500, success: false });
  const log = JSON.parse((await app.inject({ method: 'GET', url: `/v1/webhooks/${sub.id}/deliveries`, headers: { 'x-api-key': MASTER_KEY } })).body).data;
  t.same(log.deliveries.map((d: any) => d.attempt), [5, 4, 3, 2, 1], 'every attempt logged, newest first');
  t.ok(log.deliveries.every((d: any) => d.statusCode === 500 && d.error === 'HTTP 500' && !d.success));
  t.ok(MAX_ATTEMPTS >= 5);
  // Re-enabled by PATCH: counter reset; a redirect answer is a failure, not followed.
  const patched = await app.inject({ method: 'PATCH', url: `/v1/webhooks/${sub.id}`, headers: { 'x-api-key': MASTER_KEY }, payload: { active: true, url: `${base}/moved` } });
  t.equal(JSON.parse(patched.body).data.active, true);
  t.equal((await getSub(sub.id)).consecutiveFailures, 0);
  const test = JSON.parse((await app.inject({ method: 'POST', url: `/v1/webhooks/${sub.id}/test`, headers: { 'x-api-key': MASTER_KEY }, payload: {} })).body).data;
  t.equal(test.delivered, false);
  t.equal(test.statusCode, 302);
  t.equal(received.at(-1)?.path, '/moved', 'the redirect target (link-local) was never requested');
  t.equal((await getSub(sub.id)).consecutiveFailures, 0, 'a test send does not count toward the auto-disable');
  await app.inject({ method: 'DELETE', url: `/v1/webhooks/${sub.id}`, headers: { 'x-api-key': MASTER_KEY } });
});

t.test('an instance killed between claim and POST: the other delivers it once', async (t) => {
  clock.set('2024-04-01T00:00:00Z');
  const sub = await register('lunar-phase', { url: `${base}/hooks`, phases: ['new'] });
  clock.set('2024-04-08T19:00:00Z'); // the new moon of 2024-04-08 18:20Z (the total solar eclipse) is due
  received.length = 0;
  await engineA.scan();
  // Instance A leases the delivery and dies before sending (kill -9: no settle, no release).
  const leased = await (await eventStoreOf(storeA)).lease(clock.now().getTime(), 'instance-killed', LEASE_MS, 10);
  t.equal(leased.length, 1);
  await engineB.tick();
  t.equal(received.length, 0, 'not while the dead lease runs');
  clock.advance(LEASE_MS + 1000);
  await Promise.all([engineA.tick(), engineB.tick()]);
  await Promise.all([engineA.tick(), engineB.tick()]);
  t.equal(received.length, 1, 'redelivered once, not zero times, not twice');
  t.equal(received[0]!.body.id, leased[0]!.id);
  t.equal(received[0]!.body.subscriptionId, sub.id);
});
