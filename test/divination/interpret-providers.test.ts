/**
 * /interpret/* provider adapters, the operator's chain and bring-your-own-key, against a local
 * HTTP server on loopback that answers in each vendor's wire format (OpenAI chat completions,
 * Anthropic Messages, Gemini generateContent, Cohere Chat v2): success, 401, 429, 5xx and a
 * timeout. The adapters reach it only through the test-only CELESTIAL_AI_TEST_ORIGIN (read when
 * NODE_ENV=test, loopback origins only). Through HTTP: the provider's status and message come
 * back with the key redacted, no fallback, 5 credits only when the completion ran, the AI spend
 * cap not counting own-key calls, the key absent from the captured request log.
 */
import http from 'node:http';
import { inspect } from 'node:util';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { freshApp, MASTER_KEY, testStore, closeTestStores } from '../helpers/app.js';
import { DEFAULT_ACCOUNT_ID } from '../../runtime/src/bootstrap.js';
import { TIER_CREDITS } from '../../runtime/src/metering/plans.js';
import { OWN_PROVIDER_CREDITS } from '../../runtime/src/metering/ai-spend.js';
import { callProvider, completionText, PROVIDER_CODES, PROVIDERS, redactKey, wireRequest } from '../../runtime/src/services/interpreter/providers.js';
import type { ProviderCode } from '../../runtime/src/services/interpreter/providers.js';
import { loadChainConfig } from '../../runtime/src/services/interpreter/chain-config.js';
import { ChainInterpreter, COMPOSER_MODEL, promptOf, slotsOf, writeReading } from '../../runtime/src/services/interpreter/chain-interpreter.js';
import type { ReadingJob } from '../../runtime/src/services/interpreter/chain-interpreter.js';
import { loadConfig } from '../../runtime/src/config.js';

// ---- the loopback server ---------------------------------------------------------------------

interface Received { path: string; headers: http.IncomingHttpHeaders; body: any }
const received: Received[] = [];
const held: http.ServerResponse[] = [];

/** The key that was sent, whichever header the format carries it in. */
function keyOf(h: http.IncomingHttpHeaders): string {
  const auth = h.authorization;
  if (typeof auth === 'string') return auth.replace(/^Bearer /, '');
  return String(h['x-api-key'] ?? h['x-goog-api-key'] ?? '');
}

function formatOf(path: string): 'openai' | 'anthropic' | 'gemini' | 'cohere' {
  if (path === '/v1/messages') return 'anthropic';
  if (path.includes(':generateContent')) return 'gemini';
  if (path === '/v2/chat') return 'cohere';
  return 'openai';
}

/** Each vendor's success answer around `text`. */
function success(format: ReturnType<typeof formatOf>, model: string, text: string): unknown {
  switch (format) {
    case 'openai': return { id: 'chatcmpl-1', object: 'chat.completion', created: 1, model, choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } };
    case 'anthropic': return { id: 'msg_1', type: 'message', role: 'assistant', model, content: [{ type: 'text', text }], stop_reason: 'end_turn', usage: { input_tokens: 1, output_tokens: 1 } };
    case 'gemini': return { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }], modelVersion: model };
    case 'cohere': return { id: 'c-1', finish_reason: 'COMPLETE', message: { role: 'assistant', content: [{ type: 'text', text }] } };
  }
}

/** Each vendor's error answer (their documented error bodies). */
function failure(format: ReturnType<typeof formatOf>, status: number, message: string): unknown {
  switch (format) {
    case 'openai': return { error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error', param: null, code: status === 401 ? 'invalid_api_key' : null } };
    case 'anthropic': return { type: 'error', error: { type: status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : 'api_error', message } };
    case 'gemini': return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL' } };
    case 'cohere': return { message };
  }
}

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const body = JSON.parse(raw);
    received.push({ path: req.url!, headers: req.headers, body });
    const format = formatOf(req.url!);
    const key = keyOf(req.headers);
    const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    // The key picks the behaviour: good-, bad- (401 quoting the key, as vendors do), limit- (429), down- (503), slow- (no answer).
    if (key.startsWith('slow-')) return void held.push(res);
    if (key.startsWith('bad-')) return send(401, failure(format, 401, `Incorrect API key provided: ${key}. Also seen as ${key.slice(0, 10)}***${key.slice(-6)}.`));
    if (key.startsWith('limit-')) return send(429, failure(format, 429, 'Rate limit reached for requests'));
    if (key.startsWith('down-')) return send(503, failure(format, 503, 'The server is overloaded'));
    if (key.startsWith('nomodel-')) return send(404, failure(format, 404, 'The model does not exist'));
    // Success: the slots the user message asks for, each written "LOOPBACK <slot>", as JSON
    // in a fenced block (models often fence; the chain reads either).
    const userText: string = format === 'anthropic' ? body.messages[0].content : format === 'gemini' ? body.contents[0].parts[0].text : body.messages[1].content;
    const write = JSON.parse(userText).write as Record<string, string>;
    const slots = Object.fromEntries(Object.keys(write).map((k) => [k, `LOOPBACK ${k}`]));
    const model = format === 'gemini' ? decodeURIComponent(req.url!.split('/models/')[1]!.split(':')[0]!) : body.model;
    return send(200, success(format, model, '```json\n' + JSON.stringify(slots) + '\n```'));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const savedEnv = { ...process.env };
process.env.NODE_ENV = 'test';
process.env.CELESTIAL_AI_TEST_ORIGIN = origin;
process.env.CELESTIAL_AI_TIMEOUT_MS = '250';
delete process.env.CELESTIAL_AI_CHAIN;

const logLines: string[] = [];
const store = await testStore();
// The Interpreter is built once from the configuration (runtime/src/config.ts, config.ai): this
// app has no operator chain (the composer alone); `chained` is a second app whose operator
// configured deepseek then xai, both read from an environment as loadConfig reads it at start.
const api = await freshApp({ families: ['divination'], store, config: { logger: true, ai: loadConfig(process.env).ai }, logDestination: { write: (s: string) => (logLines.push(s), true) } as never });
const chainEnv = { ...process.env, CELESTIAL_AI_CHAIN: 'deepseek,xai', CELESTIAL_AI_KEY_DEEPSEEK: 'down-operator', CELESTIAL_AI_KEY_XAI: 'good-operator' };
const chained = await freshApp({ families: ['divination'], store: await testStore(), config: { ai: loadConfig(chainEnv).ai } });

t.teardown(async () => {
  for (const r of held) r.destroy();
  server.closeAllConnections();
  server.close();
  await api.close();
  await chained.close();
  await closeTestStores();
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
  Object.assign(process.env, savedEnv);
});

const TAROT = { deck: 'rider-waite', spread: 'three-card', cards: ['the-fool', { slug: 'the-tower', reversed: true }, 'the-star'], question: 'What now?' };

let asked = 0;
/** A tarot reading; each call asks a new question, so no answer comes from the response cache. */
async function tarot(headers: Record<string, string>, question = `What now? (${++asked})`, on = api) {
  const r = await on.inject({ method: 'POST', url: '/v1/interpret/tarot', payload: { ...TAROT, question }, headers: { 'x-api-key': MASTER_KEY, 'accept-language': 'en', ...headers } });
  return { status: r.statusCode, headers: r.headers, body: r.json() as any, raw: r.body };
}

// ---- unit: wire formats, parsing, redaction, configuration -------------------------------------

t.test('each wire format: request and completion text as the vendors document them', async (t) => {
  const prompt = { system: 'S', user: 'U', maxTokens: 100 };
  const oa = wireRequest('openai-chat', 'gpt-4o-mini', 'k', prompt);
  t.same(oa.headers, { authorization: 'Bearer k' });
  t.same((oa.body as any).messages, [{ role: 'system', content: 'S' }, { role: 'user', content: 'U' }]);
  const an = wireRequest('anthropic-messages', 'claude', 'k', prompt);
  t.same(an.headers, { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' });
  t.equal((an.body as any).system, 'S');
  t.equal((an.body as any).max_tokens, 100, 'Anthropic requires max_tokens');
  const ge = wireRequest('gemini-generate', 'gemini-2.0-flash', 'k', prompt);
  t.same(ge.headers, { 'x-goog-api-key': 'k' });
  t.same((ge.body as any).systemInstruction, { parts: [{ text: 'S' }] });
  t.same((ge.body as any).contents, [{ role: 'user', parts: [{ text: 'U' }] }]);
  t.equal(completionText('openai-chat', success('openai', 'm', 'hi')), 'hi');
  t.equal(completionText('anthropic-messages', success('anthropic', 'm', 'hi')), 'hi');
  t.equal(completionText('gemini-generate', success('gemini', 'm', 'hi')), 'hi');
  t.equal(completionText('cohere-chat-v2', success('cohere', 'm', 'hi')), 'hi');
  t.equal(completionText('openai-chat', { choices: [] }), null);
  // Endpoints are fixed, https, on the vendors' hosts.
  for (const code of PROVIDER_CODES) t.match(PROVIDERS[code].origin, /^https:\/\/[a-z.]+$/, `${code} endpoint is fixed https`);
  t.equal(PROVIDER_CODES.length, 8);
});

t.test('slots are read from a fenced or bare JSON answer, and a missing slot refuses it', async (t) => {
  t.same(slotsOf('```json\n{"a":"x","b":"y"}\n```', ['a', 'b']), { a: 'x', b: 'y' });
  t.same(slotsOf('Here: {"a":" x "}', ['a']), { a: 'x' });
  t.equal(slotsOf('{"a":"x"}', ['a', 'b']), null);
  t.equal(slotsOf('{"a":""}', ['a']), null);
  t.equal(slotsOf('no json', ['a']), null);
});

t.test('redaction removes the key and its half-masked quotes', async (t) => {
  const key = 'sk-test-ABCDEFGHIJKLMNOP123456';
  t.equal(redactKey(`bad key ${key} here`, key), 'bad key [redacted] here');
  t.equal(redactKey('seen as sk-test-AB***123456.', key), 'seen as [redacted]');
  t.equal(redactKey('nothing to hide', key), 'nothing to hide');
});

t.test('configuration: chain order and keys from the environment; the loopback origin only under NODE_ENV=test', async (t) => {
  const c = loadChainConfig({ CELESTIAL_AI_CHAIN: 'anthropic, openai', CELESTIAL_AI_KEY_ANTHROPIC: 'a', CELESTIAL_AI_KEY_OPENAI: 'o', CELESTIAL_AI_MODEL_OPENAI: 'gpt-x' });
  t.same(c.links.map((l) => [l.provider, l.model]), [['anthropic', PROVIDERS.anthropic.defaultModel], ['openai', 'gpt-x']]);
  t.equal(c.timeoutMs, 20000);
  t.same(loadChainConfig({}).links, [], 'no configuration: the composer alone');
  t.throws(() => loadChainConfig({ CELESTIAL_AI_CHAIN: 'acme' }), /not a provider code/);
  t.throws(() => loadChainConfig({ CELESTIAL_AI_CHAIN: 'openai' }), /CELESTIAL_AI_KEY_OPENAI/);
  t.equal(loadChainConfig({ NODE_ENV: 'production', CELESTIAL_AI_TEST_ORIGIN: origin }).testOrigin, undefined, 'ignored outside tests');
  t.equal(loadChainConfig({ NODE_ENV: 'test', CELESTIAL_AI_TEST_ORIGIN: origin }).testOrigin, origin);
  t.throws(() => loadChainConfig({ NODE_ENV: 'test', CELESTIAL_AI_TEST_ORIGIN: 'http://api.example.com:80' }), /loopback/);
});

// ---- every adapter against the loopback server -------------------------------------------------

t.test('each of the eight adapters: success, 401, 429, 5xx and timeout in its own format', async (t) => {
  const prompt = promptOf({ subject: 's', language: 'en', question: null, facts: {}, slots: { a: 'x' }, composed: { a: 'c' } });
  for (const provider of PROVIDER_CODES as readonly ProviderCode[]) {
    const base = { provider, model: 'm-1', timeoutMs: 250, originOverride: origin };
    received.length = 0;
    const ok = await callProvider({ ...base, key: 'good-1' }, prompt);
    t.ok(ok.ok, `${provider}: success`);
    if (ok.ok) t.same(slotsOf(ok.text, ['a']), { a: 'LOOPBACK a' }, `${provider}: completion text read`);
    const r = received[0]!;
    const expectedPath = PROVIDERS[provider].path.replace('{model}', 'm-1');
    t.equal(r.path, expectedPath, `${provider}: the vendor's path`);
    t.equal(keyOf(r.headers), 'good-1', `${provider}: key in the vendor's header`);
    if (PROVIDERS[provider].format !== 'gemini-generate') t.equal(r.body.model, 'm-1', `${provider}: model in the body`);
    const bad = await callProvider({ ...base, key: 'bad-key-0123456789abcdef' }, prompt);
    t.same(bad.ok ? null : bad.status, 401, `${provider}: 401`);
    t.notOk(!bad.ok && bad.message.includes('bad-key-0123456789abcdef'), `${provider}: key redacted from the message`);
    t.notOk(!bad.ok && bad.message.includes('0123456789abcdef'.slice(-6)), `${provider}: key tail redacted`);
    t.match(bad.ok ? '' : bad.message, /Incorrect API key provided/, `${provider}: the vendor's message kept`);
    const limited = await callProvider({ ...base, key: 'limit-1' }, prompt);
    t.same(limited.ok ? null : [limited.status, limited.message], [429, 'Rate limit reached for requests'], `${provider}: 429`);
    const down = await callProvider({ ...base, key: 'down-1' }, prompt);
    t.same(down.ok ? null : [down.status, down.message], [503, 'The server is overloaded'], `${provider}: 5xx`);
    const slow = await callProvider({ ...base, key: 'slow-1' }, prompt);
    t.same(slow.ok ? null : [slow.status, slow.message], [null, 'no answer within 250 ms'], `${provider}: timeout`);
  }
});

// ---- the chain ----------------------------------------------------------------------------------

t.test('chain: failing links pass the reading on; the composer ends it', async (t) => {
  const job: ReadingJob<'a'> = { subject: 's', language: 'en', question: null, facts: {}, slots: { a: 'x' }, composed: { a: 'composed a' } };
  const link = (provider: ProviderCode, key: string) => ({ provider, key, model: 'm-2' });
  const base = { timeoutMs: 250, testOrigin: origin };
  const r1 = await writeReading(job, null, { ...base, links: [link('openai', 'down-1'), link('anthropic', 'limit-1'), link('google', 'good-1')] });
  t.same(r1, { texts: { a: 'LOOPBACK a' }, model: 'google/m-2' }, 'the first link that answers writes it');
  const r2 = await writeReading(job, null, { ...base, links: [link('openai', 'bad-0123456789abcdef'), link('cohere', 'slow-1')] });
  t.same(r2, { texts: { a: 'composed a' }, model: COMPOSER_MODEL }, 'every link failed: the composer');
  const r3 = await writeReading(job, null, { ...base, links: [] });
  t.equal(r3.model, COMPOSER_MODEL, 'no configuration: the composer, no network');
});

t.test('HTTP: the operator chain from the configuration writes the reading', async (t) => {
  const r = await tarot({}, undefined, chained);
  t.equal(r.status, 200);
  t.equal(r.body.data.model, `xai/${PROVIDERS.xai.defaultModel}`, 'deepseek failed, xai wrote it');
  t.same(r.body.data.positions.map((p: any) => p.reading), ['LOOPBACK position1', 'LOOPBACK position2', 'LOOPBACK position3']);
  t.equal(r.body.data.synthesis, 'LOOPBACK synthesis');
  t.same(r.body.data.positions.map((p: any) => p.card.slug), ['the-fool', 'the-tower', 'the-star'], 'the facts stay ours');
  const c = await tarot({});
  t.equal(c.body.data.model, COMPOSER_MODEL, 'chain unset: the composer');
});

t.test('the Interpreter service: built once from the configuration, keys never serialised', async (t) => {
  const config = loadConfig(chainEnv).ai!;
  const shown = JSON.stringify(config) + JSON.stringify(new ChainInterpreter(config)) + inspect(config, { depth: 5 });
  t.notOk(shown.includes('good-operator') || shown.includes('down-operator'), 'no operator key in JSON or inspect');
  t.match(JSON.stringify(config), /\[redacted\]/);
  t.equal(config.links[1]!.key, 'good-operator', 'the key itself is there for the call');
  t.throws(() => loadConfig({ CELESTIAL_AI_CHAIN: 'openai' }), /CELESTIAL_AI_KEY_OPENAI/, 'a bad chain stops the start');
  process.env.CELESTIAL_AI_CHAIN = 'xai';
  process.env.CELESTIAL_AI_KEY_XAI = 'good-operator';
  try {
    const r = await tarot({});
    t.equal(r.body.data.model, COMPOSER_MODEL, 'the environment changed after start: the running app keeps the chain it was built with');
  } finally {
    delete process.env.CELESTIAL_AI_CHAIN;
    delete process.env.CELESTIAL_AI_KEY_XAI;
  }
});

// ---- bring-your-own-key through HTTP ------------------------------------------------------------

const OWN_KEY = 'good-own-key-SECRET-9f8e7d6c5b4a';
const BAD_KEY = 'bad-own-key-SECRET-0a1b2c3d4e5f';

t.test('BYOK success: the caller\'s provider writes it, 5 credits, no cache', async (t) => {
  for (const provider of ['openai', 'anthropic', 'google', 'cohere'] as const) {
    received.length = 0;
    const r = await tarot({ 'x-provider': provider, 'x-provider-key': OWN_KEY, 'x-provider-model': 'caller-model' });
    t.equal(r.status, 200, provider);
    t.equal(r.body.data.model, `${provider}/caller-model`, `${provider}: model names the caller's link`);
    t.equal(r.body.data.advice, 'LOOPBACK advice');
    t.equal(r.headers['x-credits-used'], String(OWN_PROVIDER_CREDITS), `${provider}: 5 credits`);
    t.equal(received.length, 1, `${provider}: one call, to the caller's provider`);
    t.equal(keyOf(received[0]!.headers), OWN_KEY);
    t.notOk(r.headers['x-cache'], 'not from the cache');
  }
  // The same request twice still goes to the provider twice (both caches bypassed).
  received.length = 0;
  await tarot({ 'x-provider': 'openai', 'x-provider-key': OWN_KEY }, 'the same question');
  await tarot({ 'x-provider': 'openai', 'x-provider-key': OWN_KEY }, 'the same question');
  t.equal(received.length, 2, 'a repeat is not served from a cache');
  t.equal(received[0]!.body.model, PROVIDERS.openai.defaultModel, 'the provider default without X-Provider-Model');
});

t.test('BYOK failures: no fallback, the provider\'s status and message, the key redacted, nothing charged', async (t) => {
  {
    received.length = 0;
    const bad = await tarot({ 'x-provider': 'anthropic', 'x-provider-key': BAD_KEY }, undefined, chained);
    t.equal(bad.status, 400);
    t.equal(bad.body.error.code, 'INVALID_INPUT');
    t.equal(bad.body.error.details[0].path, 'X-Provider-Key');
    t.same({ code: bad.body.error.provider.code, status: bad.body.error.provider.status }, { code: 'anthropic', status: 401 });
    t.match(bad.body.error.provider.message, /Incorrect API key provided: \[redacted\]/);
    t.notOk(bad.raw.includes(BAD_KEY), 'the key is nowhere in the answer');
    t.notOk(bad.raw.includes(BAD_KEY.slice(-6)), 'nor its tail');
    t.equal(bad.headers['x-credits-used'], '0', 'no completion ran: nothing charged');
    t.equal(received.length, 1, 'the operator chain (deepseek, xai) was not called');
    for (const [key, status] of [['limit-own-key-123456', 429], ['down-own-key-123456', 503], ['slow-own-key-123456', null]] as const) {
      received.length = 0;
      const r = await tarot({ 'x-provider': 'groq', 'x-provider-key': key }, undefined, chained);
      t.equal(r.status, 503, `${status}: 503`);
      t.equal(r.body.error.code, 'AI_UNAVAILABLE');
      t.equal(r.body.error.provider.status, status);
      t.equal(r.headers['x-credits-used'], '0');
      t.equal(received.length, 1, 'no fallback to the chain');
    }
    const nomodel = await tarot({ 'x-provider': 'mistral', 'x-provider-key': 'nomodel-1', 'x-provider-model': 'no-such-model' });
    t.same([nomodel.status, nomodel.body.error.details[0].path, nomodel.body.error.provider.status], [400, 'X-Provider-Model', 404]);
  }
});

t.test('BYOK headers are checked as the specification says', async (t) => {
  const cases: [Record<string, string>, string][] = [
    [{ 'x-provider': 'openai' }, 'X-Provider-Key'],
    [{ 'x-provider-key': OWN_KEY }, 'X-Provider'],
    [{ 'x-provider': 'acme', 'x-provider-key': OWN_KEY }, 'X-Provider'],
    [{ 'x-provider': 'openai', 'x-provider-key': OWN_KEY, 'x-provider-model': 'm'.repeat(121) }, 'X-Provider-Model'],
  ];
  for (const [headers, field] of cases) {
    const r = await tarot(headers);
    t.equal(r.status, 400, JSON.stringify(Object.keys(headers)));
    t.equal(r.body.error.details[0].path, field);
    t.notOk(r.raw.includes(OWN_KEY));
  }
});

t.test('the AI spend cap counts the service chain, not own-key calls', async (t) => {
  await store.updateAccount(DEFAULT_ACCOUNT_ID, { aiSpendCap: TIER_CREDITS[4] + 1 });
  try {
    const first = await tarot({});
    t.equal(first.status, 200);
    t.equal(first.headers['x-credits-used'], String(TIER_CREDITS[4]), 'the endpoint price without an own key');
    const second = await api.inject({ method: 'POST', url: '/v1/interpret/tarot', payload: { ...TAROT, question: 'another' }, headers: { 'x-api-key': MASTER_KEY } });
    t.equal(second.statusCode, 429);
    t.equal(second.json().error.code, 'SPEND_CAP_REACHED');
    const own = await tarot({ 'x-provider': 'openai', 'x-provider-key': OWN_KEY });
    t.equal(own.status, 200, 'an own-key call passes the cap');
    t.equal(own.headers['x-credits-used'], String(OWN_PROVIDER_CREDITS));
  } finally {
    await store.updateAccount(DEFAULT_ACCOUNT_ID, { aiSpendCap: null });
  }
});

t.test('the provider keys never reach the log', async (t) => {
  const log = logLines.join('\n');
  t.ok(log.length > 0, 'the request log was captured');
  t.ok(log.includes('/v1/interpret/tarot'), 'it logged the calls');
  for (const secret of [OWN_KEY, BAD_KEY, 'good-operator', 'down-operator']) t.notOk(log.includes(secret), `${secret.slice(0, 8)}... is not logged`);
});
