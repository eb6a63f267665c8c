/**
 * Every widget in headless Chromium (Debian's chromium driven by puppeteer-core, one browser
 * for all): the page loads from the app listening on 127.0.0.1 with no console error, no page
 * error and no request other than the page itself (no outside asset), the eclipse countdown's
 * own clock runs, and a screenshot is written to $EMBED_SCREENSHOTS (default
 * <tmpdir>/celestial-embed-screens) for a person to look at.
 *
 * Without Chromium the test skips with a message, except under CI=true, where it fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { AddressInfo } from 'node:net';
import { app } from '../helpers/app.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.EMBED_SCREENSHOTS ?? path.join(os.tmpdir(), 'celestial-embed-screens');

const PAGES: [string, string][] = [
  ['daily-horoscope', 'sign=leo&date=2024-08-01&theme=light'],
  ['daily-horoscope', 'sign=leo&date=2024-08-01&lang=ja'],
  ['moon-phase', 'date=2024-01-20&lang=ar'],
  ['planetary-hours', 'lat=50.45&lng=30.52&tz=3&date=2024-06-21&theme=console'],
  ['retrograde-status', 'date=2024-04-10'],
  ['transit-ticker', 'date=2024-04-08&lang=ja'],
  ['tarot-card-of-the-day', 'date=2026-01-01&theme=light'],
  ['panchang-today', 'lat=28.6139&lng=77.209&tz=5.5&date=2024-04-09&lang=hi'],
  ['eclipse-countdown', 'count=3&lang=ko'],
  ['chinese-zodiac', 'date=2024-02-05&tz=8&lang=ru'],
  ['synastry', 'date_a=1990-07-15&time_a=14:30:00&tz_a=3&lat_a=50.45&lng_a=30.52&date_b=1988-02-03&time_b=08:15:00&lat_b=51.5&lng_b=-0.13&theme=light'],
  ['natal-wheel', 'date=1990-07-15&time=14:30:00&tz=3&lat=50.45&lng=30.52&name=Kyiv%201990&lang=ar'],
];

const chromiumMissing = !fs.existsSync(CHROMIUM);
if (chromiumMissing && process.env.CI === 'true') {
  t.fail(`Chromium is required under CI=true and is missing at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

t.test('every widget loads in headless Chromium with no console error and no outside request', {
  skip: chromiumMissing ? `Chromium is not installed at ${CHROMIUM}; the browser check is skipped locally` : false,
}, async (t) => {
  const { default: puppeteer } = await import('puppeteer-core');
  const a = await app({ families: ['embed'] });
  await a.listen({ host: '127.0.0.1', port: 0 });
  const { port } = a.server.address() as AddressInfo;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], headless: true });
  t.teardown(async () => {
    await browser.close();
    await a.close();
  });
  fs.mkdirSync(SHOTS, { recursive: true });
  const page = await browser.newPage();
  await page.setViewport({ width: 480, height: 640 });
  for (const [name, query] of PAGES) {
    // The browser's Accept-Language comes before `lang` (SERVICE-SPEC order): a visitor's
    // browser set to the page's language. Declared site: 300 calls an hour per site.
    const lang = /(?:^|&)lang=([a-z]{2})/.exec(query)?.[1] ?? 'en';
    await page.setExtraHTTPHeaders({ 'x-service-site-url': 'https://widgets.example.org', 'accept-language': lang });
    const url = `http://127.0.0.1:${port}/v1/embed/${name}?${query}`;
    const requested: string[] = [];
    const errors: string[] = [];
    const onRequest = (req: { url(): string }) => requested.push(req.url());
    const onConsole = (msg: { type(): string; text(): string }) => { if (msg.type() === 'error') errors.push(msg.text()); };
    const onError = (err: unknown) => errors.push(String(err));
    page.on('request', onRequest);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    const response = await page.goto(url, { waitUntil: 'load' });
    t.equal(response?.status(), 200, `${name}: 200`);
    t.equal(await page.$eval('html', (e) => e.getAttribute('lang')), lang, `${name}: in ${lang}`);
    if (lang === 'ar') t.equal(await page.$eval('html', (e) => e.getAttribute('dir')), 'rtl', `${name}: right to left`);
    if (name === 'eclipse-countdown') {
      const first = await page.$eval('[data-at]', (e) => e.textContent);
      // Runs in the page (the DOM's document; this file is typed without the DOM library).
      type PageGlobal = { document: { querySelector(s: string): { textContent: string | null } | null } };
      await page.waitForFunction((before: string | null) => (globalThis as unknown as PageGlobal).document.querySelector('[data-at]')?.textContent !== before, { timeout: 3000 }, first);
      t.pass('eclipse-countdown: the page clock ticks');
    }
    const file = path.join(SHOTS, `${name}.png`);
    // The viewport grown to the page, then a plain screenshot: puppeteer's fullPage capture
    // shifted right-to-left pages (the ticker's hidden overflow lies to the left) off the image.
    const height = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document.documentElement.scrollHeight);
    await page.setViewport({ width: 480, height: Math.max(640, Math.ceil(height)) });
    await page.screenshot({ path: file });
    await page.setViewport({ width: 480, height: 640 });
    t.ok(fs.statSync(file).size > 2000, `${name}: screenshot ${file}`);
    t.same(errors, [], `${name}: no console or page error`);
    // The embedded fonts are data: URLs inside the page (lib/fonts.ts): nothing leaves it.
    t.same(requested.filter((u) => u !== url && !u.startsWith('data:')), [], `${name}: nothing fetched but the page`);
    if (['ja', 'ko', 'ar', 'hi'].includes(lang)) {
      // The first element whose own text is in the language's script (the title when it is
      // translated: bold, the first text drawn) in a font that has its glyphs: the page's own
      // embedded face, not a system font's empty boxes (Chromium here has no CJK font).
      type El = { childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>; setAttribute(n: string, v: string): void };
      type Doc = { querySelectorAll(s: string): ArrayLike<El> };
      const probe = await page.evaluate(() => {
        const els = Array.from((globalThis as unknown as { document: Doc }).document.querySelectorAll('h1, main *:not(svg):not(svg *)'));
        const el = els.find((e) => Array.from(e.childNodes).some((c) => c.nodeType === 3 && /[\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(c.textContent ?? '')));
        el?.setAttribute('data-probe', '');
        return el !== undefined;
      });
      t.ok(probe, `${name}: text in the ${lang} script`);
      const cdp = await page.createCDPSession();
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-probe]' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      t.ok(fonts.some((f) => f.isCustomFont), `${name}: ${lang} text drawn with the embedded font (${fonts.map((f) => f.familyName).join(', ')})`);
      await cdp.detach();
    }
    page.off('request', onRequest);
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
});
