/**
 * The /webhooks/* management operations, the ten /stream/* operations, /i18n/* and GET
 * /pricing/operations through HTTP, on one app with an injected clock (2024-01-10T00:00Z unless
 * moved) and a receiving HTTP server on loopback. Values are checked against independent
 * sources: DE421 (test/oracles/events.py: lunations, Moon ingresses, stations of 2024; skyfield
 * rise/set and twilights at Quito, test/oracles/astronomy) and Astronomy Engine's eclipses
 * (vectors/astronomy.json); USNO's new moon of 2025-01-29 12:36 UT for the payload example.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { freshApp, MASTER_KEY, schemaErrors } from '../helpers/app.js';
import { ManualClock } from '../../runtime/src/services/system-clock.js';
import { issueKey } from '../../runtime/src/access/key-format.js';
import { resolveService } from '../../runtime/src/container.js';
import { checkTarget, rangeOf } from '../../runtime/src/events/targets.js';
import { TIER_CREDITS } from '../../runtime/src/metering/plans.js';

const EV = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8')) as { lunations: any[]; ingresses: any[]; stations: any[] };
const AS = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy.json', import.meta.url), 'utf8')) as { solarEclipses: any[]; lunarEclipses: any[]; riseSet: any[] };
const apart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;

const received: { headers: http.IncomingHttpHeaders; raw: string; body: any }[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8').on('data', (d: string) => (raw += d));
  req.on('end', () => {
    received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
t.teardown(() => server.close());
const hook = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;

const clock = new ManualClock(new Date('2024-01-10T00:00:00Z'));
const logLines: string[] = [];
const app = await freshApp({
  families: ['platform'],
  services: { Clock: clock },
  events: { allowTargets: ['loopback'], scheduler: false, tickSeconds: 30, timeoutMs: 5000 },
  logDestination: { write: (s: string) => (logLines.push(s), true) } as never,
});
t.teardown(() => app.close());

async function keyOn(plan: 'starter' | 'pro'): Promise<string> {
  const id = randomUUID();
  await app.store.createAccount({ id, name: plan, plan, createdAt: clock.now().getTime() });
  const issued = issueKey('secret', 'live');
  await app.store.createKey({ id: randomUUID(), accountId: id, class: 'secret', mode: 'live', hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4, name: 'k', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null, isMaster: false, createdAt: clock.now().getTime() } as never);
  return issued.value;
}
async function call(method: string, url: string, body?: unknown, key: string | null = MASTER_KEY) {
  const r = await app.inject({ method: method as 'GET', url, headers: key ? { 'x-api-key': key } : {}, ...(body !== undefined ? { payload: body as object } : {}) });
  return { status: r.statusCode, headers: r.headers, body: JSON.parse(r.body) };
}
const ok = (r: { status: number; body: any }, what: string) => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};
function responseSchema(method: string, p: string) {
  return app.registry.byKey.get(`${method} ${p}`)!.op.response;
}

t.test('delivery targets: ranges and the operator switch', async (t) => {
  t.equal(rangeOf('127.0.0.1'), 'loopback');
  t.equal(rangeOf('::1'), 'loopback');
  t.equal(rangeOf('::ffff:10.1.2.3'), 'private', 'IPv4-mapped IPv6 read as IPv4');
  t.equal(rangeOf('172.20.0.1'), 'private');
  t.equal(rangeOf('192.168.1.1'), 'private');
  t.equal(rangeOf('fd00::1'), 'private');
  t.equal(rangeOf('169.254.169.254'), 'link-local');
  t.equal(rangeOf('fe80::1'), 'link-local');
  t.equal(rangeOf('0.0.0.0'), 'never');
  t.equal(rangeOf('8.8.8.8'), null);
  t.equal(rangeOf('2001:4860:4860::8888'), null);
  await t.rejects(checkTarget('http://127.0.0.1/x', []), /loopback/);
  t.equal((await checkTarget('http://127.0.0.1/x', ['loopback'])).address, '127.0.0.1');
  await t.rejects(checkTarget('http://[::1]:8080/x', ['private']), /loopback/);
  await t.rejects(checkTarget('ftp://203.0.113.10/x', []), /http/);
  await t.rejects(checkTarget('https://user:pw@203.0.113.10/x', []), /credentials/);
  await t.rejects(checkTarget('http://localhost/x', []), /loopback/, 'a name resolving to loopback is refused too');
});

t.test('registration: shapes, plan, credits, validation', async (t) => {
  const starter = await keyOn('starter');
  const refused = await call('POST', '/v1/webhooks/lunar-phase', { url: hook }, starter);
  t.equal(refused.status, 402);
  t.equal(refused.body.error.code, 'PLAN_UPGRADE_REQUIRED', 'below Pro: 402');
  t.equal((await call('GET', '/v1/webhooks/events', undefined, starter)).status, 200, 'the kinds are visible on every plan');

  const tt = await call('POST', '/v1/webhooks/transit-trigger', { url: hook });
  t.equal(tt.status, 200);
  t.same(Object.keys(tt.body.data).sort(), ['active', 'event', 'id', 'signing_secret', 'url'], 'transit-trigger: the spec\'s five members');
  t.match(tt.body.data.signing_secret, /^[0-9a-f]{64}$/);
  t.equal(tt.headers['x-credits-used'], String(TIER_CREDITS[1]), 'a management call costs 10 credits');
  for (const kind of ['eclipse-alert', 'retrograde-end', 'retrograde-start']) {
    const r = ok(await call('POST', `/v1/webhooks/${kind}`, { url: hook }), kind);
    t.same(Object.keys(r).sort(), ['event', 'id'], `${kind}: { id, event }`);
    t.equal(r.event, kind);
  }
  const si = ok(await call('POST', '/v1/webhooks/sign-ingress', { url: hook, planetIds: [0, 1] }), 'sign-ingress');
  t.same(si.params, { planetIds: [0, 1], zodiacType: 'tropical' }, 'params stored with defaults');
  t.equal(schemaErrors(responseSchema('POST', '/webhooks/sign-ingress'), si), null);

  const long = await call('POST', '/v1/webhooks/lunar-phase', { url: `https://203.0.113.10/${'a'.repeat(2040)}` });
  t.equal(long.status, 400, 'URL over 2048 characters');
  t.equal(long.body.error.details[0].path.replace(/^\//, ''), 'url');
  for (const url of ['http://10.0.0.5/h', 'http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/h']) {
    const r = await call('POST', '/v1/webhooks/lunar-phase', { url });
    t.equal(r.status, 400, `${url} refused`);
    t.same(r.body.error.details.map((d: any) => d.path), ['url']);
  }
  const noChart = await call('POST', '/v1/webhooks/transit-alert', { url: hook });
  t.equal(noChart.status, 400, 'transit-alert needs a chart');
  const badZone = await call('POST', '/v1/webhooks/transit-alert', { url: hook, chart: { date: '1990-07-15', time: '14:30:00', timezone: 'Mars/Olympus', latitude: 50.45, longitude: 30.52 } });
  t.equal(badZone.status, 400);
  t.match(badZone.body.error.details[0].path, /timezone$/, 'the zone is named');
  const badPhase = await call('POST', '/v1/webhooks/lunar-phase', { url: hook, phases: ['gibbous'] });
  t.equal(badPhase.status, 400, 'an unknown phase');
  const extra = await call('POST', '/v1/webhooks/retrograde-end', { url: hook, planetIds: [2] });
  t.equal(extra.status, 400, 'members a kind does not take are refused');
});

t.test('subscribe, list, get, patch, rotate, delete; another account sees nothing', async (t) => {
  const before = ok(await call('GET', '/v1/webhooks'), 'list').count;
  const bad = await call('POST', '/v1/webhooks/subscribe', { events: ['lunar-phase', 'aspect-exact'], url: hook, params: { 'lunar-phase': { phases: ['full', 'blue'] } } });
  t.equal(bad.status, 400);
  t.match(bad.body.error.details[0].path, /^params\.lunar-phase\.phases/);
  t.equal(ok(await call('GET', '/v1/webhooks'), 'list').count, before, 'a refused subscribe stores nothing');
  const made = ok(await call('POST', '/v1/webhooks/subscribe', { events: ['lunar-phase', 'aspect-exact'], url: hook, params: { 'lunar-phase': { phases: ['full'] } } }), 'subscribe');
  t.equal(made.subscriptions.length, 2);
  t.not(made.subscriptions[0].signing_secret, made.subscriptions[1].signing_secret, 'one secret per subscription');
  t.same(made.subscriptions[1].params, { planetIds: [0, 2, 3, 4, 5, 6, 7, 8, 9], aspectAngles: [0, 60, 90, 120, 180] });
  const [lp] = made.subscriptions;
  const listed = ok(await call('GET', '/v1/webhooks?event=lunar-phase&active=true'), 'list');
  t.ok(listed.webhooks.every((w: any) => w.event === 'lunar-phase' && w.active));
  t.notOk(JSON.stringify(listed).includes(lp.signing_secret), 'the list carries no secrets');
  t.equal(schemaErrors(responseSchema('GET', '/webhooks'), listed), null);
  const got = ok(await call('GET', `/v1/webhooks/${lp.id}`), 'get');
  t.equal(got.signing_secret, lp.signing_secret);
  t.same([got.consecutiveFailures, got.disabledAt, got.lastDelivery], [0, null, null]);
  const pro = await keyOn('pro');
  t.equal((await call('GET', `/v1/webhooks/${lp.id}`, undefined, pro)).status, 404, "another account's subscription is 404");
  t.equal(ok(await call('GET', '/v1/webhooks', undefined, pro), 'list').count, 0);
  const patched = await call('PATCH', `/v1/webhooks/${lp.id}`, { params: { phases: ['new', 'quarter'] } });
  t.equal(patched.status, 400, 'PATCH re-validates params by the kind');
  t.same(ok(await call('PATCH', `/v1/webhooks/${lp.id}`, { params: { phases: ['new'] } }), 'patch').params, { phases: ['new'] });
  const rotated = ok(await call('POST', `/v1/webhooks/${lp.id}/rotate-secret`, {}), 'rotate');
  t.not(rotated.signing_secret, lp.signing_secret);
  t.equal(ok(await call('GET', `/v1/webhooks/${lp.id}`), 'get').signing_secret, rotated.signing_secret);
  t.same(ok(await call('DELETE', `/v1/webhooks/${lp.id}`), 'delete'), { id: lp.id, deleted: true });
  t.equal((await call('GET', `/v1/webhooks/${lp.id}`)).status, 404);

  // Test send, delivery log and redelivery to the loopback receiver.
  const sub = made.subscriptions[1];
  received.length = 0;
  const test = ok(await call('POST', `/v1/webhooks/${sub.id}/test`, {}), 'test');
  t.equal(test.delivered, true);
  t.equal(test.statusCode, 200);
  t.equal(test.responseExcerpt, 'thanks');
  t.equal(received.length, 1);
  t.equal(received[0]!.body.test, true);
  t.equal(received[0]!.body.event, 'aspect-exact');
  t.equal(received[0]!.headers['x-service-signature'], test.signature);
  const file = path.join(os.tmpdir(), `celestial-test-${process.pid}.json`);
  fs.writeFileSync(file, received[0]!.raw);
  const hex = execFileSync('openssl', ['dgst', '-sha256', '-hmac', sub.signing_secret, file], { encoding: 'utf8' }).trim().split(/\s+/).pop();
  fs.rmSync(file);
  t.equal(test.signature, `sha256=${hex}`, 'the test send is signed like a delivery (openssl)');
  t.ok(received[0]!.body.data.planet1 && received[0]!.body.data.aspect, 'the sample payload is an aspect-exact data');
  const log = ok(await call('GET', `/v1/webhooks/${sub.id}/deliveries`), 'deliveries');
  t.equal(log.deliveries.length, 1);
  const again = ok(await call('POST', `/v1/webhooks/${sub.id}/deliveries/${log.deliveries[0].id}/redeliver`, {}), 'redeliver');
  t.equal(again.delivered, true);
  t.not(again.deliveryId, log.deliveries[0].id, 'a new log entry');
  t.equal(received[1]!.body.id, received[0]!.body.id, 'the same delivery id (Idempotency-Key)');
  t.equal(ok(await call('GET', `/v1/webhooks/${sub.id}/deliveries`), 'deliveries').deliveries.length, 2);
  t.equal((await call('POST', `/v1/webhooks/${sub.id}/deliveries/att_${'0'.repeat(24)}/redeliver`, {})).status, 404);
  const secrets = [lp.signing_secret, rotated.signing_secret, sub.signing_secret];
  t.notOk(logLines.some((l) => secrets.some((s) => l.includes(s))), 'no signing secret in the request log');
  t.ok(logLines.length > 0, 'the log was captured');
});

t.test('GET /webhooks/events: 12 kinds with params schemas and real payload examples', async (t) => {
  const r = ok(await call('GET', '/v1/webhooks/events'), 'events');
  t.equal(r.events.length, 12);
  const lp = r.events.find((e: any) => e.event === 'lunar-phase');
  t.equal(lp.route, '/webhooks/lunar-phase');
  t.ok(lp.params.properties.phases);
  // The first of the default phases (new, full) after 2025-01-01: USNO's full moon of 2025 Jan 13 22:27 UT.
  t.equal(lp.payloadExample.phase, 'full');
  t.ok(apart(lp.payloadExample.at, '2025-01-13T22:27:00Z') < 60, `example full moon ${lp.payloadExample.at}`);
});

t.test('streams: values against the oracles, nextEventAt exact', async (t) => {
  clock.set('2024-01-10T00:00:00Z');
  const phase = ok(await call('POST', '/v1/stream/moon-phase', {}), 'moon-phase');
  t.equal(schemaErrors(responseSchema('POST', '/stream/moon-phase'), phase), null);
  t.equal(phase.phase.slug, 'new-moon', '35 h before the new moon: elongation 342 deg, inside the new moon\'s 45 degrees');
  const lunations = EV.lunations.filter((l) => l.utc > '2024-01-10T00:00:00Z').slice(0, 4);
  t.same(phase.next.map((n: any) => n.slug), lunations.map((l) => ({ 0: 'new-moon', 90: 'first-quarter', 180: 'full-moon', 270: 'last-quarter' })[l.phase as 0]));
  phase.next.forEach((n: any, i: number) => t.ok(apart(n.at, lunations[i].utc) < 60, `${n.slug} ${n.at} vs DE421 ${lunations[i].utc}`));
  // The state holds until nextEventAt and changes right after it.
  const change = Date.parse(phase.nextEventAt);
  clock.set(new Date(change - 60_000));
  t.equal(ok(await call('POST', '/v1/stream/moon-phase', {}), 'moon-phase').phase.slug, 'new-moon', 'a minute before nextEventAt: the same phase');
  clock.set(new Date(change + 60_000));
  t.equal(ok(await call('POST', '/v1/stream/moon-phase', {}), 'moon-phase').phase.slug, 'waxing-crescent', 'a minute after: the next');

  clock.set('2024-01-10T00:00:00Z');
  const signs = ok(await call('POST', '/v1/stream/moon-sign-changes', {}), 'moon-sign-changes');
  const moonIngresses = EV.ingresses.filter((i) => i.body === 1 && i.utc > '2024-01-10T00:00:00Z').sort((a, b) => a.utc.localeCompare(b.utc));
  t.ok(moonIngresses.length >= 3);
  moonIngresses.slice(0, 3).forEach((m, i) => {
    t.equal(signs.upcoming[i].sign, m.toSignIndex + 1);
    t.ok(apart(signs.upcoming[i].at, m.utc) < 60, `Moon into sign ${m.toSignIndex + 1}: ${signs.upcoming[i].at} vs DE421 ${m.utc}`);
  });
  t.equal(signs.nextEventAt, signs.next.at);

  const voc = ok(await call('POST', '/v1/stream/void-of-course', {}), 'void-of-course');
  t.equal(voc.nextEventAt, voc.isVoid ? voc.current.endAt : voc.next.startAt);
  const vocEnd = voc.isVoid ? voc.current.endAt : voc.next.endAt;
  t.ok(moonIngresses.some((m) => apart(vocEnd, m.utc) < 60), 'a void ends at a Moon ingress of the oracle');

  const rx = ok(await call('POST', '/v1/stream/retrograde-status', {}), 'retrograde-status');
  t.equal(schemaErrors(responseSchema('POST', '/stream/retrograde-status'), rx), null);
  for (const p of rx.planets) {
    const next = EV.stations.find((s) => s.body === p.planet.id && s.utc > '2024-01-10T00:00:00Z');
    if (!next) continue;
    t.equal(p.nextStation.kind, next.kind, `${p.planet.slug} next station kind`);
    t.ok(apart(p.nextStation.at, next.utc) < 120, `${p.planet.slug} station ${p.nextStation.at} vs DE421 ${next.utc}`);
  }
  t.equal(rx.planets.find((p: any) => p.planet.slug === 'mercury').retrograde, false, 'Mercury direct since 2024-01-02');
  t.equal(rx.nextEventAt, rx.planets.map((p: any) => p.nextStation?.at).filter(Boolean).sort((a: string, b: string) => Date.parse(a) - Date.parse(b))[0]);

  const ing = ok(await call('POST', '/v1/stream/ingresses', { planetIds: [0, 2] }), 'ingresses');
  const oracle = EV.ingresses.filter((i) => (i.body === 0 || i.body === 2) && i.utc > '2024-01-10T00:00:00Z').sort((a, b) => a.utc.localeCompare(b.utc));
  ing.upcoming.slice(0, Math.min(10, oracle.length)).forEach((u: any, i: number) => {
    t.equal(u.planet.id, oracle[i].body);
    t.ok(apart(u.at, oracle[i].utc) < 60, `${u.planet.slug} into ${u.toSign}: ${u.at} vs DE421 ${oracle[i].utc}`);
  });

  const ecl = ok(await call('POST', '/v1/stream/eclipse-incoming', {}), 'eclipse-incoming');
  t.equal(schemaErrors(responseSchema('POST', '/stream/eclipse-incoming'), ecl), null);
  const ae = [...AS.solarEclipses.map((e) => ({ ...e, k: 'solar' })), ...AS.lunarEclipses.map((e) => ({ ...e, k: 'lunar' }))].filter((e) => e.peakUt > '2024-01-10').sort((a, b) => a.peakUt.localeCompare(b.peakUt)).slice(0, 5);
  t.equal(ecl.count, 5);
  ecl.eclipses.forEach((e: any, i: number) => {
    t.equal(e.kind, ae[i].k);
    t.equal(e.type, ae[i].kind, `${e.maxAt}: ${e.type}`);
    t.ok(apart(e.maxAt, ae[i].peakUt) < 120, `${e.kind} ${e.maxAt} vs Astronomy Engine ${ae[i].peakUt}`);
  });
  t.equal(ecl.nextEventAt, ecl.eclipses[0].maxAt);

  const mansion = ok(await call('POST', '/v1/stream/lunar-mansion', {}), 'lunar-mansion');
  t.equal(mansion.current.number, Math.floor(mansion.moonLongitude / (360 / 28)) + 1);
  t.equal(mansion.nextEventAt, mansion.next.at);
  t.equal(mansion.next.number, (mansion.current.number % 28) + 1);

  // Kyiv on Wednesday 2024-01-10: the first day hour is Mercury's.
  const hours = ok(await call('POST', '/v1/stream/planetary-hour-changes', { latitude: 50.45, longitude: 30.52, timezoneOffset: 2 }), 'planetary-hour-changes');
  t.equal(hours.next24Hours.length, 24);
  t.equal(hours.next24Hours.find((h: any) => h.kind === 'day').rulerSlug, 'mercury');
  t.equal(hours.nextEventAt, hours.next.startAt);
  t.match(hours.timestamp, /\+02:00$/);
  const polar = ok(await call('POST', '/v1/stream/planetary-hour-changes', { latitude: 85, longitude: 0, timezoneOffset: 0 }), 'polar');
  t.same([polar.current, polar.next, polar.next24Hours], [null, null, null], 'polar night: null members');

  // Quito, 2024-03-20 (skyfield over DE421): rise, set, transit and twilights.
  const quito = AS.riseSet.find((r) => r.place === 'quito' && r.date === '2024-03-20');
  clock.set('2024-03-20T10:00:00Z');
  const sun = ok(await call('POST', '/v1/stream/sunrise-sunset', { latitude: quito.latitude, longitude: quito.longitude, timezoneOffset: -5 }), 'sunrise-sunset');
  t.ok(apart(sun.today.sunrise, quito.sun.rise[0]) < 30, `sunrise ${sun.today.sunrise} vs ${quito.sun.rise[0]}`);
  t.ok(apart(sun.today.sunset, quito.sun.set[0]) < 30, `sunset ${sun.today.sunset} vs ${quito.sun.set[0]}`);
  t.ok(apart(sun.today.solarNoon, quito.sun.transit[0]) < 30, `noon ${sun.today.solarNoon} vs ${quito.sun.transit[0]}`);
  t.ok(apart(sun.today.astronomicalDawn, quito.twilight[0].utc) < 60, `astronomical dawn ${sun.today.astronomicalDawn}`);
  t.ok(apart(sun.today.civilDusk, quito.twilight[5].utc) < 60, `civil dusk ${sun.today.civilDusk}`);
  t.equal(sun.isDay, false, '10:00Z is before the sunrise of 11:18Z');
  t.equal(sun.next.kind, 'astronomical-dawn', 'the next event: astronomical dawn at 10:09Z');
  t.ok(apart(sun.next.at, quito.twilight[0].utc) < 60);
  t.equal(sun.nextEventAt, sun.next.at);
  // The price line in the answer's language (core's stream-pricing table; issue 12).
  t.equal(sun.pricing, 'tier 1, 10 credits per call');
  const sunJa = ok(await call('POST', '/v1/stream/sunrise-sunset?lang=ja', { latitude: quito.latitude, longitude: quito.longitude, timezoneOffset: -5 }), 'sunrise-sunset ja');
  t.equal(sunJa.pricing, 'ティア1、1回の呼び出しにつき10クレジット');
  const phaseDe = ok(await call('POST', '/v1/stream/moon-phase?lang=de', {}), 'moon-phase de');
  t.equal(phaseDe.pricing, 'Stufe 1, 10 Credits pro Aufruf');

  clock.set('2024-01-10T00:00:00Z');
  const asp = ok(await call('POST', '/v1/stream/aspects-now', { includeMoon: true, orb: 3 }), 'aspects-now');
  t.equal(schemaErrors(responseSchema('POST', '/stream/aspects-now'), asp), null);
  const ephemeris = resolveService(app.services, 'Ephemeris');
  const jd = Date.parse('2024-01-10T00:00:00Z') / 86_400_000 + 2440587.5;
  const lon = (id: number, at = jd) => ephemeris.position(at, id, { zodiacType: 'tropical', siderealMode: 0 }).longitude;
  for (const a of asp.aspects) {
    const sep = Math.abs(((lon(a.planet1.id) - lon(a.planet2.id) + 540) % 360) - 180);
    t.ok(Math.abs(Math.abs(sep - a.type.angle) - a.orb) < 1e-9 && a.orb <= 3, `${a.planet1.slug}-${a.planet2.slug} ${a.type.slug} orb ${a.orb}`);
  }
  const nx = asp.nextExact;
  const at = Date.parse(nx.at) / 86_400_000 + 2440587.5;
  const sepAt = Math.abs(((lon(nx.planet1.id, at) - lon(nx.planet2.id, at) + 540) % 360) - 180);
  t.ok(Math.abs(sepAt - nx.type.angle) < 0.01, `next exact ${nx.planet1.slug}-${nx.planet2.slug} ${nx.type.slug} at ${nx.at}: separation ${sepAt}`);
  t.ok(Date.parse(asp.nextEventAt) <= Date.parse(nx.at));
});

t.test('i18n and pricing', async (t) => {
  const langs = ok(await call('GET', '/v1/i18n/languages', undefined, null), 'languages');
  t.equal(langs.languages.length, 21);
  t.equal(langs.languages.find((l: any) => l.code === 'ar').direction, 'rtl');
  t.same([langs.default, langs.interpretDefault], ['en', 'uk']);
  const ns = ok(await call('GET', '/v1/i18n/namespaces', undefined, null), 'namespaces');
  const sign = ns.namespaces.find((n: any) => n.name === 'sign');
  t.equal(sign.keyCount, 12);
  t.equal(sign.completeness.de, 1);
  const de = ok(await call('GET', '/v1/i18n/de/sign', undefined, null), 'bundle');
  t.equal(de.strings['sign.aries'], 'Widder');
  t.equal(de.strings['sign.pisces'], 'Fische');
  t.same(de.fallbackKeys, []);
  t.equal(ok(await call('GET', '/v1/i18n/ja/lunar-phase', undefined, null), 'bundle').strings['lunar-phase.full-moon'], '満月');
  t.equal((await call('GET', '/v1/i18n/xx/sign', undefined, null)).status, 400, 'an unknown language: 400');
  t.equal((await call('GET', '/v1/i18n/de/nothing-here', undefined, null)).status, 404, 'an unknown namespace: 404');

  const prices = ok(await call('GET', '/v1/pricing/operations', undefined, null), 'pricing');
  t.equal(prices.count, app.registry.operations.length, 'every registered operation');
  const sub = prices.operations.find((o: any) => o.method === 'POST' && o.path === '/webhooks/subscribe');
  t.same(sub, { method: 'POST', path: '/webhooks/subscribe', tag: 'platform/webhooks', tier: 1, credits: 10, plan: 'pro', pack: null, auth: 'key' });
  t.ok(prices.operations.every((o: any) => o.credits === TIER_CREDITS[o.tier as 1]));
  const proOnly = ok(await call('GET', '/v1/pricing/operations?plan=pro', undefined, null), 'pricing');
  t.ok(proOnly.count > 0 && proOnly.operations.every((o: any) => o.plan === 'pro'));
});
