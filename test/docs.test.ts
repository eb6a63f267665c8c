/**
 * GET /v1/docs: the interactive reference. Through HTTP (keyless, media types, cache headers,
 * the asset allow-list), then in a real browser: headless Chromium (Debian's /usr/bin/chromium,
 * driven by puppeteer-core) loads the page from the app listening on 127.0.0.1, waits for
 * Swagger UI to render the live document, finds POST /chart in the DOM, and checks that no
 * request left the loopback host and that the console stayed free of errors.
 *
 * Without Chromium the browser part skips with a message, except under CI=true, where it fails.
 */
import fs from 'node:fs';
import t from 'tap';
import type { AddressInfo } from 'node:net';
import { call, freshApp } from './helpers/app.js';
import { DOCS_CSP, SWAGGER_UI_DIR } from '../runtime/src/http/docs.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

t.test('GET /v1/docs is a keyless HTML page whose scripts and styles are served here', async (t) => {
  const r = await call('GET', '/v1/docs', undefined, { 'x-api-key': '' });
  t.equal(r.status, 200);
  t.match(String(r.headers['content-type']), /^text\/html; charset=utf-8/);
  t.equal(r.headers['content-security-policy'], DOCS_CSP, 'the page may load only from this service');
  t.equal(r.headers['x-credits-used'], undefined, 'not metered');
  t.equal(r.headers['x-ratelimit-limit'], undefined, 'outside the keyless budget');
  const sources = [...r.raw.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  t.ok(sources.length >= 3, 'the page links its assets');
  for (const s of sources) t.match(s, /^\/v1\/docs\/assets\//, `${s} is served by the service`);
  t.notMatch(r.raw, /<script>[^<]/, 'no inline script (a strict CSP holds)');
  t.notMatch(r.raw, /https?:\/\//, 'no absolute URL to anywhere');
});

t.test('the docs assets: media types, cache headers, bytes of the installed swagger-ui-dist', async (t) => {
  const cases: [string, RegExp][] = [
    ['swagger-ui.css', /^text\/css/],
    ['swagger-ui-bundle.js', /^text\/javascript/],
    ['favicon-32x32.png', /^image\/png/],
  ];
  for (const [file, type] of cases) {
    const r = await call('GET', `/v1/docs/assets/${file}`, undefined, { 'x-api-key': '' });
    t.equal(r.status, 200, file);
    t.match(String(r.headers['content-type']), type, `${file} media type`);
    t.equal(r.headers['cache-control'], 'public, max-age=86400', `${file} cache header`);
    t.equal(Number(r.headers['content-length'] ?? Buffer.byteLength(r.raw)), fs.statSync(`${SWAGGER_UI_DIR}/${file}`).size, `${file}: the package's file`);
    const again = await call('GET', `/v1/docs/assets/${file}`, undefined, { 'x-api-key': '', 'if-none-match': String(r.headers.etag) });
    t.equal(again.status, 304, `${file}: revalidated by its ETag`);
  }
  const init = await call('GET', '/v1/docs/assets/init.js', undefined, { 'x-api-key': '' });
  t.equal(init.status, 200);
  t.match(init.raw, "url: '/v1/openapi.json'", 'built from the live document');
  t.match(init.raw, 'validatorUrl: null', 'no validator badge from validator.swagger.io');
  for (const bad of ['package.json', '..%2Fpackage.json', 'swagger-ui-bundle.js.map', 'index.html']) {
    const r = await call('GET', `/v1/docs/assets/${bad}`, undefined, { 'x-api-key': '' });
    t.equal(r.status, 404, `${bad} is not served`);
    t.equal(r.body.ok, false);
    t.equal(r.body.error.code, 'NOT_FOUND');
  }
});

const chromiumMissing = !fs.existsSync(CHROMIUM);
if (chromiumMissing && process.env.CI === 'true') {
  t.fail(`Chromium is required under CI=true and is missing at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

t.test('in headless Chromium the page renders POST /chart with no outside request and no console error', {
  skip: chromiumMissing ? `Chromium is not installed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH); the browser check is skipped locally` : false,
}, async (t) => {
  const { default: puppeteer } = await import('puppeteer-core');
  const app = await freshApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], headless: true });
  t.teardown(async () => {
    await browser.close();
    await app.close();
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const requested: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  page.on('requestfailed', (req) => consoleErrors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));

  const base = `http://127.0.0.1:${port}`;
  const response = await page.goto(`${base}/v1/docs`, { waitUntil: 'load', timeout: 60_000 });
  t.equal(response?.status(), 200);
  await page.waitForSelector('.swagger-ui .info .title', { timeout: 60_000 });
  const title = await page.$eval('.swagger-ui .info .title', (el) => el.textContent ?? '');
  t.match(title, 'Celestial API', 'the document title is rendered');

  // Operations sit collapsed under their tags: open the natal-chart tag, then find POST /chart.
  await page.waitForSelector('.opblock-tag-section', { timeout: 60_000 });
  const tags = await page.$$eval('.opblock-tag', (els) => els.map((el) => el.getAttribute('data-tag') ?? ''));
  t.ok(tags.length > 5, `tags by area are rendered (${tags.length})`);
  await page.click('.opblock-tag[data-tag="western/chart"]');
  await page.waitForSelector('.opblock-post .opblock-summary-path[data-path="/v1/chart"]', { timeout: 30_000 });
  const summary = await page.$eval('.opblock-post .opblock-summary-path[data-path="/v1/chart"]', (el) => el.closest('.opblock')?.textContent ?? '');
  t.match(summary, 'POST', 'POST /chart is in the DOM');
  await page.screenshot({ path: '/tmp/celestial-docs.png', fullPage: false });

  const outside = requested.filter((u) => !/^(https?:\/\/127\.0\.0\.1(:\d+)?\/|data:|blob:)/.test(u));
  t.same(outside, [], 'every request went to the loopback host');
  t.ok(requested.includes(`${base}/v1/openapi.json`), 'the page fetched the live OpenAPI document');
  t.same(consoleErrors, [], 'no console error');
});
