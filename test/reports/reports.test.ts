/**
 * The report operations through HTTP (issue 17) on one app and one browser: every kind's HTML
 * in English and Arabic (dir=rtl) with the chart's facts checked against published values, PDFs
 * whose record's page_count equals the PDF's own page objects and whose url downloads the same
 * bytes with the caller's key (404 for another account), tier 7 charged once and given back on a
 * failure, the report-ready delivery to a loopback receiver with its signature, and a service
 * without Chromium that starts, answers 503 QUEUE_UNAVAILABLE and says so on /readyz.
 */
import crypto, { randomUUID } from 'node:crypto';
import http from 'node:http';
import t from 'tap';
import { freshApp, MASTER_KEY } from '../helpers/app.js';
import { DEFAULT_ACCOUNT_ID } from '../../runtime/src/bootstrap.js';
import { issueKey } from '../../runtime/src/access/key-format.js';
import { resolveEventEngine } from '../../runtime/src/container.js';
import { billingCycle } from '../../runtime/src/metering/cycle.js';
import { TIER_CREDITS } from '../../runtime/src/metering/plans.js';
import { pdfPageCount } from '../../plugins/reports/src/lib/printer.js';
import { project, skyAbove } from '../../plugins/reports/src/lib/sky.js';
import { isolateNumbers } from '../../plugins/reports/src/lib/layout.js';
import { labelRowLengths, LABEL_KEYS, REPORT_KINDS, titleRowLengths } from '../../plugins/reports/src/lib/labels.js';
import { resolveService } from '../../runtime/src/container.js';
import { term } from '@celestial/core';
import { NUMBER_MEANINGS } from '@celestial/plugin-divination/lib/numerology';

const received: { headers: http.IncomingHttpHeaders; raw: string; body: any }[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8').on('data', (d: string) => (raw += d));
  req.on('end', () => {
    received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
    res.writeHead(200).end('ok');
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
t.teardown(() => server.close());
const hook = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;

const app = await freshApp({ families: ['reports', 'platform'], events: { allowTargets: ['loopback'], scheduler: false, tickSeconds: 30, timeoutMs: 5000 } });
t.teardown(() => app.close());

// Kyiv, 1990-07-15 14:30 +03:00 (11:30 UT, JD 2448087.979): the Sun at 112.726° = 22°43.6'
// Cancer by Meeus' low-precision solar formulae (Astronomical Algorithms ch. 25, 0.01°).
const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, name: 'Kyiv 1990' };
const LONDON = { date: '1988-03-02', time: '08:15:00', timezoneOffset: 0, latitude: 51.5074, longitude: -0.1278 };
const DELHI = { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21 };

async function post(path: string, body: unknown, key = MASTER_KEY) {
  return app.inject({ method: 'POST', url: `/v1/reports/${path}`, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: body as object });
}

t.test('lib: the sky projection, Polaris at the latitude, labels complete, numbers isolated, PDF page count', async (t) => {
  t.same(project(0, 90).map((v) => Math.abs(v)), [0, 0], 'the zenith at the centre');
  const [x, y] = project(90, 0);
  t.ok(Math.abs(x + 1) < 1e-12 && Math.abs(y) < 1e-12, 'east on the horizon: left, at the radius');
  t.ok(Math.abs(project(180, 0)[1] - 1) < 1e-12, 'south down');
  // Polaris stands within 1° of the pole, so its altitude is the latitude within ~1° (plus refraction).
  const sky = skyAbove(resolveService(app.services, 'Ephemeris'), 2448087.979, 50.45, 30.52, 'en');
  const polaris = sky.find((o) => o.name === 'Polaris');
  t.ok(polaris && Math.abs(polaris.altitude - 50.45) < 1.2, `Polaris at ${polaris?.altitude}°`);
  t.ok(sky.every((o) => o.altitude > 0), 'only what is above the horizon');
  t.ok(sky.filter((o) => !o.planet).length > 30, 'some forty of the 90 bright stars are up');
  for (const [lang, n] of Object.entries(labelRowLengths())) t.equal(n, LABEL_KEYS.length, `labels ${lang}`);
  for (const [lang, n] of Object.entries(titleRowLengths())) t.equal(n, REPORT_KINDS.length, `titles ${lang}`);
  t.equal(Object.keys(labelRowLengths()).length, 21, 'the 21 languages');
  t.equal(isolateNumbers('22°43′34″ السرطان'), '\u206622°43′34″\u2069 السرطان');
  const fake = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >> endobj 2 0 obj << /Type /Page >> endobj 3 0 obj << /Type /Page >> endobj');
  t.equal(pdfPageCount(fake), 2, '/Type /Page objects, not /Pages');
});

t.test('every kind as HTML, in English and in Arabic (right to left), shows its chart\'s facts', async (t) => {
  const cases: { kind: string; body: Record<string, unknown>; en: RegExp[]; ar: RegExp[] }[] = [
    { kind: 'natal', body: { chart: KYIV }, en: [/Natal chart/, /<td>Sun<\/td><td>Cancer<\/td><td>22°43′/], ar: [/خريطة الميلاد/, /السرطان/] },
    { kind: 'stellaforge', body: { chart: KYIV, style: 'classic' }, en: [/style-classic/, /Cancer/, /<svg/], ar: [/السرطان/] },
    { kind: 'child', body: { chart: KYIV, childName: 'Ada' }, en: [/Child’s chart: Ada/, /<td>Moon<\/td>/, /<td>Saturn<\/td>/], ar: [/خريطة الطفل/] },
    { kind: 'career', body: { chart: KYIV }, en: [/Midheaven/, /<svg/], ar: [/وسط السماء/] },
    { kind: 'synastry', body: { chart1: KYIV, chart2: LONDON, names: ['Olena', 'James'] }, en: [/Olena &amp; James/, /Cancer/, /Pisces/], ar: [/التوافق الفلكي/] },
    // Human Design: 1990-07-15 personality Sun in gate 62 (Cancer 19°07'-24°45' on the Rave Mandala).
    { kind: 'human-design', body: { chart: KYIV }, en: [/Human Design/, /<td>62\.\d<\/td>/, /Incarnation cross/, /<svg/], ar: [/التصميم البشري/] },
    // Decoz: life path 11 + 11 (29) + 8 (1979) = 30 -> 3; expression 22 + 2 + 6 = 30 -> 3; birthday 29 -> 11.
    { kind: 'numerology', body: { fullName: 'Thomas John Smith', birthDate: '1979-11-29', year: 2026 }, en: [/Life path<\/td><td>3</, /Expression<\/td><td>3</, /Birthday<\/td><td>11</], ar: [/علم الأعداد/] },

    // Delhi 1985-01-26 06:05 IST: tropical Sun 306.00° (Meeus ch. 25) less Lahiri's 23.6° = 282.4°, 12° Capricorn;
    // its navamsa: an earth sign's ninths start at Capricorn, 12°21' is the 4th, so Aries (BPHS ch. 6).
    { kind: 'vedic-kundli', body: { chart: DELHI, chartStyle: 'south' }, en: [/Kundli/, /<td>Sun<\/td><td>Capricorn<\/td><td>12°/, /Vimshottari/, /Shodasavarga/, /<tr><td>Sun<\/td><td>10<\/td>(<td>\d+<\/td>){4}<td>1<\/td>/, /<th>Nakshatra<\/th>/, /Manglik dosha/], ar: [/كوندلي/, /<th>نكشترا<\/th>/, /دوشا مانغليك/] },
    // 2000-01-01 12:00 Beijing: year 己卯 (before Lichun), month 丙子 (after Daxue), day 戊午 (the
    // widely tabled day pillar of 1 January 2000), hour 戊午 (Wu hour of a Wu day: Five Rats rule).
    { kind: 'chinese-bazi', body: { chart: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 8, latitude: 39.9042, longitude: 116.4074 }, gender: 'male' }, en: [/<td>己卯<\/td>/, /<td>丙子<\/td>/, /<td>戊午<\/td>/], ar: [/الأعمدة الأربعة/] },
    // Drik Panchang, New Delhi, January 2025: Purnima from 05:03 on the 13th (a Monday) to 03:56 on
    // the 14th, so the 13th's sunrise (about 07:15 IST) is in Purnima and the 14th's in Pratipada.
    { kind: 'muhurta', body: { activity: 'marriage', startDate: '2025-01-10', endDate: '2025-01-24', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }, en: [/Vivaha/, /<td class="nowrap">2025-01-(1\d|2[0-4])<\/td>/, /<td class="nowrap">2025-01-13<\/td><td class="nowrap">07:1\d<\/td><td class="nowrap">Monday<\/td><td>Purnima/, /<td class="nowrap">2025-01-14<\/td><td class="nowrap">07:1\d<\/td><td class="nowrap">Tuesday<\/td><td>Pratipada \(Krishna\)/], ar: [/التواريخ المواتية/] },
    // Hand's composite Sun: the near midpoint of 112.73° (Kyiv) and 341.97° (London 1988-03-02 08:15 UT,
    // Meeus ch. 25) is 47.35°, 17°21' Taurus.
    { kind: 'composite', body: { chart1: KYIV, chart2: LONDON }, en: [/<td>Sun<\/td><td>Taurus<\/td><td>17°2\d′/], ar: [/الخريطة المركبة/] },
    // The Sun returns to 112.73° within a day of the birthday.
    { kind: 'solar-return', body: { chart: KYIV, year: 2026 }, en: [/Solar return 2026/, /2026-07-1[456]T/], ar: [/العودة الشمسية/] },
    // Jupiter stations direct at 15° Cancer on 2026-03-11 and enters Leo on 2026-06-30 (published
    // ephemerides): it passes the natal Sun's 22°43' Cancer in late May. Months named in the language.
    // Published 2026 ingresses: Neptune into Aries on 26 January, Saturn into Aries on 13/14 February
    // (UT), Uranus into Gemini on 25/26 April, Jupiter into Leo on 30 June; the annular solar eclipse
    // of 17 February 2026 at 28°50' Aquarius.
    { kind: 'transit-forecast', body: { chart: KYIV, year: 2026 }, en: [/<td>2026-01-26 [^<]+<\/td><td>Neptune<\/td><td>Pisces → Aries<\/td>/, /<td>2026-02-1[34] [^<]+<\/td><td>Saturn<\/td><td>Pisces → Aries<\/td>/, /<td>2026-04-2[56] [^<]+<\/td><td>Uranus<\/td><td>Taurus → Gemini<\/td>/, /<td>2026-06-30 [^<]+<\/td><td>Jupiter<\/td><td>Cancer → Leo<\/td>/, /<td>2026-02-17 [^<]+<\/td><td>New Moon \(eclipse\)<\/td><td>28°(49|50)′/, /Transit forecast 2026-01-01 – 2026-12-31/, /<h2>May 2026<\/h2>/, /height="8" rx="3"/, /<td>2026-05-2\d [^<]+<\/td><td>Jupiter<\/td><td>[^<]*Conjunction<\/td><td>Sun<\/td>/], ar: [/توقعات العبور/] },
  ];
  for (const c of cases) {
    for (const lang of ['en', 'ar'] as const) {
      const r = await post(`${c.kind}?format=html`, { ...c.body, language: lang });
      t.equal(r.statusCode, 200, `${c.kind} ${lang}: 200 (${r.body.slice(0, 200)})`);
      t.match(r.headers['content-type'], /^text\/html/, `${c.kind}: HTML`);
      t.match(r.headers['x-report-id'], /^rpt_[0-9a-f]{24}$/, `${c.kind}: its id`);
      t.match(r.body, lang === 'ar' ? /<html lang="ar" dir="rtl">/ : /<html lang="en" dir="ltr">/, `${c.kind} ${lang}: direction`);
      for (const re of lang === 'en' ? c.en : c.ar) t.match(r.body, re, `${c.kind} ${lang}: ${re}`);
      t.match(r.body, /data-brand/, 'branded by default');
    }
  }
  const white = await post('natal?format=html', { chart: KYIV, whitelabel: true });
  t.notMatch(white.body, /data-brand|Celestial API/, 'whitelabel: no brand at all');
  const whiteString = await post('natal?format=html', { chart: KYIV, whitelabel: 'true' });
  t.notMatch(whiteString.body, /Celestial API/, "whitelabel's string form");
});

t.test('Human Design, numerology and aspect patterns read in the report\'s language (de, ja), not in English', async (t) => {
  // The family's English meanings are the tables' English (one source for both).
  for (const [n, text] of Object.entries(NUMBER_MEANINGS)) t.equal(term('numerology-meaning', n, 'en'), text, `meaning of ${n}`);
  // Kyiv 1990: a Projector (Solar Plexus authority, split definition, profile 3/5, Right Angle
  // Cross of the Maya 2), channels 7-31 (the Alpha) and 30-41 (Recognition), as the English
  // report and /human-design/bodygraph give it.
  const hd: Record<'de' | 'ja', RegExp[]> = {
    de: [/<dt>Typ<\/dt><dd>Projektor<\/dd>/, /<dt>Strategie<\/dt><dd>Auf die Einladung warten<\/dd>/, /<dt>Autorität<\/dt><dd>Emotional \(Solarplexus\)<\/dd>/, /<dt>Profil<\/dt><dd>3\/5<\/dd>/, /<dt>Definition<\/dt><dd>Gespaltene Definition<\/dd>/, /<dt>Nicht-Selbst-Thema<\/dt><dd>Verbitterung<\/dd>/, /<dt>Inkarnationskreuz<\/dt><dd>Rechtwinkliges Kreuz der Maya 2<\/dd>/, /<td>Erde<\/td>/, /<h2>Zentren<\/h2>/, /<td>Kehle<\/td><td>definiert<\/td>/, /<td>Kopf<\/td><td>offen<\/td>/, /<td>7-31<\/td><td>Das Alpha<\/td>/, /<td>30-41<\/td><td>Anerkennung<\/td>/, /<th>Persönlichkeit<\/th><th>Design<\/th>/],
    ja: [/<dt>タイプ<\/dt><dd>プロジェクター<\/dd>/, /<dd>招待を待つ<\/dd>/, /<dd>感情（ソーラープレクサス）<\/dd>/, /<dd>スプリット定義<\/dd>/, /<dd>苦々しさ<\/dd>/, /<dd>マーヤーのライトアングル・クロス 2<\/dd>/, /<td>地球<\/td>/, /<td>スロート<\/td><td>定義済み<\/td>/, /<td>30-41<\/td><td>認識<\/td>/, /<th>パーソナリティ<\/th><th>デザイン<\/th>/],
  };
  const english = [/Projector/, /Wait for the invitation/, /Solar Plexus/, /Split definition/, /Bitterness/, /Right Angle Cross|Cross of/, />Earth</, /Centers|Channels|Activations/, /<td>Throat<\/td>/, /<td>(open|defined)<\/td>/, /Recognition/];
  // Decoz for Thomas John Smith (1979-11-29): life path 3, soul urge 22, personality 8, birthday 11.
  const num: Record<'de' | 'ja', RegExp[]> = {
    de: [/<td>Lebensweg<\/td><td>3<\/td><td>Selbstausdruck, Kreativität und Freude/, /<td>Seelenzahl<\/td><td>22<\/td><td>Meisterzahl des Meisterbaumeisters/, /<td>Geburtstagszahl<\/td><td>11<\/td><td>Meisterzahl der Intuition/, /<td>Persönliches Jahr 2026<\/td>/, /Thomas John Smith · 1979-11-29 · Pythagoreisches System/],
    ja: [/<td>ライフパス<\/td><td>3<\/td><td>自己表現、創造性、喜び/, /<td>ソウル数<\/td><td>22<\/td><td>マスタービルダー/, /<td>人格数<\/td><td>8<\/td><td>力、野心/, /<td>個人年 2026<\/td>/, /· ピタゴラス式</],
  };
  const numEnglish = [/Life path|Soul urge|Personal year/, /self-expression|master number|ambition/, /pythagorean/i];
  for (const lang of ['de', 'ja'] as const) {
    const r = await post('human-design?format=html', { chart: KYIV, language: lang });
    t.equal(r.statusCode, 200, `human-design ${lang}`);
    for (const re of hd[lang]) t.match(r.body, re, `human-design ${lang}: ${re}`);
    const text = r.body.replace(/<svg[\s\S]*?<\/svg>/g, '');
    for (const re of english) t.notMatch(text, re, `human-design ${lang}: no English ${re}`);
    const n = await post('numerology?format=html', { fullName: 'Thomas John Smith', birthDate: '1979-11-29', year: 2026, language: lang });
    t.equal(n.statusCode, 200, `numerology ${lang}`);
    for (const re of num[lang]) t.match(n.body, re, `numerology ${lang}: ${re}`);
    for (const re of numEnglish) t.notMatch(n.body, re, `numerology ${lang}: no English ${re}`);
  }
  // Kyiv 1990: the Sun (22°43′ Cancer) opposes Saturn (Capricorn) with the Moon square both: a T-square.
  const natal = await post('natal?format=html', { chart: KYIV, language: 'de' });
  t.match(natal.body, /<td>T-Quadrat<\/td><td>Sonne ☍ Saturn · Spitze Mond<\/td>/, 'natal de: the T-square named in German');
  t.notMatch(natal.body, /T-square|apex/, 'natal de: no English pattern names');
});

t.test('Japanese and Korean report pages keep a word whole in a table cell and break Japanese lines strictly', async (t) => {
  // Looked at in the PDF (2026-11-27): without keep-all a narrow panchanga column wrapped
  // (シュク / ラ) and アーユシュマー / ン; with it the line breaks at the space before the paksha.
  const r = await post('muhurta?format=html', { activity: 'marriage', startDate: '2025-01-10', endDate: '2025-01-12', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', language: 'ja' });
  t.equal(r.statusCode, 200);
  t.match(r.body, /<html lang="ja"/);
  t.match(r.body, /:lang\(ja\) td, :lang\(ko\) td \{ word-break: keep-all; overflow-wrap: break-word; \}/);
  t.match(r.body, /line-break: strict/);
  t.match(r.body, /<td>チャトゥルダシー \(シュクラ\)<\/td>/, 'the paksha after a space, where the line may break');
});

t.test('PDF: the record of the specification; page_count is the PDF\'s own; url downloads it with the key only', async (t) => {
  const credits = async () => app.store.creditsUsed(DEFAULT_ACCOUNT_ID, billingCycle(Date.now()).start);
  const before = await credits();
  const r = await post('natal', { chart: KYIV, language: 'ja' });
  t.equal(r.statusCode, 200, r.body.slice(0, 300));
  const rec = JSON.parse(r.body).data;
  t.same(Object.keys(rec).sort(), ['byte_length', 'duration_ms', 'expires_at', 'page_count', 'storage_key', 'url']);
  t.match(rec.storage_key, /^reports\/default\/rpt_[0-9a-f]{24}\.pdf$/);
  t.match(rec.expires_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
  t.ok(Date.parse(rec.expires_at) > Date.now() + 6 * 86_400_000, 'kept a week');
  t.equal(await credits(), before + TIER_CREDITS[7], 'tier 7 charged once');
  const file = await app.inject({ method: 'GET', url: rec.url, headers: { 'x-api-key': MASTER_KEY } });
  t.equal(file.statusCode, 200);
  t.equal(file.headers['content-type'], 'application/pdf');
  const bytes = file.rawPayload;
  t.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', 'a PDF');
  t.equal(bytes.byteLength, rec.byte_length, 'byte_length');
  const pageObjects = (bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  t.equal(rec.page_count, pageObjects, 'page_count equals the /Type /Page objects');
  t.ok(rec.page_count >= 2, 'wheel, tables: more than one page');
  const id = rec.storage_key.split('/').pop().replace('.pdf', '');
  const got = JSON.parse((await app.inject({ method: 'GET', url: `/v1/reports/${id}`, headers: { 'x-api-key': MASTER_KEY } })).body).data;
  t.same({ ...got, type: undefined, format: undefined, created_at: undefined }, { ...rec, type: undefined, format: undefined, created_at: undefined }, 'GET /reports/{id}: the same record');
  t.equal(got.type, 'natal');
  t.equal(got.format, 'pdf');
  t.equal(await credits(), before + TIER_CREDITS[7], 'reading it back costs nothing');

  // Another account's key: 404, as for an unknown id.
  const other = randomUUID();
  await app.store.createAccount({ id: other, name: 'other', plan: 'pro', createdAt: Date.now() });
  const issued = issueKey('secret', 'live');
  await app.store.createKey({ id: randomUUID(), accountId: other, class: 'secret', mode: 'live', hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4, name: 'k', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null, isMaster: false, createdAt: Date.now() } as never);
  const foreign = await app.inject({ method: 'GET', url: rec.url, headers: { 'x-api-key': issued.value } });
  t.equal(foreign.statusCode, 404);
  t.equal(JSON.parse(foreign.body).error.code, 'NOT_FOUND');
  t.equal((await app.inject({ method: 'GET', url: '/v1/reports/rpt_000000000000000000000000', headers: { 'x-api-key': MASTER_KEY } })).statusCode, 404);
  t.equal((await app.inject({ method: 'GET', url: '/v1/reports/../../etc', headers: { 'x-api-key': MASTER_KEY } })).statusCode === 200, false, 'no path escape');

  // Arabic and Devanagari through Chromium: the Human Design PDF in Arabic.
  const ar = await post('human-design', { chart: KYIV, language: 'ar' });
  t.equal(ar.statusCode, 200);
  const arRec = JSON.parse(ar.body).data;
  const arFile = await app.inject({ method: 'GET', url: arRec.url, headers: { 'x-api-key': MASTER_KEY } });
  t.equal(pdfPageCount(arFile.rawPayload), arRec.page_count);
});

t.test('every kind prints: page_count is the PDF\'s own, the stored file comes back', async (t) => {
  const bodies: Record<string, unknown> = {
    'human-design': { chart: KYIV }, stellaforge: { chart: KYIV, style: 'celestial' }, natal: { chart: KYIV, language: 'hi' }, child: { chart: KYIV },
    career: { chart: KYIV, language: 'ko' }, synastry: { chart1: KYIV, chart2: LONDON }, composite: { chart1: KYIV, chart2: LONDON, method: 'davison' },
    'solar-return': { chart: KYIV, year: 2026 }, 'transit-forecast': { chart: KYIV, year: 2026, language: 'ru' }, 'vedic-kundli': { chart: DELHI },
    numerology: { fullName: 'Thomas John Smith', birthDate: '1979-11-29' }, 'chinese-bazi': { chart: { ...DELHI, time: '24:00:00' }, gender: 'female', language: 'ja' },
    muhurta: { activity: 'griha-pravesh', startDate: '2025-03-01', endDate: '2025-03-10', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', language: 'ar' },
  };
  for (const [kind, body] of Object.entries(bodies)) {
    const r = await post(kind, body);
    t.equal(r.statusCode, 200, `${kind}: ${r.body.slice(0, 200)}`);
    const rec = JSON.parse(r.body).data;
    const file = await app.inject({ method: 'GET', url: rec.url, headers: { 'x-api-key': MASTER_KEY } });
    t.equal(file.rawPayload.byteLength, rec.byte_length, `${kind}: the stored bytes`);
    const objects = (file.rawPayload.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
    t.equal(rec.page_count, objects, `${kind}: page_count ${rec.page_count} = the PDF's page objects`);
    if (kind === 'stellaforge') t.equal(rec.page_count, 1, 'the poster is one page');
  }
});

t.test('a report that fails leaves the credits as they were', async (t) => {
  const credits = async () => app.store.creditsUsed(DEFAULT_ACCOUNT_ID, billingCycle(Date.now()).start);
  const before = await credits();
  // Placidus inside the polar circle: 422 CALCULATION_ERROR from the chart cast.
  const r = await post('natal', { chart: { ...KYIV, latitude: 78.2, longitude: 15.6, houseSystem: 'P' } });
  t.equal(r.statusCode, 422, r.body.slice(0, 200));
  t.equal(JSON.parse(r.body).error.code, 'CALCULATION_ERROR');
  t.equal(await credits(), before, 'refunded');
  const bad = await post('natal', { chart: { ...KYIV, time: '25:00:00' } });
  t.equal(bad.statusCode, 400);
  t.equal(await credits(), before);
});

t.test('report-ready: a subscription gets one signed delivery per report', async (t) => {
  const sub = await app.inject({ method: 'POST', url: '/v1/webhooks/subscribe', headers: { 'x-api-key': MASTER_KEY }, payload: { events: ['report-ready'], url: hook } });
  t.equal(sub.statusCode, 200, sub.body);
  const secret = JSON.parse(sub.body).data.subscriptions?.[0]?.signing_secret ?? JSON.parse(sub.body).data.signing_secret;
  const r = await post('numerology?format=html', { fullName: 'Thomas John Smith', birthDate: '1979-11-29' });
  t.equal(r.statusCode, 200);
  await resolveEventEngine(app.services).dispatch();
  const got = received.filter((d) => d.body.event === 'report-ready');
  t.equal(got.length, 1, 'one delivery');
  const d = got[0]!;
  t.equal(d.body.data.reportId, r.headers['x-report-id']);
  t.equal(d.body.data.reportType, 'numerology');
  t.match(d.body.data.report.storage_key, /\.html$/);
  if (secret) t.equal(d.headers['x-service-signature'], `sha256=${crypto.createHmac('sha256', secret).update(d.raw).digest('hex')}`, 'signed with the secret');
  else t.match(d.headers['x-service-signature'], /^sha256=[0-9a-f]{64}$/);
});

t.test('without Chromium the service starts, reports answer 503 QUEUE_UNAVAILABLE and /readyz says so', async (t) => {
  const saved = process.env.CELESTIAL_CHROMIUM_PATH;
  process.env.CELESTIAL_CHROMIUM_PATH = '/nonexistent/chromium';
  const bare = await freshApp({ families: ['reports'] });
  if (saved === undefined) delete process.env.CELESTIAL_CHROMIUM_PATH;
  else process.env.CELESTIAL_CHROMIUM_PATH = saved;
  t.teardown(() => bare.close());
  const r = await bare.inject({ method: 'POST', url: '/v1/reports/natal', headers: { 'x-api-key': MASTER_KEY }, payload: { chart: KYIV } });
  t.equal(r.statusCode, 503);
  const err = JSON.parse(r.body).error;
  t.equal(err.code, 'QUEUE_UNAVAILABLE');
  t.match(err.message, /Chromium is not installed at \/nonexistent\/chromium/);
  const ready = await bare.inject({ method: 'GET', url: '/readyz' });
  t.equal(ready.statusCode, 200, 'still ready for everything else');
  t.match(JSON.parse(ready.body).data, { status: 'ready', checks: { store: 'ok', reports: /Chromium is not installed/ }, degraded: ['reports'] });
  const html = await bare.inject({ method: 'POST', url: '/v1/reports/natal?format=html', headers: { 'x-api-key': MASTER_KEY }, payload: { chart: KYIV } });
  t.equal(html.statusCode, 200, 'HTML needs no browser');
});
