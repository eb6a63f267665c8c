/**
 * HTML to PDF through headless Chromium (puppeteer-core driving the system browser: Debian's
 * `chromium`, or CELESTIAL_CHROMIUM_PATH). Chromium is the layout engine issue 17 recommends:
 * it shapes Arabic, Devanagari and CJK with the bundled Noto fonts and matches the widgets.
 *
 * One browser per process, launched on the first report (a service that prints nothing never
 * starts one), a fresh page per report closed after it; every step under a timeout so a stuck
 * browser answers 503 rather than hanging the call. The page is loaded from a file in a private
 * temporary directory so its @font-face rules can name the font files by file:// URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { ApiError } from '@celestial/core';

export const PRINT_TIMEOUT_MS = 30_000;

let browser: Promise<Browser> | undefined;
let browserPath: string | undefined;
let workDir: string | undefined;

async function launch(executablePath: string): Promise<Browser> {
  // Loaded on the first report, not at start: puppeteer-core costs about 190 ms and 24 MiB of
  // every process's start-up (bench/startup.ts), and most processes print no report.
  const { default: puppeteer } = await import('puppeteer-core');
  const b = await puppeteer.launch({
    executablePath,
    headless: true,
    // Over pipes rather than a WebSocket: the pipes and the child can be unref'd while idle.
    pipe: true,
    timeout: PRINT_TIMEOUT_MS,
    // --no-sandbox: containers without user namespaces cannot start Chromium's sandbox; the
    // page is our own HTML (escaped user text, no scripts), never a fetched site.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none', '--allow-file-access-from-files'],
  });
  b.once('disconnected', () => {
    if (browserPath === executablePath) browser = undefined;
  });
  holdProcess(b, false);
  return b;
}

/**
 * An idle browser must not keep the process alive (a test file, a CLI run, a server shutting
 * down without closing the app): its child process and pipes are unref'd between reports and
 * ref'd while one prints, so a print in flight is never cut short.
 */
let printing = 0;
function holdProcess(b: Browser, hold: boolean): void {
  const child = b.process();
  if (!child) return;
  const handles = [child, ...child.stdio] as unknown as ({ ref?: () => void; unref?: () => void } | null)[];
  for (const h of handles) (hold ? h?.ref : h?.unref)?.call(h);
}

function browserAt(executablePath: string): Promise<Browser> {
  if (!browser || browserPath !== executablePath) {
    browserPath = executablePath;
    browser = launch(executablePath).catch((err) => {
      browser = undefined;
      throw err;
    });
  }
  return browser;
}

/** Closes the process's browser (the app's close, the tests' teardown). */
export async function closePrinter(): Promise<void> {
  const b = browser;
  browser = undefined;
  const open = b ? await b.catch(() => null) : null;
  if (!open) return;
  // Held while closing: over unref'd pipes alone the process could reach its end mid-close.
  holdProcess(open, true);
  await open.close().catch(() => {});
}

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('QUEUE_UNAVAILABLE', `The report printer did not finish ${what} within ${PRINT_TIMEOUT_MS / 1000} s`)), PRINT_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The page count of a PDF read from the PDF itself: the `/Count` of the root page tree
 * (PDF 32000-1:2008 7.7.3.2), checked against the number of `/Type /Page` objects. Chromium
 * (Skia) writes uncompressed page objects, so both can be read from the bytes.
 */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  if (pages > 0) return pages;
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) => Number(m[1]));
  if (counts.length > 0) return Math.max(...counts);
  throw new Error('no page objects found in the PDF');
}

export async function printPdf(html: string, executablePath: string): Promise<{ pdf: Uint8Array; pageCount: number }> {
  let b: Browser;
  try {
    b = await withTimeout(browserAt(executablePath), 'starting');
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('QUEUE_UNAVAILABLE', `The report printer could not start Chromium at ${executablePath} (${err instanceof Error ? err.message.split('\n')[0] : 'error'})`);
  }
  workDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-reports-'));
  const file = path.join(workDir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.html`);
  await fs.promises.writeFile(file, html);
  printing++;
  holdProcess(b, true);
  const page = await b.newPage();
  try {
    await withTimeout(page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS }), 'loading the page');
    await withTimeout(page.evaluate('document.fonts.ready.then(() => true)'), 'loading the fonts');
    const pdf = await withTimeout(page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, timeout: PRINT_TIMEOUT_MS }), 'printing');
    return { pdf, pageCount: pdfPageCount(pdf) };
  } finally {
    await page.close().catch(() => {});
    await fs.promises.rm(file, { force: true });
    if (--printing === 0) holdProcess(b, false);
  }
}
