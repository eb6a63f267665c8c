/**
 * `node --import tsx bench/reports.ts [--pages <dir>]`: milliseconds per report of each of the
 * 13 kinds through buildApp's inject (the full request path: key, metering, validation, the
 * family's calculation, the handlebars layout, Chromium's print, the write to the file area),
 * as the PDF (default) and as ?format=html. Issue 17 budget: every report under 5 s on this
 * machine. BENCH_CALLS (default 5) measured calls per case after one warm-up (the first print
 * of the process also launches the browser, timed apart). Node's CPU time is shown beside the
 * wall time; Chromium's own CPU (another process) is in the wall time only.
 *
 * --pages <dir>: writes each kind's PDF and the PNG of its first page (pdftoppm -png -r 50 -f 1
 * -l 1, poppler-utils) there, for looking at them (docs/reports.md lists what was looked at).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../runtime/src/app.js';
import { SqliteStore } from '../runtime/src/store/sqlite-store.js';
import { bootstrapMasterAccount } from '../runtime/src/bootstrap.js';

const KEY = 'cel_live_BenchMasterKey0123456789abcdefgh';
const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, name: 'Kyiv 1990', city: 'Kyiv' };
const LONDON = { date: '1988-03-02', time: '08:15:00', timezoneOffset: 0, latitude: 51.5074, longitude: -0.1278, name: 'London 1988' };
const DELHI = { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21, name: 'Delhi 1985' };

const CASES: [string, object][] = [
  ['human-design', { chart: KYIV }],
  ['stellaforge', { chart: KYIV, style: 'editorial' }],
  ['muhurta', { activity: 'marriage', startDate: '2025-01-01', endDate: '2025-03-31', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }],
  ['natal', { chart: KYIV }],
  ['synastry', { chart1: KYIV, chart2: LONDON }],
  ['composite', { chart1: KYIV, chart2: LONDON }],
  ['solar-return', { chart: KYIV, year: 2026 }],
  ['transit-forecast', { chart: KYIV, year: 2026 }],
  ['vedic-kundli', { chart: DELHI }],
  ['numerology', { fullName: 'Thomas John Smith', birthDate: '1979-11-29', year: 2026 }],
  ['chinese-bazi', { chart: { ...DELHI, timezoneOffset: 8, latitude: 39.9042, longitude: 116.4074 }, gender: 'female' }],
  ['child', { chart: KYIV, childName: 'Ada' }],
  ['career', { chart: KYIV }],
];

const pagesAt = process.argv.indexOf('--pages');
const pagesDir = pagesAt > 0 ? path.resolve(process.argv[pagesAt + 1] ?? 'report-pages') : null;
if (pagesDir) fs.mkdirSync(pagesDir, { recursive: true });
const calls = Number(process.env.BENCH_CALLS ?? 5);
process.env.CELESTIAL_FILES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));

const store = new SqliteStore({ file: ':memory:' });
const app = await buildApp({ logger: false }, { store });
await bootstrapMasterAccount(store, { masterKey: KEY, masterPlan: 'enterprise', customCredits: 1_000_000_000_000, customRatePerMin: 1_000_000_000 }, Date.now());

const post = (kind: string, body: object, html: boolean) => app.inject({ method: 'POST', url: `/v1/reports/${kind}${html ? '?format=html' : ''}`, headers: { 'x-api-key': KEY }, payload: body });
const t0 = performance.now();
const first = await post('numerology', CASES[9]![1], false);
if (first.statusCode !== 200) throw new Error(first.body);
console.log(`First print of the process (launches Chromium): ${(performance.now() - t0).toFixed(0)} ms\n`);
console.log('| report | PDF ms (median) | min | max | Node CPU ms | pages | bytes | HTML ms (median) |');
console.log('|---|---|---|---|---|---|---|---|');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [kind, body] of CASES) {
  const ms: number[] = [];
  const cpu: number[] = [];
  const html: number[] = [];
  let record: any;
  await post(kind, body, false);
  for (let i = 0; i < calls; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    const r = await post(kind, body, false);
    ms.push(performance.now() - t);
    const u = process.cpuUsage(c);
    cpu.push((u.user + u.system) / 1000);
    if (r.statusCode !== 200) throw new Error(`${kind}: ${r.statusCode} ${r.body.slice(0, 300)}`);
    record = r.json().data;
    const h = performance.now();
    const rh = await post(kind, body, true);
    html.push(performance.now() - h);
    if (rh.statusCode !== 200) throw new Error(`${kind} html: ${rh.statusCode}`);
  }
  console.log(`| ${kind} | ${median(ms).toFixed(0)} | ${Math.min(...ms).toFixed(0)} | ${Math.max(...ms).toFixed(0)} | ${median(cpu).toFixed(0)} | ${record.page_count} | ${record.byte_length} | ${median(html).toFixed(0)} |`);
  if (pagesDir) {
    const file = await app.inject({ method: 'GET', url: record.url, headers: { 'x-api-key': KEY } });
    const pdf = path.join(pagesDir, `${kind}.pdf`);
    fs.writeFileSync(pdf, file.rawPayload);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(pagesDir, kind)]);
  }
}
console.log(`\n${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`);
await app.close();
